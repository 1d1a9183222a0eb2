/**
 * An opening's size and tempered flag as text, from the one word table (src/i18n/openings.ts): the
 * quote's lines, the re-measure's change order and timeline, the measure sheet and the job page all
 * write them here, so a size reads "W 35 1/2 × H 59 15/16 in" wherever it is shown. The admin
 * screens read English.
 */
import type { Locale } from "@/i18n/locales";
import { openingWords } from "@/i18n/openings";
import { formatInches, type OpeningSize } from "./measure";
import type { OpeningFlags } from "./safety-glazing";

/** "W 72 × H 48 in" ("An 72 × Al 48 pulg"): width and height always named, fractions as people write them. */
export function sizeText(size: OpeningSize, locale: Locale = "en"): string {
  return openingWords[locale].size(formatInches(size.widthSixteenths), formatInches(size.heightSixteenths));
}

/** The words with their first letter a capital: "sliding window" → "Sliding window", for a label or a sentence's start. */
export function capitalized(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Tempered glass, required by code: glass in a door; wet area, sill under 60 in", or null when not required. */
export function temperedText(flags: OpeningFlags, locale: Locale = "en"): string | null {
  if (!flags.temperedRequired) return null;
  const words = openingWords[locale];
  return `${capitalized(words.flags.tempered)}: ${flags.temperedReasons.map((reason) => words.temperedReasons[reason]).join("; ")}`;
}
