/**
 * Every Stripe event the site acts on, sent where it belongs: a Checkout Session's events to the
 * deposit it pays (src/server/quotes/deposit.ts) or, when its metadata names an invoice, to the
 * invoice's payment; a dispute to the payment it disputes (./disputes.ts); anything else is
 * recorded and answered. The webhook
 * (netlify/functions/stripe-webhook.mts) and the reconcile job (which asks Stripe about payments
 * whose events never came, and applies what the webhook would have) both come through here, so a
 * late or repeated event after either changes nothing.
 */
import type { Database } from "../db/client";
import { recordStripeEvent } from "../db/quotes/payments";
import { isInvoiceSession } from "../db/invoices/invoices";
import type { ServerEnv } from "../env";
import { applyInvoiceCheckoutEvent } from "../invoices/events";
import { applyCheckoutEvent, type CheckoutEventFacts, type EventOutcome } from "../quotes/deposit";
import { applyDisputeEvent, type DisputeFacts } from "./disputes";

/** A verified event as the site reads it: its id, type and object. */
export interface StripeEventFacts {
  id: string;
  type: string;
  data: { object: unknown };
}

/** Applies one verified Stripe event; answers what it did, for the log and the tests. */
export async function applyStripeEvent(db: Database, env: ServerEnv, event: StripeEventFacts, now: Date): Promise<EventOutcome | string> {
  if (event.type.startsWith("checkout.session.")) {
    const session = event.data.object as CheckoutEventFacts["session"];
    // An invoice's session names its invoice in its metadata; one whose metadata was lost is known by its id.
    const forInvoice = Boolean(session.metadata?.invoiceId) || (await isInvoiceSession(db, session.id));
    return (forInvoice ? applyInvoiceCheckoutEvent : applyCheckoutEvent)(db, env, { id: event.id, type: event.type, session }, now);
  }
  if (event.type === "charge.dispute.created") return applyDisputeEvent(db, env, { id: event.id, type: event.type, dispute: event.data.object as DisputeFacts }, now);
  return (await recordStripeEvent(db, event, now)) ? "ignored" : "replayed";
}
