/**
 * The reminder texts, which ride the reminder job's exactly-once claim
 * (src/server/reminders/claim-reminder.ts): the job writes the text in the same statement as
 * the email, for a visit whose booking carried consent, and then sends it here.
 */
import type { ReminderKind } from "@/core/reminders";
import { toLocale } from "@/i18n/locales";
import { smsCopy } from "@/i18n/sms";
import type { SmsSettings } from "@/schemas/sms-settings";
import type { Database } from "@/server/db/client";
import type { Appointment } from "@/server/db/schema";
import type { ServerEnv } from "@/server/env";
import { claimedReminderTexts } from "@/server/reminders/claim-reminder";
import { TEXT_KINDS } from "./kinds";
import { deliverTexts } from "./outbox";
import { quietUntil, smsBody, textDelivery, visitFacts } from "./send-texts";
import type { SmsTransport } from "./transport";

/** What the reminder job needs to text. */
export interface ReminderTexts {
  env: ServerEnv;
  transport: SmsTransport;
  settings: SmsSettings;
}

const KIND: Record<ReminderKind, string> = { "day-before": TEXT_KINDS.reminderDayBefore, "morning-of": TEXT_KINDS.reminderMorningOf };

/** The reminder's text for the claim, or undefined when texts are off (or the morning one is). */
export function reminderText(appointment: Appointment, kind: ReminderKind, manageUrl: string, now: Date, settings: SmsSettings) {
  if (!settings.enabled || (kind === "morning-of" && !settings.morningReminder)) return undefined;
  const locale = toLocale(appointment.locale);
  const facts = visitFacts(appointment, locale, manageUrl);
  const body = smsBody(kind === "day-before" ? smsCopy[locale].reminder(facts) : smsCopy[locale].morning(facts));
  return { kind: KIND[kind], body, notBefore: quietUntil(now, settings) };
}

/** Sends the text this run's claim wrote for the visit, if it wrote one. Never throws. */
export async function sendReminderText(db: Database, { env, transport, settings }: ReminderTexts, appointmentId: string, kind: ReminderKind, now: Date): Promise<void> {
  const rows = await claimedReminderTexts(db, appointmentId, KIND[kind], now).catch(() => []);
  await deliverTexts(db, transport, rows, await textDelivery(db, env, now, settings));
}
