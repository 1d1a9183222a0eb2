/**
 * The content collections in one list: where each one's files live, which schemas check them and
 * where its pages go. Astro loads them from here (src/content.config.ts), the CMS configuration
 * is written from here (src/build-time/cms-config.ts) and `npm run check:content` walks the same
 * folders, so the three cannot disagree about a collection.
 *
 * A Spanish page is a file beside the English one named `NAME.es.md`, holding the words only
 * (src/build-time/content-schemas/translation.ts); its facts come from the English file.
 */
import type { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { brandSchema } from "./brand";
import { citySchema } from "./city";
import { postSchema } from "./post";
import { productSchema } from "./product";
import { serviceSchema } from "./service";
import {
  brandTranslationSchema,
  cityTranslationSchema,
  postTranslationSchema,
  productTranslationSchema,
  serviceTranslationSchema,
} from "./translation";

/** One collection of Markdown pages with its English and Spanish schemas. */
export interface ContentCollection {
  /** Collection name in Astro and the CMS. */
  name: "services" | "cities" | "products" | "brands" | "posts";
  /** The name of the collection holding its Spanish files in Astro. */
  spanishName: "servicesEs" | "citiesEs" | "productsEs" | "brandsEs" | "postsEs";
  /** What the CMS calls it, plural and singular. */
  label: string;
  labelSingular: string;
  /** What it is, for the CMS's collection list. */
  description: string;
  /** Folder under src/content. */
  folder: string;
  /** How deep files may sit below the folder: 1 for flat, 2 for one level of subfolders. */
  depth: 1 | 2;
  /** The field the CMS lists entries by. */
  summaryField: string;
  /** The English file's schema. */
  schema: (context: SchemaContext) => z.ZodObject;
  /** The Spanish file's schema: the words only. */
  translation: (context: SchemaContext) => z.ZodObject;
  /** The English page of the entry with id `id` (its path below the folder, without .md). */
  pagePath: (id: string) => string;
}

/** The suffix of a Spanish file: `mesa.es.md` translates `mesa.md`. */
export const SPANISH_SUFFIX = ".es.md";

/** Each collection, by name; its schemas keep their own types (Astro types the entries from them). */
export const contentCollectionsByName = {
  cities: {
    name: "cities",
    spanishName: "citiesEs",
    label: "Cities",
    labelSingular: "City",
    description:
      "Service-area pages (/locations/NAME). A new city appears in the Locations menus, the footer, structured data and the booking service area.",
    folder: "cities",
    depth: 1,
    summaryField: "name",
    schema: citySchema,
    translation: cityTranslationSchema,
    pagePath: (id) => `/locations/${id}`,
  },
  services: {
    name: "services",
    spanishName: "servicesEs",
    label: "Services",
    labelSingular: "Service",
    description: "Service pages (/services/NAME); a file in a subfolder is a sub-service (/services/interior-doors/barn-doors).",
    folder: "services",
    depth: 2,
    summaryField: "name",
    schema: serviceSchema,
    translation: serviceTranslationSchema,
    pagePath: (id) => `/services/${id}`,
  },
  products: {
    name: "products",
    spanishName: "productsEs",
    label: "Product lines",
    labelSingular: "Product line",
    description: "Pella and Milgard lines (/BRAND/NAME), with prices and rebates. Each lives in its brand's folder.",
    folder: "products",
    depth: 2,
    summaryField: "name",
    schema: productSchema,
    translation: productTranslationSchema,
    pagePath: (id) => `/${id}`,
  },
  brands: {
    name: "brands",
    spanishName: "brandsEs",
    label: "Brands",
    labelSingular: "Brand",
    description: "Manufacturer pages (/NAME), linked from the header; their lines are the product lines in the folder of the same name.",
    folder: "brands",
    depth: 1,
    summaryField: "name",
    schema: brandSchema,
    translation: brandTranslationSchema,
    pagePath: (id) => `/${id}`,
  },
  posts: {
    name: "posts",
    spanishName: "postsEs",
    label: "Blog posts",
    labelSingular: "Blog post",
    description: "Articles (/blog/NAME), listed on the blog and in the footer.",
    folder: "posts",
    depth: 1,
    summaryField: "title",
    schema: postSchema,
    translation: postTranslationSchema,
    pagePath: (id) => `/blog/${id}`,
  },
} as const satisfies { [Name in ContentCollection["name"]]: ContentCollection & { name: Name } };

/** Every collection, in the order the CMS lists them. */
export const contentCollections: readonly ContentCollection[] = Object.values(contentCollectionsByName);
