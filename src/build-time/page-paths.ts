/**
 * The static paths of the collection pages, for either language: the English route and its /es
 * twin call the same function, so a page exists in a language exactly where its file does
 * (a translation file beside the English one).
 */
import type { Locale } from "@/i18n/locales";
import { getLocalizedCollection } from "@/build-time/localized-content";
import { getEntriesPreferring } from "@/build-time/localized-lists";

/** /pella, /milgard: each brand with its product lines in order. */
export async function brandPaths(locale: Locale) {
  const [brands, products] = await Promise.all([getLocalizedCollection("brands", locale), getEntriesPreferring("products", locale)]);
  return brands.map((brand) => ({
    params: { brand: brand.id },
    props: { brand, products: products.filter((product) => product.data.brand === brand.id).sort((a, b) => a.data.order - b.data.order) },
  }));
}

/** /{brand}/{product}: each product line with the other lines of its brand. */
export async function productPaths(locale: Locale) {
  const [products, all] = await Promise.all([getLocalizedCollection("products", locale), getEntriesPreferring("products", locale)]);
  return products.map((product) => {
    const [brand, slug] = product.id.split("/");
    return {
      params: { brand, product: slug },
      props: { product, siblings: all.filter((other) => other.data.brand === product.data.brand && other.id !== product.id) },
    };
  });
}

/** /locations/{slug}: each city with the other cities of the service area. */
export async function cityPaths(locale: Locale) {
  const [cities, all] = await Promise.all([getLocalizedCollection("cities", locale), getLocalizedCollection("cities", "en")]);
  return cities.map((city) => ({ params: { slug: city.id }, props: { city, others: all.filter((other) => other.id !== city.id) } }));
}

/** /services/{slug}: nested files are sub-services. */
export async function servicePaths(locale: Locale) {
  const services = await getLocalizedCollection("services", locale);
  return services.map((service) => ({ params: { slug: service.id }, props: { service, services } }));
}

/** /blog/{slug}: each article in the language. */
export async function postPaths(locale: Locale) {
  const posts = await getLocalizedCollection("posts", locale);
  return posts.map((post) => ({ params: { slug: post.id }, props: { post } }));
}
