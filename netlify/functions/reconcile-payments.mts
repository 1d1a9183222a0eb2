import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { reconcilePayments } from "../../src/server/stripe-events/reconcile";
import { paymentsConfigured } from "../../src/server/payments/stripe";

/**
 * Every 15 minutes: each Stripe payment (deposit or invoice) still pending an hour after its
 * Checkout page opened is looked up with Stripe, and what its missing webhook would have done is
 * applied through the webhook's own code (src/server/stripe-events/reconcile.ts). Answers the summary.
 */
export default async function reconcilePaymentsJob(): Promise<Response> {
  const env = serverEnv();
  if (!paymentsConfigured(env)) return new Response(null, { status: 204 });
  const report = await reconcilePayments(getDb(), env, new Date());
  const summary = { checked: report.checked, applied: report.applied, left: report.left, failed: report.failed };
  console.log(`Reconcile payments: ${JSON.stringify(summary)}`);
  return Response.json(summary);
}

export const config: Config = { schedule: "*/15 * * * *" };
