/** Opening hours in a language: the business config's rows (English) with Spanish day labels and times. */
import type { Locale } from "./locales";
import { ui } from "./ui";

/** The part of an hours row people read. */
export interface HoursRow {
  /** "Mon-Fri", "Sat"... */
  label: string;
  /** 24-hour "HH:MM", or null when closed. */
  opens: string | null;
  closes: string | null;
  /** The English text, e.g. "7 AM - 5 PM". */
  text: string;
}

const clock = (time: string) =>
  new Intl.DateTimeFormat("es-US", { hour: "numeric", minute: time.endsWith(":00") ? undefined : "2-digit", timeZone: "UTC" }).format(new Date(`1970-01-01T${time}:00Z`));

/** Each row's label and text in `locale`; English keeps the config's own words. */
export function localizeHours(rows: readonly HoursRow[], locale: Locale): { label: string; text: string }[] {
  if (locale === "en") return rows.map(({ label, text }) => ({ label, text }));
  const words = ui[locale].hours;
  return rows.map((row) => ({
    label: words.days[row.label] ?? row.label,
    text: row.opens && row.closes ? `${clock(row.opens)} - ${clock(row.closes)}` : words.closed,
  }));
}
