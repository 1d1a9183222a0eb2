/**
 * The buyer's right to cancel a contract signed away from the seller's place of business (a
 * quote signed at home or online after an in-home visit): until midnight of the third business
 * day after the day of the transaction (FTC Cooling-Off Rule, 16 CFR 429.1; A.R.S. 44-5002).
 *
 * A business day is any calendar day but Sunday and the holidays. The FTC rule names nine
 * holidays; this counts all eleven federal ones and the days they are observed on
 * (./federal-holidays.ts), so the window is never shorter than the rule's, only sometimes
 * a day longer. Days are Phoenix days; Arizona keeps no daylight saving time.
 */
import { isFederalHoliday } from "../federal-holidays";
import { addDays, phoenixDate, phoenixInstant, weekday } from "../phoenix-time";

/** Business days the buyer has to cancel, after the day of the transaction. */
export const COOLING_OFF_BUSINESS_DAYS = 3;

/** True for a day that counts: not a Sunday, not a federal holiday. */
export function isBusinessDay(date: string): boolean {
  return weekday(date) !== 0 && !isFederalHoliday(date);
}

/** The `count`-th business day after `date` (the day itself never counts). */
export function businessDaysAfter(date: string, count: number): string {
  let day = date;
  for (let counted = 0; counted < count;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted++;
  }
  return day;
}

/** The last business day to cancel a contract signed at `signedAt`, as a Phoenix day. */
export function lastDayToCancel(signedAt: Date): string {
  return businessDaysAfter(phoenixDate(signedAt), COOLING_OFF_BUSINESS_DAYS);
}

/** The instant the right to cancel ends: midnight (Phoenix) at the end of the last day to cancel. */
export function cancelDeadline(signedAt: Date): Date {
  return phoenixInstant(addDays(lastDayToCancel(signedAt), 1), 0);
}

/** True while a contract signed at `signedAt` may still be cancelled at `now`. */
export function withinCoolingOff(signedAt: Date, now: Date): boolean {
  return now.getTime() < cancelDeadline(signedAt).getTime();
}
