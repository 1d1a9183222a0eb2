import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { descriptionSchema, faqSchema, incentiveSchema, seoTitleSchema } from "./shared";

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
    /** Incentives that apply to every product of the brand (e.g. a federal tax credit), current or past; pages show those in force. */
    incentives: z.array(incentiveSchema).default([]),
    image: image(),
    imageAlt: z.string().min(10),
    faqs: z.array(faqSchema).min(3),
  });

export type Brand = z.infer<ReturnType<typeof brandSchema>>;
