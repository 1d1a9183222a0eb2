import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { createTransport } from "../../src/server/email/transport";
import { serverEnv, siteOrigin } from "../../src/server/env";
import { runReminders } from "../../src/server/reminders/run-reminders";
import { runInstallReminders } from "../../src/server/reminders/run-install-reminders";
import { loadSmsSettings } from "../../src/server/db/settings/sms";
import { createSmsTransport } from "../../src/server/sms/transport";
import { smsDefaults } from "../../src/server/sms/send";

/** Every hour: email (and text, with consent) each visit's reminders once (the day before, and the morning of when switched on), and each install's the day before. */
export default async function sendReminders(): Promise<Response> {
  const db = getDb();
  const env = serverEnv();
  const sms = createSmsTransport(env);
  const texts = sms.kind === "none" ? undefined : { env, transport: sms, settings: await loadSmsSettings(db, smsDefaults(env)) };
  const now = new Date();
  const transport = createTransport(env);
  const report = await runReminders(db, { now, transport, siteUrl: siteOrigin(), texts });
  const installs = await runInstallReminders(db, { now, transport, env, texts });
  console.log(`Reminders: ${JSON.stringify(report)}; installs: ${JSON.stringify(installs)}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "@hourly" };
