/** Shared setup of the quote tests: calling the quote functions as a customer or Stripe would, and a quote ready to sign. */
import { afterAll, beforeAll, beforeEach, expect, vi } from "vitest";
import quotesHandler from "../../netlify/functions/quotes.mts";
import pdfHandler from "../../netlify/functions/quote-pdf.mts";
import webhookHandler from "../../netlify/functions/stripe-webhook.mts";
import { callAdmin, seedAppointment, SITE } from "../admin/fixtures";
import { eq } from "drizzle-orm";
import { priceQuote } from "../../src/core/quote-pricing";
import { getDb } from "../../src/server/db/client";
import { quoteRevisions, type NewAppointment } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { signedWebhook, startStripeStandIn, stripeStandInEnv } from "../helpers/stripe-stand-in";

type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/**
 * The Stripe stand-in for a test file: started once for the file, and the site pointed at it
 * before each test. Call at the top of the file; the answer reads the running stand-in.
 */
export function useStripeStandIn(): StripeStandIn {
  let standIn: StripeStandIn | undefined;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  beforeEach(() => {
    for (const [name, value] of Object.entries(stripeStandInEnv(standIn!.url))) vi.stubEnv(name, value);
    resetServerEnv();
  });
  return new Proxy({} as StripeStandIn, { get: (_target, key) => Reflect.get(standIn!, key) });
}

/**
 * The business facts a contract must state (src/core/server/contract-facts.ts), as the environment
 * overrides them: without them no quote is sent or signed (without the RRP certification, none for
 * a home built before 1978).
 */
export const CONTRACT_FACTS = {
  ROC_LICENSE: "ROC 123456",
  BUSINESS_STREET: "1230 N Gilbert Rd",
  RRP_FIRM_CERTIFICATION: "NAT-F123456-1",
} as const;

/** Sets CONTRACT_FACTS before each test of the file. */
export function useContractFacts(): void {
  beforeEach(() => {
    for (const [name, value] of Object.entries(CONTRACT_FACTS)) vi.stubEnv(name, value);
    resetServerEnv();
  });
}

/**
 * A quote body with three options (lines, a discount on one) for `owner`: a replacement (no tax),
 * its totals $1,949.40, $3,249.00 and $3,682.20 with a 25% deposit; a lead's home built in 1995, as
 * seeded visits are (tests/admin/fixtures.ts), so only the lead-safe tests meet the pamphlet.
 */
export function threeOptions(owner: { appointmentId: string } | { leadId: string }) {
  return {
    ...owner,
    ...("leadId" in owner && { yearBuilt: 1995 }),
    options: [
      { name: "Good", items: [{ description: "Pella Vinyl 250 double-hung", quantity: 4, unitPriceCents: 48_735 }] },
      {
        name: "Better",
        items: [
          { description: "Milgard Tuscany V400 slider", quantity: 4, unitPriceCents: 72_500 },
          { description: "Haul-away", quantity: 1, unitPriceCents: 39_900 },
        ],
        discountCents: 5_000,
      },
      { name: "Best", items: [{ description: "Pella Impervia fiberglass", quantity: 4, unitPriceCents: 92_055 }] },
    ],
    depositPercent: 25,
    note: "Measured on site; includes trim and caulking.",
  };
}

/**
 * The options threeOptions had when a quote took a typed sales tax rate: priced at 8.3% on the whole,
 * their totals are the same $1,949.40, $3,249.00 and $3,682.20 (Better: $3,000.00 + $249.00 tax).
 */
const TYPED_RATE_OPTIONS = [
  { name: "Good", items: [{ description: "Pella Vinyl 250 double-hung", quantity: 4, unitPriceCents: 45_000 }], discountCents: 0 },
  {
    name: "Better",
    items: [
      { description: "Milgard Tuscany V400 slider", quantity: 4, unitPriceCents: 72_500 },
      { description: "Haul-away", quantity: 1, unitPriceCents: 15_000 },
    ],
    discountCents: 5_000,
  },
  { name: "Best", items: [{ description: "Pella Impervia fiberglass", quantity: 4, unitPriceCents: 85_000 }], discountCents: 0 },
];

/**
 * Stores an unsigned threeOptions quote's revision as one written before tax classes was: no class,
 * the rate its writer typed (`rateBasisPoints`), its options priced on the whole price. Jobs signed
 * from such quotes still exist, and keep that rate for their change orders.
 */
export async function asTypedRateQuote(quoteId: string, rateBasisPoints = 830): Promise<void> {
  const [revision] = await getDb().select().from(quoteRevisions).where(eq(quoteRevisions.quoteId, quoteId));
  const ids = (revision!.options as { id: string }[]).map((option) => option.id);
  const options = priceQuote(
    TYPED_RATE_OPTIONS.map((option, index) => ({ ...option, id: ids[index]! })),
    { taxClass: null, rateBasisPoints },
    { kind: "percent", basisPoints: 2_500 },
  );
  await getDb()
    .update(quoteRevisions)
    .set({ taxClass: null, taxRateBasisPoints: rateBasisPoints, options })
    .where(eq(quoteRevisions.quoteId, quoteId));
}

/** Calls the customer's quote function. */
export function callQuote(
  path: string,
  {
    method = "GET",
    body,
    headers = {},
    ip = "203.0.113.9",
  }: { method?: string; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
): Promise<Response> {
  const all = new Headers({ "user-agent": "Mozilla/5.0 (iPhone) TestSafari/17", ...headers });
  if (method !== "GET") all.set("Origin", SITE);
  if (body !== undefined) all.set("Content-Type", "application/json");
  const request = new Request(`${SITE}${path}`, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) });
  return (new URL(path, SITE).pathname.endsWith("/pdf") ? pdfHandler : quotesHandler)(request, { ip });
}

/** Posts a Stripe event to the webhook, signed with `secret`. */
export function postWebhook(event: object, secret?: string, tamper?: (body: string) => string): Promise<Response> {
  const { body, signature } = signedWebhook(event, secret);
  return webhookHandler(
    new Request(`${SITE}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
      body: tamper ? tamper(body) : body,
    }),
  );
}

/** Creates and sends a quote; answers its id, token and the link sent. */
export async function sentQuote(
  owner: { appointmentId: string } | { leadId: string },
  body: object = {},
): Promise<{ id: string; token: string; url: string; options: { id: string; name: string; totalCents: number; depositCents: number }[] }> {
  const created = await callAdmin("/api/admin/quotes", { method: "POST", body: { ...threeOptions(owner), ...body } });
  expect(created.status).toBe(201);
  const quote = (await created.json()) as { id: string; options: { id: string; name: string; totalCents: number; depositCents: number }[] };
  const sent = await callAdmin(`/api/admin/quotes/${quote.id}/send`, { method: "POST" });
  expect(sent.status).toBe(200);
  const { url } = (await sent.json()) as { url: string };
  return { id: quote.id, token: url.split("/quote/")[1]!, url, options: quote.options };
}

/** A visit's quote (the visit as `change` says), sent and signed for its "Better" option (deposit $812.25), with the Checkout page signing opened and its session at `stripe`. */
export async function signedForDeposit(stripe: StripeStandIn, change: Partial<NewAppointment> = {}) {
  const visit = await seedAppointment(change);
  const quote = await sentQuote({ appointmentId: visit.id });
  const answer = await callQuote(`/api/quotes/${quote.token}/sign`, {
    method: "POST",
    body: { optionId: quote.options[1]!.id, name: "Ana Lopez", agree: true },
  });
  const { checkoutUrl } = (await answer.json()) as { checkoutUrl: string };
  return { ...quote, checkoutUrl, session: stripe.sessions.find((session) => checkoutUrl.endsWith(session.id))! };
}
