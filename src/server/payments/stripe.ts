/**
 * Deposits and invoices through Stripe, with Stripe's official library (`stripe`). STRIPE_API_BASE_URL is
 * parsed into the library's own `host`, `port` and `protocol` settings, so tests and local
 * runs point the real library at a stand-in (tests/helpers/stripe-stand-in.ts) with no fork
 * and no branch here. Card and bank details go to Stripe's Checkout page, never through us.
 * The library loads on first use: most calls of a function never touch a payment.
 */
import type Stripe from "stripe";
import type { ServerEnv } from "@/server/env";

/** The settings payments read. */
export type PaymentsEnv = Pick<ServerEnv, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE_URL">;

/** What to set so deposits can be taken online; shown by the health check and the admin dashboard. */
export const PAYMENTS_HINT =
  "Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/quotes-and-payments.md). Until then quotes are signed online and the office arranges deposits.";

/** True when deposits can be taken and confirmed: a key to create sessions and the secret that proves Stripe's webhooks. */
export function paymentsConfigured(env: Partial<PaymentsEnv>): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

/** The library's connection settings for a base URL: https://api.stripe.com → host api.stripe.com, port 443, https. */
export function stripeConnection(baseUrl: string): { host: string; port: number; protocol: "http" | "https" } {
  const url = new URL(baseUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "https" ? 443 : 80, protocol };
}

let cached: { key: string; client: Promise<Stripe> } | undefined;

/** The Stripe client for `env` (one per process and key). Throws when no key is set. */
export function stripeClient(env: PaymentsEnv): Promise<Stripe> {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error(PAYMENTS_HINT);
  const id = `${key}@${env.STRIPE_API_BASE_URL}`;
  if (cached?.key !== id) {
    cached = {
      key: id,
      // Two retries with Stripe's idempotency keys; a request waits at most 20 s, well inside a function's limit.
      client: import("stripe").then(
        ({ default: StripeClient }) =>
          new StripeClient(key, { ...stripeConnection(env.STRIPE_API_BASE_URL), maxNetworkRetries: 2, timeout: 20_000, telemetry: false }),
      ),
    };
  }
  return cached.client;
}

/** What a deposit's Checkout Session is made of. */
export interface DepositCheckout {
  quoteId: string;
  paymentId: string;
  /** "Deposit, quote 1042". */
  description: string;
  amountCents: number;
  locale: "en" | "es";
  /** Where Stripe sends the customer back (the quote page). */
  returnUrl: string;
}

/** Opens a Checkout Session for a deposit (card or US bank account) and answers its id and page. */
export function createDepositCheckout(env: PaymentsEnv, checkout: DepositCheckout): Promise<{ id: string; url: string }> {
  return createCheckout(env, {
    reference: checkout.quoteId,
    metadata: { quoteId: checkout.quoteId, paymentId: checkout.paymentId },
    description: checkout.description,
    amountCents: checkout.amountCents,
    locale: checkout.locale,
    successUrl: `${checkout.returnUrl}?deposit=returned`,
    cancelUrl: checkout.returnUrl,
    idempotencyKey: `wdnm-deposit-${checkout.paymentId}`,
  });
}

/** What an invoice's Checkout Session is made of. */
export interface InvoiceCheckout {
  invoiceId: string;
  paymentId: string;
  /** "Invoice 5001". */
  description: string;
  amountCents: number;
  locale: "en" | "es";
  /** Where Stripe sends the customer back (the invoice page). */
  returnUrl: string;
}

/** Opens a Checkout Session for an invoice (card or US bank account) and answers its id and page. */
export function createInvoiceCheckout(env: PaymentsEnv, checkout: InvoiceCheckout): Promise<{ id: string; url: string }> {
  return createCheckout(env, {
    reference: checkout.invoiceId,
    metadata: { invoiceId: checkout.invoiceId, paymentId: checkout.paymentId },
    description: checkout.description,
    amountCents: checkout.amountCents,
    locale: checkout.locale,
    successUrl: `${checkout.returnUrl}?paid=returned`,
    cancelUrl: checkout.returnUrl,
    idempotencyKey: `wdnm-invoice-${checkout.paymentId}`,
  });
}

/** One Checkout Session of a single amount, card or US bank account, keyed by its payment row. */
async function createCheckout(
  env: PaymentsEnv,
  checkout: {
    reference: string;
    metadata: Record<string, string>;
    description: string;
    amountCents: number;
    locale: "en" | "es";
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  },
): Promise<{ id: string; url: string }> {
  const stripe = await stripeClient(env);
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      // Card and US bank account (ACH, settled days later: the async webhook events say when).
      allowed_payment_method_types: ["card", "us_bank_account"],
      line_items: [
        { quantity: 1, price_data: { currency: "usd", unit_amount: checkout.amountCents, product_data: { name: checkout.description } } },
      ],
      client_reference_id: checkout.reference,
      metadata: checkout.metadata,
      payment_intent_data: { metadata: checkout.metadata },
      // Latin American Spanish for the Spanish page; Stripe's own choice (the browser's) otherwise.
      locale: checkout.locale === "es" ? "es-419" : "auto",
      success_url: checkout.successUrl,
      cancel_url: checkout.cancelUrl,
    },
    { idempotencyKey: checkout.idempotencyKey },
  );
  if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a page`);
  return { id: session.id, url: session.url };
}

/** What the site reads of a Checkout Session Stripe holds: whether its page can still be paid, and where. */
export interface CheckoutState {
  id: string;
  /** "open" (payable), "complete" (paid, or a bank debit on its way) or "expired". */
  status: string | null;
  /** The page, while it is open. */
  url: string | null;
}

/** The Checkout Session `id` as Stripe holds it now. */
export async function retrieveCheckout(env: PaymentsEnv, id: string): Promise<CheckoutState> {
  const stripe = await stripeClient(env);
  const session = await stripe.checkout.sessions.retrieve(id);
  return { id: session.id, status: session.status, url: session.url };
}

/** A Checkout Session and its payment intent as Stripe holds them now: what the reconcile job reads. */
export interface SettledCheckout {
  id: string;
  /** "open", "complete" or "expired". */
  status: string | null;
  /** "paid", "unpaid" (a bank debit on its way, or not paid) or "no_payment_required". */
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  /** The payment intent, once the session was completed: its id and state (succeeded, processing, requires_payment_method, canceled, …). */
  intent: { id: string; status: string } | null;
}

/** The Checkout Session `id` with its payment intent, in one request. */
export async function retrieveSettledCheckout(env: PaymentsEnv, id: string): Promise<SettledCheckout> {
  const stripe = await stripeClient(env);
  const session = await stripe.checkout.sessions.retrieve(id, { expand: ["payment_intent"] });
  const intent = session.payment_intent;
  return {
    id: session.id,
    status: session.status,
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total,
    currency: session.currency,
    metadata: session.metadata ?? {},
    intent:
      intent === null
        ? null
        : typeof intent === "string"
          ? { id: intent, status: (await stripe.paymentIntents.retrieve(intent)).status }
          : { id: intent.id, status: intent.status },
  };
}

/** A refund Stripe refused: its error code (or the error's type) and message, which carry no customer data. */
export function refusalOf(error: unknown): string {
  const stripeError = error as { code?: string; type?: string; message?: string };
  const code = stripeError.code ?? stripeError.type ?? "error";
  return `${code}: ${stripeError.message ?? String(error)}`.slice(0, 500);
}

/**
 * Expires an open Checkout Session, so its page can no longer be paid. Stripe refuses a session
 * that is no longer open (paid or expired already): that answer is not an error here, the
 * session's own webhook says what became of it.
 */
export async function expireCheckout(env: PaymentsEnv, id: string): Promise<CheckoutState> {
  const stripe = await stripeClient(env);
  const session = await stripe.checkout.sessions.retrieve(id);
  if (session.status !== "open") return { id: session.id, status: session.status, url: null };
  const expired = await stripe.checkout.sessions.expire(id);
  return { id: expired.id, status: expired.status, url: null };
}

/** Refunds a paid payment (a deposit's or an invoice's) in full; answers the refund's id. Keyed by the payment, so a retried cancel never refunds twice. */
export async function refundPayment(
  env: PaymentsEnv,
  { paymentId, paymentIntentId }: { paymentId: string; paymentIntentId: string },
): Promise<string> {
  const stripe = await stripeClient(env);
  const refund = await stripe.refunds.create(
    { payment_intent: paymentIntentId, reason: "requested_by_customer", metadata: { paymentId } },
    { idempotencyKey: `wdnm-refund-${paymentId}` },
  );
  return refund.id;
}

/** The event in a webhook's raw body, if its Stripe-Signature header proves it came from Stripe with our secret; null when not. */
export async function verifiedEvent(env: PaymentsEnv, rawBody: string, signature: string | null): Promise<Stripe.Event | null> {
  if (!signature || !env.STRIPE_WEBHOOK_SECRET) return null;
  const stripe = await stripeClient(env);
  try {
    // Stripe's default tolerance (five minutes) refuses an old signature replayed later.
    return await stripe.webhooks.constructEventAsync(rawBody, signature, env.STRIPE_WEBHOOK_SECRET);
  } catch {
    return null;
  }
}
