/**
 * Dates in Phoenix time. Arizona keeps no daylight saving time, so Phoenix is UTC-7 all
 * year and every conversion is a fixed offset. Calendar days are "YYYY-MM-DD" strings;
 * functions take the current instant as an argument and never read the clock themselves.
 */

/** Phoenix's fixed offset from UTC, in minutes. */
export const PHOENIX_UTC_OFFSET_MINUTES = -7 * 60;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

/** The instant shifted so that its UTC fields read Phoenix wall-clock time. */
function phoenixWallClock(instant: Date): Date {
  return new Date(instant.getTime() + PHOENIX_UTC_OFFSET_MINUTES * MS_PER_MINUTE);
}

/** The Phoenix wall-clock time of an instant, "HH:MM" (24-hour). */
export function phoenixClock(instant: Date): string {
  return phoenixWallClock(instant).toISOString().slice(11, 16);
}

/** The Phoenix calendar day of an instant, "YYYY-MM-DD". */
export function phoenixDate(instant: Date): string {
  return phoenixWallClock(instant).toISOString().slice(0, 10);
}

/** True for a real calendar day written "YYYY-MM-DD" (no 2026-02-30). */
export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** Day of the week of a calendar day: 0 Sunday ... 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The calendar day `days` after `date` (negative for before). */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The Sunday that starts the week of `date` (weeks start on Sunday). */
export function startOfWeek(date: string): string {
  return addDays(date, -weekday(date));
}

/** The instant a Phoenix wall-clock time happens: `minutes` after midnight of `date`. */
export function phoenixInstant(date: string, minutes: number): Date {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + (minutes - PHOENIX_UTC_OFFSET_MINUTES) * MS_PER_MINUTE);
}
