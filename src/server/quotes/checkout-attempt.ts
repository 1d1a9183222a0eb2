/**
 * At most one open Checkout page per deposit: the quote row names its current attempt
 * (`quotes.checkout_payment_id`), and the rule of src/server/payments/checkout-attempt.ts
 * (shared with invoices) answers its page or replaces it. A second payment can then only come
 * from a page opened before this rule; the webhook refunds it (./refunds.ts).
 */
import type { Locale } from "@/i18n/locales";
import type { Database } from "../db/client";
import { claimCheckoutAttempt, currentCheckoutAttempt, recordCheckoutSession } from "../db/quotes/payments";
import type { ServerEnv } from "../env";
import { openCheckoutAttempt } from "../payments/checkout-attempt";
import { createDepositCheckout } from "../payments/stripe";

/** The 409 when the deposit is paid, or its money is on its way. */
export const DEPOSIT_UNDER_WAY = "This deposit is paid or its payment is on its way: there is nothing more to pay online.";

/** What a deposit's Checkout page is made of. */
export interface DepositCheckoutRequest {
  quoteId: string;
  amountCents: number;
  returnUrl: string;
  locale: Locale;
  /** The line the customer reads on Stripe's page ("Deposit, quote 1042"). */
  description: string;
}

/** The page of the deposit's current attempt while it can be paid; otherwise a new attempt's. 409 once paid or on its way. */
export function openDepositCheckout(db: Database, env: ServerEnv, checkout: DepositCheckoutRequest, now: Date): Promise<string> {
  return openCheckoutAttempt(env, {
    amountCents: checkout.amountCents,
    current: () => currentCheckoutAttempt(db, checkout.quoteId),
    claim: (replacing, paymentId) =>
      claimCheckoutAttempt(db, { quoteId: checkout.quoteId, replacing, paymentId, amountCents: checkout.amountCents, now }),
    open: (paymentId, amountCents) => createDepositCheckout(env, { ...checkout, amountCents, paymentId }),
    record: (paymentId, sessionId) => recordCheckoutSession(db, paymentId, sessionId, now),
    underWay: DEPOSIT_UNDER_WAY,
    changed: "The deposit's payment page changed while it was being opened. Please try again.",
  });
}
