/**
 * Content collections, loaded by Astro from the folders src/build-time/content-schemas/collections.ts
 * names, each checked by its schema: a file that breaks one stops the build with a message naming
 * the file and field (`npm run check:content` says the same in seconds, with the fix).
 *
 * A Spanish translation is a file beside the English one named `NAME.es.md`; it lands in the
 * `*Es` collection under the English entry's id, and its page appears under /es/.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { contentCollectionsByName, SPANISH_SUFFIX } from "./build-time/content-schemas/collections";
import { afterServiceCities, serviceCitiesLoader } from "./build-time/service-cities-loader";

const english = (folder: string) => glob({ pattern: ["**/*.md", `!**/*${SPANISH_SUFFIX}`], base: `./src/content/${folder}` });
// Translations keep the English entry's id ("interior-doors/barn-doors"), so pages can pair them.
const spanish = (folder: string) =>
  glob({
    pattern: `**/*${SPANISH_SUFFIX}`,
    base: `./src/content/${folder}`,
    generateId: ({ entry }) => entry.slice(0, -SPANISH_SUFFIX.length),
  });

const { services, cities, products, brands, posts } = contentCollectionsByName;

// The English city pages are read first, and their facts written for the functions and the
// {{serviceArea}} token (src/build-time/service-cities-loader.ts); every other collection waits for them.
const then = afterServiceCities;

// Spelled out one by one: Astro types each collection's entries from its schema here.
export const collections = {
  services: defineCollection({ loader: then(english(services.folder)), schema: services.schema }),
  cities: defineCollection({ loader: serviceCitiesLoader(english(cities.folder)), schema: cities.schema }),
  products: defineCollection({ loader: then(english(products.folder)), schema: products.schema }),
  brands: defineCollection({ loader: then(english(brands.folder)), schema: brands.schema }),
  posts: defineCollection({ loader: then(english(posts.folder)), schema: posts.schema }),
  servicesEs: defineCollection({ loader: then(spanish(services.folder)), schema: services.translation }),
  citiesEs: defineCollection({ loader: then(spanish(cities.folder)), schema: cities.translation }),
  productsEs: defineCollection({ loader: then(spanish(products.folder)), schema: products.translation }),
  brandsEs: defineCollection({ loader: then(spanish(brands.folder)), schema: brands.translation }),
  postsEs: defineCollection({ loader: then(spanish(posts.folder)), schema: posts.translation }),
};
