/**
 * The United States' federal holidays (5 U.S.C. 6103) of a year, as Phoenix calendar days
 * "YYYY-MM-DD". A holiday on a Saturday is observed on the Friday before and one on a Sunday
 * on the Monday after; both the day itself and the observed day are listed, so a rule that
 * skips holidays skips whichever of them a reader has in mind.
 */
import { addDays, weekday } from "./phoenix-time";

const pad = (value: number) => String(value).padStart(2, "0");
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;

/** The `nth` (1-based) `weekdayNumber` (0 Sunday … 6 Saturday) of a month. */
export function nthWeekday(year: number, month: number, weekdayNumber: number, nth: number): string {
  const first = day(year, month, 1);
  return addDays(first, ((weekdayNumber - weekday(first) + 7) % 7) + (nth - 1) * 7);
}

/** The last `weekdayNumber` of a month. */
export function lastWeekday(year: number, month: number, weekdayNumber: number): string {
  const last = addDays(day(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
  return addDays(last, -((weekday(last) - weekdayNumber + 7) % 7));
}

/** The weekday a fixed-date holiday is observed on: Friday for a Saturday, Monday for a Sunday. */
function observed(date: string): string {
  const dayOfWeek = weekday(date);
  return dayOfWeek === 6 ? addDays(date, -1) : dayOfWeek === 0 ? addDays(date, 1) : date;
}

/** Every federal holiday of `year`, and the days they are observed on, sorted. */
export function federalHolidays(year: number): string[] {
  const fixed = [day(year, 1, 1), day(year, 6, 19), day(year, 7, 4), day(year, 11, 11), day(year, 12, 25)];
  const floating = [
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    lastWeekday(year, 5, 1), // Memorial Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
  ];
  // New Year's Day of the next year on a Saturday is observed on this year's December 31.
  const nextNewYear = observed(day(year + 1, 1, 1));
  const days = [...fixed, ...fixed.map(observed), ...floating, ...(nextNewYear.startsWith(String(year)) ? [nextNewYear] : [])];
  return [...new Set(days)].filter((date) => date.startsWith(String(year))).sort();
}

/** True when the Phoenix calendar day `date` is a federal holiday or the day one is observed. */
export function isFederalHoliday(date: string): boolean {
  return federalHolidays(Number(date.slice(0, 4))).includes(date);
}
