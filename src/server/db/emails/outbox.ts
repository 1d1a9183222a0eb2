/**
 * The email outbox's statements (table email_outbox): storing messages, recording each attempt,
 * claiming the due ones for a retry run, counting what waits, and emptying old bodies. The
 * channel (src/server/email/outbox.ts) decides when to call them; each is one statement, so it
 * is correct on Neon's HTTP driver as well.
 */
import { and, asc, count, eq, gt, inArray, isNotNull, lte, ne, not, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { pastBackoff, stillRetried, type RetryLimits } from "../outbox-rows";
import { emailOutbox, type EmailMessage } from "../schema";
import type { OutgoingEmail } from "./messages";

/** Which stored messages still count as worth sending (the channel's retry limits). */
export type WaitingRows = RetryLimits;

/** Stores the messages as pending rows about `relatedId` and returns them; `now` sets their timestamps (default: the database's clock). */
export async function insertEmails(
  db: Database,
  kind: string,
  relatedId: string | null,
  messages: readonly OutgoingEmail[],
  now?: Date,
): Promise<EmailMessage[]> {
  if (messages.length === 0) return [];
  const rows = messages.map((message) => ({
    kind,
    relatedId,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ics: message.ics ?? null,
    attachments: message.attachments ?? null,
    replyTo: message.replyTo ?? null,
    status: "pending",
    ...(now && { createdAt: now, updatedAt: now }),
  }));
  return db.insert(emailOutbox).values(rows).returning();
}

/** Records one attempt of the row: sent (with when), or failed (with the error), and counts it. */
export async function recordEmailAttempt(
  db: Database,
  id: number,
  outcome: { status: "sent"; sentAt: Date } | { status: "failed"; lastError: string },
  now: Date,
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ ...outcome, attempts: sql`${emailOutbox.attempts} + 1`, updatedAt: now })
    .where(eq(emailOutbox.id, id));
}

/** Drops the row for `reason` (notify's: what it tells of is no longer true): it will not be sent, and the row keeps why. */
export async function skipEmail(db: Database, id: number, reason: string, now: Date): Promise<void> {
  await db.update(emailOutbox).set({ status: "skipped", lastError: reason, updatedAt: now }).where(eq(emailOutbox.id, id));
}

/** True when an email of one of `kinds` about `relatedId` was stored after `email` (a later move's, say). */
export async function hasLaterEmail(
  db: Database,
  email: Pick<EmailMessage, "id" | "createdAt">,
  relatedId: string,
  kinds: readonly string[],
): Promise<boolean> {
  const [later] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.relatedId, relatedId),
        inArray(emailOutbox.kind, [...kinds]),
        ne(emailOutbox.id, email.id),
        gt(emailOutbox.createdAt, email.createdAt),
      ),
    )
    .limit(1);
  return Boolean(later);
}

/** The rows still worth sending: not sent, not given up, not too old. */
function waiting(now: Date, limits: WaitingRows): SQL {
  return stillRetried(emailOutbox, now, limits);
}

/**
 * Marks the rows that are due now (worth sending, and untouched for attempts² minutes, at least
 * one) as touched, in one statement, and returns at most `limit` of them, oldest first. Two
 * runs at once never pick the same row.
 */
export async function claimDueEmails(db: Database, now: Date, limits: WaitingRows, limit: number): Promise<EmailMessage[]> {
  // SKIP LOCKED lets a concurrent run pick other rows instead of waiting for these. The
  // conditions are repeated in the update itself: Postgres re-checks them on the latest
  // version of a row, so one another run has just claimed (updatedAt = now) is skipped.
  const due = and(waiting(now, limits), pastBackoff(emailOutbox, now));
  const picked = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(due)
    .orderBy(asc(emailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return (
    db
      .update(emailOutbox)
      .set({ updatedAt: now })
      // array(...) runs the pick once, as an init plan; a plain `in (...)` may be re-run
      // while rows are updated, and its LIMIT would then reach past the rows first picked.
      .where(and(due, sql`${emailOutbox.id} = any(array(${picked}))`))
      .returning()
  );
}

/** How many messages still worth sending were stored at or before `storedBy`. */
export async function countWaitingEmails(db: Database, now: Date, limits: WaitingRows, storedBy?: Date): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(emailOutbox)
    .where(and(waiting(now, limits), storedBy && lte(emailOutbox.createdAt, storedBy)));
  return row?.waiting ?? 0;
}

/**
 * Empties the body (text, HTML, .ics, attachments) of every message sent at or before `before`,
 * or never sent, no longer worth sending and untouched since `before`; answers how many.
 */
export async function purgeEmailBodies(db: Database, now: Date, before: Date, limits: WaitingRows): Promise<number> {
  const sentLongAgo = and(eq(emailOutbox.status, "sent"), lte(emailOutbox.sentAt, before));
  const givenUp = and(ne(emailOutbox.status, "sent"), not(waiting(now, limits)), lte(emailOutbox.updatedAt, before));
  const hasBody = or(ne(emailOutbox.text, ""), isNotNull(emailOutbox.html), isNotNull(emailOutbox.ics), isNotNull(emailOutbox.attachments));
  const purged = await db
    .update(emailOutbox)
    .set({ text: "", html: null, ics: null, attachments: null })
    .where(and(hasBody, or(sentLongAgo, givenUp)))
    .returning({ id: emailOutbox.id });
  return purged.length;
}
