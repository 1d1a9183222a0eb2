/**
 * A plain page: a Markdown file in src/pages (`warranty.md` is /warranty), its Spanish page the
 * same path under src/pages/es (`es/warranty.md` is /es/warranty). Its layout, MarkdownPage.astro
 * (with or without a `layout` line), gives it the head, Open Graph card, site map entry and
 * sitemap.xml entry; `footer` lists it in the footer.
 * Astro does not check a page's frontmatter, so MarkdownPage.astro and `npm run check:content`
 * check it against these schemas.
 */
import { posix } from "node:path";
import { z } from "astro/zod";
import { descriptionSchema, englishOnlySchema, pageTitleSchema, reviewedSchema, seoTitleSchema } from "./shared";

/** The layout of every plain page: a page without a `layout` line (the CMS writes none) gets it (src/integrations/markdown-page-layout.ts); a line naming it by any path is read as this alias. */
export const MARKDOWN_PAGE_LAYOUT = "@/layouts/MarkdownPage.astro";

/** The layout's file, from the project's root. */
const MARKDOWN_PAGE_LAYOUT_FILE = "src/layouts/MarkdownPage.astro";

/**
 * True when `layout`, written in the page `file` (a path from the project's root), names the
 * plain pages' layout, however it is written: the alias, a path from the root ("/src/…"), or a
 * path relative to the page ("../layouts/MarkdownPage.astro", the form Astro's documentation uses).
 */
export function isMarkdownPageLayout(layout: string, file: string): boolean {
  const root = layout.startsWith("@/")
    ? `src/${layout.slice(2)}`
    : layout.startsWith("/src/")
      ? layout.slice(1)
      : layout.startsWith(".")
        ? posix.join(posix.dirname(file), layout)
        : null;
  return root !== null && posix.normalize(root) === MARKDOWN_PAGE_LAYOUT_FILE;
}

/** A page's frontmatter with its layout, when it names the plain pages' layout in any form, written as the alias; anything else is left for the schema to refuse. */
export function withPageLayout(file: string, frontmatter: Record<string, unknown>): Record<string, unknown> {
  const { layout } = frontmatter;
  return typeof layout === "string" && isMarkdownPageLayout(layout, file) ? { ...frontmatter, layout: MARKDOWN_PAGE_LAYOUT } : frontmatter;
}

/** The site map's groups. */
export const siteSections = ["Company", "Services", "Locations", "Products", "Projects", "Account"] as const;

/** An English plain page. */
export const pageSchema = z.object({
  // No layout line is the site's page layout too; a line naming another layout is refused.
  layout: z
    .literal(
      MARKDOWN_PAGE_LAYOUT,
      `Plain pages use the site's page layout: leave the layout line out, or write layout: ${MARKDOWN_PAGE_LAYOUT} (a path to src/layouts/MarkdownPage.astro works too)`,
    )
    .optional()
    .meta({ title: "Layout", description: "Leave it out: every plain page gets the site's page layout." }),
  title: pageTitleSchema,
  seoTitle: seoTitleSchema,
  description: descriptionSchema,
  eyebrow: z.string().optional().meta({ title: "Eyebrow", description: "The small line above the heading, e.g. Warranty." }),
  name: z.string().min(3).max(30).optional().meta({
    title: "Short name",
    description: "For the footer and breadcrumbs, at most 30 characters, e.g. Warranty. The title when empty.",
  }),
  section: z.enum(siteSections).default("Company").meta({ title: "Site map group", description: "Where the site map lists the page." }),
  footer: z.number().int().positive().optional().meta({
    title: "Footer position",
    description: "Lists the page in the footer's company links, smallest first. Leave empty to keep it out of the footer.",
  }),
  noindex: z
    .boolean()
    .optional()
    .meta({ title: "Hidden from search", description: "Keeps the page out of search results and sitemap.xml." }),
  reviewed: reviewedSchema.optional(),
  englishOnly: englishOnlySchema,
});

/** A Spanish plain page (src/pages/es): its own words, and the facts the CMS copies from the English page. */
export const pageTranslationSchema = pageSchema
  .pick({
    layout: true,
    title: true,
    seoTitle: true,
    description: true,
    eyebrow: true,
    name: true,
    section: true,
    noindex: true,
    reviewed: true,
  })
  .strict();

export type PageFrontmatter = z.infer<typeof pageSchema>;
