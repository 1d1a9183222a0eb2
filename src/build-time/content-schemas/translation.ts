/**
 * Schemas of translation files (`NAME.es.md` beside `NAME.md`), derived from the English
 * schemas: the same fields with the same length rules, but only the ones that hold words.
 * Facts (order, zipCodes, geo, image, brand, material, priceRange, incentives, reviewed,
 * color hex codes, relatedProducts, menu) are refused here and merged from the English entry
 * (src/i18n/merge.ts). Title, seoTitle and description are required; any other field left out
 * keeps the English words.
 */
import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { brandSchema } from "./brand";
import { citySchema } from "./city";
import { postSchema } from "./post";
import { productSchema } from "./product";
import { serviceSchema } from "./service";

// The words search results show are required, so a translated page never repeats the English head.
const required = { title: true, seoTitle: true, description: true } as const;

/** Words of a service page. */
export const serviceTranslationSchema = (context: SchemaContext) =>
  serviceSchema(context)
    .pick({
      title: true,
      name: true,
      seoTitle: true,
      description: true,
      summary: true,
      imageAlt: true,
      highlights: true,
      priceNote: true,
      faqs: true,
    })
    .partial()
    .required(required)
    .strict();

/** Words of a city page (the city's name stays as it is, but may be given). */
export const cityTranslationSchema = (context: SchemaContext) =>
  citySchema(context)
    .pick({
      name: true,
      title: true,
      seoTitle: true,
      description: true,
      intro: true,
      neighborhoods: true,
      driveTime: true,
      imageAlt: true,
      faqs: true,
    })
    .partial()
    .required(required)
    .strict();

/** Words of a brand page. */
export const brandTranslationSchema = (context: SchemaContext) =>
  brandSchema(context)
    .pick({ name: true, title: true, seoTitle: true, description: true, intro: true, homeLead: true, imageAlt: true, faqs: true })
    .partial()
    .required(required)
    .strict();

/** Words of a product page; the frame colors are named in `colorNames`, in the English order. */
export const productTranslationSchema = (context: SchemaContext) => {
  const english = productSchema(context);
  return english
    .pick({
      name: true,
      title: true,
      seoTitle: true,
      description: true,
      summary: true,
      features: true,
      savings: true,
      styles: true,
      glass: true,
      warranty: true,
      imageAlt: true,
      faqs: true,
    })
    .extend({
      colorNames: z.array(z.string().min(2)).min(2).meta({
        title: "Color names in Spanish",
        description: "One per frame color, in the English order, e.g. Blanco, Beige.",
        after: "colors",
      }),
    })
    .partial()
    .required(required)
    .strict();
};

/** Words of a blog article; its dates, author and picture come from the English file. */
export const postTranslationSchema = (context: SchemaContext) =>
  postSchema(context)
    .pick({ title: true, name: true, seoTitle: true, description: true, imageAlt: true })
    .partial()
    .required(required)
    .strict();
