/**
 * The morning day sheet job: on a working day from 6 AM Phoenix time, email the admins
 * the day's visits in order, once. One statement records the day and stores the email,
 * so overlapping or repeated runs send one sheet; an empty day sends nothing.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { daySheetDay } from "@/core/day-sheet";
import { soonestFirst } from "@/server/db/appointments";
import { loadCalendarSettings } from "@/server/db/calendar-settings";
import type { Database } from "@/server/db/client";
import { appointments, daySheets, emailOutbox, type EmailMessage } from "@/server/db/schema";
import { storeEmailsAbout, type QueuedEmail } from "@/server/db/emails";
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
  const visits = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, day), inArray(appointments.status, ["pending", "confirmed"])))
    .orderBy(...soonestFirst);
  if (visits.length === 0) return none;
  const rows = await claimDay(db, day, daySheetNotice(day, visits, adminEmails), now);
  if (rows.length === 0) return none;
  return { day, visits: visits.length, ...(await deliverEmails(db, rows, { now, transport })) };
}

/** Records the day's sheet and stores its email in one statement; nothing when the day already has one. */
async function claimDay(db: Database, day: string, email: QueuedEmail, now: Date): Promise<EmailMessage[]> {
  const at = now.toISOString();
  // Both drivers answer execute() with { rows }.
  const result = (await db.execute(sql`
    with claimed as (
      -- The sheet belongs to no one appointment: its related id is null.
      insert into ${daySheets} (day, created_at) values (${day}, ${at}) on conflict do nothing returning null::uuid as id
    )
    ${storeEmailsAbout("claimed", [email], now)}
  `)) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((row) => Number(row.id));
  return ids.length ? db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids)) : [];
}
