import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { paymentsConfigured } from "../../src/server/payments/stripe";
import { refundSurplus } from "../../src/server/quotes/refunds";

/**
 * Every 10 minutes: refund any payment holding money the business must not keep (a cancelled
 * contract's deposit, a second payment of a deposit, a mismatched session's charge) that the
 * webhook or the cancel could not refund at once (Stripe refused or was not reachable), and tell
 * the customer and the admins of each (src/server/quotes/refunds.ts).
 */
export default async function refundDeposits(): Promise<Response> {
  const env = serverEnv();
  if (!paymentsConfigured(env)) return new Response(null, { status: 204 });
  const report = await refundSurplus(getDb(), env, {}, new Date());
  console.log(`Deposit refunds: ${JSON.stringify(report)}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "*/10 * * * *" };
