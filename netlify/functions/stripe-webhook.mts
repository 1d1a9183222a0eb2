import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { ValidationError } from "../../src/server/http/errors";
import { readText, route } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";
import { verifiedEvent } from "../../src/server/payments/stripe";
import { applyCheckoutEvent, type CheckoutEventFacts } from "../../src/server/quotes/deposit";

/** Stripe's events are small; a Checkout Session with its line items stays well under this. */
const MAX_EVENT_BYTES = 64 * 1024;

/**
 * POST /api/stripe/webhook: Stripe's events about deposits. The Stripe-Signature header is
 * checked against STRIPE_WEBHOOK_SECRET over the raw body, exactly as received: 400 for a
 * forged, altered or stale one. A verified event is applied once (src/server/quotes/deposit.ts)
 * and answered 200 at once, whatever it was about, so Stripe stops sending it.
 */
export default route({
  async POST({ request }) {
    const env = serverEnv();
    const raw = await readText(request, MAX_EVENT_BYTES);
    const event = raw === null ? null : await verifiedEvent(env, raw, request.headers.get("stripe-signature"));
    if (!event) throw new ValidationError("The Stripe signature does not match this request.", { _form: ["Bad signature"] });
    const outcome = await applyCheckoutEvent(getDb(), env, { id: event.id, type: event.type, session: event.data.object as CheckoutEventFacts["session"] }, new Date());
    console.log(`Stripe event ${event.id} (${event.type}): ${outcome}`);
    return json({ received: true });
  },
});

export const config: Config = { path: "/api/stripe/webhook" };
