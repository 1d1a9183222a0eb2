/**
 * One refund asked of Stripe, for a deposit or an invoice payment alike. A refund Stripe refuses
 * (a bank payment still processing, a balance too small, any error) never leaves the books wrong:
 * the payment stays as it is (not refunded), the refusal is recorded on its row, the admins are
 * told once per payment, the health check and the dashboard show it, and the sweep
 * (netlify/functions/refund-deposits.mts) asks again. A later refund clears the refusal.
 */
import type { Database } from "../db/client";
import { paymentFacts, recordRefundRefusal } from "../db/money/payment-alerts";
import { paymentLabel, type PaymentKind } from "../db/money/payment-kinds";
import type { ServerEnv } from "../env";
import { deliverNotice, SILENT } from "../notify/notice";
import { refundRefused } from "../notify/payment-alerts";
import { paymentsConfigured, refundPayment, refusalOf } from "./stripe";

/** What the admins read as the reason a refund is owed. */
const REASONS: Record<string, string> = {
  cancelled: "The contract was cancelled",
  duplicate: "A second payment of what was already paid",
  mismatch: "The payment charged another amount or currency than asked",
  void: "The invoice was voided",
};

/** A payment to refund in full: which table, its id and payment intent (null when Stripe never named one), and why. */
export interface RefundRequest {
  kind: PaymentKind;
  paymentId: string;
  paymentIntentId: string | null;
  reason: string;
}

/**
 * What asking did: the refund Stripe made; "refused" (recorded, the admins told the first time);
 * or "not-asked", when it cannot be asked automatically (no payment intent, or no Stripe key:
 * logged, for a refund by hand in Stripe's dashboard).
 */
export type RefundAttempt = { refundId: string } | "refused" | "not-asked";

/** Asks Stripe to refund the payment in full. */
export async function attemptRefund(
  db: Database,
  env: ServerEnv,
  { kind, paymentId, paymentIntentId, reason }: RefundRequest,
  now: Date,
): Promise<RefundAttempt> {
  if (!paymentIntentId || !paymentsConfigured(env)) {
    console.error(
      `${paymentLabel(kind, paymentId)} must be refunded (${reason}) but cannot be automatically (no payment intent or no Stripe key): refund it in Stripe's dashboard.`,
    );
    return "not-asked";
  }
  try {
    return { refundId: await refundPayment(env, { paymentId, paymentIntentId }) };
  } catch (error) {
    const refusal = refusalOf(error);
    console.error(`${paymentLabel(kind, paymentId)} must be refunded (${reason}); Stripe refused, the sweep tries again: ${refusal}`);
    const facts = await paymentFacts(db, kind, paymentId);
    const notice = facts ? refundRefused(facts, { reason: REASONS[reason] ?? reason, error: refusal, at: now }, env) : SILENT;
    const stored = await recordRefundRefusal(db, { kind, paymentId, error: refusal, now }, notice.emails);
    await deliverNotice(db, env, notice, stored, { now });
    return "refused";
  }
}
