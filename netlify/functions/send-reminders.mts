import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { createTransport } from "../../src/server/email/transport";
import { serverEnv, siteOrigin } from "../../src/server/env";
import { runReminders } from "../../src/server/reminders/run-reminders";

/** Every hour: email each visit's reminders once (the day before, and the morning of when switched on). */
export default async function sendReminders(): Promise<Response> {
  const report = await runReminders(getDb(), { now: new Date(), transport: createTransport(serverEnv()), siteUrl: siteOrigin() });
  console.log(`Reminders: ${JSON.stringify(report)}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "@hourly" };
