/**
 * Events Stripe signed that are not what Stripe documents (a fraction of a cent, no type, no
 * object): each is answered 200, on its first delivery and on every redelivery, so Stripe stops
 * sending it; the payment of the Checkout Session it names, while under way, is recorded
 * mismatched (never counted, the admins flagged, what it took given back); an event that names
 * no session is logged. Through the webhook, against a real database and the Stripe stand-in.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { getDb } from "../../src/server/db/client";
import { invoicePayments, invoices, quotePayments, quotes, stripeEvents } from "../../src/server/db/schema";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { checkoutEvent, disputeEvent } from "../helpers/stripe-stand-in";
import { jobPage, signedJob } from "../jobs/fixtures";
import { callInvoice, emailsOfKind, sentInvoice } from "./invoice-fixtures";
import { postWebhook, signedForDeposit, useContractFacts, useStripeStandIn } from "../quotes/fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useContractFacts();
useAdminEnv();
const stripe = useStripeStandIn();
let errors: MockInstance;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});

/** Posts the event as Stripe delivers it, then as Stripe redelivers it (the same event again); answers both statuses. */
async function deliveredTwice(event: object): Promise<number[]> {
  return [(await postWebhook(event)).status, (await postWebhook(event)).status];
}

/** A sent invoice of a new job whose Checkout page is open: its id, its job and its session at the stand-in. */
async function openedInvoice() {
  const { jobId } = await signedJob();
  const invoice = await sentInvoice(jobId);
  const { checkoutUrl } = (await (await callInvoice(`/api/invoices/${invoice.token}/pay`, { method: "POST" })).json()) as {
    checkoutUrl: string;
  };
  return { id: invoice.id, jobId, session: stripe.sessions.find((candidate) => checkoutUrl.endsWith(candidate.id))! };
}

const invoicePaymentOf = async (invoiceId: string) =>
  (await getDb().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)))[0]!;
const depositOf = async (quoteId: string) => (await getDb().select().from(quotePayments).where(eq(quotePayments.quoteId, quoteId)))[0]!;
const recorded = async (eventId: string) => getDb().select().from(stripeEvents).where(eq(stripeEvents.eventId, eventId));

describe("a paid event whose amount is a fraction of a cent", () => {
  it("answers 200 each time and records the invoice's payment mismatched, given back, the invoice still open", async () => {
    const { id, jobId, session } = await openedInvoice();
    const paid = stripe.pay(session.id);
    const event = checkoutEvent("checkout.session.completed", { ...paid, amount_total: 81_225.5 });
    expect(await deliveredTwice(event)).toEqual([200, 200]);
    expect(await invoicePaymentOf(id)).toMatchObject({
      status: "mismatched",
      receivedCents: null,
      receivedCurrency: "usd",
      refundReason: "mismatch",
    });
    expect((await getDb().select().from(invoices).where(eq(invoices.id, id)))[0]).toMatchObject({ status: "open", paidPaymentId: null });
    expect((await jobPage(jobId)).paidCents).toBe(0);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paid.payment_intent)).toHaveLength(1);
    expect(await emailsOfKind(EMAIL_KINDS.invoiceMismatchNotification, id)).toHaveLength(1);
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaid, id)).toHaveLength(0);
    expect(await recorded(event.id)).toHaveLength(1);
  });

  it("answers 200 each time and records the deposit mismatched and refunded, the quote still signed", async () => {
    const { id, session } = await signedForDeposit(stripe);
    const event = checkoutEvent("checkout.session.completed", { ...stripe.pay(session.id), amount_total: 81_225.5 });
    expect(await deliveredTwice(event)).toEqual([200, 200]);
    expect(await depositOf(id)).toMatchObject({ status: "mismatched", refundReason: "mismatch" });
    expect((await getDb().select().from(quotes).where(eq(quotes.id, id)))[0]!.status).toBe("signed");
  });
});

describe("an event without a type", () => {
  it("answers 200 each time and records the payment of the session it names mismatched", async () => {
    const { id, session } = await signedForDeposit(stripe);
    const { type: _type, ...untyped } = checkoutEvent("checkout.session.completed", stripe.pay(session.id));
    expect(await deliveredTwice(untyped)).toEqual([200, 200]);
    expect(await depositOf(id)).toMatchObject({ status: "mismatched", refundReason: "mismatch" });
    expect((await recorded(untyped.id))[0]).toMatchObject({ type: "(no type)" });
  });
});

describe("an event whose object is null", () => {
  it("answers 200 each time, is logged and recorded, and changes no payment", async () => {
    const { id } = await signedForDeposit(stripe);
    const event = { ...checkoutEvent("checkout.session.completed", { id: "cs_test_unused" }), data: { object: null } };
    expect(await deliveredTwice(event)).toEqual([200, 200]);
    expect(errors.mock.calls.flat().join("\n")).toContain(
      `Stripe event ${event.id} (checkout.session.completed) could not be read: data.object:`,
    );
    expect(await recorded(event.id)).toHaveLength(1);
    expect((await depositOf(id)).status).toBe("open");
  });
});

describe("other events Stripe signed that do not parse", () => {
  it("answer 200 each time, whatever is wrong with them", async () => {
    const { session } = await signedForDeposit(stripe);
    const { id: _id, ...anonymous } = checkoutEvent("checkout.session.expired", { ...session, status: "expired" });
    const dispute = disputeEvent("pi_test_unknown");
    for (const event of [
      anonymous,
      { ...dispute, data: { object: { ...dispute.data.object, amount: "all of it" } } },
      { ...checkoutEvent("checkout.session.completed", { id: session.id }), data: null },
      checkoutEvent("checkout.session.completed", { ...session, metadata: { paymentId: 42 } as unknown as Record<string, string> }),
      { id: "evt_not_an_object", type: "checkout.session.completed", data: { object: [session] } },
    ]) {
      expect(await deliveredTwice(event), JSON.stringify(event).slice(0, 120)).toEqual([200, 200]);
    }
  });
});
