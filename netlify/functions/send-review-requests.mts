import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { createTransport } from "../../src/server/email/transport";
import { serverEnv, siteOrigin } from "../../src/server/env";
import { runReviewRequests } from "../../src/server/review-requests/run-review-requests";

/** Every hour: ask each completed visit's customer for a Google review once, from 9 AM of the next working day. */
export default async function sendReviewRequests(): Promise<Response> {
  const env = serverEnv();
  const report = await runReviewRequests(getDb(), {
    now: new Date(),
    transport: createTransport(env),
    siteUrl: siteOrigin(env),
    placeId: env.GOOGLE_PLACE_ID,
    texts: { env },
  });
  if (report.state === "no-place-id") console.warn("Review requests: not sent, GOOGLE_PLACE_ID is not set.");
  console.log(`Review requests: ${JSON.stringify(report)}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "@hourly" };
