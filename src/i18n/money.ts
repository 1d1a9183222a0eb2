/** Amounts for people: integer cents as US dollars in the language's own format ("$1,234.50"), and percents ("8.3%"). */
import { localeTags, type Locale } from "./locales";

const formats = new Map<Locale, Intl.NumberFormat>();

/** `cents` as dollars, e.g. 123450 → "$1,234.50" (en and es alike: es-US writes dollars the same way). */
export function formatCents(cents: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(localeTags[locale].intl, { style: "currency", currency: "USD" })));
  return format.format(cents / 100);
}

/**
 * A percent as every page, document and admin screen writes it, in both languages: "8.3%", the
 * figure then the sign with no space, as the amounts beside it keep one style too ("$1,234.50").
 */
export function formatPercent(percent: number | string): string {
  return `${percent}%`;
}
