/**
 * At most one open Checkout page per deposit. The quote row names its current attempt
 * (`quotes.checkout_payment_id`); asking for a page again answers that attempt's page while
 * Stripe still holds it open, and a new attempt replaces it only once Stripe says it expired
 * (or it failed), by compare-and-set on that column, so two requests at once (the page's
 * "Pay the deposit" twice, a second tab) get the same page. An attempt's row is written
 * before its session is opened, and Stripe's idempotency key is the row's id: a request that
 * finds the row without its session (another request opening it now, or one that stopped
 * half-way) asks Stripe with the same key and gets the same session.
 * A second payment can then only come from a page opened before this rule; the webhook
 * refunds it (./refunds.ts).
 */
import { randomUUID } from "node:crypto";
import type { Locale } from "@/i18n/locales";
import type { Database } from "../db/client";
import { claimCheckoutAttempt, currentCheckoutAttempt, recordCheckoutSession } from "../db/quotes/payments";
import type { QuotePayment } from "../db/schema";
import type { ServerEnv } from "../env";
import { ConflictError } from "../http/errors";
import { createDepositCheckout, retrieveCheckout } from "../payments/stripe";

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
export async function openDepositCheckout(db: Database, env: ServerEnv, checkout: DepositCheckoutRequest, now: Date): Promise<string> {
  // Each turn either answers or finds that another request replaced the attempt it read.
  for (let turn = 0; turn < 4; turn++) {
    const current = await currentCheckoutAttempt(db, checkout.quoteId);
    if (current) {
      const page = await pageOf(db, env, current, checkout, now);
      if (page) return page;
    }
    const paymentId = randomUUID();
    if (await claimCheckoutAttempt(db, { quoteId: checkout.quoteId, replacing: current?.id ?? null, paymentId, amountCents: checkout.amountCents, now })) {
      return openSession(db, env, paymentId, checkout, now);
    }
  }
  throw new ConflictError("The deposit's payment page changed while it was being opened. Please try again.");
}

/** The attempt's page while it can still be paid, null once a new attempt may replace it; 409 when it took (or is taking) the money. */
async function pageOf(db: Database, env: ServerEnv, attempt: QuotePayment, checkout: DepositCheckoutRequest, now: Date): Promise<string | null> {
  if (attempt.status === "paid" || attempt.status === "processing") throw new ConflictError(DEPOSIT_UNDER_WAY);
  if (attempt.status !== "open") return null;
  if (!attempt.checkoutSessionId) return openSession(db, env, attempt.id, { ...checkout, amountCents: attempt.amountCents }, now);
  const session = await retrieveCheckout(env, attempt.checkoutSessionId);
  if (session.status === "open" && session.url) return session.url;
  // Paid at Stripe, its webhook not here yet: the money is on its way.
  if (session.status === "complete") throw new ConflictError(DEPOSIT_UNDER_WAY);
  return null;
}

/** Opens (or, with the same idempotency key, finds again) the session of attempt `paymentId` and records it. */
async function openSession(db: Database, env: ServerEnv, paymentId: string, checkout: DepositCheckoutRequest, now: Date): Promise<string> {
  const session = await createDepositCheckout(env, { ...checkout, paymentId });
  await recordCheckoutSession(db, paymentId, session.id, now);
  return session.url;
}
