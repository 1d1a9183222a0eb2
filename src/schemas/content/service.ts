import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { descriptionSchema, faqSchema, seoTitleSchema } from "./shared";

/**
 * A service page, one Markdown file in src/content/services. Its path under /services is
 * its file path: `windows.md` is /services/windows, `interior-doors/barn-doors.md` is
 * /services/interior-doors/barn-doors. The Markdown body is the page's main text.
 */
export const serviceSchema = ({ image }: SchemaContext) =>
  z.object({
    /** The page's h1, e.g. "Window Replacement in Gilbert & the Phoenix Metro". */
    title: z.string().min(10),
    /** Short name for menus, cards and breadcrumbs, e.g. "Window Replacement". */
    name: z.string().min(3),
    seoTitle: seoTitleSchema,
    description: descriptionSchema,
    /** One or two sentences for cards on /services and the home page. */
    summary: z.string().min(40).max(240),
    /** Order on /services (smaller first). */
    order: z.number().int(),
    /** The main picture, a path relative to the file (src/assets/photos/...). */
    image: image(),
    /** What the picture shows, for people who cannot see it. */
    imageAlt: z.string().min(10),
    /** Three to six short selling points shown as a checklist. */
    highlights: z.array(z.string().min(5)).min(3).max(6),
    /** Typical price range shown on the page, e.g. "$450-$950 per window installed". */
    priceNote: z.string().optional(),
    /** Product pages to suggest, by path, e.g. "/milgard/tuscany-v400". */
    relatedProducts: z.array(z.string().startsWith("/")).default([]),
    /** Questions homeowners ask about this service. */
    faqs: z.array(faqSchema).min(3),
  });

export type Service = z.infer<ReturnType<typeof serviceSchema>>;
