/**
 * Writes the paths of the pages the build made to build/site-pages.json, which the functions
 * ship (netlify.toml `included_files`) and read once (src/server/site-pages.ts): the call and
 * form-start counter counts only pages the site has, so a made-up path adds no row. The list is
 * what was built, so a new content file joins it with no list kept by hand. Left out: the 404
 * pages, the content editor and the admin screens (no visitor's call is made there).
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { CMS_PATH } from "../config/cms";
import { pagePathOf } from "./seo-audit";

/** Where the list goes, relative to the project (beside the function bundles, never published). */
export const SITE_PAGES_FILE = "build/site-pages.json";

/** The path of every page built in `root` (an absolute dist directory) that a visitor can call from, sorted. */
export async function builtPagePaths(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => pagePathOf(relative(root, join(entry.parentPath, entry.name))))
    .filter(
      (path) =>
        !/^(\/es)?\/404$/.test(path) &&
        path !== CMS_PATH &&
        !path.startsWith(`${CMS_PATH}/`) &&
        path !== "/admin" &&
        !path.startsWith("/admin/"),
    )
    .sort();
}

/** The integration. */
export default function sitePagesList(): AstroIntegration {
  return {
    name: "site-pages-list",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const paths = await builtPagePaths(resolve(fileURLToPath(dir)));
        const file = resolve(SITE_PAGES_FILE);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, `${JSON.stringify({ paths }, null, 1)}\n`);
        logger.info(`${paths.length} page paths written to ${SITE_PAGES_FILE} for the call and form-start counter.`);
      },
    },
  };
}
