/**
 * When a visit's reminders are due: a pure function of the visit, the settings and the
 * current instant. The hourly job asks it for each upcoming visit; the database then
 * makes sure each reminder is written once (see reminders/claim-reminder.ts).
 */
import { phoenixDate, phoenixInstant } from "@/core/phoenix-time";

/** Which reminder: about 24 hours before, or on the morning of the visit. */
export type ReminderKind = "day-before" | "morning-of";

/** What the rules need of a visit. */
export interface RemindableVisit {
  /** When the visit starts. */
  start: Date;
  /** When it was booked. */
  bookedAt: Date;
}

export interface ReminderSettings {
  /** Admins' setting: also remind on the morning of the visit. */
  morningReminder: boolean;
}

const HOUR_MS = 60 * 60_000;

/** The day-before reminder goes from 24 hours before the start... */
export const DAY_BEFORE_MS = 24 * HOUR_MS;
/** ...until this close to it; later it would arrive after the customer left for work. */
export const LAST_CALL_MS = 2 * HOUR_MS;
/** The morning reminder goes from this Phoenix time (minutes after midnight)... */
export const MORNING_FROM_MINUTES = 6 * 60;
/** ...until this long before the start. */
export const MORNING_LAST_CALL_MS = HOUR_MS;

/**
 * The reminders due for `visit` at `now`. The day-before one is due in the 24 hours before
 * the start (until 2 hours before), unless the visit was booked inside that window: its
 * confirmation just arrived. The morning one, when switched on, is due from 6 AM Phoenix
 * time on the visit's day until an hour before it starts.
 */
export function dueReminders(visit: RemindableVisit, now: Date, { morningReminder }: ReminderSettings): ReminderKind[] {
  const start = visit.start.getTime();
  const at = now.getTime();
  const due: ReminderKind[] = [];
  const bookedEarly = visit.bookedAt.getTime() <= start - DAY_BEFORE_MS;
  if (bookedEarly && at >= start - DAY_BEFORE_MS && at < start - LAST_CALL_MS) due.push("day-before");
  const day = phoenixDate(visit.start);
  if (
    morningReminder &&
    phoenixDate(now) === day &&
    at >= phoenixInstant(day, MORNING_FROM_MINUTES).getTime() &&
    at < start - MORNING_LAST_CALL_MS
  ) {
    due.push("morning-of");
  }
  return due;
}
