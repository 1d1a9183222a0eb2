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

/** "Tuesday, December 1" / "martes, 1 de diciembre" for a Phoenix calendar day "YYYY-MM-DD" (with the year when asked). */
export function formatDay(day: string, locale: Locale, withYear = false): string {
  // Noon in Phoenix (19:00 UTC) is the same calendar day in every reading of it.
  return formatDate(new Date(`${day}T19:00:00Z`), locale, { weekday: "long", month: "long", day: "numeric", ...(withYear && { year: "numeric" }) });
}

/** A slot label ("10:00 AM") as the language writes times: the label itself in English, "10:00 a. m." in Spanish. */
export function formatSlot(label: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label);
  if (locale === "en" || !match) return label;
  const hours = (Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0);
  // Phoenix is UTC-7 all year: the slot's instant on any day reads the same wall-clock time.
  return formatTime(new Date(Date.UTC(2026, 0, 1, hours + 7, Number(match[2]))), locale);
}
