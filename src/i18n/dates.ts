/**
 * Dates and times for people, in the site's time zone and the reader's language, with Intl
 * (no date library). Pure; islands and emails can import it.
 */
import { localeTags, siteTimeZone, type Locale } from "./locales";

/** "Tuesday, December 1, 2026" / "martes, 1 de diciembre de 2026" for an instant, in Phoenix time. */
export function formatDate(instant: Date, locale: Locale, options: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric", year: "numeric" }): string {
  return new Intl.DateTimeFormat(localeTags[locale].intl, { ...options, timeZone: siteTimeZone }).format(instant);
}

/** "8:00 AM" / "8:00 a.m." for an instant, in Phoenix time. */
export function formatTime(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale].intl, { hour: "numeric", minute: "2-digit", timeZone: siteTimeZone }).format(instant);
}
