/**
 * The email outbox: every message is stored before it is sent, sent once right away,
 * and retried later when that failed. With no provider (transport "none", a deployed site
 * not yet set up) messages wait as "pending", untried, and the retry job sends them once a
 * provider is set, if they are at most `maxAgeDays` old. Delivery never throws, because whatever the email
 * belongs to (a booking, a lead) is already stored and must stand.
 *
 * A retry comes minutes or days after the message was written, so before sending each retried
 * row it asks whether the row is still due, by the rule notify hands it (`EmailRules`, decided in
 * src/server/notify/due.ts for emails and texts alike): one that is not (a reminder of an invoice
 * paid since, of a visit cancelled since) is dropped as "skipped", the reason kept on the row.
 *
 * Bodies do not stay: a customer's email holds their working manage link, so `purgeBodies`
 * empties the text, HTML, invitation and attachments of every message a day after it was sent (or given
 * up), keeping who it went to, its subject, status and times for the admin.
 *
 * The statements are the floor's (src/server/db/emails/outbox.ts); this module decides when each runs.
 */
import type { Database } from "@/server/db/client";
import type { EmailMessage } from "@/server/db/schema";
import { attachmentsOf, type OutgoingEmail } from "@/server/db/emails/messages";
import {
  claimDueEmails,
  countWaitingEmails,
  insertEmails,
  purgeEmailBodies,
  recordEmailAttempt,
  skipEmail,
  type WaitingRows,
} from "@/server/db/emails/outbox";
import { NO_PROVIDER_HINT, type MailTransport } from "./transport";
import { describeError } from "@/server/log-safe";

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

/** Which stored messages still count as worth sending. */
export interface WaitingLimits {
  /** Rows tried this many times are left alone (they stay "failed" for an admin to see). */
  maxAttempts?: number;
  /** Rows older than this many days are not sent any more: a week-old confirmation would only confuse. */
  maxAgeDays?: number;
}

/** What notify tells the channel of the emails it retries (the channel decides nothing about what they tell of). */
export interface EmailRules {
  /** Why `row` is no longer worth sending at `now` (the row keeps it), or null while it is due. */
  noLongerDue(row: EmailMessage, now: Date): Promise<string | null>;
}

export interface RetryOptions extends WaitingLimits {
  /** The current instant; backoff, age and timestamps are measured from it. */
  now: Date;
  /** Most rows tried in one run. */
  limit?: number;
  /** Whether each row is still due (notify's). */
  rules: EmailRules;
}

/** Hours a message keeps its body after it was sent or given up: long enough to look into a complaint the same day. */
export const BODY_RETENTION_HOURS = 24;

export interface PurgeOptions extends WaitingLimits {
  /** The current instant; the retention is counted back from it. */
  now: Date;
  /** Default `BODY_RETENTION_HOURS`. */
  retentionHours?: number;
}

/** Default of `WaitingLimits.maxAttempts`. */
export const MAX_ATTEMPTS = 5;
/** Default of `WaitingLimits.maxAgeDays`. */
export const MAX_AGE_DAYS = 7;

// Long enough for a database or SMTP error message, short enough for an admin table.
const MAX_ERROR_LENGTH = 1_000;

/**
 * Stores the messages as pending rows and returns them, ready for `deliver`.
 * `kind` says what they are about (e.g. "appointment-confirmation"); `relatedId` is the
 * appointment or lead they belong to. `now` sets their timestamps (default: the database's clock).
 */
export async function enqueue(
  db: Database,
  kind: string,
  relatedId: string | null,
  messages: readonly OutgoingEmail[],
  now?: Date,
): Promise<EmailMessage[]> {
  return insertEmails(db, kind, relatedId, messages, now);
}

/**
 * Sends each row, one after another, and records the outcome: "sent" with sentAt, or
 * "failed" with the error's message. Both count an attempt. With `rules` (a retry), a row no
 * longer due is dropped as "skipped" instead, unsent and uncounted. Never throws; a failure is
 * logged with the row's id, not the recipient.
 */
export async function deliver(
  db: Database,
  transport: MailTransport,
  rows: readonly EmailMessage[],
  now: Date,
  rules?: EmailRules,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  if (transport.kind === "none") {
    if (rows.length) console.error(`${rows.length} email(s) stored, waiting in the outbox: ${NO_PROVIDER_HINT}`);
    return report;
  }
  for (const row of rows) {
    const outcome = await deliverOne(db, transport, row, now, rules);
    if (outcome === "sent") report.sent++;
    else if (outcome === "failed") report.failed++;
  }
  return report;
}

/**
 * Sends again the pending and failed rows that are due: at most `maxAgeDays` old, tried
 * fewer than `maxAttempts` times, and last touched at least attempts² minutes ago (at least one minute, so a row
 * the request that stored it is still sending is not sent twice), each only while `rules` say
 * it is still due. Rows are claimed in one statement, so two runs at once never pick the same
 * row. Throws only when the database cannot be queried.
 */
export async function retryUnsent(
  db: Database,
  transport: MailTransport,
  { now, maxAttempts = MAX_ATTEMPTS, maxAgeDays = MAX_AGE_DAYS, limit = 20, rules }: RetryOptions,
): Promise<RetryReport> {
  if (transport.kind === "none") return { attempted: 0, sent: 0, failed: 0 };
  const rows = await claimDueEmails(db, now, { maxAttempts, maxAgeDays }, limit);
  const report = await deliver(db, transport, rows, now, rules);
  return { attempted: rows.length, ...report };
}

/** Minutes after which a message still unsent is overdue: the retry job runs every few minutes, so one that waits this long is stuck. */
export const OVERDUE_AFTER_MINUTES = 15;

/** How many messages still worth sending were stored at least OVERDUE_AFTER_MINUTES before `now`: a stuck outbox, for health and the dashboard. */
export async function countOverdue(db: Database, now: Date, limits: WaitingLimits = {}): Promise<number> {
  const late = new Date(now.getTime() - OVERDUE_AFTER_MINUTES * 60_000);
  return countWaitingEmails(db, now, withDefaults(limits), late);
}

/** How many messages wait to be sent (pending or failed, within `limits`); a health figure. */
export async function countWaiting(db: Database, now: Date, limits: WaitingLimits = {}): Promise<number> {
  return countWaitingEmails(db, now, withDefaults(limits));
}

/**
 * Empties the body (text, HTML, .ics) of every message that no longer needs one: sent at
 * least `retentionHours` ago, or never sent, no longer worth sending (see `WaitingLimits`)
 * and untouched that long. Its manage link, valid as long as the visit, then lives only in
 * the customer's mailbox, so a copy of the database holds no working link. Recipient,
 * subject, kind, status, attempts and times stay for the admin. One statement; resolves to
 * how many rows were emptied.
 */
export async function purgeBodies(db: Database, { now, retentionHours = BODY_RETENTION_HOURS, ...limits }: PurgeOptions): Promise<number> {
  return purgeEmailBodies(db, now, new Date(now.getTime() - retentionHours * 3_600_000), withDefaults(limits));
}

/** The limits with their defaults filled in. */
function withDefaults({ maxAttempts = MAX_ATTEMPTS, maxAgeDays = MAX_AGE_DAYS }: WaitingLimits): WaitingRows {
  return { maxAttempts, maxAgeDays };
}

/** The row as the message it stores. */
export function messageOf(row: EmailMessage): OutgoingEmail {
  const attachments = attachmentsOf(row.attachments);
  return {
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html ?? "",
    ...(row.ics && { ics: row.ics }),
    ...(attachments.length > 0 && { attachments }),
    ...(row.replyTo && { replyTo: row.replyTo }),
  };
}

async function deliverOne(
  db: Database,
  transport: MailTransport,
  row: EmailMessage,
  now: Date,
  rules?: EmailRules,
): Promise<"sent" | "failed" | "skipped"> {
  if (rules) {
    try {
      const gone = await rules.noLongerDue(row, now);
      if (gone) {
        await skipEmail(db, row.id, gone, now);
        return "skipped";
      }
    } catch (error) {
      // Unknown whether it is still due: it waits for the next run (its claim set the backoff).
      console.error(
        `Email ${row.id} (${row.kind}): could not tell whether it is still due; the next run tries again: ${describeError(error)}`,
      );
      return "failed";
    }
  }
  let failure: string | undefined;
  try {
    // Keyed by row and attempt: a send that went out but was not recorded is not sent twice.
    await transport.send(messageOf(row), { idempotencyKey: `wdnm-email-${row.id}-${row.attempts}` });
  } catch (error) {
    // The row keeps the whole message (it holds the recipient anyway); the log only what names no one.
    failure = errorMessage(error);
    console.warn(`Email ${row.id} (${row.kind}) not sent: ${describeError(error)}`);
  }
  try {
    await recordEmailAttempt(
      db,
      row.id,
      failure === undefined ? { status: "sent", sentAt: now } : { status: "failed", lastError: failure },
      now,
    );
  } catch (error) {
    // Sent but not recorded: a retry may send it again, which beats losing it.
    console.error(
      `Email ${row.id} (${row.kind}): could not record "${failure === undefined ? "sent" : "failed"}": ${describeError(error)}`,
    );
  }
  return failure === undefined ? "sent" : "failed";
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}
