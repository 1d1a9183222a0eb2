/** Opening hours in a language: the business config's rows with day labels and times in that language's words. */
import { formatClock } from "./dates";
import type { Locale } from "./locales";
import { ui } from "./ui";

/** The part of an hours row people read: consecutive days with the same hours. */
export interface HoursRow {
  /** schema.org day names ("Monday"...), in week order. */
  days: readonly string[];
  /** 24-hour "HH:MM", or null when closed. */
  opens: string | null;
  closes: string | null;
}

/** Each row's label and text in `locale`, e.g. "Mon-Fri" "7 a.m. - 5 p.m."; times come from formatClock, the one clock style. */
export function localizeHours(rows: readonly HoursRow[], locale: Locale): { label: string; text: string }[] {
  const words = ui[locale].hours;
  const day = (name: string) => words.days[name] ?? name;
  return rows.map((row) => ({
    label: row.days.length > 1 ? `${day(row.days[0]!)}-${day(row.days.at(-1)!)}` : day(row.days[0]!),
    text: row.opens && row.closes ? `${formatClock(row.opens, locale)} - ${formatClock(row.closes, locale)}` : words.closed,
  }));
}
