import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import {
  descriptionSchema,
  englishOnlySchema,
  faqsSchema,
  incentiveSchema,
  introSchema,
  orderSchema,
  pageTitleSchema,
  pictureFields,
  reviewedSchema,
  seoTitleSchema,
} from "./shared";

/**
 * A manufacturer we install, one Markdown file in src/content/brands; `pella.md` is /pella. Its
 * product lines are the products whose `brand` is this file's name (they live in
 * src/content/products/pella/). The header links it, the home page shows its lines. The
 * Markdown body is the brand page's main text.
 */
export const brandSchema = ({ image }: SchemaContext) =>
  z.object({
    name: z.string().min(3).meta({ title: "Brand name", description: "As it appears in the header, e.g. Pella." }),
    title: pageTitleSchema,
    seoTitle: seoTitleSchema,
    description: descriptionSchema,
    intro: introSchema,
    homeLead: z
      .string()
      .min(40)
      .max(200)
      .meta({
        title: "Home page line",
        description: "One sentence under the brand's heading on the home page, 40-200 characters.",
        editor: { widget: "text" },
      }),
    order: orderSchema,
    incentives: z.array(incentiveSchema).default([]).meta({
      title: "Incentives",
      description: "Rebates and tax credits for every product of the brand, current or past; pages show those in force.",
    }),
    ...pictureFields(image),
    reviewed: reviewedSchema.optional(),
    englishOnly: englishOnlySchema,
    faqs: faqsSchema,
  });

export type Brand = z.infer<ReturnType<typeof brandSchema>>;
