/**
 * Invoice payments the business must not keep, given back: a second Checkout page paid after the
 * invoice was paid, a session that charged another amount, a payment of an invoice the office
 * voided. Read from committed state (src/server/db/money/invoice-refunds.ts) by the sweep
 * (netlify/functions/refund-deposits.mts) and by whoever just wrote such a state. Each refund is
 * asked of Stripe as a deposit's is (../payments/refund-attempt.ts: keyed by the payment, a
 * refusal recorded and the admins told once), then recorded with the customer's and the admins'
 * emails.
 */
import type { Database } from "../db/client";
import { recordInvoiceRefund, surplusInvoicePayments } from "../db/money/invoice-refunds";
import { paymentFacts } from "../db/money/payment-alerts";
import type { ServerEnv } from "../env";
import { deliverNotice } from "../notify/notice";
import { invoicePaymentRefunded } from "../notify/payment-alerts";
import { attemptRefund } from "../payments/refund-attempt";
import { paymentsConfigured } from "../payments/stripe";
import { noticeFacts, quoteById } from "./records";
import type { RefundReport } from "./refunds";

/** Refunds, in full, every invoice payment of `jobId` (or of every job, for the sweep) that holds money the business must not keep. Never throws for a refund Stripe refuses. */
export async function refundInvoiceSurplus(db: Database, env: ServerEnv, { jobId }: { jobId?: string }, now: Date): Promise<RefundReport> {
  const report: RefundReport = { refunded: 0, failed: 0 };
  for (const payment of await surplusInvoicePayments(db, jobId)) {
    if (!payment.paymentIntentId || !paymentsConfigured(env)) {
      console.error(`Invoice payment ${payment.id} (invoice ${payment.invoiceId}) must be refunded (${payment.reason}) but cannot be automatically (no payment intent or no Stripe key): refund it in Stripe's dashboard.`);
      report.failed++;
      continue;
    }
    const refundId = await attemptRefund(db, env, { kind: "invoice", paymentId: payment.id, paymentIntentId: payment.paymentIntentId, reason: payment.reason }, now);
    if (!refundId) {
      report.failed++;
      continue;
    }
    const facts = await paymentFacts(db, "invoice", payment.id);
    const notice = invoicePaymentRefunded(noticeFacts(await quoteById(db, payment.quoteId)), facts!, { amountCents: payment.amountCents, reason: payment.reason, at: now }, env);
    const emails = await recordInvoiceRefund(db, { paymentId: payment.id, refundId, reason: payment.reason, now }, notice.emails, notice.customerLink);
    console.warn(`Invoice payment ${payment.id} (invoice ${payment.invoiceId}) refunded automatically (${payment.reason}): ${refundId}.`);
    await deliverNotice(db, env, notice, emails, { now });
    report.refunded++;
  }
  return report;
}
