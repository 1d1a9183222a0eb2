import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { paymentsConfigured } from "../../src/server/payments/stripe";
import { refundInvoiceSurplus } from "../../src/server/money/invoice-refunds";
import { refundSurplus } from "../../src/server/quotes/refunds";

/**
 * Every 10 minutes: refund any payment holding money the business must not keep (a cancelled
 * contract's deposit, a second payment of a deposit or an invoice, a mismatched session's charge,
 * a voided invoice's payment) that the webhook or the cancel could not refund at once (Stripe
 * refused or was not reachable), and tell the customer and the admins of each
 * (src/server/quotes/refunds.ts, src/server/money/invoice-refunds.ts). A refusal is recorded and
 * the admins told once; a later success clears it.
 */
export default async function refundDeposits(): Promise<Response> {
  const env = serverEnv();
  if (!paymentsConfigured(env)) return new Response(null, { status: 204 });
  const now = new Date();
  const deposits = await refundSurplus(getDb(), env, {}, now);
  const invoicePayments = await refundInvoiceSurplus(getDb(), env, {}, now);
  console.log(`Refunds: ${JSON.stringify({ deposits, invoicePayments })}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "*/10 * * * *" };
