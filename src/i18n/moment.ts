/** An instant for people, in Phoenix time and the language's words: "December 2, 2026, 3:00 PM" / "2 de diciembre de 2026, 3:00 p.m.". */
import { localeTags, siteTimeZone, type Locale } from "./locales";

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** `instant` (a Date or an ISO string) as a Phoenix date and time in `locale`. */
export function formatMoment(instant: Date | string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[locale].intl, { timeZone: siteTimeZone, dateStyle: "long", timeStyle: "short" });
    formats.set(locale, format);
  }
  return format.format(typeof instant === "string" ? new Date(instant) : instant);
}
