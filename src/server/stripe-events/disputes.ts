/**
 * A dispute (chargeback) Stripe opened on a charge: the payment it took (a deposit or an invoice
 * payment, found by its payment intent) is marked disputed once, so it stops counting as paid
 * (the money facts leave it out), its job's money version moves on, and the admins are told with
 * ids and amounts. The event is recorded by the same statement: a replay changes nothing; an
 * event about a charge we do not know is recorded and answered.
 */
import type { Database } from "../db/client";
import { paymentOfIntent, recordDispute } from "../db/money/payment-alerts";
import { recordStripeEvent } from "../db/stripe-events/events";
import type { ServerEnv } from "../env";
import { intentOf, type Dispute } from "../payments/stripe-event";
import { deliverNotice } from "../notify/notice";
import { paymentDisputed } from "../notify/payment-alerts";

/** What handling a dispute did. */
export type DisputeOutcome = "disputed" | "unchanged" | "unknown-payment" | "replayed";

/** Applies a verified `charge.dispute.created` event. */
export async function applyDisputeEvent(
  db: Database,
  env: ServerEnv,
  event: { id: string; type: string; dispute: Dispute },
  now: Date,
): Promise<DisputeOutcome> {
  const intent = intentOf(event.dispute);
  const payment = intent ? await paymentOfIntent(db, intent) : null;
  if (!intent || !payment) {
    console.warn(`Stripe dispute ${event.dispute.id} (event ${event.id}) is about a charge of no payment we know.`);
    return (await recordStripeEvent(db, event, now)) ? "unknown-payment" : "replayed";
  }
  const notice = paymentDisputed(
    payment,
    {
      disputeId: event.dispute.id,
      disputedCents: event.dispute.amount ?? payment.amountCents,
      reason: event.dispute.reason ?? "",
      at: now,
    },
    env,
  );
  const stored = await recordDispute(
    db,
    { event: { id: event.id, type: event.type }, intentId: intent, disputeId: event.dispute.id, jobId: payment.jobId, now },
    notice.emails,
  );
  if (stored === "replayed") return "replayed";
  if (stored.length === 0) return "unchanged";
  console.warn(`Stripe dispute ${event.dispute.id}: ${payment.kind} payment ${payment.id} marked disputed; the admins are told.`);
  await deliverNotice(db, env, notice, stored, { now });
  return "disputed";
}
