import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { descriptionSchema, faqSchema, seoTitleSchema } from "./shared";

/**
 * A manufacturer we install, one Markdown file in src/content/brands; `pella.md` is /pella.
 * Its product lines are the products whose `brand` is this file's name. The Markdown body
 * is the brand page's main text.
 */
export const brandSchema = ({ image }: SchemaContext) =>
  z.object({
    /** Brand name, e.g. "Pella". */
    name: z.string().min(3),
    /** The page's h1. */
    title: z.string().min(10),
    seoTitle: seoTitleSchema,
    description: descriptionSchema,
    /** A short lead paragraph under the h1. */
    intro: z.string().min(80).max(400),
    /** The incentive headline for the brand, e.g. "Federal energy credits up to $3,200 a year". */
    incentiveHeadline: z.string(),
    image: image(),
    imageAlt: z.string().min(10),
    faqs: z.array(faqSchema).min(3),
  });

export type Brand = z.infer<ReturnType<typeof brandSchema>>;
