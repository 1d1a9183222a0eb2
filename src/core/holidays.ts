/**
 * The US public holidays a home-improvement contractor closes on, as Phoenix calendar days of
 * any year: New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and the
 * day after, Christmas Eve and Christmas Day. Pure: the booking calendar closes these days by
 * default (src/core/closed-days.ts), and the owner opens any of them in the calendar settings.
 * (The federal holidays, ./federal-holidays.ts, are another list: the legal business days a
 * contract's right to cancel counts.)
 *
 * When a holiday falls on a weekend (our rule, not the federal one):
 * - On a Saturday, the Saturday itself is closed. The crews work Saturdays, so the day the
 *   holiday falls on is the day off; the Friday before stays open (the federal "observed
 *   Friday" exists for offices closed on Saturdays, which we are not).
 * - On a Sunday, we are closed anyway, so New Year's Day, Independence Day and Christmas Day
 *   are also closed on the Monday after, as employers and customers expect. Christmas Eve is
 *   not moved: on a Sunday, the Monday after is Christmas Day itself.
 * A holiday opened in the settings opens its Monday-after as well.
 */
import { lastWeekday, nthWeekday } from "@/core/federal-holidays";
import { addDays, weekday } from "@/core/phoenix-time";

/** The holidays, in calendar order. */
export const HOLIDAYS = [
  "new-years-day",
  "memorial-day",
  "independence-day",
  "labor-day",
  "thanksgiving",
  "day-after-thanksgiving",
  "christmas-eve",
  "christmas-day",
] as const;

/** One of the holidays. */
export type HolidayId = (typeof HOLIDAYS)[number];

/** A day closed for a holiday. */
export interface HolidayDay {
  holiday: HolidayId;
  /** The Phoenix calendar day, YYYY-MM-DD. */
  date: string;
  /** True for the Monday after a holiday that fell on a Sunday. */
  observed: boolean;
}

// The fixed-date holidays that move to the Monday after when they fall on a Sunday.
const MOVED_FROM_SUNDAY: ReadonlySet<HolidayId> = new Set(["new-years-day", "independence-day", "christmas-day"]);

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** Each holiday's own date in `year`. */
function holidayDates(year: number): Record<HolidayId, string> {
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  return {
    "new-years-day": iso(year, 1, 1),
    "memorial-day": lastWeekday(year, 5, 1),
    "independence-day": iso(year, 7, 4),
    "labor-day": nthWeekday(year, 9, 1, 1),
    thanksgiving,
    "day-after-thanksgiving": addDays(thanksgiving, 1),
    "christmas-eve": iso(year, 12, 24),
    "christmas-day": iso(year, 12, 25),
  };
}

/** The days closed for holidays in `year`, in date order: each holiday's date, and a Monday after a Sunday one (see the file's comment). */
export function holidaysOf(year: number): HolidayDay[] {
  const dates = holidayDates(year);
  return HOLIDAYS.flatMap((holiday): HolidayDay[] => {
    const date = dates[holiday];
    const moved = MOVED_FROM_SUNDAY.has(holiday) && weekday(date) === 0;
    return [{ holiday, date, observed: false }, ...(moved ? [{ holiday, date: addDays(date, 1), observed: true }] : [])];
  });
}

/** The holiday that closes `date` (YYYY-MM-DD), or undefined. */
export function holidayOn(date: string): HolidayId | undefined {
  return holidaysOf(Number(date.slice(0, 4))).find((day) => day.date === date)?.holiday;
}
