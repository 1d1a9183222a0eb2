/**
 * Which of the site's languages a few short texts are written in (a quote's option names, line
 * items and note), so the quote editor can warn before a Spanish-speaking customer is sent English
 * (or the other way round). A guess from common words, accents and the trade's own vocabulary:
 * product names (Pella, Milgard, Tuscany V400) count for neither, and a text with too little to go
 * on is "unknown" rather than a guess. Pure; the editor runs it as the owner types.
 */
import type { Locale } from "@/i18n/locales";

/** Words that mark English in a quote: function words and the trade's own. */
const ENGLISH = new Set(
  "the and with of for to on in per each new old good better best option includes including install installed installation removal remove haul away trim labor glass frame white black bronze window windows door doors slider sliding double hung single casement picture patio entry front back bedroom kitchen living room bathroom garage screen screens replace replacement weeks after signing".split(
    " ",
  ),
);

/** Words that mark Spanish in a quote. */
const SPANISH = new Set(
  "el la los las de del y con para por en cada nueva nuevas nuevo nuevos vieja viejas buena mejor opción incluye incluido instalación instalar retiro quitar marco vidrio blanco blanca negro negra ventana ventanas puerta puertas corrediza corredizas guillotina doble fija abatible patio entrada frente recámara cocina sala baño cochera mosquitero mosquiteros reemplazo semanas después firmar mano obra".split(
    " ",
  ),
);

/** Letters only Spanish uses among the two. */
const SPANISH_LETTERS = /[áéíóúñ¿¡]/i;

/** How many more marks one language needs before the texts count as written in it. */
const MARGIN = 2;

/** The language the texts are written in, or null when they say too little (or both as much). */
export function textLanguage(texts: readonly string[]): Locale | null {
  let english = 0;
  let spanish = 0;
  for (const word of texts
    .join(" ")
    .toLowerCase()
    .split(/[^\p{L}]+/u)) {
    if (!word) continue;
    if (ENGLISH.has(word)) english++;
    if (SPANISH.has(word) || SPANISH_LETTERS.test(word)) spanish++;
  }
  if (english >= MARGIN && english >= 2 * spanish + 1) return "en";
  if (spanish >= MARGIN && spanish >= 2 * english + 1) return "es";
  return null;
}
