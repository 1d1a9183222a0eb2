/**
 * The Stripe stand-in of the browser tests (tests/helpers/stripe-stand-in.ts) on a fixed port:
 * the served site's STRIPE_API_BASE_URL points here (playwright.config.ts), its Checkout pages
 * "pay" (by card, or "by bank": on its way until settled) and send the customer back, and a test
 * has it send the signed webhook to the site: a session's event (`sendWebhook`), a bank payment
 * settled with its async event (`settleBankPayment`), or a dispute (`sendDispute`).
 */
import { startStripeStandIn, stripeStandInEnv, type StandInSession } from "../tests/helpers/stripe-stand-in";

export const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 4530);
export const STRIPE_URL = `http://127.0.0.1:${STRIPE_PORT}`;

/** The served site's Stripe settings. */
export const E2E_STRIPE_ENV = stripeStandInEnv(STRIPE_URL);

export async function startStripeServer(sitePort: number): Promise<() => Promise<void>> {
  const standIn = await startStripeStandIn({ port: STRIPE_PORT, webhookUrl: `http://127.0.0.1:${sitePort}/api/stripe/webhook` });
  return standIn.close;
}

/** The sessions the stand-in holds, oldest first. */
export async function checkoutSessions(): Promise<StandInSession[]> {
  return ((await (await fetch(`${STRIPE_URL}/__received`)).json()) as { sessions: StandInSession[] }).sessions;
}

/** Has the stand-in send Stripe's signed `type` event for a session to the site; answers the site's status. */
export async function sendWebhook(sessionId: string, type = "checkout.session.completed"): Promise<number> {
  const answer = (await (await fetch(`${STRIPE_URL}/__webhook/${sessionId}?type=${type}`, { method: "POST" })).json()) as {
    delivered: number;
  };
  return answer.delivered;
}

/** Settles a session's bank payment (paid by bank on its page) and has the stand-in send the async webhook; answers the site's status. */
export async function settleBankPayment(sessionId: string, outcome: "succeeded" | "failed" = "succeeded"): Promise<number> {
  const answer = (await (await fetch(`${STRIPE_URL}/__settle/${sessionId}?outcome=${outcome}`, { method: "POST" })).json()) as {
    delivered: number;
  };
  return answer.delivered;
}

/** Has the stand-in send a `charge.dispute.created` event for a payment intent; answers the site's status. */
export async function sendDispute(paymentIntentId: string): Promise<number> {
  const answer = (await (await fetch(`${STRIPE_URL}/__dispute/${paymentIntentId}`, { method: "POST" })).json()) as { delivered: number };
  return answer.delivered;
}
