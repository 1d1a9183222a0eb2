/**
 * Whether the morning day sheet goes out: a pure function of the calendar settings and
 * the current instant. It goes on working days (not a closed weekday, holiday or day off)
 * from 6 AM Phoenix time; the database makes sure it goes once a day.
 */
import { phoenixDate, phoenixInstant } from "@/core/phoenix-time";
import { closedDay, type ClosedDaySettings } from "@/core/closed-days";

/** Phoenix time the sheet goes from, in minutes after midnight (6:00 AM = 13:00 UTC all year). */
export const DAY_SHEET_FROM_MINUTES = 6 * 60;

/** The Phoenix day whose sheet is due at `now`, or null (too early, or not a working day). */
export function daySheetDay(settings: ClosedDaySettings, now: Date): string | null {
  const day = phoenixDate(now);
  if (now.getTime() < phoenixInstant(day, DAY_SHEET_FROM_MINUTES).getTime()) return null;
  if (closedDay(settings, day)) return null;
  return day;
}
