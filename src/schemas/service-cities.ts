/**
 * The cities we serve as the content layer read them from the city pages (src/content/cities,
 * checked by their schema, src/build-time/content-schemas/city.ts) and wrote them for what runs without
 * the collections: the functions (the booking service area), and the business tokens that name the
 * area while the other pages' Markdown loads. src/build-time/service-cities-loader.ts writes the file;
 * src/config/service-cities.ts reads it.
 */
import { z } from "zod";

/** A city page's facts that the rest of the site needs without its page. */
export const serviceCitySchema = z.object({
  /** The page's file name: /locations/{slug}. */
  slug: z.string().min(1),
  /** "Queen Creek", as menus name it. */
  name: z.string().min(1),
  /** Order in lists (smaller first). */
  order: z.number().int(),
  /** Its ZIP codes: a booking outside every city's list is flagged for the office. */
  zipCodes: z.array(z.string().regex(/^\d{5}$/)),
});
export type ServiceCity = z.infer<typeof serviceCitySchema>;

/** The file, in list order. */
export const serviceCitiesFileSchema = z.object({ cities: z.array(serviceCitySchema) });
