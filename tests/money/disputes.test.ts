/**
 * A dispute (charge.dispute.created) through the webhook: the payment it disputes, a deposit or
 * an invoice payment, is marked once and stops counting as paid, its job's money version moves
 * on, and the admins are told once with ids and amounts; a replay changes nothing; an unknown
 * charge is recorded and answered. Against a real database and the Stripe stand-in.
 */
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, invoicePayments, invoices, jobs, quotePayments, stripeEvents } from "../../src/server/db/schema";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { checkoutEvent, disputeEvent } from "../helpers/stripe-stand-in";
import { jobPage } from "../jobs/fixtures";
import { callQuote, postWebhook, signedForDeposit, useContractFacts, useStripeStandIn } from "../quotes/fixtures";

const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
const stripe = useStripeStandIn();
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});

const db = () => getDb();
// In the order they were stored: the tests read the last ones, and a table without ORDER BY has none.
const alerts = async () =>
  db().select().from(emailOutbox).where(eq(emailOutbox.kind, "payment-disputed-notification")).orderBy(asc(emailOutbox.id));
const versionOf = async (jobId: string) =>
  (await db().select({ version: jobs.moneyVersion }).from(jobs).where(eq(jobs.id, jobId)))[0]!.version;

/** A deposit paid by card through the webhook; answers the quote, its job and the payment intent. */
async function paidDeposit() {
  const quote = await signedForDeposit(stripe);
  const paid = stripe.pay(quote.session.id);
  expect((await postWebhook(checkoutEvent("checkout.session.completed", paid))).status).toBe(200);
  const detail = (await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json()) as { jobId: string };
  return { ...quote, jobId: detail.jobId, intent: paid.payment_intent! };
}

describe("a dispute of a deposit", () => {
  it("marks it disputed once, takes it out of what is paid, bumps the job's money version and tells the admins once", async () => {
    const { id, jobId, intent, token } = await paidDeposit();
    expect((await jobPage(jobId)).paidCents).toBe(81_225);
    expect(await (await callQuote(`/api/quotes/${token}`)).json()).toMatchObject({ deposit: { state: "paid", disputed: false } });
    const before = await versionOf(jobId);
    const alertsBefore = (await alerts()).length;
    const event = disputeEvent(intent, { amount: 81_225, reason: "fraudulent", disputeId: "dp_deposit_1" });

    expect((await postWebhook(event)).status).toBe(200);
    const [row] = await db().select().from(quotePayments).where(eq(quotePayments.quoteId, id));
    expect(row).toMatchObject({ disputeId: "dp_deposit_1", disputedAt: NOW, status: "paid" });
    expect((await jobPage(jobId)).paidCents).toBe(0);
    expect(await versionOf(jobId)).toBe(before + 1);
    const told = (await alerts()).slice(alertsBefore);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^A payment is disputed: quote \d+$/);
    expect(told[0]!.text).toContain("dp_deposit_1");
    expect(told[0]!.text).toContain("$812.25");
    expect(told[0]!.text).toContain(row!.id);
    // Ids and amounts only: nothing about the customer.
    expect(told[0]!.text).not.toContain("Ana");
    expect(told[0]!.text).not.toContain("@");
    // The customer's page no longer reads it as simply paid: it names the dispute.
    expect(await (await callQuote(`/api/quotes/${token}`)).json()).toMatchObject({ deposit: { state: "paid", disputed: true } });

    // Replayed, and a second dispute event of the same payment: nothing changes.
    expect((await postWebhook(event)).status).toBe(200);
    expect((await postWebhook(disputeEvent(intent, { amount: 81_225, disputeId: "dp_deposit_2" }))).status).toBe(200);
    expect((await db().select().from(quotePayments).where(eq(quotePayments.quoteId, id)))[0]).toMatchObject({ disputeId: "dp_deposit_1" });
    expect(await versionOf(jobId)).toBe(before + 1);
    expect(await alerts()).toHaveLength(alertsBefore + 1);
  });
});

describe("a dispute delivered twice at the same moment", () => {
  it("is applied once: one mark, one money version, one alert", async () => {
    const { id, jobId, intent } = await paidDeposit();
    const before = await versionOf(jobId);
    const alertsBefore = (await alerts()).length;
    const event = disputeEvent(intent, { amount: 81_225, disputeId: "dp_twice" });
    const answers = await Promise.all([
      postWebhook(event),
      postWebhook(event),
      postWebhook(disputeEvent(intent, { amount: 81_225, disputeId: "dp_other" })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await db().select().from(quotePayments).where(eq(quotePayments.quoteId, id)))[0]!.disputeId).toMatch(/^dp_(twice|other)$/);
    expect(await versionOf(jobId)).toBe(before + 1);
    expect(await alerts()).toHaveLength(alertsBefore + 1);
  });
});

describe("a dispute of an invoice payment", () => {
  it("marks it disputed, out of what is paid, the invoice keeping its status; the admins told with the invoice's number", async () => {
    const { jobId } = await paidDeposit();
    const [invoice] = await db()
      .insert(invoices)
      .values({
        jobId,
        kind: "progress",
        amountCents: 100_000,
        lines: [],
        status: "paid",
        sentAt: NOW,
        paidAt: NOW,
        createdBy: "owner@example.com",
      })
      .returning();
    const [payment] = await db()
      .insert(invoicePayments)
      .values({
        invoiceId: invoice!.id,
        jobId,
        method: "stripe",
        stripeMethod: "card",
        amountCents: 100_000,
        status: "paid",
        paidAt: NOW,
        paymentIntentId: "pi_test_invoice_disputed",
        checkoutSessionId: "cs_test_invoice_disputed",
      })
      .returning();
    await db().update(invoices).set({ paidPaymentId: payment!.id }).where(eq(invoices.id, invoice!.id));
    expect((await jobPage(jobId)).paidCents).toBe(181_225);
    const before = await versionOf(jobId);

    expect(
      (
        await postWebhook(
          disputeEvent("pi_test_invoice_disputed", { amount: 100_000, reason: "product_not_received", disputeId: "dp_invoice_1" }),
        )
      ).status,
    ).toBe(200);
    expect((await db().select().from(invoicePayments).where(eq(invoicePayments.id, payment!.id)))[0]).toMatchObject({
      disputeId: "dp_invoice_1",
      disputedAt: NOW,
      status: "paid",
    });
    expect((await db().select().from(invoices).where(eq(invoices.id, invoice!.id)))[0]!.status).toBe("paid");
    expect((await jobPage(jobId)).paidCents).toBe(81_225);
    expect(await versionOf(jobId)).toBe(before + 1);
    const told = (await alerts()).at(-1)!;
    expect(told.subject).toBe(`A payment is disputed: invoice ${invoice!.number}`);
    expect(told.text).toContain("product_not_received");
  });
});

describe("a dispute of a charge we do not know", () => {
  it("is recorded and answered 200, changing nothing", async () => {
    const before = (await alerts()).length;
    const event = disputeEvent("pi_test_somebody_else", { amount: 5_000 });
    expect((await postWebhook(event)).status).toBe(200);
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id))).toHaveLength(1);
    expect((await postWebhook(event)).status).toBe(200);
    expect(await alerts()).toHaveLength(before);
  });
});
