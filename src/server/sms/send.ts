/**
 * Sending texts: how a text is written for the network (GSM-7), when an automated one may go
 * (the quiet hours of the text settings), and storing then sending a batch once. What a text
 * says and to whom is decided by the notification module (src/server/notify/); the rules
 * every text obeys when it leaves (opt-outs, the daily cap, staleness) are in ./outbox.ts.
 */
import { inArray } from "drizzle-orm";
import { foldToGsm7 } from "@/core/gsm7";
import { nextSendableAt } from "@/core/quiet-hours";
import { DEFAULT_SMS_SETTINGS, type SmsSettings } from "@/schemas/sms-settings";
import type { Database } from "@/server/db/client";
import { smsMessages } from "@/server/db/schema";
import { loadSmsSettings } from "@/server/db/sms-settings";
import { siteOrigin, type ServerEnv } from "@/server/env";
import { deliverTexts, queueTexts, type NewText, type TextDelivery } from "./outbox";
import type { SmsTransport } from "./transport";

/** Where Twilio reports each text's delivery. */
export function statusCallbackUrl(env: ServerEnv): string {
  return `${siteOrigin(env)}/api/sms/status`;
}

/** A text body as sent: Spanish accents folded to GSM-7, so a text keeps 160 characters a segment. */
export function smsBody(text: string): string {
  return foldToGsm7(text);
}

/** The text settings before an admin saves any: the defaults, with the environment's quiet hours. */
export function smsDefaults(env: Pick<ServerEnv, "SMS_QUIET_START_HOUR" | "SMS_QUIET_END_HOUR">): SmsSettings {
  return { ...DEFAULT_SMS_SETTINGS, quietStartHour: env.SMS_QUIET_START_HOUR, quietEndHour: env.SMS_QUIET_END_HOUR };
}

/** The text settings in force: the admin's, or the defaults. */
export function loadTextSettings(db: Database, env: ServerEnv): Promise<SmsSettings> {
  return loadSmsSettings(db, smsDefaults(env));
}

/** The instant an automated text written `now` may go: now, or the end of the quiet hours. */
export function quietUntil(now: Date, settings: SmsSettings): Date | null {
  const at = nextSendableAt(now, { startHour: settings.quietStartHour, endHour: settings.quietEndHour });
  return at.getTime() === now.getTime() ? null : at;
}

/** How texts go out now: the daily cap and the status callback from the environment, the quiet hours from the text settings. */
export async function textDelivery(db: Database, env: ServerEnv, now: Date, settings?: SmsSettings): Promise<TextDelivery> {
  const { quietStartHour, quietEndHour } = settings ?? (await loadTextSettings(db, env));
  return { now, perDayMax: env.SMS_PER_NUMBER_PER_DAY, statusCallback: statusCallbackUrl(env), quietHours: { startHour: quietStartHour, endHour: quietEndHour } };
}

/** Stores the texts, sends the due ones once now, and returns the rows as that left them (sent, failed, skipped or held). */
export async function sendTexts(db: Database, env: ServerEnv, transport: SmsTransport, texts: readonly NewText[], now: Date, settings?: SmsSettings) {
  const rows = await queueTexts(db, texts, now);
  if (rows.length === 0) return rows;
  await deliverTexts(db, transport, rows, await textDelivery(db, env, now, settings));
  const ids = rows.map((row) => row.id);
  const after = await db.select().from(smsMessages).where(inArray(smsMessages.id, ids));
  return ids.map((id) => after.find((row) => row.id === id)!);
}
