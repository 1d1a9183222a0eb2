import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { paymentsConfigured } from "../../src/server/payments/stripe";
import { refundInvoiceSurplus } from "../../src/server/quotes/invoice-refunds";
import { refundSurplus } from "../../src/server/quotes/refunds";
import { voidOpenWorkOfCancelled } from "../../src/server/db/quotes/quotes";

/**
 * Every 10 minutes: refund any payment holding money the business must not keep (a cancelled
 * contract's deposit, a second payment of a deposit or an invoice, a mismatched session's charge,
 * a voided invoice's payment) that the webhook or the cancel could not refund at once (Stripe
 * refused or was not reachable), and tell the customer and the admins of each
 * (src/server/quotes/refunds.ts, src/server/quotes/invoice-refunds.ts). A refusal is recorded and
 * the admins told once; a later success clears it. And void what a cancelled contract's job still
 * has open (the cancel voids it right after its own write; a cancel stopped in between leaves it).
 */
export default async function refundDeposits(): Promise<Response> {
  const env = serverEnv();
  const now = new Date();
  const voided = await voidOpenWorkOfCancelled(getDb(), null, now);
  if (voided.invoices || voided.changeOrders) console.warn(`Cancelled contracts' open work voided: ${JSON.stringify(voided)}`);
  if (!paymentsConfigured(env)) return new Response(null, { status: 204 });
  const deposits = await refundSurplus(getDb(), env, {}, now);
  const invoicePayments = await refundInvoiceSurplus(getDb(), env, {}, now);
  console.log(`Refunds: ${JSON.stringify({ deposits, invoicePayments })}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "*/10 * * * *" };
