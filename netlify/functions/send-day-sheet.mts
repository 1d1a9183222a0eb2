import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { createTransport } from "../../src/server/email/transport";
import { serverEnv } from "../../src/server/env";
import { runDaySheet } from "../../src/server/reminders/run-day-sheet";

/** 6 AM in Phoenix (UTC-7 all year, so 13:00 UTC): the day's visits to the admins, on working days with visits. */
export default async function sendDaySheet(): Promise<Response> {
  const env = serverEnv();
  const report = await runDaySheet(getDb(), { now: new Date(), transport: createTransport(env), adminEmails: env.ADMIN_EMAILS });
  console.log(`Day sheet: ${JSON.stringify(report)}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "0 13 * * *" };
