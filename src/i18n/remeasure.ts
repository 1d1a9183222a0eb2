/**
 * The words of a re-measure's change order line, in the customer's language (the change order is
 * theirs to read and sign): the opening's place and style, its size as priced and as re-measured.
 * "Living room · picture window: W 72 × H 48 → W 71 1/2 × H 48 in".
 */
import type { Locale } from "./locales";

/** One language's words for a re-measure line. */
export interface RemeasureWords {
  /** Each style of src/core/openings.ts OPENING_STYLES, as a customer names it (a test holds every style named). */
  style: Record<string, string>;
  /** A size, width then height, with the typed fractions ("W 72 × H 48"). */
  size: (width: string, height: string) => string;
  /** The line: where, what, the size as priced → as re-measured. */
  line: (place: string, style: string, from: string, to: string) => string;
  /** The change order's note. */
  note: string;
}

export const remeasureWords: Record<Locale, RemeasureWords> = {
  en: {
    style: {
      "single-hung": "single-hung window",
      "double-hung": "double-hung window",
      slider: "slider window",
      casement: "casement window",
      awning: "awning window",
      picture: "picture window",
      specialty: "specialty window",
      "sliding-patio-door": "sliding patio door",
      "hinged-patio-door": "hinged patio door",
      "entry-door": "entry door",
    },
    size: (width, height) => `W ${width} × H ${height}`,
    line: (place, style, from, to) => `${place} · ${style}: ${from} → ${to} in`,
    note: "The final sizes from the re-measure, priced with your quote's own prices.",
  },
  es: {
    style: {
      "single-hung": "ventana de guillotina simple",
      "double-hung": "ventana de guillotina doble",
      slider: "ventana corrediza",
      casement: "ventana abatible",
      awning: "ventana de toldo",
      picture: "ventana fija",
      specialty: "ventana especial",
      "sliding-patio-door": "puerta corrediza de patio",
      "hinged-patio-door": "puerta abatible de patio",
      "entry-door": "puerta de entrada",
    },
    size: (width, height) => `An ${width} × Al ${height}`,
    line: (place, style, from, to) => `${place} · ${style}: ${from} → ${to} pulg.`,
    note: "Las medidas finales de la nueva medición, con los mismos precios de su cotización.",
  },
};
