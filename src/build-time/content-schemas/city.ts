import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import {
  descriptionSchema,
  englishOnlySchema,
  faqsSchema,
  introSchema,
  matching,
  orderSchema,
  pageTitleSchema,
  pictureFields,
  reviewedSchema,
  seoTitleSchema,
} from "./shared";

/**
 * A service-area page, one Markdown file in src/content/cities; `mesa.md` is /locations/mesa and
 * `mesa.es.md` its Spanish page. The file is the whole city: the Locations menus, the footer,
 * structured data's areaServed, the booking service area (its ZIP codes), the site map and
 * sitemap.xml all list it. The Markdown body (at least 350 words, written for that city alone)
 * is the page's main text: neighborhoods, homes, climate, permits and HOAs.
 */
export const citySchema = ({ image }: SchemaContext) =>
  z.object({
    name: z.string().min(3).meta({ title: "City name", description: "As it appears in menus, e.g. Mesa." }),
    title: pageTitleSchema,
    seoTitle: seoTitleSchema,
    description: descriptionSchema,
    order: orderSchema,
    intro: introSchema,
    neighborhoods: z
      .array(z.string())
      .min(5)
      .meta({ title: "Neighborhoods", description: "At least five neighborhoods and areas we work in, as locals name them." }),
    zipCodes: z
      .array(matching(/^\d{5}$/, "A ZIP code has five digits, e.g. 85201."))
      .min(1)
      .meta({
        title: "ZIP codes",
        description:
          "Every ZIP code of the city; each belongs to one city only. A booking outside every city's list is flagged for the office.",
      }),
    driveTime: z.string().meta({ title: "Drive time", description: "Typical drive from the Gilbert office, e.g. 15-25 minutes." }),
    geo: z
      .object({
        latitude: z.number().min(-90).max(90).meta({ title: "Latitude", description: "e.g. 33.4152" }),
        longitude: z.number().min(-180).max(180).meta({ title: "Longitude", description: "e.g. -111.8315" }),
      })
      .meta({ title: "Map center" }),
    ...pictureFields(image),
    reviewed: reviewedSchema.optional(),
    englishOnly: englishOnlySchema,
    faqs: faqsSchema,
  });

export type City = z.infer<ReturnType<typeof citySchema>>;
