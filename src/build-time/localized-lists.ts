/** Lists of entries for pages in a language, falling back to English entries where a translation is missing. */
import type { Locale } from "@/i18n/locales";
import { getLocalizedCollection, type LocalizedEntry, type TranslatableCollection } from "./localized-content";

/** Every entry of `collection`, each in `locale` when translated, else in English (cards and lists on a page). */
export async function getEntriesPreferring<C extends TranslatableCollection>(collection: C, locale: Locale): Promise<LocalizedEntry<C>[]> {
  const [english, localized] = await Promise.all([getLocalizedCollection(collection, "en"), getLocalizedCollection(collection, locale)]);
  return english.map((entry) => localized.find((candidate) => candidate.id === entry.id) ?? entry);
}
