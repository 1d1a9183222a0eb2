/**
 * Money the business must not keep, given back: a deposit of a cancelled contract, a second
 * payment of a deposit already paid, whatever a mismatched session charged. Which payments those
 * are is read from committed state (src/server/db/quotes/payments.ts surplusPayments) after every
 * write that can make one so: the webhook after it records a payment, the cancel after it
 * cancels, and the scheduled sweep (netlify/functions/refund-deposits.mts) for whatever a failed
 * call to Stripe left. A refund is keyed by its payment at Stripe, so two paths refunding one
 * payment at once make one refund, and the first to record it tells the customer and the admins.
 */
import type { Database } from "../db/client";
import { listPaidUnrefunded, recordRefund, surplusPayments } from "../db/quotes/payments";
import type { ServerEnv } from "../env";
import { depositRefunded } from "../notify/deposit-refunds";
import { deliverNotice } from "../notify/notice";
import { attemptRefund } from "../payments/refund-attempt";
import { paymentsConfigured } from "../payments/stripe";
import { noticeFacts, quoteById } from "./records";

/** What a refund run did. */
export interface RefundReport {
  refunded: number;
  /** Payments still holding money that must go back (Stripe refused or was not reachable): the sweep tries again. */
  failed: number;
}

/**
 * Refunds, in full, every payment of `quoteId` (or of every quote, for the sweep) that holds
 * money the business must not keep, and tells the customer and the admins of each. Never
 * throws for a refund Stripe refuses: the payment stays as it is, the refusal is recorded and
 * the admins told once (../payments/refund-attempt.ts), and the next sweep asks again.
 */
export async function refundSurplus(db: Database, env: ServerEnv, { quoteId }: { quoteId?: string }, now: Date): Promise<RefundReport> {
  const report: RefundReport = { refunded: 0, failed: 0 };
  for (const { payment, reason } of await surplusPayments(db, quoteId)) {
    if (!payment.paymentIntentId || !paymentsConfigured(env)) {
      console.error(`Payment ${payment.id} (quote ${payment.quoteId}) must be refunded (${reason}) but cannot be automatically (no payment intent or no Stripe key): refund it in Stripe's dashboard.`);
      report.failed++;
      continue;
    }
    const refundId = await attemptRefund(db, env, { kind: "deposit", paymentId: payment.id, paymentIntentId: payment.paymentIntentId, reason }, now);
    if (!refundId) {
      report.failed++;
      continue;
    }
    const amountCents = payment.receivedCents ?? payment.amountCents;
    const notice = depositRefunded(noticeFacts(await quoteById(db, payment.quoteId)), { amountCents, reason, at: now }, env);
    const emails = await recordRefund(db, { paymentId: payment.id, refundId, reason, now }, notice.emails, notice.customerLink);
    console.warn(`Payment ${payment.id} (quote ${payment.quoteId}) refunded automatically (${reason}): ${refundId}.`);
    await deliverNotice(db, env, notice, emails, { now });
    report.refunded++;
  }
  return report;
}

/** What the cancel's refunds did: the cents refunded, and the cents Stripe refused for now (the sweep refunds them). */
export interface CancelRefunds {
  refundedCents: number;
  pendingCents: number;
}

/**
 * Refunds every paid deposit of a quote the customer is cancelling, before the cancellation is
 * written (the cancellation's own email names the refund). A refund Stripe refuses does not stop
 * the cancel, which is the customer's right: the payment stays as it is, the refusal is recorded
 * and the admins told (../payments/refund-attempt.ts), and the sweep refunds it once Stripe
 * accepts, telling the customer then. Throws only when the database fails.
 */
export async function refundBeforeCancelling(db: Database, env: ServerEnv, quoteId: string, now: Date): Promise<CancelRefunds> {
  const paid = await listPaidUnrefunded(db, quoteId);
  const done: CancelRefunds = { refundedCents: 0, pendingCents: 0 };
  for (const payment of paid) {
    if (!payment.paymentIntentId || !paymentsConfigured(env)) {
      console.error(`Deposit ${payment.id} is paid but cannot be refunded automatically (no payment intent or no Stripe key): refund it in Stripe's dashboard.`);
      continue;
    }
    const refundId = await attemptRefund(db, env, { kind: "deposit", paymentId: payment.id, paymentIntentId: payment.paymentIntentId, reason: "cancelled" }, now);
    if (!refundId) {
      done.pendingCents += payment.amountCents;
      continue;
    }
    await recordRefund(db, { paymentId: payment.id, refundId, reason: "cancelled", now });
    done.refundedCents += payment.amountCents;
  }
  return done;
}
