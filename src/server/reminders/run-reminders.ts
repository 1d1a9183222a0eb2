/**
 * The hourly reminder job: find the active visits of today and the next two days, ask the
 * rules which reminders are due, write each once (claimReminder) and send it. Used by the
 * scheduled function and by `npm run reminders`.
 */
import { and, between, inArray } from "drizzle-orm";
import { addDays, phoenixDate } from "@/core/phoenix-time";
import { manageUrl, newManageLink } from "@/server/booking/manage-links";
import { toLocale } from "@/i18n/locales";
import { dueReminders, type ReminderKind } from "@/core/reminders";
import { loadCalendarSettings } from "@/server/db/calendar-settings";
import type { Database } from "@/server/db/client";
import { appointments, type Appointment } from "@/server/db/schema";
import { appointmentStart } from "@/server/email/dates";
import { deliver } from "@/server/email/outbox";
import { VISIT_EMAIL_KINDS } from "@/server/email/send-visit";
import type { MailTransport } from "@/server/email/transport";
import { appointmentReminder } from "@/server/email/visit-templates";
import { claimReminder } from "./claim-reminder";
import { reminderText, sendReminderText, type ReminderTexts } from "@/server/sms/reminder-texts";

export interface ReminderJobOptions {
  now: Date;
  transport: MailTransport;
  /** Origin of the manage links in the emails, e.g. https://www.windowsanddoorsnearme.com. */
  siteUrl: string;
  /** Texts too, for visits whose booking carried SMS consent; absent, email only. */
  texts?: ReminderTexts;
}

/** What one run did. */
export interface ReminderReport {
  /** Reminders written by this run (a reminder another run wrote is not counted). */
  written: number;
  sent: number;
  failed: number;
}

/** Runs the job once. Throws only when the database cannot be read. */
export async function runReminders(db: Database, { now, transport, siteUrl, texts }: ReminderJobOptions): Promise<ReminderReport> {
  const settings = await loadCalendarSettings(db);
  const report: ReminderReport = { written: 0, sent: 0, failed: 0 };
  for (const appointment of await upcomingVisits(db, now)) {
    const start = appointmentStart(appointment);
    for (const kind of dueReminders({ start, bookedAt: appointment.createdAt }, now, settings)) {
      const rows = await writeReminder(db, appointment, kind, start, now, siteUrl, texts);
      report.written += rows.length;
      if (rows.length && texts) await sendReminderText(db, texts, appointment.id, kind, now);
      const delivered = await deliver(db, transport, rows, now);
      report.sent += delivered.sent;
      report.failed += delivered.failed;
    }
  }
  return report;
}

async function upcomingVisits(db: Database, now: Date): Promise<Appointment[]> {
  const today = phoenixDate(now);
  return db
    .select()
    .from(appointments)
    .where(and(inArray(appointments.status, ["pending", "confirmed"]), between(appointments.appointmentDate, today, addDays(today, 2))));
}

async function writeReminder(db: Database, appointment: Appointment, kind: ReminderKind, start: Date, now: Date, siteUrl: string, texts: ReminderTexts | undefined) {
  const link = newManageLink();
  const url = manageUrl(siteUrl, link.token, toLocale(appointment.locale));
  const email = appointmentReminder(appointment, kind, { manageUrl: url });
  const text = texts && reminderText(appointment, kind, url, now, texts.settings);
  return claimReminder(db, { appointment, kind, startsAt: start, linkHash: link.tokenHash, emailKind: VISIT_EMAIL_KINDS.appointmentReminder, email, now, ...(text && { text }) });
}
