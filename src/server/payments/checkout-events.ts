/**
 * The one applier of Stripe's Checkout events, for every kind of payment (a quote's deposit,
 * src/server/quotes/deposit.ts; an invoice's payment, src/server/invoices/events.ts). Each kind
 * declares where its payment of a session is found and what one statement writes of a change
 * (its document moved, the notices stored with it); the rest is decided here once:
 *
 *   1. An event handled before is a replay: answered at once, before anything is read or drawn.
 *   2. A type the site does not act on, or a session of no payment we know, is recorded and answered.
 *   3. The payment as it stands and the event make the change (src/core/deposit-state.ts: states
 *      only move forward, in any order; a session that charged another amount is mismatched).
 *   4. The kind writes it by one statement that records the event with its effect, only from the
 *      state just read: "replayed" for an event another delivery recorded meanwhile, "changed"
 *      when another event moved the payment first, which is read again (three turns at most).
 *   5. Money came in: on committed state, whatever of the kind's payments of the contract the
 *      business must not keep is given back (./refunds.ts).
 *
 * Only Stripe's signed events move a payment on (src/server/stripe-events/apply-event.ts sends
 * each here with its kind, the webhook and the reconcile job alike), and each is applied once.
 */
import { checkoutEffect, isCheckoutEvent, unreadableEventEffect, type CheckoutEffect, type DepositState } from "@/core/deposit-state";
import type { Database } from "../db/client";
import { paymentLabel, PAYMENT_NAMES, type PaymentKind } from "../db/money/payment-kinds";
import { recordStripeEvent, stripeEventSeen } from "../db/stripe-events/events";
import type { ServerEnv } from "../env";
import { logRefundFailure, refundSurplus } from "./refunds";
import { intentOf, type CheckoutSession } from "./stripe-event";

/** A Checkout Session event as the webhook read it (./stripe-event.ts). */
export interface CheckoutEventFacts {
  id: string;
  type: string;
  session: CheckoutSession;
  /**
   * Why Stripe's signed event could not be read by its schema, when it could not: `session` then
   * holds only the fields that could, and the payment, if still under way, is recorded mismatched.
   */
  unreadable?: string;
}

/** What handling an event did, for the log and the tests. */
export type EventOutcome = "replayed" | "ignored" | "unknown-session" | "unchanged" | DepositState;

/** What an event does to a payment: the core's effect, the state it moves from, and what the session charged as the row keeps it. */
export type CheckoutEventEffect = CheckoutEffect & { current: DepositState; charged: { cents: number | null; currency: string | null } };

/**
 * What an event does to a payment in state `status` asking `amountCents` (src/core/deposit-state.ts).
 * An event that could not be read mismatches a payment still under way.
 */
export function checkoutEventEffect(
  event: CheckoutEventFacts,
  { status: current, amountCents }: { status: DepositState; amountCents: number },
): CheckoutEventEffect {
  const charged = { cents: event.session.amount_total ?? null, currency: event.session.currency ?? null };
  const effect =
    event.unreadable || !isCheckoutEvent(event.type)
      ? unreadableEventEffect(current, event.session.payment_status)
      : checkoutEffect(current, amountCents, event.type, event.session.payment_status, {
          amountTotal: charged.cents,
          currency: charged.currency,
        });
  return { current, charged, ...effect };
}

/** What a payment row is to the applier: its id, state and the amount it asks. */
export interface CheckoutPayment {
  id: string;
  status: DepositState;
  amountCents: number;
}

/** One change a kind writes: the event, the payment as read, what the event does to it, and Stripe's payment intent (kept once known). */
export interface CheckoutChange<Payment extends CheckoutPayment> {
  event: CheckoutEventFacts;
  payment: Payment;
  effect: CheckoutEventEffect;
  intent: string | null;
}

/** What a kind's statement answered: the event seen meanwhile, the payment moved first, or the change written (and the contract, its quote, whose money is then checked). */
export type CheckoutWrite = "replayed" | "changed" | { quoteId: string };

/** How one kind of payment takes a Checkout event. */
export interface CheckoutPaymentKind<Payment extends CheckoutPayment> {
  kind: PaymentKind;
  /** The payment of a session: by its id, or by the payment id its metadata carries (recording the session on it then). */
  paymentOfSession(db: Database, sessionId: string, paymentId: string | undefined, now: Date): Promise<Payment | null>;
  /**
   * Writes `change` by one statement, only from the state it was read in and only for an event
   * not seen before, with the event and what its notices store; then delivers them. Draws what
   * the notices carry (a receipt) only when the change calls for it.
   */
  write(db: Database, env: ServerEnv, change: CheckoutChange<Payment>, now: Date): Promise<CheckoutWrite>;
}

/** How many times a change is read again when another event keeps moving its payment first. */
const TURNS = 3;

/** Applies one verified Checkout event to its payment of `kind`. Never throws for a valid event about something we do not know: Stripe needs only a 2xx. */
export async function applyCheckoutEvent<Payment extends CheckoutPayment>(
  db: Database,
  env: ServerEnv,
  kind: CheckoutPaymentKind<Payment>,
  event: CheckoutEventFacts,
  now: Date,
): Promise<EventOutcome> {
  if (await stripeEventSeen(db, event.id)) return "replayed";
  if (!event.unreadable && !isCheckoutEvent(event.type)) return (await recordStripeEvent(db, event, now)) ? "ignored" : "replayed";
  for (let turn = 0; turn < TURNS; turn++) {
    const payment = await kind.paymentOfSession(db, event.session.id, event.session.metadata?.paymentId, now);
    if (!payment) return (await recordStripeEvent(db, event, now)) ? "unknown-session" : "replayed";
    const effect = checkoutEventEffect(event, payment);
    const written = await kind.write(db, env, { event, payment, effect, intent: intentOf(event.session) }, now);
    if (written === "replayed") return "replayed";
    if (written === "changed") continue;
    // Read after the write: a cancel or another payment committed meanwhile is seen here, or sees this payment itself.
    if (effect.moneyIn)
      await refundSurplus(db, env, kind.kind, written, now).catch((error) => logRefundFailure(paymentLabel(kind.kind, payment.id), error));
    return effect.next === effect.current ? "unchanged" : effect.next;
  }
  throw new Error(`Stripe event ${event.id}: its ${PAYMENT_NAMES[kind.kind]} kept changing under it`);
}
