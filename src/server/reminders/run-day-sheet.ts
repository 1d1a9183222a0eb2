/**
 * The morning day sheet job: on a working day from 6 AM Phoenix time, email the admins
 * the day's visits in order (re-measures marked, each with its estimator) and the installs
 * working that day by crew, and each estimator given visits that day their own visits, once. One statement records the day and stores the email, so overlapping or repeated runs
 * send one sheet; an empty day sends nothing.
 */
import { daySheetDay } from "@/core/server/day-sheet";
import type { Database } from "@/server/db/client";
import { withEstimators } from "@/server/db/crews";
import { claimDaySheet, listVisitsOfDay } from "@/server/db/reminders/day-sheets";
import { loadCalendarSettings } from "@/server/db/settings/calendar";
import { daySheetNotices } from "@/server/notify/day-sheet";
import { deliverEmails } from "@/server/notify/notice";
import type { MailTransport } from "@/server/email/transport";
import { installsOn } from "../jobs/board";

export interface DaySheetOptions {
  now: Date;
  transport: MailTransport;
  adminEmails: readonly string[];
}

/** What one run did: the day it sent for, and how many visits and installs; null day when nothing was sent. */
export interface DaySheetReport {
  day: string | null;
  visits: number;
  installs: number;
  sent: number;
  failed: number;
}

/** Runs the job once. Throws only when the database cannot be read. */
export async function runDaySheet(db: Database, { now, transport, adminEmails }: DaySheetOptions): Promise<DaySheetReport> {
  const day = daySheetDay(await loadCalendarSettings(db), now);
  const none = { day: null, visits: 0, installs: 0, sent: 0, failed: 0 };
  if (!day) return none;
  const [visits, installs] = await Promise.all([listVisitsOfDay(db, day).then((rows) => withEstimators(db, rows)), installsOn(db, day)]);
  if (visits.length === 0 && installs.length === 0) return none;
  const rows = await claimDaySheet(db, day, daySheetNotices(day, visits, installs, adminEmails), now);
  if (rows.length === 0) return none;
  return { day, visits: visits.length, installs: installs.length, ...(await deliverEmails(db, rows, { now, transport })) };
}
