/** The text alternative of a page's Open Graph card (og:image:alt, twitter:image:alt). */
import { business } from "@/config/business";
import type { Locale } from "@/i18n/locales";

/**
 * Describes the card `renderOgImage` draws for a page titled `title` (the brand suffix is
 * dropped, as on the card), in the page's language.
 */
export function ogCardAlt(title: string, locale: Locale = "en"): string {
  const headline = title.replace(` | ${business.brand}`, "");
  return locale === "es"
    ? `Tarjeta de ${business.brand}: ${headline}. Llame al ${business.phone.display} para un estimado gratis en su casa.`
    : `${business.brand} card: ${headline}. Call ${business.phone.display} for a free in-home estimate.`;
}
