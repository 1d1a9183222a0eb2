import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { createTransport } from "../../src/server/email/transport";
import { serverEnv, siteOrigin } from "../../src/server/env";
import { runReminders } from "../../src/server/reminders/run-reminders";
import { loadSmsSettings } from "../../src/server/db/settings/sms";
import { createSmsTransport } from "../../src/server/sms/transport";
import { smsDefaults } from "../../src/server/sms/send";

/** Every hour: email (and text, with consent) each visit's reminders once (the day before, and the morning of when switched on). */
export default async function sendReminders(): Promise<Response> {
  const db = getDb();
  const env = serverEnv();
  const sms = createSmsTransport(env);
  const texts = sms.kind === "none" ? undefined : { env, transport: sms, settings: await loadSmsSettings(db, smsDefaults(env)) };
  const report = await runReminders(db, { now: new Date(), transport: createTransport(env), siteUrl: siteOrigin(), texts });
  console.log(`Reminders: ${JSON.stringify(report)}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "@hourly" };
