/**
 * What the reconcile job makes of a Checkout Session whose webhook never came: the event Stripe
 * would have sent for it, as Stripe holds the session and its payment intent now, or null when
 * there is nothing to apply yet (a page still open, a bank debit still on its way that is already
 * recorded so). Pure: the job asks Stripe, this decides, the webhook's own code applies it.
 */
import type { CheckoutEvent, DepositState } from "./deposit-state";

/** A session and its payment intent as Stripe answers them. */
export interface SessionAtStripe {
  /** "open", "complete" or "expired". */
  status: string | null;
  /** "paid", "unpaid" or "no_payment_required". */
  paymentStatus: string;
  /** The payment intent's status, once the session was completed. */
  intentStatus: string | null;
}

/** Intent states of a bank debit that failed (Stripe asks for another payment method) or was cancelled. */
const FAILED_INTENT: ReadonlySet<string> = new Set(["requires_payment_method", "canceled"]);

/**
 * The Checkout event a payment recorded as `current` is owed, and the state it brings, for the
 * event's id: a paid session (card, or a bank debit that settled) is `completed` (or, for one
 * recorded on its way, `async_payment_succeeded`); a bank debit on its way is `completed` unpaid;
 * one that failed is `async_payment_failed`; an expired session is `expired`.
 */
export function reconcileEvent(current: DepositState, session: SessionAtStripe): { type: CheckoutEvent; state: DepositState } | null {
  if (session.status === "expired") return current === "open" ? { type: "checkout.session.expired", state: "expired" } : null;
  if (session.status !== "complete") return null;
  if (session.paymentStatus === "paid" || session.paymentStatus === "no_payment_required" || session.intentStatus === "succeeded") {
    return current === "processing"
      ? { type: "checkout.session.async_payment_succeeded", state: "paid" }
      : { type: "checkout.session.completed", state: "paid" };
  }
  if (session.intentStatus !== null && FAILED_INTENT.has(session.intentStatus))
    return { type: "checkout.session.async_payment_failed", state: "failed" };
  if (session.intentStatus === "processing" && current === "open") return { type: "checkout.session.completed", state: "processing" };
  return null;
}
