/**
 * The admin's side of texts: a visit's or lead's thread with its consent, a free-text
 * message and "On my way" to a consenting customer (sent at once: an admin's own act, not an
 * automated text, so no quiet hours; it answers what that number sent us, in the inbox), and the
 * counts for the dashboard.
 */
import { business } from "@/config/business";
import { phoenixDayWindow } from "@/core/limits";
import { formatSlot } from "@/i18n/dates";
import { toLocale } from "@/i18n/locales";
import { smsCopy } from "@/i18n/sms";
import { phoenixDate, phoenixInstant, PHOENIX_UTC_OFFSET_MINUTES } from "@/core/phoenix-time";
import { health } from "@/schemas/routes/site";
import type { AdminText, AdminTextStats, AdminTextThread } from "@/schemas/sms-admin";
import type { Database } from "@/server/db/client";
import type { SmsMessage } from "@/server/db/schema";
import { answerTextsFrom } from "@/server/db/sms/inbox";
import { countSentTextsSince, listThread } from "@/server/db/sms/messages";
import type { ServerEnv } from "@/server/env";
import { BadGatewayError, ConflictError } from "@/server/http/errors";
import { smsConfigured } from "../sms/config";
import { TEXT_KINDS } from "../notify/kinds";
import { sendTexts } from "../notify/texts";
import { consentFor, isOptedOut, type ConsentSubject } from "../sms/consent";
import { countGivenUpTexts, countWaitingTexts } from "../sms/outbox";
import { smsBody } from "../sms/send";
import { createSmsTransport } from "../sms/transport";

/** The message of the 409 for a customer who did not consent, or opted out. */
export const NO_CONSENT = "This customer has not agreed to texts (or replied STOP), so they cannot be texted. Call or email them instead.";

/** One stored text as the admin screens show it. */
export function toAdminText(row: SmsMessage): AdminText {
  return {
    id: row.id,
    direction: row.direction as "inbound" | "outbound",
    kind: row.kind,
    body: row.body,
    status: row.status,
    deliveryStatus: row.deliveryStatus,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    sentBy: row.sentBy,
  };
}

/** The thread of `subject`: its consent, whether the number opted out, and every text, oldest first. */
export async function textThread(db: Database, env: ServerEnv, subject: ConsentSubject): Promise<AdminTextThread> {
  const consent = await consentFor(db, subject);
  const rows = await listThread(db, subject);
  return {
    configured: smsConfigured(env),
    consent: consent && {
      phone: consent.phone,
      consentedAt: consent.consentedAt.toISOString(),
      wordingVersion: consent.wordingVersion,
      locale: consent.locale,
    },
    optedOut: consent ? await isOptedOut(db, consent.phone) : false,
    messages: rows.map(toAdminText),
  };
}

/** Texts `body` (after the business name) to the customer of `subject`; 409 without consent or after STOP. */
export async function sendAdminText(db: Database, env: ServerEnv, subject: ConsentSubject, body: string, admin: string, now: Date) {
  return textConsenting(db, env, subject, TEXT_KINDS.admin, () => `${business.brand}: ${body}`, admin, now);
}

/** Texts "your estimator is on the way, arriving about {now + eta}" in the customer's language. */
export async function sendOnMyWay(db: Database, env: ServerEnv, appointmentId: string, etaMinutes: number, admin: string, now: Date) {
  return textConsenting(
    db,
    env,
    { appointmentId },
    TEXT_KINDS.onMyWay,
    (locale) => smsCopy[locale].onMyWay(business.brand, formatSlot(arrivalLabel(now, etaMinutes), locale)),
    admin,
    now,
  );
}

/** "10:40 AM": `now` plus `minutes`, Phoenix time, rounded to 5 minutes. */
export function arrivalLabel(now: Date, minutes: number): string {
  const at = new Date(Math.round((now.getTime() + minutes * 60_000) / 300_000) * 300_000);
  const wall = new Date(at.getTime() + PHOENIX_UTC_OFFSET_MINUTES * 60_000);
  const hour = wall.getUTCHours();
  return `${((hour + 11) % 12) + 1}:${String(wall.getUTCMinutes()).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * Texts the customer of `subject` now, as an admin's own act (no quiet hours), in their consent's
 * language; `jobId` names the job it is about. 409 without consent, after STOP or past the daily
 * cap; 502 when Twilio refused it (kept and retried).
 */
export async function textConsenting(
  db: Database,
  env: ServerEnv,
  subject: ConsentSubject,
  kind: string,
  write: (locale: "en" | "es") => string,
  admin: string,
  now: Date,
  jobId?: string,
) {
  const transport = createSmsTransport(env);
  const consent = await consentFor(db, subject);
  if (transport.kind === "none") throw new ConflictError(`Text messages are not configured (see ${health.path}).`);
  if (!consent || (await isOptedOut(db, consent.phone))) throw new ConflictError(NO_CONSENT);
  const locale = toLocale(consent.locale);
  const [row] = await sendTexts(
    db,
    env,
    transport,
    [{ kind, phone: consent.phone, body: smsBody(write(locale)), ...subject, jobId: jobId ?? null, sentBy: admin }],
    now,
  );
  // A text that goes out (now, or on a retry) answers what the number sent us; one the daily cap dropped does not.
  if (row!.status !== "skipped") await answerTextsFrom(db, consent.phone, now);
  // The admin hears what happened to it: sent, dropped (the daily cap), or refused and kept for a retry.
  if (row!.status === "skipped") throw new ConflictError(`Not sent: ${row!.lastError}`);
  if (row!.status === "failed")
    throw new BadGatewayError(
      `Twilio did not take the text (${row!.lastError}). It is kept and tried again in a few minutes; its state shows in the thread.`,
    );
  return row!;
}

/** Texts handed to Twilio today and this month (Phoenix time), and how many wait. */
export async function textStats(db: Database, env: ServerEnv, now: Date): Promise<AdminTextStats> {
  const sentSince = (since: Date) => countSentTextsSince(db, since);
  const monthStart = phoenixInstant(`${phoenixDate(now).slice(0, 7)}-01`, 0);
  return {
    configured: smsConfigured(env),
    today: await sentSince(phoenixDayWindow(now).start),
    month: await sentSince(monthStart),
    waiting: await countWaitingTexts(db, now),
    givenUp: await countGivenUpTexts(db, now),
  };
}
