/**
 * Install days: an install takes whole days on one crew, `days` consecutive open days of the
 * calendar (closed weekdays, holidays and days off are skipped, as ../closed-days.ts decides them
 * for visits), and no crew works two jobs on one day. Decided here, once: whether a job's days
 * may be booked now and by whom, which start days are offered (the customer's and the office's
 * choosers ask one rule, differing only by who books), which days a start day takes, and whether
 * the install has begun. The database judges the race for a crew-day
 * (src/server/db/jobs/install-days.ts, with the seat rule of src/server/db/seats.ts). Pure: the
 * clock is `now`, the crew-days held are given.
 */
import { bookingWindow } from "../availability";
import type { CalendarSettings } from "../calendar-settings";
import { afterOpenMinutes, closedDay, type ClosedDay, type ClosedDaySettings } from "../closed-days";
import type { JobStage } from "../job-stages";
import { addDays, isRealDate, phoenixDate, phoenixInstant } from "../phoenix-time";
import { slotMinutes } from "../slot-label";

/** The settings an install reads: the closed days, how far ahead the calendar books, and when a working day begins and how much notice the office needs (slots, office hours, lead time). The crews are the crews table's (src/server/db/crews.ts), not a setting. */
export type InstallCalendar = ClosedDaySettings & Pick<CalendarSettings, "weeksAhead" | "slots" | "officeHours" | "leadTimeMinutes">;

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

/** Who books an install's days: the customer from their quote's link, or the office from the job page. */
export type InstallBooker = "customer" | "office";

/** What of a job decides whether its install days may be booked now. */
export interface InstallJobFacts {
  stage: JobStage;
  /** The office let the customer choose before delivery. */
  schedulingOpen: boolean;
  /** The days booked, none until then. */
  installDates: readonly string[];
}

/** The stages before delivery, when only the office books, unless it opened scheduling early. */
const BEFORE_DELIVERY: readonly JobStage[] = ["signed", "measured", "ordered"];

/** The stages the office books (or moves) install days at: any before the install; not on hold, installed or closed. */
const OFFICE_BOOKS_AT: readonly JobStage[] = [...BEFORE_DELIVERY, "delivered", "scheduled"];

/**
 * Whether `by` may book the job's install days now, by where the job stands. The customer chooses
 * once the windows are delivered (or before, when the office opened scheduling early) and only
 * while none are booked: a change of booked days goes through the office. The office books at
 * any stage before the install, and moves days already booked.
 */
export function mayBookInstall(job: InstallJobFacts, by: InstallBooker): boolean {
  if (by === "office") return OFFICE_BOOKS_AT.includes(job.stage);
  if (job.installDates.length > 0) return false;
  return job.stage === "delivered" || (job.schedulingOpen && BEFORE_DELIVERY.includes(job.stage));
}

/**
 * Whether the office may change the job's booked days without booking new ones (unbook them, or
 * hand them to another crew): days are booked and the install has not been marked done, so the
 * job is scheduled, or on hold from there.
 */
export function mayChangeBookedInstall(job: Pick<InstallJobFacts, "stage" | "installDates">): boolean {
  return job.installDates.length > 0 && (job.stage === "scheduled" || job.stage === "on_hold");
}

/** Whether the office may let the customer choose install days before delivery: the windows are not delivered and no days are booked. */
export function mayOpenSchedulingEarly(job: Pick<InstallJobFacts, "stage" | "installDates">): boolean {
  return job.installDates.length === 0 && BEFORE_DELIVERY.includes(job.stage);
}

/** Why a day cannot start an install: not a date, already past, too soon (its working day begins before the booking's notice runs out), closed (with the calendar's reason), or past the calendar's weeks ahead. */
export type StartDayProblem = { reason: "invalid" | "past" | "too-soon" | "beyond-window" } | ClosedDay;

/**
 * When an install day's work begins, in minutes after midnight (Phoenix): the day's first slot a
 * visit can take (8:00 AM by default), the time the calendar first sends a crew to a home. A
 * crew that has not been told of an install by then is out on other work, so a start day is
 * offered only while its working day has not begun.
 */
function workdayStartMinutes(settings: Pick<CalendarSettings, "slots">): number {
  const bookable = settings.slots.filter((slot) => !slot.alwaysUnavailable);
  return Math.min(...(bookable.length > 0 ? bookable : settings.slots).map((slot) => slotMinutes(slot.label)));
}

/**
 * The notice a booking by `by` must leave before its first working day begins, in the office's
 * open minutes. The customer's is the calendar's lead time: their choice reaches the office as a
 * visit booked online does, and a crew needs the same time to be told (at 11 PM on a Saturday,
 * Monday's 8 AM start leaves the office one open hour, so Tuesday is the first day offered). The
 * office's is none: it books knowing where its crews are, so it may start an install today until
 * the day's work begins.
 */
function noticeMinutes(settings: Pick<CalendarSettings, "leadTimeMinutes">, by: InstallBooker): number {
  return by === "office" ? 0 : settings.leadTimeMinutes;
}

/**
 * Why `start` cannot begin an install booked by `by` at `now`, or null when it can: a start day is
 * an open day from today to the end of the calendar's weeks ahead (the visits' window) whose
 * working day (`workdayStartMinutes`) begins after the booking's notice has run out. The one rule
 * the customer's and the office's choosers and bookings ask: they differ only by `by`.
 */
export function startDayProblem(
  settings: InstallCalendar,
  start: string,
  now: Date,
  { by }: { by: InstallBooker },
): StartDayProblem | null {
  if (!isRealDate(start)) return { reason: "invalid" };
  const window = bookingWindow(settings, now);
  if (start < window.first) return { reason: "past" };
  if (start > window.last) return { reason: "beyond-window" };
  const closed = closedDay(settings, start);
  if (closed) return closed;
  const told = afterOpenMinutes(settings, now, noticeMinutes(settings, by));
  return told.getTime() < phoenixInstant(start, workdayStartMinutes(settings)).getTime() ? null : { reason: "too-soon" };
}

/**
 * The lowest of `crews` (the active crews' numbers) free on every one of `dates`: on each day, no
 * job holds that crew. A retired crew is not among them, so it takes no new day, while the days it
 * still holds keep it busy only on those days and take nothing from the others. Crew-days of the
 * job `leaving` (being moved) do not count. Null when none is.
 */
export function freeCrew(
  held: readonly HeldCrewDay[],
  dates: readonly string[],
  crews: readonly number[],
  leaving?: string,
): number | null {
  const byDay = new Map<string, Set<number>>();
  for (const { jobId, day, crew } of held) {
    if (jobId === leaving) continue;
    if (!byDay.has(day)) byDay.set(day, new Set());
    byDay.get(day)!.add(crew);
  }
  for (const crew of [...crews].sort((a, b) => a - b)) {
    if (dates.every((day) => !byDay.get(day)?.has(crew))) return crew;
  }
  return null;
}

/**
 * The start days `by` is offered at `now` for an install of `days` days: every day `startDayProblem`
 * lets start one on which one of the active `crews` is free on that day and the next `days - 1`
 * open days (they may run past the calendar's weeks). `held` must cover `installHorizon`; the
 * crew-days of the job `leaving` (being moved) count as free.
 */
export function offeredStartDays(
  settings: InstallCalendar,
  held: readonly HeldCrewDay[],
  days: number,
  now: Date,
  { by, crews, leaving }: { by: InstallBooker; crews: readonly number[]; leaving?: string },
): string[] {
  const { first, last } = bookingWindow(settings, now);
  const offered: string[] = [];
  for (let start = first; start <= last; start = addDays(start, 1)) {
    if (startDayProblem(settings, start, now, { by })) continue;
    const dates = installDates(settings, start, days);
    if (dates.length === days && freeCrew(held, dates, crews, leaving) !== null) offered.push(start);
  }
  return offered;
}

/**
 * The install's first day while it is still ahead at `now` (Phoenix), else null (begun, or no
 * days booked). Until that day begins the windows cannot have been installed, so marking the job
 * installed (or completed past it) waits for it.
 */
export function installAhead(installDates: readonly string[], now: Date): string | null {
  if (installDates.length === 0) return null;
  const first = installDates.reduce((earliest, day) => (day < earliest ? day : earliest));
  return first > phoenixDate(now) ? first : null;
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
