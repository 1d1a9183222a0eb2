/**
 * A signed quote's deposit through Stripe Checkout: opening its page (./checkout-attempt.ts
 * keeps one open at a time), and what Stripe's signed webhook events make of it. Only those
 * events mark a deposit paid, and only for the amount and currency asked: a session that charged
 * anything else is recorded as mismatched, flagged to the admins, and refunded. Each event is
 * handled once (its id is stored in the same statement that applies it, so a replay, or
 * Stripe's own retry of an answered event, changes nothing), in any order (states only move
 * forward, src/core/deposit-state.ts). The one payment that pays the quote is named by the
 * statement that marks it paid; any other payment that takes money (a cancelled contract's, a
 * second page's) is refunded, decided after the write on committed state (./refunds.ts).
 */
import { checkoutEffect, isCheckoutEvent, unreadableEventEffect, type CheckoutEffect, type DepositState } from "@/core/deposit-state";
import type { Database } from "../db/client";
import { applyPaymentEvent, paymentOfSession, recordStripeEvent } from "../db/quotes/payments";
import type { QuotePayment } from "../db/schema";
import type { ServerEnv } from "../env";
import { describeError } from "../log-safe";
import type { CheckoutSession } from "../payments/stripe-event";
import { depositMismatched } from "../notify/deposit-refunds";
import { deliverNotice, SILENT, type Notice } from "../notify/notice";
import { quotePaid } from "../notify/quotes";
import type { Locale } from "@/i18n/locales";
import { depositCheckoutDescription } from "@/i18n/quotes";
import { openDepositCheckout } from "./checkout-attempt";
import { noticeFacts, quoteById } from "./records";
import { refundSurplus } from "./refunds";

/** Answers the Checkout page of a signed quote's deposit, in the page's language: the open one, or a new one. */
export async function startDepositCheckout(db: Database, env: ServerEnv, { quoteId, amountCents, returnUrl, locale }: { quoteId: string; amountCents: number; returnUrl: string; locale: Locale }): Promise<string> {
  const { quote } = await quoteById(db, quoteId);
  const description = depositCheckoutDescription[locale](quote.number);
  return openDepositCheckout(db, env, { quoteId, amountCents, returnUrl, locale, description }, new Date());
}

/** A Checkout Session event as the webhook read it (src/server/payments/stripe-event.ts). */
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

/** Applies one verified Stripe event. Never throws for a valid event about something we do not know: Stripe needs only a 2xx. */
export async function applyCheckoutEvent(db: Database, env: ServerEnv, event: CheckoutEventFacts, now: Date): Promise<EventOutcome> {
  if (!event.unreadable && !isCheckoutEvent(event.type)) return (await recordStripeEvent(db, event, now)) ? "ignored" : "replayed";
  for (let attempt = 0; attempt < 3; attempt++) {
    const payment = await paymentOfSession(db, event.session.id, event.session.metadata?.paymentId, now);
    if (!payment) return (await recordStripeEvent(db, event, now)) ? "unknown-session" : "replayed";
    const outcome = await applyToPayment(db, env, event, payment, now);
    if (outcome !== "retry") return outcome;
  }
  throw new Error(`Stripe event ${event.id}: its deposit kept changing under it`);
}

/**
 * What an event does to a payment (a deposit's or an invoice's) in state `status` asking
 * `amountCents`: the state after it, whether it brings money in, whether it charged what was asked,
 * and what it charged as the payment row keeps it (src/core/deposit-state.ts). An event that could
 * not be read mismatches a payment under way.
 */
export function checkoutEventEffect(event: CheckoutEventFacts, { status: current, amountCents }: { status: DepositState; amountCents: number }): CheckoutEffect & { current: DepositState; charged: { cents: number | null; currency: string | null } } {
  const charged = { cents: event.session.amount_total ?? null, currency: event.session.currency ?? null };
  const effect =
    event.unreadable || !isCheckoutEvent(event.type)
      ? unreadableEventEffect(current, event.session.payment_status)
      : checkoutEffect(current, amountCents, event.type, event.session.payment_status, { amountTotal: charged.cents, currency: charged.currency });
  return { current, charged, ...effect };
}

/**
 * One statement moves the payment on (only from the state just read, and only for an event not
 * seen before), records the event with it, marks the quote paid by this payment when it paid
 * the deposit of a quote still signed, and stores the notices' emails: an event is never stored
 * without its effect. Then, on committed state, any money that must not be kept is refunded.
 * "retry" when another event moved the payment in between.
 */
async function applyToPayment(db: Database, env: ServerEnv, event: CheckoutEventFacts, payment: QuotePayment, now: Date): Promise<EventOutcome | "retry"> {
  const { current, next, mismatch, moneyIn, charged } = checkoutEventEffect(event, payment);
  const record = await quoteById(db, payment.quoteId);
  // Whether this payment may pay the quote; the statement decides whether it does, on the quote row as it is then.
  const paysQuote = next === "paid" && current !== "paid" && record.quote.status === "signed";
  const paidNotice = paysQuote ? quotePaid(noticeFacts(record), { amountCents: payment.amountCents, at: now }, env) : SILENT;
  const flagNotice: Notice = mismatch ? depositMismatched(noticeFacts(record), { depositCents: payment.amountCents, charged, at: now }, env) : SILENT;
  const intent = typeof event.session.payment_intent === "string" ? event.session.payment_intent : (event.session.payment_intent?.id ?? null);
  const applied = await applyPaymentEvent(db, {
    event: { id: event.id, type: event.type },
    payment: { id: payment.id, quoteId: payment.quoteId, from: current },
    change: { next, intent, moneyIn, mismatch, charged, paysQuote },
    emails: { paid: paidNotice.emails, flag: flagNotice.emails },
    customerLink: paidNotice.customerLink,
    now,
  });
  if (applied === "replayed") return "replayed";
  if (applied === "changed") return "retry";
  await deliverNotice(db, env, paidNotice, applied.paid, { now });
  await deliverNotice(db, env, flagNotice, applied.flag, { now });
  // Read after the write: a cancel or another payment committed meanwhile is seen here, or sees this payment itself.
  if (moneyIn) await refundSurplus(db, env, { quoteId: payment.quoteId }, now).catch((error) => logRefundFailure(payment.quoteId, error));
  return next === current ? "unchanged" : next;
}

/** Logs a refund run that failed outright (the database, say): the scheduled sweep tries again. */
export function logRefundFailure(quoteId: string, error: unknown): void {
  console.error(`Quote ${quoteId}: money to give back was not refunded now; the sweep tries again: ${describeError(error)}`);
}
