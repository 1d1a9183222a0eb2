import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { ValidationError } from "../../src/server/http/errors";
import { serve } from "../../src/server/http/serve";
import { stripeWebhook } from "../../src/schemas/routes/site";
import { PayloadTooLargeError } from "../../src/server/http/errors";
import { json } from "../../src/server/http/headers";
import { verifiedEvent } from "../../src/server/payments/stripe";
import { applyStripeEvent } from "../../src/server/stripe-events/apply-event";

/** Stripe's events are small; a Checkout Session with its line items stays well under this. */
const MAX_EVENT_BYTES = 64 * 1024;

/**
 * POST `stripeWebhook`: Stripe's events about deposits, invoice payments and disputes. The Stripe-Signature header is
 * checked against STRIPE_WEBHOOK_SECRET over the raw body, exactly as received: 400 for a
 * forged, altered or stale one. A verified event is read by its schema and applied once
 * (src/server/stripe-events/apply-event.ts), and answered 200 at once, whatever it was about and
 * even when it could not be read (its payment is then recorded mismatched), so Stripe stops sending it.
 */
const served = serve(
  stripeWebhook,
  {
    async POST({ request }) {
      const env = serverEnv();
      // The body as received (route() read it within MAX_EVENT_BYTES): the signature is over these bytes.
      const raw = await request.text();
      const event = raw ? await verifiedEvent(env, raw, request.headers.get("stripe-signature")) : null;
      if (!event) throw new ValidationError("The Stripe signature does not match this request.", { _form: ["Bad signature"] });
      const outcome = await applyStripeEvent(getDb(), env, event, new Date());
      console.log(`Stripe event ${String(event.id)} (${String(event.type)}): ${outcome}`);
      return json({ received: true });
    },
  },
  {
    body: {
      maxBytes: () => MAX_EVENT_BYTES,
      tooLarge: () => new PayloadTooLargeError(`An event is at most ${MAX_EVENT_BYTES / 1024} KB.`, { _form: ["Too large"] }),
    },
  },
);

export default served;

export const config: Config = { path: served.path };
