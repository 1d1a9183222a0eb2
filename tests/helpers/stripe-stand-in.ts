/**
 * A local stand-in for the parts of Stripe's API the site uses, as the official `stripe`
 * library calls them (form-encoded, bearer key): POST /v1/checkout/sessions, GET
 * /v1/checkout/sessions/{id}, POST /v1/checkout/sessions/{id}/expire (only an open session,
 * as Stripe) and POST /v1/refunds. A session's `url` is a page on the stand-in that "pays": POST /pay/{id}
 * marks it paid and redirects to its success_url, as Checkout does. Webhooks go out only when
 * asked (POST /__webhook/{id}?type=…, or `sendWebhook`), signed with Stripe's scheme by the
 * library's own `webhooks.generateTestHeaderString`, so a browser test can see the page before
 * and after. Point STRIPE_API_BASE_URL at `url`; function tests read `sessions` and `refunds`,
 * browser tests GET /__received.
 *
 * Bank payments, payment intents, refusals and disputes, as Stripe behaves:
 * - `payByBank(id)` (or POST /pay/{id}?by=bank) completes a session "by bank": status complete,
 *   payment_status unpaid, its payment intent `processing`; `settle(id, "succeeded" | "failed")`
 *   then settles it (the session becomes paid, or stays unpaid with the intent back at
 *   `requires_payment_method`), and POST /__settle/{id}?outcome=… does the same and sends the
 *   async webhook (`checkout.session.async_payment_succeeded` / `…_failed`).
 * - GET /v1/payment_intents/{id}, and GET /v1/checkout/sessions/{id} with `expand[]` payment_intent
 *   answering the intent inline. `retrievals` lists every session and intent id asked about.
 * - POST /v1/refunds of an intent still processing is refused with a 400 `charge_not_succeeded`;
 *   `setInsufficientBalance(true)` refuses every refund with a 400 `balance_insufficient`.
 * - `disputeEvent(paymentIntent)` is a `charge.dispute.created` event; POST /__dispute/{intent}
 *   sends one to the webhook.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** A Checkout Session as the stand-in keeps it. */
export interface StandInSession {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_method_types: string[];
  locale: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  /** The key the library sent (Authorization: Bearer …) and its idempotency key. */
  apiKey: string;
  idempotencyKey: string | null;
}

/** A payment intent as the stand-in keeps it (a paid session's). */
export interface StandInPaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  /** succeeded (card, or a settled bank debit) | processing (a bank debit on its way) | requires_payment_method (it failed). */
  status: "succeeded" | "processing" | "requires_payment_method" | "canceled";
  payment_method_types: string[];
}

export interface StandInRefund {
  id: string;
  object: "refund";
  payment_intent: string;
  amount: number;
  status: "succeeded";
  idempotencyKey: string | null;
}

/** The settings that point the site at a running stand-in, for vi.stubEnv or a server's env. */
export function stripeStandInEnv(url: string, webhookSecret = STAND_IN_WEBHOOK_SECRET) {
  return { STRIPE_SECRET_KEY: "sk_test_stand_in", STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE_URL: url };
}

export const STAND_IN_WEBHOOK_SECRET = "whsec_stand_in_secret";

/** A signed webhook request for `event`, as Stripe sends one: the raw JSON and its Stripe-Signature header. */
export function signedWebhook(event: object, secret = STAND_IN_WEBHOOK_SECRET, timestamp?: number): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return {
    body,
    signature: new Stripe("sk_test_unused").webhooks.generateTestHeaderString({
      payload: body,
      secret,
      ...(timestamp !== undefined && { timestamp }),
    }),
  };
}

/** A Checkout Session event as Stripe delivers it. */
export function checkoutEvent(
  type: string,
  session: Partial<StandInSession> & { id: string },
  id = `evt_${Math.random().toString(36).slice(2, 14)}`,
) {
  return {
    id,
    object: "event",
    type,
    api_version: "2026-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: "checkout.session", ...session } },
  };
}

/** A `charge.dispute.created` event as Stripe delivers it: a dispute of the charge of `paymentIntent`. */
export function disputeEvent(
  paymentIntent: string,
  {
    amount = 0,
    reason = "fraudulent",
    id = `evt_${Math.random().toString(36).slice(2, 14)}`,
    disputeId = `dp_${Math.random().toString(36).slice(2, 14)}`,
  }: { amount?: number; reason?: string; id?: string; disputeId?: string } = {},
) {
  return {
    id,
    object: "event",
    type: "charge.dispute.created",
    api_version: "2026-01-01",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: disputeId,
        object: "dispute",
        charge: `ch_${paymentIntent.replace(/^pi_/, "")}`,
        payment_intent: paymentIntent,
        amount,
        currency: "usd",
        reason,
        status: "needs_response",
      },
    },
  };
}

/** Starts the stand-in on 127.0.0.1; `webhookUrl` is where its webhooks go. */
export async function startStripeStandIn({ port = 0, webhookUrl }: { port?: number; webhookUrl?: string } = {}) {
  const sessions: StandInSession[] = [];
  const refunds: StandInRefund[] = [];
  const intents = new Map<string, StandInPaymentIntent>();
  const retrievals: string[] = [];
  let counter = 0;
  const state = { webhookUrl, refuseRefunds: false, insufficientBalance: false };
  /** Completes an open session: by card (paid, its intent succeeded) or by bank (unpaid, its intent processing). */
  const complete = (session: StandInSession, by: "card" | "bank") => {
    const intent: StandInPaymentIntent = {
      id: `pi_test_${session.id.slice(8)}`,
      object: "payment_intent",
      amount: session.amount_total,
      currency: session.currency,
      status: by === "card" ? "succeeded" : "processing",
      payment_method_types: [by === "card" ? "card" : "us_bank_account"],
    };
    intents.set(intent.id, intent);
    Object.assign(session, { status: "complete", payment_status: by === "card" ? "paid" : "unpaid", payment_intent: intent.id });
    return session;
  };
  /** Settles a bank debit on its way: the session paid and its intent succeeded, or the intent failed. */
  const settle = (id: string, outcome: "succeeded" | "failed") => {
    const session = sessions.find((candidate) => candidate.id === id);
    const intent = session?.payment_intent ? intents.get(session.payment_intent) : undefined;
    if (!session || !intent || intent.status !== "processing") throw new Error(`Session ${id} has no bank payment on its way`);
    intent.status = outcome === "succeeded" ? "succeeded" : "requires_payment_method";
    if (outcome === "succeeded") session.payment_status = "paid";
    return session;
  };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? "/", "http://localhost");
    const reply = (status: number, data: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(data));
    const key = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    if (request.method === "GET" && url.pathname === "/__received") return reply(200, { sessions, refunds });
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const form = new URLSearchParams(body);
      // The library retries with the same key: one key, one session, as Stripe keeps it.
      const again = idempotencyKey && sessions.find((session) => session.idempotencyKey === idempotencyKey);
      if (again) return reply(200, again);
      const id = `cs_test_${String(++counter).padStart(8, "0")}${Math.random().toString(36).slice(2, 8)}`;
      const origin = `http://${request.headers.host}`;
      const session: StandInSession = {
        id,
        object: "checkout.session",
        amount_total: Number(form.get("line_items[0][price_data][unit_amount]")) * Number(form.get("line_items[0][quantity]") ?? 1),
        currency: form.get("line_items[0][price_data][currency]") ?? "usd",
        client_reference_id: form.get("client_reference_id"),
        metadata: Object.fromEntries(
          [...form].filter(([name]) => name.startsWith("metadata[")).map(([name, value]) => [name.slice(9, -1), value]),
        ),
        payment_method_types: [...form].filter(([name]) => name.startsWith("allowed_payment_method_types[")).map(([, value]) => value),
        locale: form.get("locale"),
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
        url: `${origin}/pay/${id}`,
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        apiKey: key,
        idempotencyKey,
      };
      sessions.push(session);
      return reply(200, session);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/(cs_test_\w+)(\/expire)?$/.exec(url.pathname);
    const known = sessionPath && sessions.find((candidate) => candidate.id === sessionPath[1]);
    if (sessionPath && !known)
      return reply(404, {
        error: { type: "invalid_request_error", code: "resource_missing", message: `No such checkout.session: '${sessionPath[1]}'` },
      });
    if (known && request.method === "GET" && !sessionPath[2]) {
      retrievals.push(known.id);
      const expanded =
        [...url.searchParams].some(([name, value]) => name.startsWith("expand[") && value === "payment_intent") && known.payment_intent
          ? intents.get(known.payment_intent)
          : undefined;
      return reply(200, { ...publicSession(known), ...(expanded && { payment_intent: expanded }) });
    }
    const intentPath = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(url.pathname);
    if (intentPath && request.method === "GET") {
      retrievals.push(intentPath[1]!);
      const intent = intents.get(intentPath[1]!);
      return intent
        ? reply(200, intent)
        : reply(404, {
            error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${intentPath[1]}'` },
          });
    }
    if (known && request.method === "POST" && sessionPath[2]) {
      if (known.status !== "open")
        return reply(400, {
          error: {
            type: "invalid_request_error",
            message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${known.status}".`,
          },
        });
      known.status = "expired";
      return reply(200, publicSession(known));
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      if (state.refuseRefunds)
        return reply(400, { error: { type: "invalid_request_error", message: "The stand-in refuses refunds now." } });
      const form = new URLSearchParams(body);
      const again = idempotencyKey && refunds.find((refund) => refund.idempotencyKey === idempotencyKey);
      if (again) return reply(200, again);
      const paymentIntent = form.get("payment_intent") ?? "";
      if (intents.get(paymentIntent)?.status === "processing")
        return reply(400, {
          error: {
            type: "invalid_request_error",
            code: "charge_not_succeeded",
            message: `This PaymentIntent (${paymentIntent}) does not have a successful charge to refund.`,
          },
        });
      if (state.insufficientBalance)
        return reply(400, {
          error: {
            type: "invalid_request_error",
            code: "balance_insufficient",
            message: "You have insufficient funds in your Stripe account for this refund.",
          },
        });
      const session = sessions.find((candidate) => candidate.payment_intent === paymentIntent);
      const refund: StandInRefund = {
        id: `re_test_${++counter}`,
        object: "refund",
        payment_intent: paymentIntent,
        amount: session?.amount_total ?? 0,
        status: "succeeded",
        idempotencyKey,
      };
      refunds.push(refund);
      return reply(200, refund);
    }
    const pay = /^\/pay\/(cs_test_\w+)$/.exec(url.pathname);
    const session = pay && sessions.find((candidate) => candidate.id === pay[1]);
    if (pay && session && request.method === "GET") {
      const amount = `$${(session.amount_total / 100).toFixed(2)}`;
      return void response
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Stand-in Checkout</title></head><body><main><h1>Stand-in Checkout</h1><p>Deposit ${amount}</p><form method="post"><button type="submit">Pay ${amount}</button> <button type="submit" formaction="/pay/${session.id}?by=bank">Pay ${amount} by bank</button></form></main></body></html>`,
        );
    }
    if (pay && session && request.method === "POST") {
      if (session.status !== "open")
        return void response
          .writeHead(410, { "content-type": "text/plain; charset=utf-8" })
          .end("This Checkout Session is no longer open.");
      complete(session, url.searchParams.get("by") === "bank" ? "bank" : "card");
      return void response.writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) }).end();
    }
    const hook = /^\/__webhook\/(cs_test_\w+)$/.exec(url.pathname);
    const hooked = hook && sessions.find((candidate) => candidate.id === hook[1]);
    if (hooked && request.method === "POST") {
      const status = await deliver(url.searchParams.get("type") ?? "checkout.session.completed", hooked);
      return reply(200, { delivered: status });
    }
    const settling = /^\/__settle\/(cs_test_\w+)$/.exec(url.pathname);
    if (settling && request.method === "POST") {
      const outcome = url.searchParams.get("outcome") === "failed" ? "failed" : "succeeded";
      const settled = settle(settling[1]!, outcome);
      return reply(200, {
        delivered: await deliver(
          outcome === "succeeded" ? "checkout.session.async_payment_succeeded" : "checkout.session.async_payment_failed",
          settled,
        ),
      });
    }
    const disputing = /^\/__dispute\/(pi_\w+)$/.exec(url.pathname);
    if (disputing && request.method === "POST") {
      const intent = intents.get(disputing[1]!);
      return reply(200, { delivered: await deliverEvent(disputeEvent(disputing[1]!, { amount: intent?.amount ?? 0 })) });
    }
    reply(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${url.pathname}).` } });
  });

  async function deliver(type: string, session: StandInSession): Promise<number> {
    return deliverEvent(checkoutEvent(type, session));
  }

  async function deliverEvent(event: object): Promise<number> {
    if (!state.webhookUrl) throw new Error("The stand-in has no webhook URL");
    const { body, signature } = signedWebhook(event);
    const answer = await fetch(state.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
      body,
    });
    return answer.status;
  }

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    sessions,
    refunds,
    /** Marks a session paid, as paying on its page does (without the redirect); only an open one, as Stripe. */
    pay(id: string) {
      const session = sessions.find((candidate) => candidate.id === id);
      if (!session) throw new Error(`No session ${id}`);
      if (session.status !== "open") throw new Error(`Session ${id} is ${session.status}: its page cannot be paid`);
      return complete(session, "card");
    },
    /** Completes a session by bank, as paying on its page by bank does: complete, unpaid, its intent processing. */
    payByBank(id: string) {
      const session = sessions.find((candidate) => candidate.id === id);
      if (!session) throw new Error(`No session ${id}`);
      if (session.status !== "open") throw new Error(`Session ${id} is ${session.status}: its page cannot be paid`);
      return complete(session, "bank");
    },
    /** Settles a session's bank debit (no webhook: post its event, or POST /__settle/{id} to have one sent). */
    settle,
    /** Expires an open session, as Stripe does after its 24 hours (no webhook). */
    expire(id: string) {
      const session = sessions.find((candidate) => candidate.id === id);
      if (!session || session.status !== "open") throw new Error(`Session ${id} is not open`);
      session.status = "expired";
      return session;
    },
    /** The payment intents of paid sessions, by id. */
    intents,
    /** Every session and payment intent id asked about (GET), in order. */
    retrievals,
    setRefuseRefunds(refuse: boolean) {
      state.refuseRefunds = refuse;
    },
    /** Refuses every refund as Stripe does when the account's balance cannot cover it. */
    setInsufficientBalance(refuse: boolean) {
      state.insufficientBalance = refuse;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A session as Stripe's API shows it: without what only the stand-in keeps; `url` only while it is open. */
function publicSession({ apiKey: _key, idempotencyKey: _idempotency, ...session }: StandInSession) {
  return { ...session, url: session.status === "open" ? session.url : null };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}
