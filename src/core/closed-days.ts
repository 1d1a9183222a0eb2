/**
 * Which days the business is closed, and how much the office is open between two instants:
 * the rules the booking calendar (./availability.ts), the lead time, the day sheet and the
 * review requests share. A day is closed on a closed weekday, on a public holiday the owner has
 * not opened (./holidays.ts), and on the owner's own days off and vacations. Pure.
 */
import type { CalendarSettings } from "@/core/calendar-settings";
import { holidayOn, type HolidayId } from "@/core/holidays";
import { addDays, phoenixDate, phoenixInstant, weekday } from "@/core/phoenix-time";

/** The settings that close days. */
export type ClosedDaySettings = Pick<CalendarSettings, "closedWeekdays" | "blockedDates" | "closedRanges" | "openHolidays">;

/** Why a day is closed: its weekday, a public holiday, or a day the owner took off (a single date or a vacation). */
export type ClosedReason = "closed" | "holiday" | "blocked";

/** A closed day's reason, with the holiday when it is one. */
export interface ClosedDay {
  reason: ClosedReason;
  holiday?: HolidayId;
}

/** Why `date` is closed, or undefined when the business works that day. */
export function closedDay(settings: ClosedDaySettings, date: string): ClosedDay | undefined {
  if (settings.closedWeekdays.includes(weekday(date))) return { reason: "closed" };
  const holiday = holidayOn(date);
  if (holiday && !settings.openHolidays.includes(holiday)) return { reason: "holiday", holiday };
  if (settings.blockedDates.includes(date) || settings.closedRanges.some((range) => range.from <= date && date <= range.to))
    return { reason: "blocked" };
  return undefined;
}

// The longest lead time is 7 days of opening hours; even an office open one hour a week gets
// there within this many days, and a calendar with no open hour at all never does.
const LOOK_AHEAD_DAYS = 1200;

/** The latest instant a Date can hold: "never" for a lead time no opening hours ever fill. */
const NEVER = new Date(8.64e15);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The instant by which the office has been open `minutes` since `now`, counting only its hours
 * (`officeHours`) on days that are not closed: at 3 AM on a Monday with hours from 7 AM, two
 * hours run out at 9 AM; at 4 PM on a Friday that closes at 5 PM, one hour is left for the
 * Saturday, which opens at 8 AM: 9 AM Saturday.
 */
export function afterOpenMinutes(settings: ClosedDaySettings & Pick<CalendarSettings, "officeHours">, now: Date, minutes: number): Date {
  if (minutes <= 0) return now;
  let left = minutes;
  let day = phoenixDate(now);
  for (let step = 0; step < LOOK_AHEAD_DAYS; step++, day = addDays(day, 1)) {
    const hours = settings.officeHours[weekday(day)];
    if (!hours || closedDay(settings, day)) continue;
    const opens = Math.max(phoenixInstant(day, minutesOf(hours.opens)).getTime(), now.getTime());
    const open = (phoenixInstant(day, minutesOf(hours.closes)).getTime() - opens) / 60_000;
    if (open <= 0) continue;
    if (open >= left) return new Date(opens + left * 60_000);
    left -= open;
  }
  return NEVER;
}
