/**
 * Markdown (Sätteri mdast) plugin: a plain page in src/pages without a `layout` line gets the site's
 * page layout (src/layouts/MarkdownPage.astro), so an editor writes only the frontmatter a page
 * needs and still gets the head, header, footer, Open Graph card and site-map entry. Astro reads
 * the layout from the frontmatter its Markdown processor hands back (Astro's documentation sets a
 * default layout the same way, from a remark plugin); a page that names a layout keeps it, and
 * src/build-time/site-pages.ts checks that it is this one. Content collections are left alone.
 */
import type { SatteriProcessorOptions } from "@astrojs/markdown-satteri";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { MARKDOWN_PAGE_LAYOUT } from "../build-time/content-schemas/page";

type MdastPlugins = NonNullable<SatteriProcessorOptions["mdastPlugins"]>;

/** True for a Markdown file under `root`/src/pages. */
export function isPlainPage(file: string, root = process.cwd()): boolean {
  const inPages = relative(join(root, "src", "pages"), file);
  return file.endsWith(".md") && !inPages.startsWith("..") && !inPages.startsWith(sep) && inPages !== file;
}

/** The plugin factory, for `satteri({ mdastPlugins })` in astro.config.mjs; it adds no visitor, only the layout. */
export const markdownPageLayout: MdastPlugins[number] = ({ fileURL, data }) => {
  const astro = (data as { astro?: { frontmatter?: Record<string, unknown> } }).astro;
  if (fileURL && astro?.frontmatter && astro.frontmatter.layout === undefined && isPlainPage(fileURLToPath(fileURL)))
    astro.frontmatter.layout = MARKDOWN_PAGE_LAYOUT;
  return null;
};
