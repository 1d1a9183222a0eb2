/** Reading sitemap files (the `urlset` kind, not the index). */
import { parse } from "node-html-parser";
import { normalizePath } from "./urls";

/** Paths of the pages a sitemap lists (`<url><loc>`), in file order; image locations are ignored. */
export function readSitemapPaths(xml: string): string[] {
  const paths: string[] = [];
  for (const loc of parse(xml).querySelectorAll("url > loc")) {
    try {
      paths.push(normalizePath(new URL(loc.text.trim()).pathname));
    } catch {
      // Not an absolute URL: the sitemap protocol requires one, so it cannot match a page.
    }
  }
  return paths;
}
