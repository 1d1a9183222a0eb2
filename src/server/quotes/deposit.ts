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
import { checkoutEffect, isCheckoutEvent, type CheckoutEvent, type DepositState } from "@/core/deposit-state";
import type { Database } from "../db/client";
import { applyPaymentEvent, paymentOfSession, recordStripeEvent } from "../db/quotes/payments";
import type { QuotePayment } from "../db/schema";
import type { ServerEnv } from "../env";
import { describeError } from "../log-safe";
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

/** The part of a Checkout Session event the webhook reads. */
export interface CheckoutEventFacts {
  id: string;
  type: string;
  session: {
    id: string;
    payment_status?: string | null;
    payment_intent?: string | { id: string } | null;
    /** What the session charges, in the currency's smallest unit, and the currency ("usd"). */
    amount_total?: number | null;
    currency?: string | null;
    /** Ours, from when the session was opened: the payment row it belongs to. */
    metadata?: Record<string, string> | null;
  };
}

/** What handling an event did, for the log and the tests. */
export type EventOutcome = "replayed" | "ignored" | "unknown-session" | "unchanged" | DepositState;

/** Applies one verified Stripe event. Never throws for a valid event about something we do not know: Stripe needs only a 2xx. */
export async function applyCheckoutEvent(db: Database, env: ServerEnv, event: CheckoutEventFacts, now: Date): Promise<EventOutcome> {
  if (!isCheckoutEvent(event.type)) return (await recordStripeEvent(db, event, now)) ? "ignored" : "replayed";
  for (let attempt = 0; attempt < 3; attempt++) {
    const payment = await paymentOfSession(db, event.session.id, event.session.metadata?.paymentId, now);
    if (!payment) return (await recordStripeEvent(db, event, now)) ? "unknown-session" : "replayed";
    const outcome = await applyToPayment(db, env, event as CheckoutEventFacts & { type: CheckoutEvent }, payment, now);
    if (outcome !== "retry") return outcome;
  }
  throw new Error(`Stripe event ${event.id}: its deposit kept changing under it`);
}

/** What an event does to a payment: the state after it, whether it brings money in, and whether it charged what was asked (src/core/deposit-state.ts). */
function effectOf(event: CheckoutEventFacts & { type: CheckoutEvent }, payment: QuotePayment) {
  const current = payment.status as DepositState;
  const charged = { amountTotal: event.session.amount_total, currency: event.session.currency };
  return { current, charged, ...checkoutEffect(current, payment.amountCents, event.type, event.session.payment_status, charged) };
}

/**
 * One statement moves the payment on (only from the state just read, and only for an event not
 * seen before), records the event with it, marks the quote paid by this payment when it paid
 * the deposit of a quote still signed, and stores the notices' emails: an event is never stored
 * without its effect. Then, on committed state, any money that must not be kept is refunded.
 * "retry" when another event moved the payment in between.
 */
async function applyToPayment(db: Database, env: ServerEnv, event: CheckoutEventFacts & { type: CheckoutEvent }, payment: QuotePayment, now: Date): Promise<EventOutcome | "retry"> {
  const { current, next, mismatch, moneyIn, charged } = effectOf(event, payment);
  const record = await quoteById(db, payment.quoteId);
  // Whether this payment may pay the quote; the statement decides whether it does, on the quote row as it is then.
  const paysQuote = next === "paid" && current !== "paid" && record.quote.status === "signed";
  const paidNotice = paysQuote ? quotePaid(noticeFacts(record), { amountCents: payment.amountCents, at: now }, env) : SILENT;
  const flagNotice: Notice = mismatch ? depositMismatched(noticeFacts(record), { depositCents: payment.amountCents, receivedCents: charged.amountTotal ?? 0, currency: charged.currency ?? "", at: now }, env) : SILENT;
  const intent = typeof event.session.payment_intent === "string" ? event.session.payment_intent : (event.session.payment_intent?.id ?? null);
  const applied = await applyPaymentEvent(db, {
    event: { id: event.id, type: event.type },
    payment: { id: payment.id, quoteId: payment.quoteId, from: current },
    change: { next, intent, moneyIn, mismatch, charged: { cents: charged.amountTotal ?? null, currency: charged.currency ?? null }, paysQuote },
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
