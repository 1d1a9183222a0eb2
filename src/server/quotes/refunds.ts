/**
 * Money the business must not keep, given back: every payment of a contract the customer
 * cancelled within its three business days (its deposit here, its invoice payments through
 * ./invoice-refunds.ts), a second payment of a deposit already paid, whatever a mismatched
 * session charged. Which deposits those are is read from committed state
 * (src/server/db/quotes/payments.ts surplusPayments) after every write that can make one so: the
 * webhook after it records a payment, the cancel after it cancels, and the scheduled sweep
 * (netlify/functions/refund-deposits.mts) for whatever a failed call to Stripe left. A refund is
 * keyed by its payment at Stripe, so two paths refunding one payment at once make one refund, and
 * the first to record it tells the customer and the admins.
 */
import { paymentWay } from "@/core/payment-way";
import type { ReturnedPayment } from "@/i18n/quotes";
import type { Database } from "../db/client";
import { paymentsToReturn, recordInvoiceRefund } from "../db/money/invoice-refunds";
import type { PaymentKind } from "../db/money/payment-alerts";
import { currentCheckoutAttempt, listPaidUnrefunded, recordRefund, surplusPayments } from "../db/quotes/payments";
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

/** What the refund asked for the cancel did: refunded, Stripe refused it for now (the sweep refunds it), or nothing could be asked (logged). */
type RefundNow = "refunded" | "pending" | null;

/**
 * Refunds, before the cancellation is written, every payment taken under a contract the customer
 * is cancelling, and answers each payment given back as the cancellation's emails name it: the
 * paid deposits and the job's paid invoice payments through Stripe (refunded now, or pending when
 * Stripe refuses: the refusal is recorded and the admins told, ../payments/refund-attempt.ts, and
 * the sweep refunds it once Stripe accepts, telling the customer then); a bank payment on its way,
 * which Stripe cannot refund before it clears (refunded then, as a cancelled contract's money); and
 * a payment the office took offline (check, cash, financing), which Stripe cannot return: owed
 * back by hand, which the office is told. A refund Stripe refuses never stops the cancel, the
 * customer's right. Throws only when the database fails.
 */
export async function refundBeforeCancelling(db: Database, env: ServerEnv, { quoteId, jobId }: { quoteId: string; jobId: string | null }, now: Date): Promise<ReturnedPayment[]> {
  const returned: ReturnedPayment[] = [];
  for (const payment of await listPaidUnrefunded(db, quoteId)) {
    const state = await refundNow(db, env, { kind: "deposit", paymentId: payment.id, paymentIntentId: payment.paymentIntentId }, now);
    if (state) returned.push({ invoiceNumber: null, amountCents: payment.amountCents, state, way: "online", reference: null });
  }
  const attempt = await currentCheckoutAttempt(db, quoteId);
  if (attempt?.status === "processing") returned.push({ invoiceNumber: null, amountCents: attempt.amountCents, state: "on-its-way", way: "bank", reference: null });
  for (const payment of jobId ? await paymentsToReturn(db, jobId) : []) {
    const given = { invoiceNumber: payment.invoiceNumber, amountCents: payment.amountCents, way: paymentWay(payment.method, payment.stripeMethod), reference: payment.reference };
    if (payment.method !== "stripe") returned.push({ ...given, state: "by-hand" });
    else if (payment.status === "processing") returned.push({ ...given, way: "bank", state: "on-its-way" });
    else {
      const state = await refundNow(db, env, { kind: "invoice", paymentId: payment.id, paymentIntentId: payment.paymentIntentId }, now);
      if (state) returned.push({ ...given, state });
    }
  }
  return returned;
}

/** Asks Stripe to refund one payment of a contract being cancelled, and records the refund it made (without emails: the cancellation's names it). */
async function refundNow(db: Database, env: ServerEnv, { kind, paymentId, paymentIntentId }: { kind: PaymentKind; paymentId: string; paymentIntentId: string | null }, now: Date): Promise<RefundNow> {
  if (!paymentIntentId || !paymentsConfigured(env)) {
    console.error(`${kind === "deposit" ? "Deposit" : "Invoice payment"} ${paymentId} is paid but cannot be refunded automatically (no payment intent or no Stripe key): refund it in Stripe's dashboard.`);
    return null;
  }
  const refundId = await attemptRefund(db, env, { kind, paymentId, paymentIntentId, reason: "cancelled" }, now);
  if (!refundId) return "pending";
  if (kind === "deposit") await recordRefund(db, { paymentId, refundId, reason: "cancelled", now });
  else await recordInvoiceRefund(db, { paymentId, refundId, reason: "cancelled", now }, []);
  return "refunded";
}
