/**
 * Content collections. A content editor adds a city, service, product or post by adding
 * one Markdown file in the matching folder of src/content; its page, navigation entry,
 * SEO head, Open Graph card and sitemap entry follow. Each schema documents its fields
 * and a file that breaks one stops the build with a message naming the file and field.
 *
 * A Spanish translation is a file beside the English one named `NAME.es.md`; it lands in
 * the `*Es` collection under the English entry's id, and its page appears under /es/.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { brandSchema } from "./schemas/content/brand";
import { citySchema } from "./schemas/content/city";
import { postSchema } from "./schemas/content/post";
import { productSchema } from "./schemas/content/product";
import { serviceSchema } from "./schemas/content/service";
import { brandTranslationSchema, cityTranslationSchema, postTranslationSchema, productTranslationSchema, serviceTranslationSchema } from "./schemas/content/translation";

const translationSuffix = ".es.md";
const markdownIn = (base: string) => glob({ pattern: ["**/*.md", `!**/*${translationSuffix}`], base: `./src/content/${base}` });
// Translations keep the English entry's id ("interior-doors/barn-doors"), so pages can pair them.
const translationsIn = (base: string) =>
  glob({ pattern: `**/*${translationSuffix}`, base: `./src/content/${base}`, generateId: ({ entry }) => entry.slice(0, -translationSuffix.length) });

export const collections = {
  services: defineCollection({ loader: markdownIn("services"), schema: serviceSchema }),
  cities: defineCollection({ loader: markdownIn("cities"), schema: citySchema }),
  products: defineCollection({ loader: markdownIn("products"), schema: productSchema }),
  brands: defineCollection({ loader: markdownIn("brands"), schema: brandSchema }),
  posts: defineCollection({ loader: markdownIn("posts"), schema: postSchema }),
  servicesEs: defineCollection({ loader: translationsIn("services"), schema: serviceTranslationSchema }),
  citiesEs: defineCollection({ loader: translationsIn("cities"), schema: cityTranslationSchema }),
  productsEs: defineCollection({ loader: translationsIn("products"), schema: productTranslationSchema }),
  brandsEs: defineCollection({ loader: translationsIn("brands"), schema: brandTranslationSchema }),
  postsEs: defineCollection({ loader: translationsIn("posts"), schema: postTranslationSchema }),
};
