/** Amounts for people: integer cents as US dollars in the language's own format ("$1,234.50"). */
import { localeTags, type Locale } from "./locales";

const formats = new Map<Locale, Intl.NumberFormat>();

/** `cents` as dollars, e.g. 123450 → "$1,234.50" (en and es alike: es-US writes dollars the same way). */
export function formatCents(cents: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(localeTags[locale].intl, { style: "currency", currency: "USD" })));
  return format.format(cents / 100);
}
