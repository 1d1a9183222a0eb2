/**
 * Collection entries in a language. English entries are the collections themselves; a
 * Spanish entry exists only where a translation file (`NAME.es.md`) does, and is the English
 * entry with the translation's words merged in (src/i18n/merge.ts) and its body to render.
 */
import { getCollection, render, type CollectionEntry } from "astro:content";
import { businessTokens } from "@/config/business-tokens";
import { tokenHint, unknownBusinessTokens } from "@/core/server/business-tokens";
import type { Locale } from "@/i18n/locales";
import { mergeColorNames, mergeTranslation } from "@/i18n/merge";

/** The collections that take translations, with the collection holding their Spanish files. */
const translations = { services: "servicesEs", cities: "citiesEs", products: "productsEs", brands: "brandsEs", posts: "postsEs" } as const;

/** A collection that takes translations. */
export type TranslatableCollection = keyof typeof translations;

/** An entry in a language: the English entry's shape with words in that language, and the entry whose body to render. */
export type LocalizedEntry<C extends TranslatableCollection> = CollectionEntry<C> & {
  /** The entry whose Markdown body is this language's text. */
  source: CollectionEntry<C> | CollectionEntry<(typeof translations)[C]>;
  locale: Locale;
};

/** Every entry of `collection` that exists in `locale`. */
export async function getLocalizedCollection<C extends TranslatableCollection>(
  collection: C,
  locale: Locale,
): Promise<LocalizedEntry<C>[]> {
  const english = (await getCollection(collection)) as CollectionEntry<C>[];
  if (locale === "en") return english.map((entry) => ({ ...entry, source: entry, locale }));
  const spanish = (await getCollection(translations[collection])) as CollectionEntry<(typeof translations)[C]>[];
  return spanish.flatMap((translation) => {
    const entry = english.find((candidate) => candidate.id === translation.id);
    if (!entry)
      throw new Error(`${translation.filePath} translates an entry that does not exist; name it after an English file in the same folder.`);
    return [{ ...entry, data: mergeEntry(entry, translation), source: translation, locale }];
  });
}

function mergeEntry<C extends TranslatableCollection>(
  entry: CollectionEntry<C>,
  translation: CollectionEntry<(typeof translations)[C]>,
): CollectionEntry<C>["data"] {
  const { colorNames, ...words } = translation.data as Record<string, unknown> & { colorNames?: string[] };
  try {
    const merged = mergeTranslation(entry.data as Record<string, unknown>, words);
    if ("colors" in merged) merged.colors = mergeColorNames(merged.colors as { name: string; hex: string }[], colorNames);
    return merged as CollectionEntry<C>["data"];
  } catch (error) {
    throw new Error(`${translation.filePath}: ${(error as Error).message}`, { cause: error });
  }
}

/** One entry in a language, or undefined when it has no page in that language. */
export async function getLocalizedEntry<C extends TranslatableCollection>(
  collection: C,
  id: string,
  locale: Locale,
): Promise<LocalizedEntry<C> | undefined> {
  return (await getLocalizedCollection(collection, locale)).find((entry) => entry.id === id);
}

/**
 * An entry's body, rendered. Astro's loader only logs a body it could not render (an unknown
 * `{{token}}` fails the Markdown plugin) and would publish the page empty; this stops the build
 * instead, naming the file and the token.
 */
export async function renderEntry(entry: { id: string; body?: string; rendered?: unknown; filePath?: string }) {
  if (entry.body?.trim() && !entry.rendered) {
    const where = entry.filePath ?? entry.id;
    const [token] = unknownBusinessTokens(entry.body, businessTokens);
    const reason = token
      ? `unknown business token {{${token}}}; ${tokenHint(token, Object.keys(businessTokens))}`
      : "its Markdown could not be rendered (the error is logged above)";
    throw new Error(`${where}: ${reason} (npm run check:content names every such mistake)`);
  }
  return render(entry as Parameters<typeof render>[0]);
}
