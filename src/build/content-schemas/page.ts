/**
 * A plain page: a Markdown file in src/pages (`warranty.md` is /warranty), its Spanish page the
 * same path under src/pages/es (`es/warranty.md` is /es/warranty). Its layout gives it the head,
 * Open Graph card, site map entry and sitemap.xml entry; `footer` lists it in the footer.
 * Astro does not check a page's frontmatter, so MarkdownPage.astro and `npm run check:content`
 * check it against these schemas.
 */
import { z } from "astro/zod";
import { descriptionSchema, englishOnlySchema, pageTitleSchema, reviewedSchema, seoTitleSchema } from "./shared";

/** The layout every plain page names (an alias, so a page at any depth writes the same). */
export const MARKDOWN_PAGE_LAYOUT = "@/layouts/MarkdownPage.astro";

/** The site map's groups. */
export const siteSections = ["Company", "Services", "Locations", "Products", "Projects", "Account"] as const;

/** An English plain page. */
export const pageSchema = z.object({
  layout: z
    .literal(MARKDOWN_PAGE_LAYOUT, `Plain pages use layout: ${MARKDOWN_PAGE_LAYOUT}`)
    .meta({ title: "Layout", editor: { widget: "hidden", default: MARKDOWN_PAGE_LAYOUT } }),
  title: pageTitleSchema,
  seoTitle: seoTitleSchema,
  description: descriptionSchema,
  eyebrow: z.string().optional().meta({ title: "Eyebrow", description: "The small line above the heading, e.g. Warranty." }),
  name: z.string().min(3).max(30).optional().meta({ title: "Short name", description: "For the footer and breadcrumbs, at most 30 characters, e.g. Warranty. The title when empty." }),
  section: z.enum(siteSections).default("Company").meta({ title: "Site map group", description: "Where the site map lists the page." }),
  footer: z.number().int().positive().optional().meta({ title: "Footer position", description: "Lists the page in the footer's company links, smallest first. Leave empty to keep it out of the footer." }),
  noindex: z.boolean().optional().meta({ title: "Hidden from search", description: "Keeps the page out of search results and sitemap.xml." }),
  reviewed: reviewedSchema.optional(),
  englishOnly: englishOnlySchema,
});

/** A Spanish plain page (src/pages/es): its own words, and the facts the CMS copies from the English page. */
export const pageTranslationSchema = pageSchema.pick({ layout: true, title: true, seoTitle: true, description: true, eyebrow: true, name: true, section: true, noindex: true, reviewed: true }).strict();

export type PageFrontmatter = z.infer<typeof pageSchema>;
