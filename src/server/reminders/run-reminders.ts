/**
 * The hourly reminder job: find the active visits of today and the next two days, ask the
 * rules which reminders are due, write each once (claimReminder) and send it. Used by the
 * scheduled function and by `npm run reminders`.
 */
import { phoenixDate } from "@/core/phoenix-time";
import { dueReminders } from "@/core/server/reminders";
import type { Database } from "@/server/db/client";
import { claimReminder, listVisitsToRemind } from "@/server/db/reminders/reminders";
import { loadCalendarSettings } from "@/server/db/settings/calendar";
import { appointmentStart } from "@/core/visit-time";
import type { MailTransport } from "@/server/email/transport";
import { deliverReminder, visitReminder, type ReminderTexts } from "@/server/notify/reminders";

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
  for (const appointment of await listVisitsToRemind(db, phoenixDate(now))) {
    const start = appointmentStart(appointment);
    for (const kind of dueReminders({ start, bookedAt: appointment.createdAt }, now, settings)) {
      const reminder = visitReminder(appointment, kind, { now, siteUrl, texts });
      const rows = await claimReminder(db, {
        appointment,
        kind,
        startsAt: start,
        linkHash: reminder.link.tokenHash,
        customerLink: reminder.customerLink,
        emailKind: reminder.email.kind,
        email: reminder.email.message,
        now,
        ...(reminder.text && { text: reminder.text }),
      });
      report.written += rows.length;
      const delivered = await deliverReminder(db, rows, { visitId: appointment.id, kind, now, transport, texts });
      report.sent += delivered.sent;
      report.failed += delivered.failed;
    }
  }
  return report;
}
