/**
 * The site's page paths as the build listed them (src/integrations/site-pages-list.ts writes
 * build/site-pages.json, and netlify.toml ships it with the functions, as the city pages are
 * shipped for the service area). Read once per process.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import type { ServerEnv } from "./env";
import { describeError } from "./log-safe";

const listSchema = z.object({ paths: z.array(z.string()) });

let read: { file: string; pages: ReadonlySet<string> } | undefined;
let warned: string | undefined;

/**
 * The paths of the site's pages, or null when the list cannot be read (no build yet: `astro
 * dev` makes none). Then nothing is counted, and the log says so once.
 */
export function sitePagePaths(env: Pick<ServerEnv, "SITE_PAGES_FILE">): ReadonlySet<string> | null {
  const file = resolve(env.SITE_PAGES_FILE);
  if (read?.file === file) return read.pages;
  try {
    read = { file, pages: new Set(listSchema.parse(JSON.parse(readFileSync(file, "utf8"))).paths) };
    return read.pages;
  } catch (error) {
    if (warned !== file)
      console.error(
        `The site's page list ${env.SITE_PAGES_FILE} cannot be read, so calls and form starts are not counted until it can (npm run build writes it): ${describeError(error)}`,
      );
    warned = file;
    return null;
  }
}
