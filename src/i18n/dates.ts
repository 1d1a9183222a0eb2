/**
 * Calendar days and slot times for people, in the reader's language, spelled from name tables
 * exactly as Intl.DateTimeFormat writes them (en-US, es-US; dates.test.ts checks every day of
 * two years against Intl). Not Intl itself: a browser's first Intl.DateTimeFormat loads its
 * locale data in one long task (tens of ms on a phone), and the booking calendar would pay it
 * as it hydrates. Days are Phoenix calendar days "YYYY-MM-DD" (src/core/phoenix-time.ts).
 * Pure; islands and emails import it. To add a language, give it a table here.
 */
import type { Locale } from "./locales";

interface DateWords {
  weekdays: readonly string[];
  months: readonly string[];
  shortMonths: readonly string[];
  /** "Tuesday, December 1" from its parts. */
  long: (weekday: string, day: number, month: string) => string;
  /** The long form with its year. */
  withYear: (long: string, year: number) => string;
  /** "Dec 1" from its parts. */
  short: (day: number, month: string) => string;
  /** "March 12, 2026" from its parts (no weekday). */
  date: (day: number, month: string, year: number) => string;
  /** "November 2026" from its parts. */
  month: (month: string, year: number) => string;
  /** How written text marks morning and afternoon after "10:00" (the style the editor asks for: "8 a.m."). */
  dayPeriods: readonly [am: string, pm: string];
}

const dateWords: Record<Locale, DateWords> = {
  en: {
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    long: (weekday, day, month) => `${weekday}, ${month} ${day}`,
    withYear: (long, year) => `${long}, ${year}`,
    short: (day, month) => `${month} ${day}`,
    date: (day, month, year) => `${month} ${day}, ${year}`,
    month: (month, year) => `${month} ${year}`,
    dayPeriods: ["a.m.", "p.m."],
  },
  es: {
    weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
    months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    shortMonths: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
    long: (weekday, day, month) => `${weekday}, ${day} de ${month}`,
    withYear: (long, year) => `${long} de ${year}`,
    short: (day, month) => `${day} ${month}`,
    date: (day, month, year) => `${day} de ${month} de ${year}`,
    month: (month, year) => `${month} de ${year}`,
    dayPeriods: ["a.m.", "p.m."],
  },
};

function dayParts(day: string): [year: number, month: number, date: number] {
  return day.split("-").map(Number) as [number, number, number];
}

/** "Tuesday, December 1" / "martes, 1 de diciembre" (with the year when asked: "Tuesday, December 1, 2026"). */
export function formatDay(day: string, locale: Locale, withYear = false): string {
  const words = dateWords[locale];
  const [year, month, date] = dayParts(day);
  const long = words.long(words.weekdays[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]!, date, words.months[month - 1]!);
  return withYear ? words.withYear(long, year) : long;
}

/** "March 12, 2026" / "12 de marzo de 2026": a day with no weekday, e.g. an article's date. */
export function formatDate(day: string, locale: Locale): string {
  const words = dateWords[locale];
  const [year, month, date] = dayParts(day);
  return words.date(date, words.months[month - 1]!, year);
}

/** "November 2026" / "noviembre de 2026": the month of a day "YYYY-MM-DD". */
export function formatMonth(day: string, locale: Locale): string {
  const words = dateWords[locale];
  const [year, month] = dayParts(day);
  return words.month(words.months[month - 1]!, year);
}

/** "Dec 1" / "1 dic", e.g. for a week's range. */
export function formatShortDay(day: string, locale: Locale): string {
  const words = dateWords[locale];
  const [, month, date] = dayParts(day);
  return words.short(date, words.shortMonths[month - 1]!);
}

/**
 * A slot label ("10:00 AM") as the language writes times: the label itself in English (the
 * booking calendar's buttons, the admin and the emails share the calendar's own labels),
 * "10:00 a.m." in Spanish.
 */
export function formatSlot(label: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label);
  if (locale === "en" || !match) return label;
  const [am, pm] = dateWords[locale].dayPeriods;
  return `${Number(match[1])}:${match[2]} ${match[3] === "AM" ? am : pm}`;
}

/**
 * A 24-hour "HH:MM" time as running text writes it, the one clock style of opening hours and
 * content: "7 a.m.", "5:30 p.m." in both languages (minutes only when they are not ":00"). The
 * space is a no-break space, so a narrow column never leaves "p.m." alone on the next line.
 */
export function formatClock(time: string, locale: Locale): string {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const [am, pm] = dateWords[locale].dayPeriods;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${minute ? `${twelve}:${String(minute).padStart(2, "0")}` : twelve}\u00a0${hour < 12 ? am : pm}`;
}

/** How each language joins a window's two ends: "10 a.m. to 12 p.m." / "de 10 a.m. a 12 p.m.". */
const windowWords: Record<Locale, (start: string, end: string) => string> = {
  en: (start, end) => `${start} to ${end}`,
  es: (start, end) => `de ${start} a ${end}`,
};

/**
 * A visit's arrival window, the one way every customer-facing text gives its time: from the slot
 * label ("10:00 AM") to `minutes` later, in the clock style of formatClock: "10 a.m. to 12 p.m.",
 * "de 10 a.m. a 12 p.m.".
 */
export function formatWindow(label: string, minutes: number, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label);
  if (!match) return label;
  const start = ((Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0)) * 60 + Number(match[2]);
  const clock = (total: number) => `${String(Math.floor(total / 60) % 24).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
  return windowWords[locale](formatClock(clock(start), locale), formatClock(clock(start + minutes), locale));
}

// Sentences that end on a time or a day close with endSentence (its own file: the texts' words use
// it without pulling the calendar's date code into the contact form).
export { endSentence } from "./end-sentence";
