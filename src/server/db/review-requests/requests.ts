/**
 * Review requests (table review_requests, one row per person's email key): which completed jobs
 * (and, when the admins ask after estimates too, completed visits) may be asked, writing a
 * request once, the opt-out, and the dashboard's figures.
 *
 * Writing a review request exactly once per person per 12 months. One statement upserts the
 * person's review_requests row, only where they never opted out and were last asked more
 * than a year ago, and puts the email in the outbox only when it did. Two overlapping runs,
 * or two completed visits of one person, race on the row's primary key: the loser finds the
 * fresh request and writes nothing. A failed send is retried by the outbox, never written again.
 * A completed job and a completed visit of one person race on the same row.
 */
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { rowsOf } from "../rows";
import { appointmentEvents, appointments, emailOutbox, jobs, leads, reviewRequests, type Appointment, type EmailMessage } from "../schema";

export interface ReviewRequestClaim {
  appointmentId: string;
  /** SHA-256 of the opt-out token inside `email`. */
  optOutTokenHash: string;
  email: QueuedEmail;
  /** A person last asked before this may be asked again. */
  askedBefore: Date;
  /** The link to the customer's own page inside `email`, stored with it. */
  customerLink?: CustomerLinkRow;
  now: Date;
}

/** Records the request and stores its email, or does nothing (asked within the year, opted out, no longer completed). */
export async function claimReviewRequest(
  db: Database,
  { appointmentId, optOutTokenHash, email, customerLink, askedBefore, now }: ReviewRequestClaim,
): Promise<EmailMessage[]> {
  const at = now.toISOString();
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
    with claimed as (
      insert into ${reviewRequests} (email_key, appointment_id, requested_at, opt_out_token_hash, created_at, updated_at)
      select ${appointments.emailKey}, ${appointments.id}, ${at}::timestamptz, ${optOutTokenHash}, ${at}::timestamptz, ${at}::timestamptz
      from ${appointments}
      where ${appointments.id} = ${appointmentId} and ${appointments.status} = 'completed' and ${appointments.spamReason} is null
      on conflict (email_key) do update set
        appointment_id = excluded.appointment_id, requested_at = excluded.requested_at,
        opt_out_token_hash = excluded.opt_out_token_hash, updated_at = excluded.updated_at
      where ${reviewRequests.optedOutAt} is null
        and (${reviewRequests.requestedAt} is null or ${reviewRequests.requestedAt} < ${askedBefore.toISOString()}::timestamptz)
      returning appointment_id as id
    ),
    my_link as (${storeCustomerLink("claimed", customerLink, now)})
    ${storeEmailsAbout("claimed", [email], now)}
  `),
  );
  return emailsById(
    db,
    rows.map((row) => row.id),
  );
}

/** A completed job's request: the job instead of the visit, otherwise as ReviewRequestClaim. */
export type JobReviewRequestClaim = Omit<ReviewRequestClaim, "appointmentId"> & { jobId: string };

/** Records the request about a completed job and stores its email, or does nothing (asked within the year, opted out, no longer completed). */
export async function claimJobReviewRequest(
  db: Database,
  { jobId, optOutTokenHash, email, customerLink, askedBefore, now }: JobReviewRequestClaim,
): Promise<EmailMessage[]> {
  const at = now.toISOString();
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
    with claimed as (
      insert into ${reviewRequests} (email_key, job_id, appointment_id, requested_at, opt_out_token_hash, created_at, updated_at)
      select coalesce(a.email_key, l.email_key), j.id, null, ${at}::timestamptz, ${optOutTokenHash}, ${at}::timestamptz, ${at}::timestamptz
      from ${jobs} j left join ${appointments} a on a.id = j.appointment_id left join ${leads} l on l.id = j.lead_id
      where j.id = ${jobId} and j.stage = 'completed'
      on conflict (email_key) do update set
        job_id = excluded.job_id, appointment_id = null, requested_at = excluded.requested_at,
        opt_out_token_hash = excluded.opt_out_token_hash, updated_at = excluded.updated_at
      where ${reviewRequests.optedOutAt} is null
        and (${reviewRequests.requestedAt} is null or ${reviewRequests.requestedAt} < ${askedBefore.toISOString()}::timestamptz)
      returning job_id as id
    ),
    my_link as (${storeCustomerLink("claimed", customerLink, now)})
    ${storeEmailsAbout("claimed", [email], now)}
  `),
  );
  return emailsById(
    db,
    rows.map((row) => row.id),
  );
}

/** A completed job whose customer may be asked: who they are, whose consent to texts applies, and when it was completed. */
export interface CompletedJob {
  jobId: string;
  email: string;
  firstName: string;
  locale: string;
  appointmentId: string | null;
  leadId: string | null;
  completedAt: Date;
}

/**
 * Jobs completed since `since` whose customer may be asked: never asked, or last asked before
 * `askedBefore`, and never opted out.
 */
export async function listCompletedJobs(db: Database, since: Date, askedBefore: Date): Promise<CompletedJob[]> {
  const rows = rowsOf<{
    job_id: string;
    email: string;
    first_name: string;
    locale: string;
    appointment_id: string | null;
    lead_id: string | null;
    completed_at: string | Date;
  }>(
    await db.execute(sql`
      select j.id as job_id, coalesce(a.email, l.email) as email, coalesce(a.first_name, l.first_name) as first_name, j.locale, j.appointment_id, j.lead_id, j.completed_at
      from ${jobs} j
      left join ${appointments} a on a.id = j.appointment_id
      left join ${leads} l on l.id = j.lead_id
      left join ${reviewRequests} r on r.email_key = coalesce(a.email_key, l.email_key)
      where j.stage = 'completed' and j.completed_at >= ${since.toISOString()}::timestamptz
        and (r.email_key is null or (r.opted_out_at is null and (r.requested_at is null or r.requested_at < ${askedBefore.toISOString()}::timestamptz)))
    `),
  );
  return rows.map((row) => ({
    jobId: row.job_id,
    email: row.email,
    firstName: row.first_name,
    locale: row.locale,
    appointmentId: row.appointment_id,
    leadId: row.lead_id,
    completedAt: new Date(row.completed_at),
  }));
}

/**
 * Visits completed (by their history's "completed" event) since `since`, with when, whose person
 * may be asked: never asked, or last asked before `askedBefore`, and never opted out. Spam left out.
 */
export async function listCompletedVisits(
  db: Database,
  since: Date,
  askedBefore: Date,
): Promise<{ appointment: Appointment; completedAt: Date }[]> {
  const completedAt = sql<Date>`max(${appointmentEvents.createdAt})`.mapWith((value: string | Date) => new Date(value));
  return db
    .select({ appointment: appointments, completedAt })
    .from(appointments)
    .innerJoin(
      appointmentEvents,
      and(
        eq(appointmentEvents.appointmentId, appointments.id),
        eq(appointmentEvents.action, "status"),
        eq(appointmentEvents.toValue, "completed"),
      ),
    )
    .leftJoin(reviewRequests, eq(reviewRequests.emailKey, appointments.emailKey))
    .where(
      and(
        eq(appointments.status, "completed"),
        isNull(appointments.spamReason),
        gte(appointmentEvents.createdAt, since),
        sql`(${reviewRequests.emailKey} is null or (${reviewRequests.optedOutAt} is null and (${reviewRequests.requestedAt} is null or ${reviewRequests.requestedAt} < ${askedBefore.toISOString()}::timestamptz)))`,
      ),
    )
    .groupBy(appointments.id);
}

/** True when an opt-out token's hash belongs to a review request. */
export async function isOptOutTokenHash(db: Database, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ emailKey: reviewRequests.emailKey })
    .from(reviewRequests)
    .where(eq(reviewRequests.optOutTokenHash, tokenHash));
  return Boolean(row);
}

/** Records that the person of the token's hash wants no more review requests (the first time stands); false for an unknown token. */
export async function recordOptOut(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(reviewRequests)
    .set({ optedOutAt: sql`coalesce(${reviewRequests.optedOutAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(reviewRequests.optOutTokenHash, tokenHash))
    .returning({ emailKey: reviewRequests.emailKey });
  return rows.length > 0;
}

/** The dashboard's figures: requests (emails of `emailKind`) sent in the last 30 and 90 days before `now`, and how many people opted out. */
export async function countReviewRequestFigures(
  db: Database,
  now: Date,
  emailKind: string,
): Promise<{ sent30: number; sent90: number; optedOut: number }> {
  const since = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const sentSince = (days: number) => sql<number>`(count(*) filter (where ${emailOutbox.sentAt} >= ${since(days)}::timestamptz))::int`;
  const [row] = await db
    .select({
      sent30: sentSince(30),
      sent90: sentSince(90),
      optedOut: sql<number>`(select count(*) from ${reviewRequests} where ${reviewRequests.optedOutAt} is not null)::int`,
    })
    .from(emailOutbox)
    .where(sql`${emailOutbox.kind} = ${emailKind} and ${emailOutbox.status} = 'sent'`);
  return { sent30: Number(row?.sent30 ?? 0), sent90: Number(row?.sent90 ?? 0), optedOut: Number(row?.optedOut ?? 0) };
}
