/**
 * Writing a review request exactly once per person per 12 months. One statement upserts the
 * person's review_requests row, only where they never opted out and were last asked more
 * than a year ago, and puts the email in the outbox only when it did. Two overlapping runs,
 * or two completed visits of one person, race on the row's primary key: the loser finds the
 * fresh request and writes nothing. A failed send is retried by the outbox, never written again.
 */
import { inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { appointments, emailOutbox, reviewRequests, type EmailMessage } from "@/server/db/schema";
import { storeEmailsAbout, type QueuedEmail } from "@/server/db/emails";

export interface ReviewRequestClaim {
  appointmentId: string;
  /** SHA-256 of the opt-out token inside `email`. */
  optOutTokenHash: string;
  email: QueuedEmail;
  /** A person last asked before this may be asked again. */
  askedBefore: Date;
  now: Date;
}

/** Records the request and stores its email, or does nothing (asked within the year, opted out, no longer completed). */
export async function claimReviewRequest(db: Database, { appointmentId, optOutTokenHash, email, askedBefore, now }: ReviewRequestClaim): Promise<EmailMessage[]> {
  const at = now.toISOString();
  // Both drivers answer execute() with { rows }.
  const result = (await db.execute(sql`
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
    )
    ${storeEmailsAbout("claimed", [email], now)}
  `)) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((row) => Number(row.id));
  return ids.length ? db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids)) : [];
}
