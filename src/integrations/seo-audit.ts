/**
 * Audits every built page for SEO once the build is done (the rules are in src/lib/seo-audit)
 * and writes dist/admin/seo-audit.json: the admin SEO dashboard reads it, and
 * e2e/seo-audit.spec.ts fails `npm test` when it holds an error. The build itself never
 * fails here; it logs a one-line summary.
 *
 * It reads the sitemap files, so it must come after sitemap() in astro.config.mjs
 * (Astro runs the build:done hooks in the order the integrations are listed).
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { CMS_PATH } from "../config/cms";
import { auditSite, readSitemapPaths, type SeoAuditReport } from "../core/server/seo-audit";

/** Where the report goes, relative to dist (served at /admin/seo-audit.json). */
export const SEO_AUDIT_FILE = "admin/seo-audit.json";

/** Site path of a built HTML file named relative to dist: "about.html" → "/about", "blog/index.html" → "/blog". */
export function pagePathOf(file: string): string {
  const path =
    "/" +
    file
      .split(sep)
      .join("/")
      .replace(/(^|\/)index\.html$/, "")
      .replace(/\.html$/, "");
  return path.replace(/\/+$/, "") || "/";
}

/** Relative names of the built pages, the 404 pages (/404, /es/404) and the content editor (/cms) left out (they are not pages anyone should find). */
async function pageFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !/^(\/es)?\/404$/.test(pagePathOf(file)) && pagePathOf(file) !== CMS_PATH)
    .sort();
}

/** Every path the sitemap files (sitemap-0.xml, ...; not the index) list. */
async function sitemapPaths(root: string): Promise<string[]> {
  const files = (await readdir(root)).filter((name) => /^sitemap-.+\.xml$/.test(name) && name !== "sitemap-index.xml");
  const lists = await Promise.all(files.map(async (name) => readSitemapPaths(await readFile(join(root, name), "utf8"))));
  return lists.flat();
}

/** Whether the site path `path` names a file inside `root` (never outside it). */
function fileExists(root: string, path: string): boolean {
  try {
    const file = resolve(root, "." + decodeURIComponent(path));
    return file.startsWith(root + sep) && existsSync(file);
  } catch {
    return false; // malformed percent-encoding
  }
}

/** The audit of the build in `root` (an absolute dist directory). */
export async function auditBuild(root: string, options: { site?: string; now: Date }): Promise<SeoAuditReport> {
  const pages = await Promise.all(
    (await pageFiles(root)).map(async (file) => ({ path: pagePathOf(file), html: await readFile(join(root, file), "utf8") })),
  );
  const audit = auditSite(pages, await sitemapPaths(root), { site: options.site, ogImageExists: (path) => fileExists(root, path) });
  return { generatedAt: options.now.toISOString(), ...audit };
}

/** "SEO audit: site score 96 across 52 pages, 0 errors, 14 warnings (dist/admin/seo-audit.json)." */
export function summaryLine(report: SeoAuditReport): string {
  const { pages, errors, warnings } = report.counts;
  const siteErrors = report.siteProblems.length;
  return `SEO audit: site score ${report.score} across ${pages} pages, ${errors + siteErrors} errors, ${warnings} warnings (dist/${SEO_AUDIT_FILE}).`;
}

/** The integration; list it after sitemap(). */
export default function seoAudit(): AstroIntegration {
  let site: string | undefined;
  return {
    name: "seo-audit",
    hooks: {
      "astro:config:done": ({ config }) => {
        site = config.site;
      },
      "astro:build:done": async ({ dir, logger }) => {
        try {
          const root = resolve(fileURLToPath(dir));
          const report = await auditBuild(root, { site, now: new Date() });
          const file = join(root, SEO_AUDIT_FILE);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, JSON.stringify(report));
          logger.info(summaryLine(report));
        } catch (error) {
          // The e2e audit test fails when the report is missing, so a crash here is still caught.
          logger.warn(`SEO audit not written: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
    },
  };
}
