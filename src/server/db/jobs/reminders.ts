/**
 * Install reminders (table install_reminders): the installs a run looks at, and writing a
 * reminder exactly once. One statement records the reminder for (job, first day), stores the
 * customer's fresh page link, the text (to the number that consented with the job's visit or
 * request) and the email, only if the job is still scheduled with that first day and no run
 * recorded it before: overlapping runs remind once, and a moved install only of its new days.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { rowsOf } from "../rows";
import { installDays, installReminders, jobEvents, jobs, smsConsents, smsMessages, type EmailMessage } from "../schema";
import { noticeLinksSql, type NoticeLinks } from "./changes";

/** An install whose first day is `day`: its job, and when its days were last booked or moved. */
export interface InstallStart {
  jobId: string;
  bookedAt: Date;
}

/** The scheduled jobs whose first install day is the Phoenix day `day`. */
export async function listInstallsStartingOn(db: Database, day: string): Promise<InstallStart[]> {
  const rows = rowsOf<{ job_id: string; booked_at: string | Date }>(
    await db.execute(sql`
      select j.id as job_id, (
        select max(e.at) from ${jobEvents} e where e.job_id = j.id and e.kind in ('install-booked', 'install-moved')
      ) as booked_at
      from ${jobs} j
      where j.stage = 'scheduled' and (select min(d.day) from ${installDays} d where d.job_id = j.id) = ${day}::date
    `),
  );
  return rows.map((row) => ({ jobId: row.job_id, bookedAt: new Date(row.booked_at ?? 0) }));
}

/** What a reminder's claim writes. */
export interface InstallReminderClaim {
  jobId: string;
  firstDay: string;
  email: QueuedEmail;
  links: NoticeLinks;
  /** The text, for a job whose visit or request carried consent (texts on). */
  text?: { kind: string; body: string; notBefore: Date | null };
  now: Date;
}

/** Records the reminder and stores its link, text and email, or does nothing when it was written already or the install changed; returns the stored emails. */
export async function claimInstallReminder(
  db: Database,
  { jobId, firstDay, email, links, text, now }: InstallReminderClaim,
): Promise<EmailMessage[]> {
  const at = now.toISOString();
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
    with claimed as (
      insert into ${installReminders} (job_id, first_day, created_at)
      select j.id, ${firstDay}::date, ${at}::timestamptz from ${jobs} j
      where j.id = ${jobId} and j.stage = 'scheduled' and (select min(d.day) from ${installDays} d where d.job_id = j.id) = ${firstDay}::date
      on conflict do nothing
      returning job_id as id
    ),
    job as (select j.id, j.quote_id, j.appointment_id, j.lead_id from ${jobs} j join claimed on claimed.id = j.id),
    ${noticeLinksSql("job", links, now)},
    texted as (
      insert into ${smsMessages} (direction, kind, appointment_id, lead_id, job_id, phone, body, status, not_before, created_at, updated_at)
      select 'outbound', ${text?.kind ?? ""}, job.appointment_id, job.lead_id, job.id, consent.phone, ${text?.body ?? ""}, 'pending', ${text?.notBefore?.toISOString() ?? null}::timestamptz, ${at}, ${at}
      from job cross join lateral (
        select phone from ${smsConsents} c
        where (job.appointment_id is not null and c.appointment_id = job.appointment_id) or (job.lead_id is not null and c.lead_id = job.lead_id)
        order by c.id desc limit 1
      ) consent
      where ${text !== undefined}::boolean
    )
    ${storeEmailsAbout("claimed", [email], now)}
  `),
  );
  return emailsById(
    db,
    rows.map((row) => row.id),
  );
}
