/**
 * The SMS outbox, shaped like the email outbox (src/server/email/outbox.ts): every text is
 * stored before it is sent, sent once right away, and retried later when that failed. The
 * channel's rules are judged at the moment of sending, so they hold whatever wrote the row (a
 * booking, the reminder claim, an admin) and however late a retry comes:
 * - an automated text never goes in the quiet hours: it waits for their end;
 * - a text no longer due is dropped: whether it still is (its visit cancelled, moved or started,
 *   an "On my way" too late to mean anything) is decided by notify (src/server/notify/due.ts),
 *   which hands the rule in with `TextDelivery.rules`, as it says which kinds are automated;
 * - a number that sent STOP gets nothing more (but the one confirmation of its STOP);
 * - a number whose owner never engaged gets automated texts about one booking or lead only (./unasked.ts);
 * - the whole site sends at most its ceilings of automated texts (src/core/site-ceilings.ts): past
 *   the hourly one a text waits for the next hour, past the daily one it is skipped;
 * - no number gets more than `perDayMax` texts a Phoenix day.
 * A row with `notBefore` (quiet hours) waits until then. Nothing here throws on a failed send.
 * The statements are the floor's (src/server/db/sms/messages.ts).
 */
import { phoenixDayWindow } from "@/core/limits";
import { phoenixClock } from "@/core/phoenix-time";
import { ceilingWindow, countOf } from "@/core/site-ceilings";
import { endSentence, formatClock } from "@/i18n/dates";
import { isQuietTime, nextSendableAt, type QuietHours } from "@/core/server/quiet-hours";
import type { Database } from "@/server/db/client";
import { giveBackHit, takeHit } from "@/server/db/limits/rate-limits";
import { ceilingInForce, giveBackSitePlace, takeSitePlace } from "@/server/db/limits/site-ceilings";
import type { SmsMessage } from "@/server/db/schema";
import {
  claimDueTexts,
  countGivenUpTextsSince,
  countOverdueTexts,
  deferText,
  insertTexts,
  recordTextAttempt,
  skipText,
  type NewText,
} from "@/server/db/sms/messages";
import { isOptedOut } from "@/server/db/sms/numbers";
import { describeError } from "@/server/log-safe";
import { OPT_OUT_CONFIRMATION_KIND } from "./opt-out";
import type { SmsTransport } from "./transport";
import { mayTextUnasked, UNASKED_REASON } from "./unasked";

/** A text to store: what, to whom, about which visit or lead, and not before when. */
export type { NewText } from "@/server/db/sms/messages";

/**
 * What the channel is told of the texts it sends, by notify, which decides both: which kinds are
 * automated (no person pressed send), and whether a stored text is still due.
 */
export interface TextRules {
  /** True for a kind no person sends by hand: it waits out the quiet hours, and the site's ceilings and the unasked rule hold it. */
  isAutomated(kind: string): boolean;
  /** Why `row` is no longer worth sending at `now` (the row keeps it), or null while it is due. */
  noLongerDue(row: SmsMessage, now: Date): Promise<string | null>;
}

/** How texts are sent now. */
export interface TextDelivery {
  now: Date;
  /** Most texts one number gets per Phoenix day (SMS_PER_NUMBER_PER_DAY). */
  perDayMax: number;
  /** Where Twilio reports delivery, built from the site's origin. */
  statusCallback?: string;
  /** The quiet hours in force (the admin's text settings): automated texts wait them out. */
  quietHours: QuietHours;
  /** Which kinds are automated, and whether a text is still due (notify's). */
  rules: TextRules;
}

/** Default retry limits, as for emails; a text older than two days would only confuse. */
export const MAX_TEXT_ATTEMPTS = 5;
export const MAX_TEXT_AGE_DAYS = 2;
const RETRY_LIMITS = { maxAttempts: MAX_TEXT_ATTEMPTS, maxAgeDays: MAX_TEXT_AGE_DAYS };

const RATE_SCOPE = "sms-number";
/** A text due this long ago and not sent is overdue: the retry job runs every 10 minutes. */
const OVERDUE_AFTER_MINUTES = 15;
const MAX_ERROR_LENGTH = 1_000;

/** Stores the texts as pending outbound rows and returns them. */
export async function queueTexts(db: Database, texts: readonly NewText[], now: Date): Promise<SmsMessage[]> {
  return insertTexts(db, texts, now);
}

/** What became of one text: handed to Twilio, refused by it (retried later), dropped for a reason, or held past the quiet hours. */
export type TextOutcome = "sent" | "failed" | "skipped" | "deferred";

/** Sends each row that is due now, one after another, and records the outcome. Never throws. */
export async function deliverTexts(
  db: Database,
  transport: SmsTransport,
  rows: readonly SmsMessage[],
  delivery: TextDelivery,
): Promise<{ sent: number; failed: number }> {
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
  const rows = await claimDueTexts(db, delivery.now, RETRY_LIMITS, delivery.limit ?? 20);
  return { attempted: rows.length, ...(await deliverTexts(db, transport, rows, delivery)) };
}

/**
 * How many texts are overdue: refused by Twilio and still being retried, or due for more than
 * a retry run's interval and not sent. A text held for the quiet hours is not overdue (it is
 * on time at 8 AM), so the health check stays quiet at night; a health figure.
 */
export async function countWaitingTexts(db: Database, now: Date): Promise<number> {
  return countOverdueTexts(db, now, RETRY_LIMITS, new Date(now.getTime() - OVERDUE_AFTER_MINUTES * 60_000));
}

/** How many texts were given up in the last week: refused `MAX_TEXT_ATTEMPTS` times, or too old to send; a health figure. */
export async function countGivenUpTexts(db: Database, now: Date): Promise<number> {
  return countGivenUpTextsSince(db, now, RETRY_LIMITS, new Date(now.getTime() - 7 * 86_400_000));
}

async function deliverOne(
  db: Database,
  transport: SmsTransport,
  row: SmsMessage,
  { now, perDayMax, statusCallback, quietHours, rules }: TextDelivery,
): Promise<TextOutcome> {
  const automated = rules.isAutomated(row.kind);
  if (automated && isQuietTime(now, quietHours)) return defer(db, row, nextSendableAt(now, quietHours), now);
  const gone = await rules.noLongerDue(row, now);
  if (gone) return skip(db, row, gone, now);
  // The confirmation of a STOP goes to the opted-out number, and does not count against its day.
  const optOutConfirmation = row.kind === OPT_OUT_CONFIRMATION_KIND;
  if (!optOutConfirmation && (await isOptedOut(db, row.phone))) return skip(db, row, "The number opted out (STOP).", now);
  const heldBack = automated ? await holdBackAutomated(db, row, now) : null;
  if (heldBack) return heldBack;
  const day = phoenixDayWindow(now).start;
  if (!optOutConfirmation && (await takeHit(db, RATE_SCOPE, row.phone, day, perDayMax)) === null) {
    if (automated) await giveBackSiteTextPlaces(db, now);
    return skip(db, row, `Daily limit of ${perDayMax} texts to this number reached.`, now);
  }
  let result: Awaited<ReturnType<SmsTransport["send"]>>;
  try {
    result = await transport.send({ to: row.phone, body: row.body, statusCallback });
  } catch (error) {
    // Not sent, so it counts neither against the number's day nor against the site's ceilings.
    if (!optOutConfirmation) await giveBackHit(db, RATE_SCOPE, row.phone, day);
    if (automated) await giveBackSiteTextPlaces(db, now);
    console.warn(`Text ${row.id} (${row.kind}) not sent: ${describeError(error)}`);
    await record(db, row, { status: "failed", lastError: errorMessage(error) }, now);
    return "failed";
  }
  // Sent: a failure to record it is thrown to deliverTexts, which logs it (a retry may then send it again, which beats losing it).
  await record(db, row, { status: "sent", sentAt: now, providerSid: result.sid, deliveryStatus: result.status, lastError: null }, now);
  return "sent";
}

/**
 * The rules only automated texts obey: the number's owner engaged (or this is about the one
 * booking or request its texts are bound to), and the site is under its ceilings of automated
 * texts (a place under each is taken). Answers the outcome of a text held back, or null when it
 * may go on.
 */
async function holdBackAutomated(db: Database, row: SmsMessage, now: Date): Promise<TextOutcome | null> {
  if (!(await mayTextUnasked(db, row))) return skip(db, row, UNASKED_REASON, now);
  const full = await takeSiteTextPlaces(db, now);
  if (!full) return null;
  if (full.key === "textsPerDay")
    return skip(
      db,
      row,
      `Not sent: the site reached its limit of ${countOf(full.key, full.ceiling)} today (Site-wide limits, in the calendar settings).`,
      now,
    );
  const until = ceilingWindow(full.key, now).end;
  return defer(
    db,
    row,
    until,
    now,
    `Waiting: the site reached its limit of ${countOf(full.key, full.ceiling)} this hour; it goes after ${endSentence(formatClock(phoenixClock(until), "en"))}`,
  );
}

/**
 * Places under the site's daily and hourly ceilings of automated texts, taken together (the day
 * first), or the one that is full (nothing taken then). The first text past a ceiling records
 * it; the admins are told by the notice that wrote the text or by the next retry run
 * (src/server/notify/ceilings.ts): a channel tells nobody anything itself.
 */
async function takeSiteTextPlaces(db: Database, now: Date): Promise<{ key: "textsPerHour" | "textsPerDay"; ceiling: number } | null> {
  const perDay = await ceilingInForce(db, "textsPerDay", now);
  if (!(await takeSitePlace(db, "textsPerDay", perDay, now)).taken) return { key: "textsPerDay", ceiling: perDay };
  const perHour = await ceilingInForce(db, "textsPerHour", now);
  if ((await takeSitePlace(db, "textsPerHour", perHour, now)).taken) return null;
  await giveBackSitePlace(db, "textsPerDay", now);
  return { key: "textsPerHour", ceiling: perHour };
}

async function giveBackSiteTextPlaces(db: Database, now: Date): Promise<void> {
  await giveBackSitePlace(db, "textsPerDay", now);
  await giveBackSitePlace(db, "textsPerHour", now);
}

/** Holds the row until `until` (the end of the quiet hours, or of an hour past the site's ceiling); the retry job sends it then (see claimDueTexts). */
async function defer(db: Database, row: SmsMessage, until: Date, now: Date, note: string | null = null): Promise<"deferred"> {
  await deferText(db, row.id, until, now, note);
  return "deferred";
}

async function skip(db: Database, row: SmsMessage, reason: string, now: Date): Promise<"skipped"> {
  await skipText(db, row.id, reason, now);
  return "skipped";
}

async function record(db: Database, row: SmsMessage, outcome: Partial<SmsMessage>, now: Date): Promise<void> {
  await recordTextAttempt(db, row.id, outcome, now);
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}
