/**
 * The customer's words about the openings of a quote priced from the measure sheet: each style and
 * kind, the install methods, a size written W × H, and the flags read as what they mean. The quote's
 * lines are written in these words when the quote is (src/core/quote-openings.ts), so its page, PDF
 * and contract show them as written. Spanish says "usted".
 */
import type { Locale } from "./locales";

// The kinds, styles and install methods of src/core/openings.ts, spelled here because the word
// tables import no rules; the core indexes these tables by its own types, so a style added there
// and missing here fails the type check.
type Kind = "window" | "patio-door" | "entry-door";
type Style =
  | "single-hung"
  | "double-hung"
  | "slider"
  | "casement"
  | "awning"
  | "picture"
  | "specialty"
  | "sliding-patio-door"
  | "hinged-patio-door"
  | "entry-door";
type Method = "insert" | "full-frame";

export interface OpeningWords {
  kinds: Record<Kind, string>;
  styles: Record<Style, string>;
  installMethods: Record<Method, string>;
  /** "W 72 × H 48 in", the width and height as written ("35 1/2"). */
  size: (width: string, height: string) => string;
  flags: {
    /** The code (IRC R308.4) requires safety glass here. */
    tempered: string;
    /** Privacy glass, as the estimator noted it. */
    obscure: string;
  };
}

export const openingWords: Record<Locale, OpeningWords> = {
  en: {
    kinds: { window: "window", "patio-door": "patio door", "entry-door": "entry door" },
    styles: {
      "single-hung": "single-hung window",
      "double-hung": "double-hung window",
      slider: "sliding window",
      casement: "casement window",
      awning: "awning window",
      picture: "picture window",
      specialty: "specialty window",
      "sliding-patio-door": "sliding patio door",
      "hinged-patio-door": "hinged patio door",
      "entry-door": "entry door",
    },
    installMethods: { insert: "insert", "full-frame": "full-frame" },
    size: (width, height) => `W ${width} × H ${height} in`,
    flags: { tempered: "tempered glass, required by code", obscure: "obscure (privacy) glass" },
  },
  es: {
    kinds: { window: "ventana", "patio-door": "puerta de patio", "entry-door": "puerta de entrada" },
    styles: {
      "single-hung": "ventana de guillotina simple",
      "double-hung": "ventana de guillotina doble",
      slider: "ventana corrediza",
      casement: "ventana abatible",
      awning: "ventana proyectante",
      picture: "ventana fija",
      specialty: "ventana especial",
      "sliding-patio-door": "puerta corrediza de patio",
      "hinged-patio-door": "puerta abatible de patio",
      "entry-door": "puerta de entrada",
    },
    installMethods: { insert: "inserción", "full-frame": "marco completo" },
    size: (width, height) => `An ${width} × Al ${height} pulg`,
    flags: { tempered: "vidrio templado, lo exige el código", obscure: "vidrio opaco (privacidad)" },
  },
};
