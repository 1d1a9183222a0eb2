/**
 * The morning day sheet job: on a working day from 6 AM Phoenix time, email the admins
 * the day's visits in order, once. One statement records the day and stores the email,
 * so overlapping or repeated runs send one sheet; an empty day sends nothing.
 */
import { daySheetDay } from "@/core/server/day-sheet";
import type { Database } from "@/server/db/client";
import { claimDaySheet, listVisitsOfDay } from "@/server/db/reminders/day-sheets";
import { loadCalendarSettings } from "@/server/db/settings/calendar";
import { daySheetNotice } from "@/server/notify/day-sheet";
import { deliverEmails } from "@/server/notify/notice";
import type { MailTransport } from "@/server/email/transport";

export interface DaySheetOptions {
  now: Date;
  transport: MailTransport;
  adminEmails: readonly string[];
}

/** What one run did: the day it sent for, and how many visits; null day when nothing was sent. */
export interface DaySheetReport {
  day: string | null;
  visits: number;
  sent: number;
  failed: number;
}

/** Runs the job once. Throws only when the database cannot be read. */
export async function runDaySheet(db: Database, { now, transport, adminEmails }: DaySheetOptions): Promise<DaySheetReport> {
  const day = daySheetDay(await loadCalendarSettings(db), now);
  const none = { day: null, visits: 0, sent: 0, failed: 0 };
  if (!day) return none;
  const visits = await listVisitsOfDay(db, day);
  if (visits.length === 0) return none;
  const rows = await claimDaySheet(db, day, daySheetNotice(day, visits, adminEmails), now);
  if (rows.length === 0) return none;
  return { day, visits: visits.length, ...(await deliverEmails(db, rows, { now, transport })) };
}
