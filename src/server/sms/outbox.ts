/**
 * The SMS outbox, shaped like the email outbox (src/server/email/outbox.ts): every text is
 * stored before it is sent, sent once right away, and retried later when that failed. Two
 * rules are judged at the moment of sending, so they hold whatever wrote the row (a booking,
 * the reminder claim, an admin): a number that sent STOP gets nothing more (but the one
 * confirmation of its STOP), and no number gets more than `perDayMax` texts a Phoenix day.
 * A row with `notBefore` (quiet hours) waits until then. Nothing here throws on a failed send.
 */
import { and, asc, count, eq, gte, inArray, lt, lte, or, isNull, sql } from "drizzle-orm";
import { phoenixDayWindow } from "@/core/limits";
import type { Database } from "@/server/db/client";
import { giveBackHit, takeHit } from "@/server/db/rate-limits";
import { smsMessages, smsNumbers, type SmsMessage } from "@/server/db/schema";
import { describeError } from "@/server/log-safe";
import type { SmsTransport } from "./transport";

/** A text to store: what, to whom, about which visit or lead, and not before when. */
export interface NewText {
  kind: string;
  phone: string;
  body: string;
  appointmentId?: string | null;
  leadId?: string | null;
  /** Quiet hours: not sent before this instant. */
  notBefore?: Date | null;
  /** The admin who wrote it, for admin texts. */
  sentBy?: string | null;
}

/** How texts are sent now. */
export interface TextDelivery {
  now: Date;
  /** Most texts one number gets per Phoenix day (SMS_PER_NUMBER_PER_DAY). */
  perDayMax: number;
  /** Where Twilio reports delivery, built from the site's origin. */
  statusCallback?: string;
}

/** The one kind that goes to an opted-out number: the confirmation of its STOP. */
export const OPT_OUT_CONFIRMATION_KIND = "opt-out-confirmation";

/** Default retry limits, as for emails; a text older than two days would only confuse. */
export const MAX_TEXT_ATTEMPTS = 5;
export const MAX_TEXT_AGE_DAYS = 2;

const RATE_SCOPE = "sms-number";
const MAX_ERROR_LENGTH = 1_000;

/** Stores the texts as pending outbound rows and returns them. */
export async function queueTexts(db: Database, texts: readonly NewText[], now: Date): Promise<SmsMessage[]> {
  if (texts.length === 0) return [];
  const rows = texts.map((text) => ({
    direction: "outbound",
    kind: text.kind,
    phone: text.phone,
    body: text.body,
    appointmentId: text.appointmentId ?? null,
    leadId: text.leadId ?? null,
    notBefore: text.notBefore ?? null,
    sentBy: text.sentBy ?? null,
    status: "pending",
    createdAt: now,
    updatedAt: now,
  }));
  return db.insert(smsMessages).values(rows).returning();
}

/** Sends each row that is due now, one after another, and records the outcome. Never throws. */
export async function deliverTexts(db: Database, transport: SmsTransport, rows: readonly SmsMessage[], delivery: TextDelivery): Promise<{ sent: number; failed: number }> {
  const report = { sent: 0, failed: 0 };
  if (transport.kind === "none") return report;
  for (const row of rows) {
    if (row.notBefore && row.notBefore > delivery.now) continue;
    const outcome = await deliverOne(db, transport, row, delivery).catch((error) => {
      console.error(`Text ${row.id} (${row.kind}) could not be recorded: ${describeError(error)}`);
      return "failed" as const;
    });
    if (outcome === "sent") report.sent++;
    else if (outcome === "failed") report.failed++;
  }
  return report;
}

/**
 * Sends again the due pending and failed rows: not sent, tried fewer than `MAX_TEXT_ATTEMPTS`
 * times, at most `MAX_TEXT_AGE_DAYS` old, past their `notBefore`, and untouched for
 * attempts² minutes (at least one). Claimed in one statement, so two runs never pick one row.
 */
export async function retryTexts(db: Database, transport: SmsTransport, delivery: TextDelivery & { limit?: number }) {
  if (transport.kind === "none") return { attempted: 0, sent: 0, failed: 0 };
  const rows = await claimDueTexts(db, delivery.now, delivery.limit ?? 20);
  return { attempted: rows.length, ...(await deliverTexts(db, transport, rows, delivery)) };
}

/** How many texts wait to be sent (within the retry limits); a health figure. */
export async function countWaitingTexts(db: Database, now: Date): Promise<number> {
  const [row] = await db.select({ waiting: count() }).from(smsMessages).where(waiting(now));
  return row?.waiting ?? 0;
}

/** True when the number sent STOP (and not START since). */
export async function isOptedOut(db: Database, phone: string): Promise<boolean> {
  const [row] = await db.select({ optedOut: smsNumbers.optedOut }).from(smsNumbers).where(eq(smsNumbers.phone, phone));
  return row?.optedOut ?? false;
}

async function deliverOne(db: Database, transport: SmsTransport, row: SmsMessage, { now, perDayMax, statusCallback }: TextDelivery): Promise<"sent" | "failed" | "skipped"> {
  if (row.kind !== OPT_OUT_CONFIRMATION_KIND && (await isOptedOut(db, row.phone))) return skip(db, row, "The number opted out (STOP).", now);
  const day = phoenixDayWindow(now).start;
  if ((await takeHit(db, RATE_SCOPE, row.phone, day, perDayMax)) === null) return skip(db, row, `Daily limit of ${perDayMax} texts to this number reached.`, now);
  let result: Awaited<ReturnType<SmsTransport["send"]>>;
  try {
    result = await transport.send({ to: row.phone, body: row.body, statusCallback });
  } catch (error) {
    // Not sent, so it does not count against the number's day.
    await giveBackHit(db, RATE_SCOPE, row.phone, day);
    console.warn(`Text ${row.id} (${row.kind}) not sent: ${describeError(error)}`);
    await record(db, row, { status: "failed", lastError: errorMessage(error) }, now);
    return "failed";
  }
  // Sent: a failure to record it is thrown to deliverTexts, which logs it (a retry may then send it again, which beats losing it).
  await record(db, row, { status: "sent", sentAt: now, providerSid: result.sid, deliveryStatus: result.status, lastError: null }, now);
  return "sent";
}

async function skip(db: Database, row: SmsMessage, reason: string, now: Date): Promise<"skipped"> {
  await db.update(smsMessages).set({ status: "skipped", lastError: reason, updatedAt: now }).where(eq(smsMessages.id, row.id));
  return "skipped";
}

async function record(db: Database, row: SmsMessage, outcome: Partial<SmsMessage>, now: Date): Promise<void> {
  await db
    .update(smsMessages)
    .set({ ...outcome, attempts: sql`${smsMessages.attempts} + 1`, updatedAt: now })
    .where(eq(smsMessages.id, row.id));
}

/** Outbound rows still worth sending: not sent, not given up, not too old. */
function waiting(now: Date) {
  const oldest = new Date(now.getTime() - MAX_TEXT_AGE_DAYS * 86_400_000);
  return and(eq(smsMessages.direction, "outbound"), inArray(smsMessages.status, ["pending", "failed"]), lt(smsMessages.attempts, MAX_TEXT_ATTEMPTS), gte(smsMessages.createdAt, oldest))!;
}

/** Marks the due rows as touched now, in one statement, and returns them (see claimDue in the email outbox). */
async function claimDueTexts(db: Database, now: Date, limit: number): Promise<SmsMessage[]> {
  const backoffMinutes = sql`greatest(${smsMessages.attempts}, 1) * greatest(${smsMessages.attempts}, 1)`;
  const due = and(
    waiting(now),
    or(isNull(smsMessages.notBefore), lte(smsMessages.notBefore, now)),
    // A deferred row waited for its notBefore, not for a failure: it is due at once, once (the
    // claim sets updatedAt past notBefore, so a second run no longer sees it as waiting).
    or(
      and(eq(smsMessages.attempts, 0), sql`${smsMessages.updatedAt} < ${smsMessages.notBefore}`),
      sql`${smsMessages.updatedAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => ${backoffMinutes})`,
    ),
  );
  const picked = db.select({ id: smsMessages.id }).from(smsMessages).where(due).orderBy(asc(smsMessages.id)).limit(limit).for("update", { skipLocked: true });
  return db
    .update(smsMessages)
    .set({ updatedAt: now })
    .where(and(due, sql`${smsMessages.id} = any(array(${picked}))`))
    .returning();
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}
