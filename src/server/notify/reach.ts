/**
 * How a visit's customer can be reached now, for the office's changes: the admin's dialog shows
 * it before saving ("Ana will get an email and a text") and the history records it once sent.
 */
import { canText } from "@/schemas/sms-admin";
import type { CustomerReach } from "@/schemas/admin/appointments";
import { toLocale } from "@/i18n/locales";
import type { Database } from "@/server/db/client";
import type { Appointment } from "@/server/db/schema";
import type { ServerEnv } from "@/server/env";
import { smsConfigured } from "@/server/sms/config";
import { loadTextSettings } from "@/server/sms/send";
import { textSummaries } from "@/server/sms/summaries";

/**
 * The customer's email, whether a text reaches them too (texts configured and on, consent, no
 * STOP), and their language; `of` says whether `visit` is a visit's or a lead's (a job's customer
 * is reached through the one its quote was written for).
 */
export async function customerReach(
  db: Database,
  env: ServerEnv,
  visit: Pick<Appointment, "id" | "email" | "locale">,
  of: "appointment" | "lead" = "appointment",
): Promise<CustomerReach> {
  const reach = { email: visit.email, text: false, locale: toLocale(visit.locale) };
  if (!smsConfigured(env)) return reach;
  const [settings, summaries] = await Promise.all([loadTextSettings(db, env), textSummaries(db, of, [visit.id])]);
  return { ...reach, text: settings.enabled && canText(true, summaries.get(visit.id)) };
}
