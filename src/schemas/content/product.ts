import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { descriptionSchema, faqSchema, incentiveSchema, seoTitleSchema } from "./shared";

/** A price range per window, installed, in whole US dollars. */
export const priceRangeSchema = z
  .object({
    /** Lowest typical price per window. */
    min: z.number().int().positive(),
    /** Highest typical price per window. */
    max: z.number().int().positive(),
  })
  .refine((range) => range.max >= range.min, "max must not be below min");

/**
 * A product line, one Markdown file in src/content/products/{brand}/; `milgard/tuscany-v400.md`
 * is /milgard/tuscany-v400. The single source for home cards, brand pages, product pages,
 * Product structured data and the room designer. The Markdown body is the product page text.
 */
export const productSchema = ({ image }: SchemaContext) =>
  z.object({
    /** Manufacturer: the brand page the product belongs to. */
    brand: z.enum(["pella", "milgard"]),
    /** Product line name, e.g. "Tuscany V400". */
    name: z.string().min(3),
    /** The page's h1. */
    title: z.string().min(10),
    seoTitle: seoTitleSchema,
    description: descriptionSchema,
    /** Card text: one or two sentences. */
    summary: z.string().min(40).max(220),
    /** Frame material. */
    material: z.enum(["vinyl", "fiberglass", "wood"]),
    /** Four to six features shown on the card. */
    features: z.array(z.string().min(5)).min(4).max(6),
    /** Installed price per window. */
    priceRange: priceRangeSchema,
    /** The product's own rebate, when it has one; shown on the card only while in force. Brand-wide incentives live in the brand file. */
    incentive: incentiveSchema.optional(),
    /** The savings line, e.g. "Save up to 25% on cooling". */
    savings: z.string(),
    /** Frame colors offered (room designer choices). */
    colors: z.array(z.object({ name: z.string(), hex: z.string().regex(/^#[0-9a-f]{6}$/i) })).min(2),
    /** Window styles offered, e.g. "Double-hung", "Slider", "Casement", "Picture". */
    styles: z.array(z.string()).min(2),
    /** Glass packages offered, e.g. "Dual-pane Low-E". */
    glass: z.array(z.string()).min(1),
    /** Warranty in a phrase, e.g. "Full lifetime warranty". */
    warranty: z.string(),
    /** Order among the brand's products. */
    order: z.number().int(),
    image: image(),
    imageAlt: z.string().min(10),
    faqs: z.array(faqSchema).min(3),
  });

export type Product = z.infer<ReturnType<typeof productSchema>>;
