/**
 * Checks of what a file says, in its body and its frontmatter words: business tokens such as
 * `{{phone}}` (a misspelt one would publish an empty or broken page), links to the site's own
 * pages and pictures, and the editor's house rules (editor-rules.ts).
 */
import { tokenHint, unknownBusinessTokens } from "@/core/server/business-tokens";
import type { ContentFile } from "./content-files";
import { breakEditorRules } from "./editor-rules";
import { resolvePicture } from "./frontmatter-check";
import { error, warning, type ContentProblem } from "./problems";

/** The frontmatter fields whose tokens the build fills (src/build-time/content-schemas/shared.ts withTokens); elsewhere a token would show as typed. */
const FILLED_FIELDS = new Set(["description", "answer"]);

/** Every string in `value` with its field path ("faqs.2.answer"). */
function stringsOf(value: unknown, path: string[] = []): { field: string; text: string }[] {
  if (typeof value === "string") return [{ field: path.join("."), text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, [...path, String(index)]));
  if (value && typeof value === "object" && !(value instanceof Date))
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, [...path, key]));
  return [];
}

/** `{{tokens}}` that have no value, and tokens in frontmatter fields the build does not fill. */
export function checkTokens(file: ContentFile, tokens: Readonly<Record<string, string>>): ContentProblem[] {
  const known = Object.keys(tokens);
  const problems: ContentProblem[] = [];
  file.body.split("\n").forEach((text, index) => {
    for (const token of unknownBusinessTokens(text, tokens)) {
      problems.push(
        error({
          file: file.path,
          field: "body",
          line: file.bodyLine + index,
          message: `unknown business token {{${token}}}: the page would be published without this text`,
          fix: `Fix the token: ${tokenHint(token, known)}`,
        }),
      );
    }
  });
  if (file.kind === "business") return problems;
  for (const { field, text } of stringsOf(file.data ?? {})) {
    if (!text.includes("{{")) continue;
    // Unknown tokens in filled fields are reported with the schema's rules (frontmatter-check.ts).
    if (!FILLED_FIELDS.has(field.split(".").at(-1)!)) {
      problems.push(
        error({
          file: file.path,
          field,
          message: "a {{token}} in a field the build does not fill: it would show as typed",
          fix: "Write the fact out here, or move it into the description, an FAQ answer or the text, where tokens are filled.",
        }),
      );
    }
  }
  return problems;
}

/** The editor's house rules, line by line over the whole file. */
export function checkEditorRules(file: ContentFile): ContentProblem[] {
  if (file.kind === "business") return [];
  return breakEditorRules(file.text, file.path, file.locale === "es").map(({ rule, line, match }) => {
    const inBody = line >= file.bodyLine;
    return error({ file: file.path, field: inBody ? "body" : undefined, line, message: `${rule.message}: “${match}”`, fix: rule.fix });
  });
}

const LINK = /(!?)\[[^\]]*\]\(\s*([^)\s]+)[^)]*\)|^\s*\[[^\]]+\]:\s*(\S+)/gm;

/** Links from the body to the site's own pages, and pictures, that lead nowhere. */
export function checkLinks(file: ContentFile, pages: ReadonlySet<string>, fileExists: (path: string) => boolean): ContentProblem[] {
  const problems: ContentProblem[] = [];
  file.body.split("\n").forEach((text, index) => {
    for (const match of text.matchAll(LINK)) {
      const [, bang, inline, reference] = match;
      const target = (inline ?? reference)!;
      const line = file.bodyLine + index;
      if (bang) {
        if (/^[a-z]+:/i.test(target)) continue;
        const path = target.startsWith("/") ? `public${target}` : resolvePicture(target, file.path);
        if (!fileExists(path))
          problems.push(
            error({
              file: file.path,
              field: "body",
              line,
              message: `the picture ${target} does not exist`,
              fix: "Put the picture in src/assets/photos (or public/) and correct the name.",
            }),
          );
        continue;
      }
      if (!target.startsWith("/") || target.startsWith("//")) continue;
      problems.push(...checkPagePath(file, target.split(/[?#]/)[0]!.replace(/\/$/, "") || "/", pages, { field: "body", line }));
    }
  });
  const related = (file.data?.relatedProducts as unknown[] | undefined) ?? [];
  related.forEach((path, index) => {
    if (typeof path === "string") problems.push(...checkPagePath(file, path, pages, { field: `relatedProducts.${index}` }));
  });
  return problems;
}

function checkPagePath(
  file: ContentFile,
  path: string,
  pages: ReadonlySet<string>,
  where: { field: string; line?: number },
): ContentProblem[] {
  if (pages.has(path)) {
    const spanish = path === "/" ? "/es" : `/es${path}`;
    // A Spanish page may send readers to an English page, but not when the page exists in Spanish.
    if (file.locale === "es" && !path.startsWith("/es") && pages.has(spanish)) {
      return [
        warning({
          file: file.path,
          ...where,
          message: `links to the English page ${path}, which has a Spanish version`,
          fix: `Link ${spanish} instead.`,
        }),
      ];
    }
    return [];
  }
  return [
    error({
      file: file.path,
      ...where,
      message: `links to ${path}, which is no page of the site`,
      fix: "Correct the path (the site map at /sitemap lists every page), or remove the link.",
    }),
  ];
}
