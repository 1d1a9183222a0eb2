/**
 * The short name of every page, by English path, in a language: what a menu link or a breadcrumb
 * calls it. Content pages name themselves (a service's or city's `name`, a post's or plain page's
 * short `name`, else its title), in the language's file where there is one; the hand-built pages'
 * Spanish names are in src/i18n/ui.ts (pageNames).
 */
import { contentCollectionsByName } from "@/build-time/content-schemas/collections";
import type { Locale } from "@/i18n/locales";
import { ui } from "@/i18n/ui";
import { getEntriesPreferring } from "./localized-lists";
import { listMarkdownPages } from "./site-pages";

const cache = new Map<Locale, Promise<Map<string, string>>>();

/** English path → short name in `locale` (made once per language and build). */
export function pageLabels(locale: Locale): Promise<Map<string, string>> {
  let labels = cache.get(locale);
  if (!labels) {
    labels = collectLabels(locale);
    cache.set(locale, labels);
  }
  return labels;
}

async function collectLabels(locale: Locale): Promise<Map<string, string>> {
  const { services, cities, products, brands, posts } = contentCollectionsByName;
  const named = async (collection: typeof services | typeof cities | typeof products | typeof brands) =>
    (await getEntriesPreferring(collection.name, locale)).map(({ id, data }) => [collection.pagePath(id), data.name] as const);
  const articles = (await getEntriesPreferring("posts", locale)).map(
    ({ id, data }) => [posts.pagePath(id), data.name ?? data.title] as const,
  );
  const local = new Map(listMarkdownPages(locale).map((page) => [page.basePath, page.name]));
  const pages = listMarkdownPages("en").map((page) => [page.basePath, local.get(page.basePath) ?? page.name] as const);
  const content = (await Promise.all([named(services), named(cities), named(products), named(brands)])).flat();
  return new Map<string, string>([...content, ...articles, ...pages, ...Object.entries(ui[locale].pageNames)]);
}
