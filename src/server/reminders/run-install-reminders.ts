/**
 * The install reminders, run with the visits' (the hourly reminder job): the day before an
 * install's first day, from 9 AM Phoenix (src/core/server/install-days.ts installReminderDue), its
 * customer gets an email, and a text where they consented, once (claimInstallReminder).
 */
import { addDays, phoenixDate } from "@/core/phoenix-time";
import { installReminderDue } from "@/core/server/install-days";
import { smsCopy } from "@/i18n/sms";
import type { Database } from "@/server/db/client";
import { readJob } from "@/server/db/jobs/jobs";
import { claimInstallReminder, listInstallsStartingOn } from "@/server/db/jobs/reminders";
import type { MailTransport } from "@/server/email/transport";
import type { ServerEnv } from "@/server/env";
import { installReminder } from "@/server/notify/jobs";
import { TEXT_KINDS } from "@/server/notify/kinds";
import { deliverInstallReminder, type ReminderTexts } from "@/server/notify/reminders";
import { quietUntil, smsBody } from "@/server/sms/send";
import { localeOf, noticeFactsOf } from "../jobs/records";
import type { ReminderReport } from "./run-reminders";

export interface InstallReminderOptions {
  now: Date;
  transport: MailTransport;
  env: ServerEnv;
  /** Texts too, where the job's visit or request carried consent; absent, email only. */
  texts?: ReminderTexts;
}

/** Reminds tomorrow's installs, each once. Throws only when the database cannot be read. */
export async function runInstallReminders(db: Database, { now, transport, env, texts }: InstallReminderOptions): Promise<ReminderReport> {
  const report: ReminderReport = { written: 0, sent: 0, failed: 0 };
  const firstDay = addDays(phoenixDate(now), 1);
  for (const { jobId, bookedAt } of await listInstallsStartingOn(db, firstDay)) {
    if (!installReminderDue(firstDay, bookedAt, now)) continue;
    const record = await readJob(db, jobId);
    if (!record) continue;
    const notice = installReminder(noticeFactsOf(record, { next: { step: "install", dates: record.install.dates } }), env, now);
    const locale = localeOf(record.job);
    const text = texts?.settings.enabled
      ? {
          kind: TEXT_KINDS.installReminder,
          body: smsBody(notice.texts[0]!.write(smsCopy[locale], locale, now)),
          notBefore: quietUntil(now, texts.settings),
        }
      : undefined;
    const rows = await claimInstallReminder(db, { jobId, firstDay, email: notice.emails[0]!, links: notice.links, text, now });
    report.written += rows.length;
    const delivered = await deliverInstallReminder(db, rows, { jobId, now, transport, texts });
    report.sent += delivered.sent;
    report.failed += delivered.failed;
  }
  return report;
}
