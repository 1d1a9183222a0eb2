import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { PAYMENT_KINDS, type PaymentKind } from "../../src/server/db/money/payment-kinds";
import { voidOpenWorkOfCancelled } from "../../src/server/db/quotes/quotes";
import { serverEnv } from "../../src/server/env";
import { refundSurplus, type RefundReport } from "../../src/server/payments/refunds";
import { paymentsConfigured } from "../../src/server/payments/stripe";

/**
 * Every 10 minutes, the refund sweep: for every kind of payment (deposits, invoice payments),
 * refund any payment holding money the business must not keep (a cancelled contract's payment, a
 * second payment of a deposit or an invoice, a mismatched session's charge, a voided invoice's
 * payment) that the webhook or the cancel could not refund at once (Stripe refused or was not
 * reachable), and tell the customer and the admins of each (src/server/payments/refunds.ts). A
 * refusal is recorded and the admins told once; a later success clears it. And void what a
 * cancelled contract's job still has open (the cancel voids it right after its own write; a
 * cancel stopped in between leaves it).
 */
export default async function refundSweep(): Promise<Response> {
  const env = serverEnv();
  const now = new Date();
  const voided = await voidOpenWorkOfCancelled(getDb(), null, now);
  if (voided.invoices || voided.changeOrders) console.warn(`Cancelled contracts' open work voided: ${JSON.stringify(voided)}`);
  if (!paymentsConfigured(env)) return new Response(null, { status: 204 });
  const refunds: Partial<Record<PaymentKind, RefundReport>> = {};
  for (const kind of PAYMENT_KINDS) refunds[kind] = await refundSurplus(getDb(), env, kind, {}, now);
  console.log(`Refunds: ${JSON.stringify(refunds)}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "*/10 * * * *" };
