/**
 * Texts leave through notify: it hands the text channel (src/server/sms/) the rules it decides,
 * which kinds are automated (./kinds.ts) and whether a stored text is still due (./due.ts), with
 * the day's limits, the quiet hours of the admins' settings and Twilio's status callback. Every
 * send, first or retried, goes through here, so those rules hold whoever wrote the text.
 */
import type { SmsSettings } from "@/schemas/sms-settings";
import type { Database } from "@/server/db/client";
import type { SmsMessage } from "@/server/db/schema";
import { textsByIds } from "@/server/db/sms/messages";
import type { ServerEnv } from "@/server/env";
import {
  deliverTexts as deliverThroughChannel,
  queueTexts,
  retryTexts as retryThroughChannel,
  type NewText,
  type TextDelivery,
  type TextRules,
} from "@/server/sms/outbox";
import { loadTextSettings, statusCallbackUrl } from "@/server/sms/send";
import type { SmsTransport } from "@/server/sms/transport";
import { textNoLongerDue } from "./due";
import { isAutomated } from "./kinds";

/** How texts are sent now, without the rules (they are notify's): the daily cap, the quiet hours, the status callback. */
export type TextSending = Omit<TextDelivery, "rules">;

/** The rules notify decides for the texts of `db`. */
export function textRules(db: Database): TextRules {
  return { isAutomated, noLongerDue: (row, now) => textNoLongerDue(db, row, now) };
}

/** How texts go out now: the daily cap and the status callback from the environment, the quiet hours from the text settings. */
export async function textDelivery(db: Database, env: ServerEnv, now: Date, settings?: SmsSettings): Promise<TextSending> {
  const { quietStartHour, quietEndHour } = settings ?? (await loadTextSettings(db, env));
  return {
    now,
    perDayMax: env.SMS_PER_NUMBER_PER_DAY,
    statusCallback: statusCallbackUrl(env),
    quietHours: { startHour: quietStartHour, endHour: quietEndHour },
  };
}

/** Sends each stored row that is due now, by the channel's rules and notify's. Never throws. */
export function deliverTexts(
  db: Database,
  transport: SmsTransport,
  rows: readonly SmsMessage[],
  sending: TextSending,
): Promise<{ sent: number; failed: number }> {
  return deliverThroughChannel(db, transport, rows, { ...sending, rules: textRules(db) });
}

/** Sends again the due pending and failed texts (the retry job's part for texts). */
export function retryTexts(db: Database, transport: SmsTransport, sending: TextSending & { limit?: number }) {
  return retryThroughChannel(db, transport, { ...sending, rules: textRules(db) });
}

/** Stores the texts, sends the due ones once now, and returns the rows as that left them (sent, failed, skipped or held). */
export async function sendTexts(
  db: Database,
  env: ServerEnv,
  transport: SmsTransport,
  texts: readonly NewText[],
  now: Date,
  settings?: SmsSettings,
): Promise<SmsMessage[]> {
  const rows = await queueTexts(db, texts, now);
  if (rows.length === 0) return rows;
  await deliverTexts(db, transport, rows, await textDelivery(db, env, now, settings));
  return textsByIds(
    db,
    rows.map((row) => row.id),
  );
}
