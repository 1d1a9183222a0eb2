/**
 * `npm run check:content`: every content file checked in a few seconds, each mistake named by
 * file, field, what is wrong and how to fix it. It runs first in `npm test`, in the Netlify build
 * and before each commit (scripts/check-content.mjs), so no content mistake reaches the site.
 * The checks are pure over the files read once (content-files.ts).
 */
import { cmsCollections } from "@/build-time/cms-config";
import { pages } from "@/config/pages";
import { pagesEs } from "@/config/pages-es";
import { localizePath } from "@/i18n/paths";
import { pagePathOf, type ContentFile } from "./content-files";
import { checkFormat, fieldsByCollection } from "./format-check";
import { checkFrontmatter, schemaFor } from "./frontmatter-check";
import type { ContentProblem } from "./problems";
import { checkBrands, checkFreshness, checkLicence, checkTranslationShapes, checkTwins, checkZipCodes } from "./site-checks";
import { checkEditorRules, checkLinks, checkTokens } from "./text-checks";

export type { ContentProblem } from "./problems";

/** What the checks need besides the files. */
export interface CheckOptions {
  /** Whether a file exists, by path from the project root (pictures). */
  fileExists: (path: string) => boolean;
  /** The business tokens' values (src/config/business-tokens.ts). */
  tokens: Readonly<Record<string, string>>;
  /** The ROC licence number the deploy will have (file or environment). */
  licence: string | undefined;
  /** Netlify's CONTEXT: "production" makes a missing licence an error. */
  context: string | undefined;
  /** Today, for the six-month price checks. */
  now: Date;
}

/** Every public path: the hand-built pages (src/config/pages*.ts) and a page per content file. */
export function sitePaths(files: readonly ContentFile[]): Set<string> {
  return new Set([
    ...Object.keys(pages),
    ...Object.keys(pagesEs).map((path) => localizePath(path, "es")),
    ...files.flatMap((file) => pagePathOf(file) ?? []),
  ]);
}

/** Every problem in `files`, in file order. */
export function checkContent(files: readonly ContentFile[], options: CheckOptions): ContentProblem[] {
  const paths = sitePaths(files);
  const fields = fieldsByCollection(cmsCollections());
  const englishSchema = (file: ContentFile) => schemaFor({ ...file, locale: "en" }, options.fileExists);
  const business = files.find((file) => file.kind === "business");
  const perFile = files.flatMap((file) => [
    ...checkFrontmatter(file, options.fileExists, englishSchema),
    ...checkTokens(file, options.tokens),
    ...checkEditorRules(file),
    ...checkLinks(file, paths, options.fileExists),
  ]);
  // A schema that requires `reviewed` (product lines) has said it is missing already.
  const freshness = checkFreshness(files, options.now).filter(
    (problem) => !perFile.some((other) => other.file === problem.file && other.field === problem.field),
  );
  const problems = [
    ...perFile,
    ...checkTwins(files),
    ...checkTranslationShapes(files),
    ...checkZipCodes(files),
    ...checkBrands(files),
    ...freshness,
    ...(business ? checkLicence(options.licence, options.context, business.path) : []),
    ...checkFormat(files, fields),
  ];
  const order = new Map(files.map((file, index) => [file.path, index]));
  return problems.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0) || (a.line ?? 0) - (b.line ?? 0));
}

/** The report people read: problems grouped by file, errors first, then a summary line. */
export function formatReport(problems: readonly ContentProblem[], fileCount: number): string {
  const byFile = new Map<string, ContentProblem[]>();
  for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  const blocks = [...byFile].map(([file, list]) => {
    const lines = list
      .sort((a, b) => (a.level === b.level ? 0 : a.level === "error" ? -1 : 1))
      .map((problem) => {
        const where = [problem.field, problem.line !== undefined ? `line ${problem.line}` : undefined].filter(Boolean).join(", ");
        return `  ${problem.level === "error" ? "✗ error  " : "! warning"} ${where ? `${where}: ` : ""}${problem.message}\n             Fix: ${problem.fix}`;
      });
    return `${file}\n${lines.join("\n")}`;
  });
  const errors = problems.filter((problem) => problem.level === "error").length;
  const warnings = problems.length - errors;
  const summary = `Content check: ${fileCount} files, ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}.`;
  return [...blocks, summary].join("\n\n");
}
