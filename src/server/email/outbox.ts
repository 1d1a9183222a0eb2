/**
 * The email outbox: every message is stored before it is sent, sent once right away,
 * and retried later when that failed. Delivery never throws, because whatever the email
 * belongs to (a booking, a lead) is already stored and must stand.
 *
 * Each query is a single statement, so it is correct on Neon's HTTP driver as well.
 */
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { emailOutbox, type EmailMessage } from "@/server/db/schema";
import type { OutgoingEmail } from "./message";
import type { MailTransport } from "./transport";

/** How many sends succeeded and failed. */
export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** What one retry run did. */
export interface RetryReport extends DeliveryReport {
  /** Rows that were due and tried. */
  attempted: number;
}

export interface RetryOptions {
  /** The current instant; backoff and timestamps are measured from it. */
  now: Date;
  /** Rows tried this many times are left alone (they stay "failed" for an admin to see). */
  maxAttempts?: number;
  /** Most rows tried in one run. */
  limit?: number;
}

// Long enough for a database or SMTP error message, short enough for an admin table.
const MAX_ERROR_LENGTH = 1_000;

/**
 * Stores the messages as pending rows and returns them, ready for `deliver`.
 * `kind` says what they are about (e.g. "appointment-confirmation"); `relatedId` is the
 * appointment or lead they belong to. `now` sets their timestamps (default: the database's clock).
 */
export async function enqueue(db: Database, kind: string, relatedId: string | null, messages: readonly OutgoingEmail[], now?: Date): Promise<EmailMessage[]> {
  if (messages.length === 0) return [];
  const rows = messages.map((message) => ({
    kind,
    relatedId,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ics: message.ics ?? null,
    status: "pending",
    ...(now && { createdAt: now, updatedAt: now }),
  }));
  return db.insert(emailOutbox).values(rows).returning();
}

/**
 * Sends each row, one after another, and records the outcome: "sent" with sentAt, or
 * "failed" with the error's message. Both count an attempt. Never throws; a failure is
 * logged with the row's id, not the recipient.
 */
export async function deliver(db: Database, transport: MailTransport, rows: readonly EmailMessage[], now: Date): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const row of rows) {
    if (await deliverOne(db, transport, row, now)) report.sent++;
    else report.failed++;
  }
  return report;
}

/**
 * Sends again the pending and failed rows that are due: tried fewer than `maxAttempts`
 * times, and last touched at least attempts² minutes ago (at least one minute, so a row
 * the request that stored it is still sending is not sent twice). Rows are claimed in
 * one statement, so two runs at once never pick the same row. Throws only when the
 * database cannot be queried.
 */
export async function retryUnsent(db: Database, transport: MailTransport, { now, maxAttempts = 5, limit = 20 }: RetryOptions): Promise<RetryReport> {
  const rows = await claimDue(db, now, maxAttempts, limit);
  const report = await deliver(db, transport, rows, now);
  return { attempted: rows.length, ...report };
}

/** The row as the message it stores. */
export function messageOf(row: EmailMessage): OutgoingEmail {
  return { to: row.to, subject: row.subject, text: row.text, html: row.html ?? "", ...(row.ics && { ics: row.ics }) };
}

async function deliverOne(db: Database, transport: MailTransport, row: EmailMessage, now: Date): Promise<boolean> {
  let failure: string | undefined;
  try {
    await transport.send(messageOf(row));
  } catch (error) {
    failure = errorMessage(error);
    console.warn(`Email ${row.id} (${row.kind}) not sent: ${failure}`);
  }
  const outcome = failure === undefined ? { status: "sent", sentAt: now } : { status: "failed", lastError: failure };
  try {
    await db
      .update(emailOutbox)
      .set({ ...outcome, attempts: sql`${emailOutbox.attempts} + 1`, updatedAt: now })
      .where(eq(emailOutbox.id, row.id));
  } catch (error) {
    // Sent but not recorded: a retry may send it again, which beats losing it.
    console.error(`Email ${row.id} (${row.kind}): could not record "${outcome.status}": ${errorMessage(error)}`);
  }
  return failure === undefined;
}

/** Marks the due rows as touched now, in one statement, and returns them. */
async function claimDue(db: Database, now: Date, maxAttempts: number, limit: number): Promise<EmailMessage[]> {
  const backoffMinutes = sql`greatest(${emailOutbox.attempts}, 1) * greatest(${emailOutbox.attempts}, 1)`;
  // SKIP LOCKED lets a concurrent run pick other rows instead of waiting for these. The
  // conditions are repeated in the update itself: Postgres re-checks them on the latest
  // version of a row, so one another run has just claimed (updatedAt = now) is skipped.
  const due = and(
    inArray(emailOutbox.status, ["pending", "failed"]),
    lt(emailOutbox.attempts, maxAttempts),
    sql`${emailOutbox.updatedAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => ${backoffMinutes})`,
  );
  const picked = db.select({ id: emailOutbox.id }).from(emailOutbox).where(due).orderBy(asc(emailOutbox.id)).limit(limit).for("update", { skipLocked: true });
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

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}
