/**
 * The three-day cancel of a contract that already took invoice money: every payment taken under
 * it goes back (the deposit and each invoice payment through Stripe; one paid to the office by
 * check is owed back by hand, and the customer, the admins and the timeline say so), its open
 * invoices and unsigned change orders are voided, nothing more is paid or invoiced on the job,
 * the cancellation's email names each refund in the customer's language, and whatever Stripe
 * refused or a payment that lands after is refunded by the sweep or the webhook. Through the
 * functions, against a real database and the Stripe stand-in.
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import refundDeposits from "../../netlify/functions/refund-deposits.mts";
import { getDb } from "../../src/server/db/client";
import {
  changeOrders,
  emailOutbox,
  invoicePayments,
  invoices,
  jobs,
  quotePayments,
  quotes,
  type NewAppointment,
} from "../../src/server/db/schema";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { checkoutEvent } from "../helpers/stripe-stand-in";
import { jobPage, patchJob } from "../jobs/fixtures";
import { callQuote, postWebhook, signedForDeposit, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { sendChangeOrder, writeChangeOrder } from "./fixtures";
import { callInvoice, invoicePage, newInvoice, sentInvoice } from "./invoice-fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix: inside the three business days to cancel.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
const stripe = useStripeStandIn();
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  stripe.setInsufficientBalance(false);
});

const db = () => getDb();
const cancel = (token: string) => callQuote(`/api/quotes/${token}/cancel`, { method: "POST" });
const pay = (token: string) => callInvoice(`/api/invoices/${token}/pay`, { method: "POST" });
const emailsAbout = (relatedId: string, kind: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedId, relatedId), eq(emailOutbox.kind, kind)));
const invoiceRow = async (id: string) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0]!;
const paymentsOf = (invoiceId: string) => db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
const refundsOf = (intent: string | null) => stripe.refunds.filter((refund) => refund.payment_intent === intent);

/** Opens the invoice's Checkout page; answers its session at the stand-in. */
async function checkoutOf(token: string) {
  const answer = await pay(token);
  expect(answer.status, await answer.clone().text()).toBe(200);
  const { checkoutUrl } = (await answer.json()) as { checkoutUrl: string };
  return stripe.sessions.find((session) => checkoutUrl.endsWith(session.id))!;
}

/**
 * A signed contract (total $3,249.00) whose deposit ($812.25) is paid by card, with a 50% progress
 * invoice ($1,624.50) paid by card through Checkout, and another invoice (10%, $324.90) open with
 * its Checkout page opened.
 */
async function contractWithInvoiceMoney(visit: Partial<NewAppointment> = {}) {
  const quote = await signedForDeposit(stripe, visit);
  await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(quote.session.id)));
  const { jobId } = (await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json()) as { jobId: string };
  const progress = await sentInvoice(jobId, { kind: "progress", percent: 50 });
  const progressSession = await checkoutOf(progress.token);
  expect((await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(progressSession.id)))).status).toBe(200);
  expect((await invoiceRow(progress.id)).status).toBe("paid");
  const open = await sentInvoice(jobId, { kind: "progress", percent: 10 });
  const openSession = await checkoutOf(open.token);
  return { quote, jobId, progress: { ...progress, session: progressSession }, open: { ...open, session: openSession } };
}

describe("a three-day cancel of a contract with invoice money", () => {
  it("refunds the deposit and the paid invoice, voids the open invoice and the unsigned change order, and refuses paying or invoicing the job after", async () => {
    const { quote, jobId, progress, open } = await contractWithInvoiceMoney();
    const order = await writeChangeOrder(jobId, [{ description: "One more window", quantity: 1, unitPriceCents: 50_000 }]);
    await sendChangeOrder(order.id);

    expect(await (await cancel(quote.token)).json()).toEqual({ status: "cancelled" });

    // Every payment taken under the contract went back through Stripe, each once.
    expect(refundsOf(quote.session.payment_intent)).toMatchObject([{ amount: 81_225 }]);
    expect(refundsOf(progress.session.payment_intent)).toMatchObject([{ amount: 162_450 }]);
    const [progressPayment] = await paymentsOf(progress.id);
    expect(progressPayment).toMatchObject({ status: "paid", refundReason: "cancelled", refundId: expect.stringMatching(/^re_test_/) });
    expect(await jobPage(jobId)).toMatchObject({ stage: "cancelled", paidCents: 0 });

    // The open invoice is void and its Checkout page closed; the unsigned change order is void.
    expect(await invoiceRow(open.id)).toMatchObject({ status: "void" });
    expect(stripe.sessions.find((session) => session.id === open.session.id)!.status).toBe("expired");
    expect((await db().select().from(changeOrders).where(eq(changeOrders.id, order.id)))[0]).toMatchObject({ status: "void" });

    // Nothing more is paid or invoiced on the cancelled job.
    expect((await pay(open.token)).status).toBe(409);
    expect((await invoicePage(open.token)).payableOnline).toBe(false);
    const refused = await newInvoice(jobId, { kind: "progress", percent: 10 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(/cancelled/);

    // The cancellation's email names each refund; no second email about the invoice payment.
    const [email] = await emailsAbout(quote.id, "quote-cancelled");
    expect(email!.text).toContain("Your deposit of $812.25 is refunded in full to the card or account it came from");
    expect(email!.text).toContain(
      `Your payment of $1,624.50 for invoice ${progress.number} is refunded in full to the card or account it came from`,
    );
    expect(email!.html).toContain(`Your payment of $1,624.50 for invoice ${progress.number} is refunded in full`);
    const [notice] = await emailsAbout(quote.id, "quote-cancelled-notification");
    expect(notice!.text).toContain("$812.25 refunded in full through Stripe");
    expect(notice!.text).toContain(`Invoice ${progress.number}: $1,624.50 refunded in full through Stripe`);
    expect(await emailsAbout(progress.id, "invoice-payment-refunded")).toEqual([]);

    // Twice is harmless; the sweep finds nothing left.
    expect((await cancel(quote.token)).status).toBe(200);
    await refundDeposits();
    expect(
      stripe.refunds.filter((refund) => [quote.session.payment_intent, progress.session.payment_intent].includes(refund.payment_intent)),
    ).toHaveLength(2);
  });

  it("in Spanish, names a refund Stripe refused as one to follow and a check paid to the office as owed back by hand; the sweep makes the refunds Stripe refused", async () => {
    const { quote, jobId, progress } = await contractWithInvoiceMoney({ locale: "es" });
    const check = await sentInvoice(jobId, { kind: "progress", percent: 10 });
    expect(
      (
        await callAdmin(`/api/admin/invoices/${check.id}/payments`, {
          method: "POST",
          body: { method: "check", amountCents: check.amountCents, reference: "1042" },
        })
      ).status,
    ).toBe(201);
    stripe.setInsufficientBalance(true);

    expect((await cancel(quote.token)).status).toBe(200);

    const [email] = await emailsAbout(quote.id, "quote-cancelled");
    expect(email!.text).toContain("Le devolveremos completo su depósito de $812.25");
    expect(email!.text).toContain(`Le devolveremos completo su pago de $1,624.50 de la factura ${progress.number}`);
    expect(email!.text).toContain(`Su pago de $324.90 de la factura ${check.number} (Cheque · Referencia 1042) se hizo en nuestra oficina`);
    expect(email!.text).toContain("dentro de 10 días hábiles");
    expect(email!.text).not.toMatch(/Le devolvemos completo/);
    const [notice] = await emailsAbout(quote.id, "quote-cancelled-notification");
    expect(notice!.text).toContain(`Invoice ${progress.number}: $1,624.50 to refund: Stripe refused just now`);
    expect(notice!.text).toContain(
      `Invoice ${check.number}: $324.90 (Check · Reference 1042) paid to the office: Stripe cannot return it; return it to the customer by hand within 10 business days`,
    );
    const { timeline } = (await jobPage(jobId)) as { timeline: { note: string }[] };
    expect(timeline.map((entry) => entry.note).join("\n")).toContain(
      `Owed back by hand: invoice ${check.number}, $324.90 (Check · Reference 1042)`,
    );

    // Stripe refused both refunds: the payments stay as they are until the sweep refunds them.
    const [progressPayment] = await paymentsOf(progress.id);
    expect(progressPayment).toMatchObject({ refundId: null, refundFailedAt: NOW });
    stripe.setInsufficientBalance(false);
    vi.setSystemTime(new Date(NOW.getTime() + 10 * 60_000));
    expect((await refundDeposits()).status).toBe(204);
    expect((await paymentsOf(progress.id))[0]).toMatchObject({
      refundReason: "cancelled",
      refundFailedAt: null,
      refundId: expect.stringMatching(/^re_test_/),
    });
    expect((await db().select().from(quotePayments).where(eq(quotePayments.quoteId, quote.id)))[0]).toMatchObject({
      refundReason: "cancelled",
      refundId: expect.stringMatching(/^re_test_/),
    });
    const [refunded] = await emailsAbout(progress.id, "invoice-payment-refunded");
    expect(refunded!.subject).toBe(`Le devolvimos su pago (factura ${progress.number})`);
    expect(refunded!.text).toContain("Usted canceló el contrato");
    // The check is not Stripe's to return: it stays recorded, owed back by the office.
    expect((await paymentsOf(check.id))[0]).toMatchObject({ method: "check", status: "paid", refundId: null });
    expect(refundsOf(progress.session.payment_intent)).toHaveLength(1);
  });

  it("refunds an invoice payment that lands after the cancel, and one by bank still on its way once it clears", async () => {
    const { quote, jobId, open } = await contractWithInvoiceMoney();
    const bank = await sentInvoice(jobId, { kind: "progress", percent: 10 });
    const bankSession = await checkoutOf(bank.token);
    const onItsWay = stripe.payByBank(bankSession.id);
    await postWebhook(checkoutEvent("checkout.session.completed", onItsWay));
    expect((await invoiceRow(bank.id)).status).toBe("processing");
    // Paid on Stripe's page as the customer cancelled on ours; Stripe's webhook comes after.
    const late = stripe.pay(open.session.id);

    expect((await cancel(quote.token)).status).toBe(200);
    const [email] = await emailsAbout(quote.id, "quote-cancelled");
    expect(email!.text).toContain(`Your bank payment of $324.90 for invoice ${bank.number} is still on its way`);
    expect(await invoiceRow(bank.id)).toMatchObject({ status: "void" });
    expect(refundsOf(onItsWay.payment_intent)).toEqual([]);

    expect((await postWebhook(checkoutEvent("checkout.session.completed", late))).status).toBe(200);
    expect((await paymentsOf(open.id))[0]).toMatchObject({
      status: "paid",
      refundReason: "cancelled",
      refundId: expect.stringMatching(/^re_test_/),
    });
    expect(refundsOf(late.payment_intent)).toMatchObject([{ amount: 32_490 }]);
    expect(await invoiceRow(open.id)).toMatchObject({ status: "void" });
    expect((await emailsAbout(open.id, "invoice-payment-refunded"))[0]!.text).toContain("You cancelled the contract");

    stripe.settle(bankSession.id, "succeeded");
    await postWebhook(checkoutEvent("checkout.session.async_payment_succeeded", { ...onItsWay, payment_status: "paid" }));
    expect((await paymentsOf(bank.id))[0]).toMatchObject({ status: "paid", refundReason: "cancelled" });
    expect(refundsOf(onItsWay.payment_intent)).toHaveLength(1);
    expect(await jobPage(jobId)).toMatchObject({ paidCents: 0 });
  });
});

describe("the sweep after a cancel stopped before voiding", () => {
  it("voids what the cancelled contract's job still has open, and refunds what it took", async () => {
    const { quote, jobId, open } = await contractWithInvoiceMoney();
    const order = await writeChangeOrder(jobId, [{ description: "One more window", quantity: 1, unitPriceCents: 50_000 }]);
    // The cancellation written, the process stopped before its next statement.
    await db().update(quotes).set({ status: "cancelled", cancelledAt: NOW }).where(eq(quotes.id, quote.id));
    await db().update(jobs).set({ stage: "cancelled" }).where(eq(jobs.id, jobId));
    expect((await refundDeposits()).status).toBe(204);
    expect(await invoiceRow(open.id)).toMatchObject({ status: "void" });
    expect((await db().select().from(changeOrders).where(eq(changeOrders.id, order.id)))[0]).toMatchObject({ status: "void" });
    expect(await jobPage(jobId)).toMatchObject({ paidCents: 0 });
  });
});

describe("a job the office cancelled", () => {
  it("takes no invoice and no payment of an open one (409), and its page offers no payment", async () => {
    const { jobId, open } = await contractWithInvoiceMoney();
    expect((await patchJob(jobId, { stage: "cancelled" })).status).toBe(200);
    expect((await newInvoice(jobId, { kind: "progress", percent: 5 })).status).toBe(409);
    expect((await invoicePage(open.token)).payableOnline).toBe(false);
    stripe.expire(open.session.id);
    expect((await pay(open.token)).status).toBe(409);
    expect(
      await db()
        .select()
        .from(invoicePayments)
        .where(and(eq(invoicePayments.invoiceId, open.id), inArray(invoicePayments.status, ["open"]))),
    ).toHaveLength(1);
  });
});
