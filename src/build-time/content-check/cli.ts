/**
 * The command behind `npm run check:content` (scripts/check-content.mjs bundles and runs it):
 * reads every content file, prints the report, and exits 1 on any error. `--fix` first rewrites
 * frontmatter that is not written the way the CMS writes it.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkFrontmatter } from "./frontmatter-check";
import { cityEntriesOf, readContentFiles, type ContentFile } from "./content-files";
import { formatReport, type ContentProblem } from "./index";

/** Runs the check for the project at `root`; resolves to the exit code. */
export async function main({
  root,
  args,
  env,
  now,
}: {
  root: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  now: Date;
}): Promise<number> {
  const started = performance.now();
  let files = readContentFiles(root);
  const fileExists = (path: string) => existsSync(join(root, path));
  // The business facts first: every page and the token values are made from them, so nothing
  // else can be checked while they are broken (src/config/business.ts would refuse to load).
  const business = files.find((file) => file.kind === "business")!;
  const factsProblems = checkFrontmatter(business, fileExists);
  if (factsProblems.some((problem) => problem.level === "error")) return report(factsProblems, files.length, started);
  let loaded: Awaited<ReturnType<typeof loadSite>>;
  try {
    loaded = await loadSite();
  } catch (failure) {
    const message = (failure as Error).message;
    return report(
      [
        {
          file: business.path,
          level: "error",
          message,
          fix: "Correct the fact in the file, or the environment variable that overrides it (BUSINESS_PHONE, SUPPORT_EMAIL, BUSINESS_STREET, BUSINESS_ZIP, ROC_LICENSE).",
        },
      ],
      files.length,
      started,
    );
  }
  // The {{serviceArea}} tokens name the city pages, which no build has read yet: the ones read here.
  loaded.useCheckedServiceCities(loaded.serviceCitiesOf(cityEntriesOf(files)));
  if (args.includes("--fix")) files = fixFormat(root, files, loaded);
  const problems = loaded.checkContent(files, {
    fileExists,
    tokens: loaded.businessTokens,
    licence: loaded.business.rocLicense.number,
    context: env.CONTEXT,
    now,
  });
  return report(problems, files.length, started);
}

/** The modules that read the business facts, loaded once the facts are known to be readable. */
async function loadSite() {
  const [
    { business },
    { businessTokens },
    { checkContent },
    format,
    { cmsCollections },
    files,
    { useCheckedServiceCities },
    { serviceCitiesOf },
  ] = await Promise.all([
    import("@/config/business"),
    import("@/config/business-tokens"),
    import("./index"),
    import("./format-check"),
    import("@/build-time/cms-config"),
    import("./content-files"),
    import("@/config/service-cities"),
    import("@/build-time/service-cities-loader"),
  ]);
  return { business, businessTokens, checkContent, format, cmsCollections, files, useCheckedServiceCities, serviceCitiesOf };
}

/** Rewrites files the CMS would rewrite, and reads them again. */
function fixFormat(root: string, files: ContentFile[], site: Awaited<ReturnType<typeof loadSite>>): ContentFile[] {
  const fields = site.format.fieldsByCollection(site.cmsCollections());
  let fixed = 0;
  for (const file of files) {
    const text = site.format.canonicalText(file, files, fields);
    if (text === undefined || text === file.text) continue;
    writeFileSync(join(root, file.path), text);
    fixed++;
    console.log(`Rewrote ${file.path} the way the CMS writes it.`);
  }
  return fixed ? site.files.readContentFiles(root) : files;
}

function report(problems: readonly ContentProblem[], fileCount: number, started: number): number {
  const text = formatReport(problems, fileCount);
  const errors = problems.some((problem) => problem.level === "error");
  (errors ? console.error : console.log)(`${text} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return errors ? 1 : 0;
}
