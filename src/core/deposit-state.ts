/**
 * What a Stripe Checkout event means for a deposit. Stripe delivers events at least once and
 * in any order (a bank payment's `async_payment_succeeded` may arrive before the session's
 * `completed`), so a deposit only ever moves forward:
 *
 *   open → processing → paid
 *     ↘        ↘ failed
 *      expired
 *
 * `paid`, `failed` and `expired` are final; an event that would move a deposit back, or sideways
 * from a final state, changes nothing. A failed or expired deposit can be tried again with a new
 * Checkout Session (a new row).
 *
 * A session that charged another amount or currency than its deposit (`chargeMatches`) is
 * `mismatched`, final too: never counted as the deposit, whatever it charged is refunded, and the
 * customer may pay the deposit again, as after a failure.
 */

export const DEPOSIT_STATES = ["open", "processing", "paid", "failed", "expired", "mismatched"] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** The Checkout Session events the webhook handles. */
export const CHECKOUT_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
] as const;
export type CheckoutEvent = (typeof CHECKOUT_EVENTS)[number];

/** True for an event type the webhook acts on. */
export function isCheckoutEvent(type: string): type is CheckoutEvent {
  return (CHECKOUT_EVENTS as readonly string[]).includes(type);
}

const FINAL: ReadonlySet<DepositState> = new Set(["paid", "failed", "expired", "mismatched"]);

/** The only currency deposits are asked in (Stripe writes currencies in lower case). */
export const DEPOSIT_CURRENCY = "usd";

/**
 * True when what a session charged is the payment's: `amountTotal` cents exactly, in US dollars.
 * Nothing else matches: an event that names no amount or no currency (or one that is not a whole
 * number of cents) says nothing the site can count, so money it brings is never counted as paid.
 */
export function chargeMatches(depositCents: number, charged: { amountTotal?: number | null; currency?: string | null }): boolean {
  return charged.amountTotal === depositCents && (charged.currency ?? "").toLowerCase() === DEPOSIT_CURRENCY;
}

/**
 * The state an event asks for: `completed` with the money in (`payment_status` "paid") is paid,
 * without it (a bank debit on its way, "unpaid") processing; the async events settle it; an
 * expired session never took money.
 */
export function stateAfterEvent(type: CheckoutEvent, paymentStatus: string | null | undefined): DepositState {
  switch (type) {
    case "checkout.session.completed":
      return paymentStatus === "paid" ? "paid" : "processing";
    case "checkout.session.async_payment_succeeded":
      return "paid";
    case "checkout.session.async_payment_failed":
      return "failed";
    case "checkout.session.expired":
      return "expired";
  }
}

/** The state after moving from `current` towards `wanted`: forward only, never out of a final state. */
export function nextDepositState(current: DepositState, wanted: DepositState): DepositState {
  if (FINAL.has(current) || current === wanted) return current;
  // An open session may become anything; a processing one only settles (it cannot expire: Stripe took the mandate).
  if (current === "processing" && wanted === "expired") return current;
  return wanted;
}

/** What one Checkout event does to a payment of `amountCents` now in state `current`, for a deposit and an invoice alike. */
export interface CheckoutEffect {
  /** The state the event asks for. */
  wanted: DepositState;
  /** The state after it: forward only, or mismatched. */
  next: DepositState;
  /** The session charged another amount or currency than the payment's, while it was still under way. */
  mismatch: boolean;
  /** Money came in: paid, or a mismatched charge (which is given back). */
  moneyIn: boolean;
}

/** The effect of a `type` event whose session says `paymentStatus` and charged `charged`, on a payment of `amountCents` in state `current`. */
export function checkoutEffect(
  current: DepositState,
  amountCents: number,
  type: CheckoutEvent,
  paymentStatus: string | null | undefined,
  charged: { amountTotal?: number | null; currency?: string | null },
): CheckoutEffect {
  const wanted = stateAfterEvent(type, paymentStatus);
  // Only an attempt still under way can turn out mismatched; a settled one keeps its state. Only an
  // event that brings money (paid) or promises it (processing) is judged by what it charged: an
  // expired or failed session names no amount and took nothing.
  const mismatch =
    (current === "open" || current === "processing") &&
    (wanted === "paid" || wanted === "processing") &&
    !chargeMatches(amountCents, charged);
  const next = mismatch ? "mismatched" : nextDepositState(current, wanted);
  return { wanted, next, mismatch, moneyIn: wanted === "paid" && (next === "paid" || next === "mismatched") };
}

/**
 * The effect of a Checkout event Stripe signed that the site cannot read (a field not of the kind
 * Stripe documents, its type missing) on the payment of the session it names: one still under way
 * is mismatched, as a charge of another amount is (never counted, the admins flagged, whatever it
 * took given back); a settled one keeps its state. Money came in when the session, as far as it
 * can be read, says it was paid.
 */
export function unreadableEventEffect(current: DepositState, paymentStatus: string | null | undefined): CheckoutEffect {
  const mismatch = current === "open" || current === "processing";
  const next = mismatch ? "mismatched" : current;
  return { wanted: "mismatched", next, mismatch, moneyIn: paymentStatus === "paid" && next === "mismatched" };
}

/** A signed quote's deposit as the pages and the functions see it: its newest attempt's state ("none" before any), amount and refund. */
export interface DepositView {
  state: DepositState | "none";
  amountCents: number;
  refunded: boolean;
  /** The customer's bank disputed the payment that paid it: it no longer counts as paid. */
  disputed?: boolean;
}

/** States from which a new Checkout Session may be opened: none yet, one left open, one that failed or expired. */
const PAYABLE: ReadonlySet<DepositState | "none"> = new Set(["none", "open", "failed", "expired"]);

/**
 * Whether the deposit of a quote can be paid online now: payments are set up (Stripe), the quote
 * is signed (not paid, declined or cancelled), it asks for a deposit, and no payment of it is in,
 * on its way or refunded. The sign use case, the checkout function and the customer's page all
 * ask this one rule.
 */
export function canPayDepositOnline({
  paymentsOnline,
  quoteStatus,
  deposit,
}: {
  paymentsOnline: boolean;
  quoteStatus: string;
  deposit: DepositView | null;
}): boolean {
  if (!paymentsOnline || quoteStatus !== "signed" || !deposit) return false;
  return deposit.amountCents > 0 && !deposit.refunded && PAYABLE.has(deposit.state);
}
