/**
 * Whether the business is open at an instant, and when it opens next: for the lead text-back,
 * which says "we'll call you shortly" only when someone can. Pure: hours and clock come in.
 */
import { addDays, phoenixDate, PHOENIX_UTC_OFFSET_MINUTES, weekday } from "@/core/phoenix-time";

/** A row of opening hours, as business.hours lists them ("07:00"-"17:00", null when closed). */
export interface OpeningRow {
  days: readonly string[];
  opens: string | null;
  closes: string | null;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Open now, or the Phoenix day and "HH:MM" it opens next (within a week). */
export type OpeningState = { open: true } | { open: false; day: string; opens: string } | { open: false; day: null; opens: null };

/** The opening state of `hours` at `now` (see OpeningState). */
export function openingState(hours: readonly OpeningRow[], now: Date): OpeningState {
  const today = phoenixDate(now);
  const minutes = Math.floor((((now.getTime() / 60_000 + PHOENIX_UTC_OFFSET_MINUTES) % 1440) + 1440) % 1440);
  const todays = rowOf(hours, today);
  if (todays && minutes >= toMinutes(todays.opens!) && minutes < toMinutes(todays.closes!)) return { open: true };
  for (let offset = 0; offset <= 7; offset++) {
    const day = addDays(today, offset);
    const row = rowOf(hours, day);
    if (row && (offset > 0 || minutes < toMinutes(row.opens!))) return { open: false, day, opens: row.opens! };
  }
  return { open: false, day: null, opens: null };
}

function rowOf(hours: readonly OpeningRow[], day: string): OpeningRow | undefined {
  const name = WEEKDAYS[weekday(day)]!;
  return hours.find((row) => row.days.includes(name) && row.opens && row.closes);
}

function toMinutes(time: string): number {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
}
