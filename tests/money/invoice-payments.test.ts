/**
 * Paying an invoice online, through the functions, against a real database and the Stripe
 * stand-in: one Checkout page per invoice with the invoice's amount and card + bank; a card
 * payment pays it; a bank payment is "on its way" (the invoice processing, the customer told)
 * until Stripe settles it, or fails (the invoice open again, the customer and the office told);
 * replayed, out-of-order and late events change nothing; a charge of another amount is flagged
 * and never counted.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { invoicePayments, invoices, jobEvents, stripeEvents } from "../../src/server/db/schema";
import { MAX_ONLINE_PAYMENT_CENTS } from "../../src/core/job-money";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { resetServerEnv } from "../../src/server/env";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { pdfText } from "../helpers/pdf-text";
import { checkoutEvent } from "../helpers/stripe-stand-in";
import { jobPage, signedJob } from "../jobs/fixtures";
import { postWebhook, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { callInvoice, emailsOfKind, invoicePage, sentInvoice } from "./invoice-fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useContractFacts();
useAdminEnv();
const stripe = useStripeStandIn();
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

const pay = (token: string, locale = "en") => callInvoice(`/api/invoices/${token}/pay?locale=${locale}`, { method: "POST" });
const invoiceRow = async (id: string) => (await getDb().select().from(invoices).where(eq(invoices.id, id)))[0]!;
const paymentsOf = (id: string) => getDb().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id));

/** A sent invoice of a new job, its Checkout page opened; answers the invoice and its session at the stand-in. */
async function openedInvoice(body: object = { kind: "progress", percent: 25 }) {
  const { jobId, email } = await signedJob();
  const invoice = await sentInvoice(jobId, body);
  const answer = await pay(invoice.token);
  expect(answer.status, await answer.clone().text()).toBe(200);
  const { checkoutUrl } = (await answer.json()) as { checkoutUrl: string };
  const session = stripe.sessions.find((candidate) => checkoutUrl.endsWith(candidate.id))!;
  return { ...invoice, jobId, email, checkoutUrl, session };
}

/** The session as the bank debit's `completed` event carries it: complete, its money not in yet. */
const bankCompleted = (session: { id: string }) => ({ ...stripe.pay(session.id), payment_status: "unpaid" as const });

describe("the invoice's Checkout page", () => {
  it("asks the invoice's amount, card or US bank account, names the invoice and its payment row, and opens one page however often asked", async () => {
    const { id, token, session, checkoutUrl } = await openedInvoice();
    const [payment] = await paymentsOf(id);
    expect(session).toMatchObject({
      amount_total: 81_225,
      currency: "usd",
      payment_method_types: ["card", "us_bank_account"],
      metadata: { invoiceId: id, paymentId: payment!.id },
      idempotencyKey: `wdnm-invoice-${payment!.id}`,
      locale: "auto",
    });
    expect(session.success_url).toMatch(/\/invoice\/[\w-]{43}\?paid=returned$/);
    for (let i = 0; i < 3; i++) expect(await (await pay(token)).json()).toEqual({ checkoutUrl });
    expect(await paymentsOf(id)).toHaveLength(1);
    expect((await invoiceRow(id)).checkoutPaymentId).toBe(payment!.id);
  });

  it("opens a Spanish page from the Spanish invoice page", async () => {
    const { jobId } = await signedJob();
    const invoice = await sentInvoice(jobId);
    const { checkoutUrl } = (await (await pay(invoice.token, "es")).json()) as { checkoutUrl: string };
    expect(stripe.sessions.find((candidate) => checkoutUrl.endsWith(candidate.id))).toMatchObject({ locale: "es-419" });
  });

  it("is refused when paid, void, or above what one Checkout charge may take (409), and without payments set up (503)", async () => {
    const { jobId } = await signedJob();
    const invoice = await sentInvoice(jobId);
    await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, {
      method: "POST",
      body: { method: "cash", amountCents: invoice.amountCents },
    });
    expect((await pay(invoice.token)).status).toBe(409);

    const other = await sentInvoice(jobId, { kind: "progress", percent: 10 });
    await callAdmin(`/api/admin/invoices/${other.id}/void`, { method: "POST" });
    const voided = await pay(other.token, "es");
    expect(voided.status).toBe(409);
    expect((await voided.json()).error).toMatch(/anuló/);

    const offline = await sentInvoice(jobId, { kind: "progress", percent: 10 });
    // Larger than the most one Checkout charge takes (a contract of a million dollars, written straight to the row).
    const large = await sentInvoice(jobId, { kind: "progress", percent: 10 });
    await getDb()
      .update(invoices)
      .set({ amountCents: MAX_ONLINE_PAYMENT_CENTS + 1 })
      .where(eq(invoices.id, large.id));
    expect((await pay(large.token)).status).toBe(409);
    expect((await invoicePage(large.token)).payableOnline).toBe(false);

    vi.stubEnv("STRIPE_SECRET_KEY", "");
    resetServerEnv();
    const down = await pay(offline.token);
    expect(down.status).toBe(503);
    expect((await down.json()).error).toMatch(/call us/);
    expect((await invoicePage(offline.token)).payableOnline).toBe(false);
  });
});

describe("closing the page", () => {
  it("expires the open Checkout page when the office voids the invoice or records a payment taken offline", async () => {
    const voided = await openedInvoice();
    expect((await callAdmin(`/api/admin/invoices/${voided.id}/void`, { method: "POST" })).status).toBe(200);
    expect(stripe.sessions.find((session) => session.id === voided.session.id)!.status).toBe("expired");
    const paid = await openedInvoice();
    expect(
      (
        await callAdmin(`/api/admin/invoices/${paid.id}/payments`, {
          method: "POST",
          body: { method: "check", amountCents: paid.amountCents },
        })
      ).status,
    ).toBe(201);
    expect(stripe.sessions.find((session) => session.id === paid.session.id)!.status).toBe("expired");
  });
});

describe("back from Checkout before the webhook", () => {
  const returned = async (token: string, locale = "es") => {
    const answer = await callInvoice(`/api/invoices/${token}?locale=${locale}&checkout=returned`);
    expect(answer.status).toBe(200);
    return answer.json();
  };

  it("says, once Stripe has taken the payment, that it is awaited and offers no second one; Pay answers why in the page's language", async () => {
    const { token, session } = await openedInvoice();
    stripe.pay(session.id);
    expect(await returned(token)).toMatchObject({ status: "open", awaitingStripe: true, payableOnline: false });
    // Without the return, the page shows the books: Stripe is not asked.
    const asked = stripe.retrievals.length;
    expect(await invoicePage(token)).toMatchObject({ status: "open", awaitingStripe: false, payableOnline: true });
    expect(stripe.retrievals).toHaveLength(asked);
    const refused = await pay(token, "es");
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe("Ya tenemos su pago de esta factura y se está procesando: no hay nada más que pagar.");
  });

  it("offers Pay again while Stripe's page is still open, and once the webhook came says what it brought", async () => {
    const { token, session } = await openedInvoice();
    expect(await returned(token)).toMatchObject({ awaitingStripe: false, payableOnline: true });
    await postWebhook(checkoutEvent("checkout.session.completed", bankCompleted(session)));
    expect(await returned(token)).toMatchObject({ status: "processing", awaitingStripe: false, payableOnline: false });
  });

  it("shows the books when Stripe cannot be asked", async () => {
    const { token, session } = await openedInvoice();
    stripe.pay(session.id);
    vi.stubEnv("STRIPE_API_BASE_URL", "http://127.0.0.1:9");
    resetServerEnv();
    expect(await returned(token)).toMatchObject({ status: "open", awaitingStripe: false, payableOnline: true });
  });
});

describe("a card payment", () => {
  it("pays the invoice: the payment paid, the invoice paid by it, the money in, the timeline, the receipt with its PDF and the office's notice", async () => {
    const { id, jobId, email, session, token } = await openedInvoice();
    const answer = await postWebhook(checkoutEvent("checkout.session.completed", { ...stripe.pay(session.id) }));
    expect(answer.status).toBe(200);
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({
      status: "paid",
      method: "stripe",
      stripeMethod: "card",
      paidAt: NOW,
      paymentIntentId: expect.stringMatching(/^pi_test_/),
    });
    expect(await invoiceRow(id)).toMatchObject({ status: "paid", paidAt: NOW, paidPaymentId: payment!.id });
    expect(await jobPage(jobId)).toMatchObject({ paidCents: 81_225, balanceCents: 324_900 - 81_225 });
    const events = await getDb().select().from(jobEvents).where(eq(jobEvents.jobId, jobId));
    expect(events.filter((event) => event.kind === "payment")).toHaveLength(1);
    const [receipt] = await emailsOfKind(EMAIL_KINDS.invoicePaid, id);
    expect(receipt!.to).toBe(email);
    const [file] = receipt!.attachments as { base64: string }[];
    expect(await pdfText(Buffer.from(file!.base64, "base64"))).toContain("Card");
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaidNotification, id)).toHaveLength(1);
    expect(await invoicePage(token)).toMatchObject({
      status: "paid",
      paidCents: 81_225,
      payableOnline: false,
      payments: [{ status: "paid", stripeMethod: "card" }],
    });
  });

  it("changes nothing when replayed, or when a late completed event comes after the money is in", async () => {
    const { id, session } = await openedInvoice();
    const event = checkoutEvent("checkout.session.completed", { ...stripe.pay(session.id) });
    await postWebhook(event);
    expect((await postWebhook(event)).status).toBe(200);
    await postWebhook(checkoutEvent("checkout.session.completed", { ...session, payment_status: "unpaid" }));
    await postWebhook(checkoutEvent("checkout.session.async_payment_failed", { ...session }));
    expect((await paymentsOf(id)).map((payment) => payment.status)).toEqual(["paid"]);
    expect((await invoiceRow(id)).status).toBe("paid");
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaid, id)).toHaveLength(1);
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaymentFailed, id)).toHaveLength(0);
    expect(await getDb().select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id))).toHaveLength(1);
  });
});

describe("a bank payment", () => {
  it("is on its way once completed unpaid (the customer told), then paid when Stripe settles it", async () => {
    const { id, token, session, jobId } = await openedInvoice();
    await postWebhook(checkoutEvent("checkout.session.completed", bankCompleted(session)));
    expect((await paymentsOf(id))[0]).toMatchObject({ status: "processing", stripeMethod: "us_bank_account", paidAt: null });
    expect((await invoiceRow(id)).status).toBe("processing");
    expect(await invoicePage(token)).toMatchObject({
      status: "processing",
      payableOnline: false,
      payments: [{ status: "processing", stripeMethod: "us_bank_account" }],
    });
    expect((await invoicePage(token, "es")).status).toBe("processing");
    const [onItsWay] = await emailsOfKind(EMAIL_KINDS.invoiceOnItsWay, id);
    expect(onItsWay!.text).toContain("on its way");
    expect((await pay(token)).status).toBe(409);
    // Billed while on its way: no second invoice may ask for it.
    expect((await jobPage(jobId)).billableCents).toBe(324_900 - 81_225);

    await postWebhook(checkoutEvent("checkout.session.async_payment_succeeded", { ...session, payment_status: "paid" }));
    expect((await paymentsOf(id))[0]).toMatchObject({ status: "paid", paidAt: NOW });
    expect(await invoiceRow(id)).toMatchObject({ status: "paid", paidPaymentId: (await paymentsOf(id))[0]!.id });
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaid, id)).toHaveLength(1);
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaidNotification, id)).toHaveLength(1);
  });

  it("opens the invoice again when the debit fails, telling the customer and the office; it can then be paid again", async () => {
    const { id, token, session, checkoutUrl } = await openedInvoice();
    await postWebhook(checkoutEvent("checkout.session.completed", bankCompleted(session)));
    await postWebhook(checkoutEvent("checkout.session.async_payment_failed", { ...session }));
    expect((await paymentsOf(id))[0]).toMatchObject({ status: "failed", paidAt: null });
    expect((await invoiceRow(id)).status).toBe("open");
    const [customer] = await emailsOfKind(EMAIL_KINDS.invoicePaymentFailed, id);
    expect(customer!.text).toContain("did not go through");
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaymentFailedNotification, id)).toHaveLength(1);
    const again = (await (await pay(token)).json()) as { checkoutUrl: string };
    expect(again.checkoutUrl).not.toBe(checkoutUrl);
    expect(await paymentsOf(id)).toHaveLength(2);
  });

  it("is paid when async_payment_succeeded comes before completed, and the late completed changes nothing", async () => {
    const { id, session } = await openedInvoice();
    const paid = { ...stripe.pay(session.id) };
    await postWebhook(checkoutEvent("checkout.session.async_payment_succeeded", paid));
    await postWebhook(checkoutEvent("checkout.session.completed", { ...paid, payment_status: "unpaid" }));
    expect((await paymentsOf(id))[0]).toMatchObject({ status: "paid", stripeMethod: "us_bank_account" });
    expect((await invoiceRow(id)).status).toBe("paid");
    expect(await emailsOfKind(EMAIL_KINDS.invoiceOnItsWay, id)).toHaveLength(0);
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaid, id)).toHaveLength(1);
  });
});

describe("a charge that does not match its invoice", () => {
  it("is recorded mismatched, never counted, the admins flagged; the invoice stays open for the refund sweep", async () => {
    const { id, jobId, session } = await openedInvoice();
    await postWebhook(checkoutEvent("checkout.session.completed", { ...stripe.pay(session.id), amount_total: 500 }));
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ status: "mismatched", receivedCents: 500, paidAt: NOW });
    expect(await invoiceRow(id)).toMatchObject({ status: "open", paidPaymentId: null });
    expect((await jobPage(jobId)).paidCents).toBe(0);
    const [flag] = await emailsOfKind(EMAIL_KINDS.invoiceMismatchNotification, id);
    expect(flag!.to).toContain("owner@example.com");
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaid, id)).toHaveLength(0);
  });

  it("counts no paid event that names no amount (a euro session without amount_total): mismatched, flagged and given back", async () => {
    const { id, jobId, session } = await openedInvoice();
    const { amount_total: _stated, ...paid } = stripe.pay(session.id);
    expect((await postWebhook(checkoutEvent("checkout.session.completed", { ...paid, currency: "eur" }))).status).toBe(200);
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ status: "mismatched", receivedCents: null, receivedCurrency: "eur", refundReason: "mismatch" });
    expect(await invoiceRow(id)).toMatchObject({ status: "open", paidPaymentId: null });
    expect((await jobPage(jobId)).paidCents).toBe(0);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paid.payment_intent)).toHaveLength(1);
    const [flag] = await emailsOfKind(EMAIL_KINDS.invoiceMismatchNotification, id);
    expect(flag!.text).toContain("an amount the event did not state, in EUR");
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaid, id)).toHaveLength(0);
  });

  it("counts no bank payment on its way that names no amount, even in dollars", async () => {
    const { id, session } = await openedInvoice();
    const { amount_total: _stated, ...debit } = bankCompleted(session);
    await postWebhook(checkoutEvent("checkout.session.completed", debit));
    expect((await paymentsOf(id))[0]).toMatchObject({ status: "mismatched", receivedCents: null, receivedCurrency: "usd" });
    expect((await invoiceRow(id)).status).toBe("open");
    expect(await emailsOfKind(EMAIL_KINDS.invoiceOnItsWay, id)).toHaveLength(0);
  });

  it("takes a bank payment on its way back to open when Stripe settles another amount", async () => {
    const { id, session } = await openedInvoice();
    await postWebhook(checkoutEvent("checkout.session.completed", bankCompleted(session)));
    await postWebhook(
      checkoutEvent("checkout.session.async_payment_succeeded", { ...session, payment_status: "paid", amount_total: 1_000 }),
    );
    expect((await paymentsOf(id))[0]!.status).toBe("mismatched");
    expect((await invoiceRow(id)).status).toBe("open");
  });
});

describe("a card payment and an offline one at once", () => {
  it("pays the invoice by exactly one of them; any other that took money is left for the refund sweep, never the invoice's", async () => {
    const { id, session } = await openedInvoice();
    const card = checkoutEvent("checkout.session.completed", { ...stripe.pay(session.id) });
    const [, offline] = await Promise.all([
      postWebhook(card),
      callAdmin(`/api/admin/invoices/${id}/payments`, { method: "POST", body: { method: "check", amountCents: 81_225 } }),
    ]);
    const invoice = await invoiceRow(id);
    const payments = await paymentsOf(id);
    expect(invoice.status).toBe("paid");
    expect(payments.map((payment) => payment.id)).toContain(invoice.paidPaymentId);
    // The card's money came in either way: it is paid, and if it did not pay the invoice it is the sweep's to give back.
    expect(payments.find((payment) => payment.method === "stripe")!.status).toBe("paid");
    expect(payments.filter((payment) => payment.method === "check")).toHaveLength(offline.status === 201 ? 1 : 0);
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaid, id)).toHaveLength(1);
  });
});

describe("the webhook's routing", () => {
  it("knows an invoice's session by its id when its metadata does not name the invoice", async () => {
    const { id, session } = await openedInvoice();
    await postWebhook(checkoutEvent("checkout.session.completed", { ...stripe.pay(session.id), metadata: {} }));
    expect((await invoiceRow(id)).status).toBe("paid");
  });
});

describe("a deposit's events", () => {
  it("still go to the deposit: an event without an invoice in its metadata is not an invoice's", async () => {
    const unknown = await postWebhook(
      checkoutEvent("checkout.session.completed", {
        id: "cs_test_nobody",
        payment_status: "paid",
        amount_total: 100,
        currency: "usd",
        metadata: {},
      }),
    );
    expect(unknown.status).toBe(200);
  });
});
