/**
 * Every Stripe event the site acts on, sent where it belongs: a Checkout Session's events to the
 * one Checkout applier (src/server/payments/checkout-events.ts) with the kind of payment the
 * session pays, the deposit (src/server/quotes/deposit.ts) or, when its metadata names an
 * invoice, the invoice's payment (src/server/invoices/events.ts); a dispute to the payment it
 * disputes (./disputes.ts); anything else is recorded and answered. The webhook
 * (netlify/functions/stripe-webhook.mts) and the reconcile job (which asks Stripe about payments
 * whose events never came, and applies what the webhook would have) both come through here, so a
 * late or repeated event after either changes nothing.
 *
 * Each event is read by its schema first (src/server/payments/stripe-event.ts). One Stripe signed
 * that does not parse is answered all the same, never with an error Stripe would redeliver it
 * for: the payment of the Checkout Session it names, if still under way, is recorded mismatched
 * (never counted, the admins flagged, whatever it took given back); without such a session it is
 * logged and recorded.
 */
import type { Database } from "../db/client";
import { isInvoiceSession } from "../db/invoices/invoices";
import { recordStripeEvent } from "../db/stripe-events/events";
import type { ServerEnv } from "../env";
import { invoicePaymentKind } from "../invoices/events";
import { applyCheckoutEvent, type CheckoutEventFacts, type EventOutcome } from "../payments/checkout-events";
import { readStripeEvent } from "../payments/stripe-event";
import { depositPaymentKind } from "../quotes/deposit";
import { applyDisputeEvent } from "./disputes";

/** What the dispatcher answered for an event it could not read and did not record (it had no id). */
export const UNREADABLE_UNRECORDED = "unreadable";

/** Applies one verified Stripe event, as Stripe sent it; answers what it did, for the log and the tests. */
export async function applyStripeEvent(db: Database, env: ServerEnv, event: unknown, now: Date): Promise<EventOutcome | string> {
  const read = readStripeEvent(event);
  switch (read.kind) {
    case "checkout":
      return applyToSession(db, env, { id: read.id, type: read.type, session: read.session }, now);
    case "dispute":
      return applyDisputeEvent(db, env, { id: read.id, type: read.type, dispute: read.dispute }, now);
    case "other":
      return (await recordStripeEvent(db, read, now)) ? "ignored" : "replayed";
    case "unreadable": {
      console.error(
        `Stripe event ${read.id ?? "(no id)"} (${read.type ?? "no type"}) could not be read: ${read.problem}.${read.session ? ` Its session ${read.session.id}'s payment is recorded mismatched if still under way.` : ""}`,
      );
      if (!read.id) return UNREADABLE_UNRECORDED;
      const type = read.type ?? "(no type)";
      if (read.session) return applyToSession(db, env, { id: read.id, type, session: read.session, unreadable: read.problem }, now);
      return (await recordStripeEvent(db, { id: read.id, type }, now)) ? "ignored" : "replayed";
    }
  }
}

/** A Checkout Session's event, to the deposit or the invoice payment it belongs to. */
async function applyToSession(db: Database, env: ServerEnv, event: CheckoutEventFacts, now: Date): Promise<EventOutcome> {
  // An invoice's session names its invoice in its metadata; one whose metadata was lost is known by its id.
  const forInvoice = Boolean(event.session.metadata?.invoiceId) || (await isInvoiceSession(db, event.session.id));
  return forInvoice
    ? applyCheckoutEvent(db, env, invoicePaymentKind, event, now)
    : applyCheckoutEvent(db, env, depositPaymentKind, event, now);
}
