/**
 * At most one open Checkout page per thing paid (a quote's deposit, an invoice). Its row names
 * its current attempt (`quotes.checkout_payment_id`, `invoices.checkout_payment_id`); asking for
 * a page again answers that attempt's page while Stripe still holds it open, and a new attempt
 * replaces it only once Stripe says it expired (or it failed), by compare-and-set on that column,
 * so two requests at once (the page's Pay button twice, a second tab) get the same page. An
 * attempt's row is written before its session is opened, and Stripe's idempotency key is the
 * row's id: a request that finds the row without its session (another request opening it now,
 * or one that stopped half-way) asks Stripe with the same key and gets the same session.
 * A second payment can then only come from a page opened before this rule; the webhook's
 * payment rules give it back.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import { openCheckoutPagesOf } from "../db/money/pending-payments";
import type { ServerEnv } from "../env";
import { ConflictError } from "../http/errors";
import { describeError } from "../log-safe";
import { expireCheckout, paymentsConfigured, retrieveCheckout, type CheckoutState } from "./stripe";

/** What the rule reads of an attempt's payment row. */
export interface CheckoutAttempt {
  id: string;
  status: string;
  amountCents: number;
  checkoutSessionId: string | null;
}

/** How one kind of payment keeps its attempts: its statements, and how its sessions are opened. */
export interface CheckoutAttempts {
  /** The current attempt's row, or null before any. */
  current(): Promise<CheckoutAttempt | null>;
  /** What a new attempt asks (the server's amount). */
  amountCents: number;
  /** Makes `paymentId` the current attempt if it is still `replacing`, writing its row of `amountCents`; false when another request replaced it first, or it can no longer be paid. */
  claim(replacing: string | null, paymentId: string): Promise<boolean>;
  /** Opens (or, with the same idempotency key, finds again) the session of attempt `paymentId` for `amountCents`. */
  open(paymentId: string, amountCents: number): Promise<{ id: string; url: string }>;
  /** Records the session Stripe opened for an attempt. */
  record(paymentId: string, sessionId: string): Promise<void>;
  /** The 409 once the money is in, or on its way. */
  underWay: string;
  /** The 409 when the attempt kept changing while it was being opened. */
  changed: string;
}

/** The page of the current attempt while it can be paid; otherwise a new attempt's. 409 once paid or on its way. */
export async function openCheckoutAttempt(env: ServerEnv, attempts: CheckoutAttempts): Promise<string> {
  // Each turn either answers or finds that another request replaced the attempt it read.
  for (let turn = 0; turn < 4; turn++) {
    const current = await attempts.current();
    if (current) {
      const page = await pageOf(env, attempts, current);
      if (page) return page;
    }
    const paymentId = randomUUID();
    if (await attempts.claim(current?.id ?? null, paymentId)) {
      const session = await attempts.open(paymentId, attempts.amountCents);
      await attempts.record(paymentId, session.id);
      return session.url;
    }
  }
  throw new ConflictError(attempts.changed);
}

/** The attempt's page while it can still be paid, null once a new attempt may replace it; 409 when it took (or is taking) the money. */
async function pageOf(env: ServerEnv, attempts: CheckoutAttempts, attempt: CheckoutAttempt): Promise<string | null> {
  if (attempt.status === "paid" || attempt.status === "processing") throw new ConflictError(attempts.underWay);
  if (attempt.status !== "open") return null;
  if (!attempt.checkoutSessionId) {
    const session = await attempts.open(attempt.id, attempt.amountCents);
    await attempts.record(attempt.id, session.id);
    return session.url;
  }
  const session = await retrieveCheckout(env, attempt.checkoutSessionId);
  if (session.status === "open" && session.url) return session.url;
  if (tookMoney(session)) throw new ConflictError(attempts.underWay);
  return null;
}

/** A session Stripe completed: paid by card, or a bank debit on its way. Its webhook may not be here yet, but the money is on its way. */
const tookMoney = (session: CheckoutState) => session.status === "complete";

/**
 * Whether Stripe completed `attempt`'s page while our books still hold it open: the customer paid
 * and its webhook is still to come. Asked when the customer comes back from Checkout, so the page
 * says the payment is being processed rather than offering a second one.
 */
export async function completedAtStripe(env: ServerEnv, attempt: CheckoutAttempt): Promise<boolean> {
  if (attempt.status !== "open" || !attempt.checkoutSessionId) return false;
  return tookMoney(await retrieveCheckout(env, attempt.checkoutSessionId));
}

/**
 * Expires an attempt's Checkout page through Stripe while it is open, so a payment that must not
 * be taken (a cancelled contract's, an invoice paid offline) cannot be made through it. A failure
 * is logged under `what` and never thrown: a payment that still lands is refunded by the rules
 * that record it.
 */
export async function closeCheckoutPage(env: ServerEnv, attempt: CheckoutAttempt | null, what: string): Promise<void> {
  if (!attempt?.checkoutSessionId || attempt.status !== "open" || !paymentsConfigured(env)) return;
  await expireCheckout(env, attempt.checkoutSessionId).catch((error) =>
    console.error(`${what}: its open Checkout page was not expired: ${describeError(error)}`),
  );
}

/** Expires every Checkout page of the contract `quoteId` Stripe may still hold open, of every kind (its deposit's, its invoices'), so a cancelled contract takes no payment (one that still lands is refunded). */
export async function closeCheckoutPagesOf(db: Database, env: ServerEnv, quoteId: string): Promise<void> {
  for (const page of await openCheckoutPagesOf(db, quoteId))
    await closeCheckoutPage(env, page, `${page.kind === "deposit" ? "Quote" : "Invoice"} ${page.documentId} of a cancelled contract`);
}
