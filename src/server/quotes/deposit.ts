/**
 * A signed quote's deposit through Stripe Checkout: opening its page (./checkout-attempt.ts
 * keeps one open at a time), and the deposit as a kind of payment the one Checkout applier
 * (src/server/payments/checkout-events.ts) moves on. Only Stripe's signed events mark a deposit
 * paid, and only for the amount and currency asked: a session that charged anything else is
 * recorded as mismatched, flagged to the admins, and refunded. What a deposit's change writes is
 * the deposit's own: the quote paid by the payment that paid it (named by the statement, while
 * the quote is still signed), the customer's and the admins' emails with it. Any other payment
 * that takes money (a cancelled contract's, a second page's) is refunded after the write, on
 * committed state (src/server/payments/refunds.ts).
 */
import type { Database } from "../db/client";
import { applyPaymentEvent, paymentOfSession } from "../db/quotes/payments";
import type { QuotePayment } from "../db/schema";
import type { ServerEnv } from "../env";
import type { CheckoutPaymentKind } from "../payments/checkout-events";
import { depositMismatched } from "../notify/deposit-refunds";
import { deliverNotice, SILENT, type Notice } from "../notify/notice";
import { quoteNoticeFacts, quotePaid } from "../notify/quotes";
import type { Locale } from "@/i18n/locales";
import { depositCheckoutDescription } from "@/i18n/quotes";
import { openDepositCheckout } from "./checkout-attempt";
import { quoteById } from "./records";

/** Answers the Checkout page of a signed quote's deposit, in the page's language: the open one, or a new one. */
export async function startDepositCheckout(
  db: Database,
  env: ServerEnv,
  { quoteId, amountCents, returnUrl, locale }: { quoteId: string; amountCents: number; returnUrl: string; locale: Locale },
): Promise<string> {
  const { quote } = await quoteById(db, quoteId);
  const description = depositCheckoutDescription[locale](quote.number);
  return openDepositCheckout(db, env, { quoteId, amountCents, returnUrl, locale, description }, new Date());
}

/**
 * The deposit as a kind of payment. Its change is one statement that moves the payment on, records
 * the event with it, marks the quote paid by this payment when it paid the deposit of a quote
 * still signed, and stores the notices' emails (the customer's receipt, the admins' flag of a
 * mismatch): an event is never stored without its effect.
 */
export const depositPaymentKind: CheckoutPaymentKind<QuotePayment> = {
  kind: "deposit",
  paymentOfSession,
  async write(db, env, { event, payment, effect, intent }, now) {
    const { current, next, mismatch, moneyIn, charged } = effect;
    const record = await quoteById(db, payment.quoteId);
    // Whether this payment may pay the quote; the statement decides whether it does, on the quote row as it is then.
    const paysQuote = next === "paid" && current !== "paid" && record.quote.status === "signed";
    const paidNotice = paysQuote ? quotePaid(quoteNoticeFacts(record), { amountCents: payment.amountCents, at: now }, env) : SILENT;
    const flagNotice: Notice = mismatch
      ? depositMismatched(quoteNoticeFacts(record), { depositCents: payment.amountCents, charged, at: now }, env)
      : SILENT;
    const applied = await applyPaymentEvent(db, {
      event: { id: event.id, type: event.type },
      payment: { id: payment.id, quoteId: payment.quoteId, from: current },
      change: { next, intent, moneyIn, mismatch, charged, paysQuote },
      emails: { paid: paidNotice.emails, flag: flagNotice.emails },
      customerLink: paidNotice.customerLink,
      now,
    });
    if (applied === "replayed" || applied === "changed") return applied;
    await deliverNotice(db, env, paidNotice, applied.paid, { now });
    await deliverNotice(db, env, flagNotice, applied.flag, { now });
    return { quoteId: payment.quoteId };
  },
};
