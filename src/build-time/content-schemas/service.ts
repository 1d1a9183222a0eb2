import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import {
  descriptionSchema,
  englishOnlySchema,
  faqsSchema,
  matching,
  orderSchema,
  pageTitleSchema,
  pictureFields,
  reviewedSchema,
  seoTitleSchema,
} from "./shared";

/**
 * A service page, one Markdown file in src/content/services. Its path under /services is its
 * file path: `windows.md` is /services/windows, `interior-doors/barn-doors.md` (a sub-service)
 * is /services/interior-doors/barn-doors. The services index, the footer, the site map and
 * sitemap.xml list it; `menu` adds it to the header's Services menu. The Markdown body is the
 * page's main text.
 */
export const serviceSchema = ({ image }: SchemaContext) =>
  z.object({
    title: pageTitleSchema,
    name: z.string().min(3).meta({ title: "Short name", description: "For menus, cards and breadcrumbs, e.g. Window Replacement." }),
    seoTitle: seoTitleSchema,
    description: descriptionSchema,
    summary: z
      .string()
      .min(40)
      .max(240)
      .meta({
        title: "Card text",
        description: "One or two sentences for the cards on /services and the home page, 40-240 characters.",
        editor: { widget: "text" },
      }),
    order: orderSchema,
    menu: z.boolean().optional().meta({
      title: "In the Services menu",
      description: "Lists the service in the header's Services menu (the footer lists every service).",
    }),
    ...pictureFields(image),
    highlights: z
      .array(z.string().min(5))
      .min(3)
      .max(6)
      .meta({ title: "Highlights", description: "Three to six short selling points, shown as a checklist." }),
    priceNote: z
      .string()
      .optional()
      .meta({ title: "Typical price", description: "e.g. $450-$950 per window installed. A page with a price needs Prices checked on." }),
    relatedProducts: z
      .array(matching(/^\/[a-z0-9-]+\/[a-z0-9-]+$/, "Write the product page's path, e.g. /milgard/tuscany-v400."))
      .default([])
      .meta({ title: "Related product lines", description: "Product pages to suggest, by path, e.g. /milgard/tuscany-v400." }),
    reviewed: reviewedSchema.optional(),
    englishOnly: englishOnlySchema,
    faqs: faqsSchema,
  });

export type Service = z.infer<ReturnType<typeof serviceSchema>>;
