/**
 * Money the business must not keep, given back: one sweep for every kind of payment (a quote's
 * deposit, an invoice's payment: src/server/db/money/payment-kinds.ts). Which payments those are
 * (a second payment of what was paid already, whatever a mismatched session charged, a payment of
 * a voided invoice, every payment of a contract the customer cancelled) is read from committed
 * state (src/server/db/money/refunds.ts) after every write that can make one so: the webhook after
 * it records a payment (./checkout-events.ts), the cancel after it cancels, and the scheduled sweep
 * (netlify/functions/refund-deposits.mts) for whatever a failed call to Stripe left. A refund is
 * keyed by its payment at Stripe, so two paths refunding one payment at once make one refund, and
 * the first to record it tells the customer and the admins.
 *
 * And the three-day cancel's own refunds, of every kind, asked before the cancellation is written
 * so its emails can name each payment as it stands.
 */
import { paymentWay } from "@/core/payment-way";
import type { ReturnedPayment } from "@/i18n/quotes";
import type { Database } from "../db/client";
import { paymentFacts } from "../db/money/payment-alerts";
import { paymentLabel, PAYMENT_KINDS, type PaymentKind } from "../db/money/payment-kinds";
import { paymentsToReturn, recordRefund, surplusPayments, type PaymentToReturn, type SurplusPayment } from "../db/money/refunds";
import { readQuote } from "../db/quotes/quotes";
import type { ServerEnv } from "../env";
import { describeError } from "../log-safe";
import { depositRefunded } from "../notify/deposit-refunds";
import { deliverNotice, type Notice } from "../notify/notice";
import { invoicePaymentRefunded } from "../notify/payment-alerts";
import { quoteNoticeFacts } from "../notify/quotes";
import { attemptRefund } from "./refund-attempt";

/** What a refund run did. */
export interface RefundReport {
  refunded: number;
  /** Payments still holding money that must go back (Stripe refused, was not reachable, or cannot be asked): the sweep tries again. */
  failed: number;
}

/**
 * Refunds, in full, every payment of `kind` of the contract `quoteId` (or of every contract, for
 * the sweep) that holds money the business must not keep, and tells the customer and the admins
 * of each. Never throws for a refund Stripe refuses: the payment stays as it is, the refusal is
 * recorded and the admins told once (./refund-attempt.ts), and the next sweep asks again.
 */
export async function refundSurplus(
  db: Database,
  env: ServerEnv,
  kind: PaymentKind,
  { quoteId }: { quoteId?: string },
  now: Date,
): Promise<RefundReport> {
  const report: RefundReport = { refunded: 0, failed: 0 };
  for (const payment of await surplusPayments(db, kind, quoteId)) {
    const attempt = await attemptRefund(
      db,
      env,
      { kind, paymentId: payment.id, paymentIntentId: payment.paymentIntentId, reason: payment.reason },
      now,
    );
    if (typeof attempt === "string") {
      report.failed++;
      continue;
    }
    const notice = await refundedNotice(db, env, payment, now);
    const emails = await recordRefund(
      db,
      kind,
      { paymentId: payment.id, refundId: attempt.refundId, reason: payment.reason, now },
      notice.emails,
      notice.customerLink,
    );
    console.warn(
      `${paymentLabel(kind, payment.id)} (${kind === "deposit" ? "quote" : "invoice"} ${payment.documentId}) refunded automatically (${payment.reason}): ${attempt.refundId}.`,
    );
    await deliverNotice(db, env, notice, emails, { now });
    report.refunded++;
  }
  return report;
}

/** What the customer (in their language, about the contract's quote) and the admins are told of a payment given back. */
async function refundedNotice(db: Database, env: ServerEnv, payment: SurplusPayment, now: Date): Promise<Notice> {
  const record = await readQuote(db, payment.quoteId);
  if (!record) throw new Error(`${paymentLabel(payment.kind, payment.id)} was refunded, yet its quote ${payment.quoteId} cannot be read`);
  const quote = quoteNoticeFacts(record);
  const refund = { amountCents: payment.amountCents, at: now };
  switch (payment.kind) {
    case "deposit":
      return depositRefunded(quote, { ...refund, reason: payment.reason }, env);
    case "invoice": {
      const facts = await paymentFacts(db, "invoice", payment.id);
      if (!facts) throw new Error(`${paymentLabel(payment.kind, payment.id)} was refunded, yet it cannot be read`);
      return invoicePaymentRefunded(quote, facts, { ...refund, reason: payment.reason }, env);
    }
  }
}

/**
 * Refunds what every kind of payment of the contract `quoteId` holds that the business must not
 * keep, right after a write that may have made it so. A run that fails outright (the database,
 * say) is logged: the scheduled sweep tries again.
 */
export async function refundContractSurplus(db: Database, env: ServerEnv, quoteId: string, now: Date): Promise<void> {
  for (const kind of PAYMENT_KINDS)
    await refundSurplus(db, env, kind, { quoteId }, now).catch((error) => logRefundFailure(`Quote ${quoteId}`, error));
}

/** Logs a refund run that failed outright (the database, say) about `what`: the scheduled sweep tries again. */
export function logRefundFailure(what: string, error: unknown): void {
  console.error(`${what}: money to give back was not refunded now; the sweep tries again: ${describeError(error)}`);
}

// ── The three-day cancel ───────────────────────────────────────────────────────

/** What the refund asked for the cancel did: refunded, Stripe refused it for now (the sweep refunds it), or nothing could be asked (logged). */
type RefundNow = "refunded" | "pending" | null;

/**
 * Refunds, before the cancellation is written, every payment taken under the contract `quoteId`
 * the customer is cancelling, of every kind, and answers each payment given back as the
 * cancellation's emails name it: the paid deposits and invoice payments through Stripe (refunded
 * now, or pending when Stripe refuses: the refusal is recorded and the admins told, and the sweep
 * refunds it once Stripe accepts, telling the customer then); a bank payment on its way, which
 * Stripe cannot refund before it clears (refunded then, as a cancelled contract's money); and a
 * payment the office took offline (check, cash, financing), which Stripe cannot return: owed back
 * by hand, which the office is told. A refund Stripe refuses never stops the cancel, the
 * customer's right. Throws only when the database fails.
 */
export async function refundBeforeCancelling(db: Database, env: ServerEnv, quoteId: string, now: Date): Promise<ReturnedPayment[]> {
  const returned: ReturnedPayment[] = [];
  for (const kind of PAYMENT_KINDS) {
    for (const payment of await paymentsToReturn(db, kind, quoteId)) {
      const given = {
        invoiceNumber: payment.invoiceNumber,
        amountCents: payment.amountCents,
        way: paymentWay(payment.method, payment.stripeMethod),
        reference: payment.reference,
      };
      if (payment.method !== "stripe") returned.push({ ...given, state: "by-hand" });
      else if (payment.status === "processing") returned.push({ ...given, way: "bank", state: "on-its-way" });
      else {
        const state = await refundNow(db, env, payment, now);
        if (state) returned.push({ ...given, state });
      }
    }
  }
  return returned;
}

/** Asks Stripe to refund one payment of a contract being cancelled, and records the refund it made (without emails: the cancellation's name it). */
async function refundNow(db: Database, env: ServerEnv, { kind, id, paymentIntentId }: PaymentToReturn, now: Date): Promise<RefundNow> {
  const attempt = await attemptRefund(db, env, { kind, paymentId: id, paymentIntentId, reason: "cancelled" }, now);
  if (attempt === "not-asked") return null;
  if (attempt === "refused") return "pending";
  await recordRefund(db, kind, { paymentId: id, refundId: attempt.refundId, reason: "cancelled", now });
  return "refunded";
}
