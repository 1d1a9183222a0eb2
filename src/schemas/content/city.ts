import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { descriptionSchema, faqSchema, seoTitleSchema } from "./shared";

/**
 * A service-area page, one Markdown file in src/content/cities; `mesa.md` is
 * /locations/mesa. The Markdown body (at least 350 words, written for that city alone)
 * is the page's main text: neighborhoods, homes, climate, permits and HOAs.
 */
export const citySchema = ({ image }: SchemaContext) =>
  z.object({
    /** City name, e.g. "Mesa". */
    name: z.string().min(3),
    /** The page's h1. */
    title: z.string().min(10),
    seoTitle: seoTitleSchema,
    description: descriptionSchema,
    /** Order in lists (Gilbert, the home office, first). */
    order: z.number().int(),
    /** A short lead paragraph under the h1. */
    intro: z.string().min(80).max(400),
    /** Neighborhoods and areas we work in, as locals name them. */
    neighborhoods: z.array(z.string()).min(5),
    /** ZIP codes of the city; a booking outside every city's list is flagged for the admin. */
    zipCodes: z.array(z.string().regex(/^\d{5}$/)).min(1),
    /** Typical drive from the Gilbert office, e.g. "15-25 minutes". */
    driveTime: z.string(),
    /** Map centre of the city. */
    geo: z.object({ latitude: z.number(), longitude: z.number() }),
    image: image(),
    imageAlt: z.string().min(10),
    /** Questions homeowners in this city ask. */
    faqs: z.array(faqSchema).min(3),
  });

export type City = z.infer<ReturnType<typeof citySchema>>;
