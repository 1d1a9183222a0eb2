import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { runQuoteFollowUps } from "../../src/server/quotes/follow-ups";

/** Every hour: the one follow-up (email, and a text with consent) of each quote opened three days ago and not answered. */
export default async function sendQuoteFollowUps(): Promise<Response> {
  const report = await runQuoteFollowUps(getDb(), serverEnv(), new Date());
  console.log(`Quote follow-ups: ${JSON.stringify(report)}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "@hourly" };
