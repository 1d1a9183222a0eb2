import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import {
  descriptionSchema,
  englishOnlySchema,
  faqsSchema,
  incentiveSchema,
  matching,
  orderSchema,
  pageTitleSchema,
  pictureFields,
  reviewedSchema,
  seoTitleSchema,
} from "./shared";

/** A price range per window, installed, in whole US dollars. */
export const priceRangeSchema = z
  .object({
    min: z.number().int().positive().meta({ title: "From", description: "Lowest typical price per window, in dollars." }),
    max: z.number().int().positive().meta({ title: "To", description: "Highest typical price per window, in dollars." }),
  })
  .refine((range) => range.max >= range.min, "max must not be below min")
  .meta({ title: "Installed price per window" });

/**
 * A product line, one Markdown file in src/content/products/{brand}/; `milgard/tuscany-v400.md`
 * is /milgard/tuscany-v400 (its folder is its brand). The single source for home cards, brand
 * pages, product pages, Product structured data and the room designer. The Markdown body is the
 * product page text.
 */
export const productSchema = ({ image }: SchemaContext) =>
  z.object({
    brand: z.string().meta({
      title: "Brand",
      description: "The brand page the line belongs to; the file lives in that brand's folder.",
      editor: { widget: "relation", collection: "brands", display: "name" },
    }),
    name: z.string().min(3).meta({ title: "Line name", description: "e.g. Tuscany V400." }),
    title: pageTitleSchema,
    seoTitle: seoTitleSchema,
    description: descriptionSchema,
    summary: z
      .string()
      .min(40)
      .max(220)
      .meta({
        title: "Card text",
        description: "One or two sentences for the product cards, 40-220 characters.",
        editor: { widget: "text" },
      }),
    material: z.enum(["vinyl", "fiberglass", "wood"]).meta({ title: "Frame material" }),
    features: z.array(z.string().min(5)).min(4).max(6).meta({ title: "Features", description: "Four to six, shown on the card." }),
    priceRange: priceRangeSchema,
    incentive: incentiveSchema.optional().meta({
      title: "Rebate",
      description: "The line's own rebate, when it has one; shown only while in force. Brand-wide incentives live in the brand file.",
    }),
    savings: z.string().meta({ title: "Savings line", description: "e.g. Save up to 25% on cooling." }),
    colors: z
      .array(
        z.object({
          name: z.string().meta({ title: "Color name" }),
          hex: matching(/^#[0-9a-f]{6}$/i, "Write the color as # and six hex digits, e.g. #f4f4f1.").meta({
            title: "Color code",
            description: "e.g. #f4f4f1",
          }),
        }),
      )
      .min(2)
      .meta({ title: "Frame colors", description: "The room designer's color choices." }),
    styles: z.array(z.string()).min(2).meta({ title: "Window styles", description: "e.g. Double-hung, Slider, Casement, Picture." }),
    glass: z.array(z.string()).min(1).meta({ title: "Glass packages", description: "e.g. Dual-pane Low-E." }),
    warranty: z.string().meta({ title: "Warranty", description: "In a phrase, e.g. Full lifetime warranty." }),
    order: orderSchema,
    ...pictureFields(image),
    reviewed: reviewedSchema,
    englishOnly: englishOnlySchema,
    faqs: faqsSchema,
  });

export type Product = z.infer<ReturnType<typeof productSchema>>;
