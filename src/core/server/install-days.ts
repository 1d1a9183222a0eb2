/**
 * Install days: an install takes whole days on one crew, `days` consecutive open days of the
 * calendar (closed weekdays, holidays and days off are skipped, as ../closed-days.ts decides them
 * for visits), and no crew works two jobs on one day. Which start days a customer is offered, and
 * which days a start day takes, are decided here; the database judges the race for a crew-day
 * (src/server/db/jobs/install-days.ts, with the seat rule of src/server/db/seats.ts). Pure: the
 * clock is `now`, the crew-days held are given.
 */
import { bookingWindow } from "../availability";
import type { CalendarSettings } from "../calendar-settings";
import { closedDay, type ClosedDay, type ClosedDaySettings } from "../closed-days";
import { addDays, isRealDate, phoenixDate, phoenixInstant } from "../phoenix-time";

/** The settings an install reads: the closed days, how far ahead the calendar books, and the crews. */
export type InstallCalendar = ClosedDaySettings & Pick<CalendarSettings, "weeksAhead" | "installCrews">;

/** A crew held on a day by a job (a row of install_days). */
export interface HeldCrewDay {
  jobId: string;
  /** YYYY-MM-DD, Phoenix. */
  day: string;
  crew: number;
}

// A run of closed days longer than this (a year) means a calendar with no open day at all.
const MAX_CLOSED_RUN = 366;

/**
 * The days an install starting on the open day `start` takes: `start`, then the next open days
 * until there are `days` of them. Empty when no open day follows within a year (a calendar
 * closed every day).
 */
export function installDates(settings: ClosedDaySettings, start: string, days: number): string[] {
  const dates: string[] = [];
  let closedRun = 0;
  for (let day = start; dates.length < days; day = addDays(day, 1)) {
    if (closedDay(settings, day)) {
      if (++closedRun > MAX_CLOSED_RUN) return [];
      continue;
    }
    closedRun = 0;
    dates.push(day);
  }
  return dates;
}

/** Why a day cannot start an install: not a date, already past (or today, for a customer), closed (with the calendar's reason), or past the calendar's weeks ahead. */
export type StartDayProblem = { reason: "invalid" | "past" | "beyond-window" } | ClosedDay;

/**
 * Why `start` cannot begin an install at `now`, or null when it can. A customer chooses from
 * tomorrow (Phoenix) to the end of the calendar's weeks ahead; the office may also book today,
 * and further ahead (`office`).
 */
export function startDayProblem(settings: InstallCalendar, start: string, now: Date, { office = false }: { office?: boolean } = {}): StartDayProblem | null {
  if (!isRealDate(start)) return { reason: "invalid" };
  const today = phoenixDate(now);
  if (start < (office ? today : addDays(today, 1))) return { reason: "past" };
  if (!office && start > bookingWindow(settings, now).last) return { reason: "beyond-window" };
  return closedDay(settings, start) ?? null;
}

/**
 * The lowest crew (1..crews) free on every one of `dates`: on each day, no job holds that crew
 * and the day holds fewer than `crews` crews (crews above a lowered number still count, as the
 * seat rule says). Crew-days of the job `leaving` (being moved) do not count. Null when none is.
 */
export function freeCrew(held: readonly HeldCrewDay[], dates: readonly string[], crews: number, leaving?: string): number | null {
  const byDay = new Map<string, Set<number>>();
  for (const { jobId, day, crew } of held) {
    if (jobId === leaving) continue;
    if (!byDay.has(day)) byDay.set(day, new Set());
    byDay.get(day)!.add(crew);
  }
  for (let crew = 1; crew <= crews; crew++) {
    const free = dates.every((day) => {
      const taken = byDay.get(day);
      return !taken || (!taken.has(crew) && taken.size < crews);
    });
    if (free) return crew;
  }
  return null;
}

/**
 * The start days a customer is offered at `now` for an install of `days` days: every open day
 * from tomorrow (the office's chooser: from today) to the end of the calendar's weeks ahead on
 * which some crew is free on that day and the next `days - 1` open days. `held` must cover up to
 * `installHorizon`; the crew-days of the job `leaving` (being moved) count as free.
 */
export function offeredStartDays(settings: InstallCalendar, held: readonly HeldCrewDay[], days: number, now: Date, { leaving, office = false }: { leaving?: string; office?: boolean } = {}): string[] {
  const first = addDays(phoenixDate(now), office ? 0 : 1);
  const { last } = bookingWindow(settings, now);
  const offered: string[] = [];
  for (let start = first; start <= last; start = addDays(start, 1)) {
    if (closedDay(settings, start)) continue;
    const dates = installDates(settings, start, days);
    if (dates.length === days && freeCrew(held, dates, settings.installCrews, leaving) !== null) offered.push(start);
  }
  return offered;
}

/** The first and last day whose crew-days the offered start days depend on, for the read that gives `held`. */
export function installHorizon(settings: InstallCalendar, days: number, now: Date): { first: string; last: string } {
  const first = phoenixDate(now);
  const { last } = bookingWindow(settings, now);
  const series = installDates(settings, last, days);
  return { first, last: series.at(-1) ?? last };
}

/** The Phoenix time (minutes after midnight) the day-before reminder of an install goes from: 9:00 AM. */
export const INSTALL_REMINDER_FROM_MINUTES = 9 * 60;

/**
 * Whether the reminder of an install whose first day is `firstDay` is due at `now`: on the day
 * before, from 9 AM Phoenix, unless the days were booked (or moved) on that day or later, when the
 * booking's notice just told the customer.
 */
export function installReminderDue(firstDay: string, bookedAt: Date, now: Date): boolean {
  const dayBefore = addDays(firstDay, -1);
  if (phoenixDate(now) !== dayBefore) return false;
  if (now.getTime() < phoenixInstant(dayBefore, INSTALL_REMINDER_FROM_MINUTES).getTime()) return false;
  return phoenixDate(bookedAt) < dayBefore;
}
