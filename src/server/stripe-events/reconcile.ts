/**
 * Payments whose webhook never came: every Stripe payment (a deposit's or an invoice's) still
 * open or on its way an hour after its Checkout page was opened is looked up with Stripe, and
 * what Stripe's webhook would have done is applied through the webhook's own dispatcher
 * (./stripe-events.ts) as an event with an id of its own (`reconcile_<session>_<state>`). A late
 * real webhook after it, or the next run, finds the payment settled and changes nothing; the
 * same event twice is a replay. A page still open is left alone (Stripe expires it after a day).
 * Bounded per run; one payment Stripe cannot answer for does not stop the others.
 */
import { reconcileEvent } from "@/core/payment-reconcile";
import type { Database } from "../db/client";
import { pendingStripePayments, type PendingPayment } from "../db/money/pending-payments";
import type { ServerEnv } from "../env";
import { describeError } from "../log-safe";
import { applyStripeEvent } from "./apply-event";
import { retrieveSettledCheckout } from "../payments/stripe";

/** How long a payment may wait for its webhook before the job asks Stripe. */
export const RECONCILE_AFTER_MS = 60 * 60 * 1000;

/** The most payments one run asks Stripe about (the rest wait for the next run, oldest first). */
export const RECONCILE_BATCH = 50;

/** What a run did with one payment. */
export interface ReconciledPayment {
  kind: PendingPayment["kind"];
  id: string;
  sessionId: string;
  /** The event applied, or null when nothing was owed (still open, still on its way) or Stripe did not answer. */
  event: string | null;
  /** What the dispatcher answered, "left" (nothing to apply) or "error" (Stripe or the database failed). */
  outcome: string;
}

/** What a run did: payments asked about, events applied, left alone, and those Stripe (or the database) failed on. */
export interface ReconcileReport {
  checked: number;
  applied: number;
  left: number;
  failed: number;
  payments: ReconciledPayment[];
}

/** Asks Stripe about every payment pending for over an hour (at most `limit`) and applies what its webhook would have. */
export async function reconcilePayments(
  db: Database,
  env: ServerEnv,
  now: Date,
  { limit = RECONCILE_BATCH }: { limit?: number } = {},
): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, applied: 0, left: 0, failed: 0, payments: [] };
  for (const payment of await pendingStripePayments(db, new Date(now.getTime() - RECONCILE_AFTER_MS), limit)) {
    report.checked++;
    const done = await reconcileOne(db, env, payment, now);
    report.payments.push(done);
    if (done.outcome === "error") report.failed++;
    else if (done.event === null) report.left++;
    else report.applied++;
  }
  return report;
}

async function reconcileOne(db: Database, env: ServerEnv, payment: PendingPayment, now: Date): Promise<ReconciledPayment> {
  const base = { kind: payment.kind, id: payment.id, sessionId: payment.sessionId };
  try {
    const session = await retrieveSettledCheckout(env, payment.sessionId);
    const owed = reconcileEvent(payment.status, {
      status: session.status,
      paymentStatus: session.paymentStatus,
      intentStatus: session.intent?.status ?? null,
    });
    if (!owed) return { ...base, event: null, outcome: "left" };
    const event = {
      id: `reconcile_${session.id}_${owed.state}`,
      type: owed.type,
      data: {
        object: {
          object: "checkout.session",
          id: session.id,
          payment_status: session.paymentStatus,
          payment_intent: session.intent?.id ?? null,
          amount_total: session.amountTotal,
          currency: session.currency,
          metadata: session.metadata,
        },
      },
    };
    const outcome = await applyStripeEvent(db, env, event, now);
    console.warn(
      `Reconcile: ${payment.kind} payment ${payment.id} (session ${session.id}) had no webhook; applied ${event.type} as ${event.id}: ${outcome}.`,
    );
    return { ...base, event: event.type, outcome };
  } catch (error) {
    console.error(
      `Reconcile: ${payment.kind} payment ${payment.id} (session ${payment.sessionId}) could not be checked with Stripe; the next run tries again: ${describeError(error)}`,
    );
    return { ...base, event: null, outcome: "error" };
  }
}
