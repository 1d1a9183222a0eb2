/**
 * Sending texts: how a text is written for the network (GSM-7), when an automated one may go
 * (the quiet hours of the text settings), and where Twilio reports delivery. What a text says,
 * to whom, and whether it is still due are decided by the notification module
 * (src/server/notify/); the rules every text obeys when it leaves (opt-outs, the daily cap, the
 * site's ceilings) are in ./outbox.ts.
 */
import { foldToGsm7 } from "@/core/server/gsm7";
import { nextSendableAt } from "@/core/server/quiet-hours";
import { routeUrl } from "@/schemas/routes/route";
import { smsStatus } from "@/schemas/routes/site";
import { DEFAULT_SMS_SETTINGS, type SmsSettings } from "@/schemas/sms-settings";
import type { Database } from "@/server/db/client";
import { loadSmsSettings } from "@/server/db/settings/sms";
import { siteOrigin, type ServerEnv } from "@/server/env";

/** Where Twilio reports each text's delivery. */
export function statusCallbackUrl(env: ServerEnv): string {
  return `${siteOrigin(env)}${routeUrl(smsStatus)}`;
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
