/**
 * Content collections. A content editor adds a city, service, product or post by adding
 * one Markdown file in the matching folder of src/content; its page, navigation entry,
 * SEO head, Open Graph card and sitemap entry follow. Each schema documents its fields
 * and a file that breaks one stops the build with a message naming the file and field.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { brandSchema } from "./schemas/content/brand";
import { citySchema } from "./schemas/content/city";
import { postSchema } from "./schemas/content/post";
import { productSchema } from "./schemas/content/product";
import { serviceSchema } from "./schemas/content/service";

const markdownIn = (base: string) => glob({ pattern: "**/*.md", base: `./src/content/${base}` });

export const collections = {
  services: defineCollection({ loader: markdownIn("services"), schema: serviceSchema }),
  cities: defineCollection({ loader: markdownIn("cities"), schema: citySchema }),
  products: defineCollection({ loader: markdownIn("products"), schema: productSchema }),
  brands: defineCollection({ loader: markdownIn("brands"), schema: brandSchema }),
  posts: defineCollection({ loader: markdownIn("posts"), schema: postSchema }),
};
