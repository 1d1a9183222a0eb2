/**
 * The re-measure's own words on its change order, in the customer's language (the change order is
 * theirs to read and sign): the line that names an opening's size as priced and as re-measured, and
 * the note. The style and the sizes are the openings' own words (src/i18n/openings.ts).
 * "Living room · picture window: W 72 × H 48 in → W 71 1/2 × H 28 in".
 */
import type { Locale } from "./locales";

/** One language's words for a re-measure line. */
export interface RemeasureWords {
  /** The line: where, what, the size as priced → as re-measured. */
  line: (place: string, style: string, from: string, to: string) => string;
  /** The change order's note. */
  note: string;
}

export const remeasureWords: Record<Locale, RemeasureWords> = {
  en: {
    line: (place, style, from, to) => `${place} · ${style}: ${from} → ${to}`,
    note: "The final sizes from the re-measure, priced with your quote's own prices.",
  },
  es: {
    line: (place, style, from, to) => `${place} · ${style}: ${from} → ${to}`,
    note: "Las medidas finales de la nueva medición, con los mismos precios de su cotización.",
  },
};
