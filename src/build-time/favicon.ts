/**
 * The pages' icon: the brand mark (public/favicon.svg, 0.4 KB, which the CMS and the logo PNG
 * read too) written into each page's head as a data: URL rather than fetched. As a request of its
 * own, Chrome asked for it while the page was still painting, and in some Lighthouse runs it ended
 * before the first paint: Lighthouse then counted it in the largest paint (about 45 ms later than
 * the first on a phone; docs/performance.md). Inline it costs the page some 0.3 KB gzipped.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";

let icon: Promise<string> | undefined;

/** The brand mark as a data: URL (read from the project root, where the build runs). */
export function faviconDataUrl(): Promise<string> {
  icon ??= readFile(join(process.cwd(), "public", "favicon.svg")).then((svg) => `data:image/svg+xml;base64,${svg.toString("base64")}`);
  return icon;
}
