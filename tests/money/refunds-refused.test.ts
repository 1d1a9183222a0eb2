/**
 * Refunds Stripe refuses (a bank payment still processing, too small a balance) never leave the
 * books wrong: the payment stays as it is, the refusal is recorded, the admins are told once,
 * health and the dashboard show it, and the sweep's next success clears it and tells the
 * customer. The three-day cancel with a bank deposit still on its way; invoice payments the
 * business must give back. Through the functions, against a real database and the Stripe stand-in.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import refundDeposits from "../../netlify/functions/refund-deposits.mts";
import reconcileJob from "../../netlify/functions/reconcile-payments.mts";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, invoicePayments, invoices, quotePayments, type InvoicePayment } from "../../src/server/db/schema";
import { checkHealth } from "../../src/server/health/gather-health";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { checkoutEvent } from "../helpers/stripe-stand-in";
import { jobPage } from "../jobs/fixtures";
import { callQuote, postWebhook, signedForDeposit, useContractFacts, useStripeStandIn } from "../quotes/fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
const stripe = useStripeStandIn();
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  stripe.setInsufficientBalance(false);
});

const db = () => getDb();
const paymentOf = async (quoteId: string) => (await db().select().from(quotePayments).where(eq(quotePayments.quoteId, quoteId)))[0]!;
const emailsAbout = async (relatedId: string, kind: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedId, relatedId), eq(emailOutbox.kind, kind)));
/** The admins' refusal emails about a quote's deposit or an invoice's payment. */
const refusalAlerts = async (quoteOrInvoiceId: string) => emailsAbout(quoteOrInvoiceId, "refund-refused-notification");
const healthWarnings = async () => (await checkHealth(new Date())).warnings.filter((line) => line.includes("Stripe refused"));
const cancel = (token: string) => callQuote(`/api/quotes/${token}/cancel`, { method: "POST" });

describe("a refund Stripe refuses for too small a balance", () => {
  it("keeps the payment as it is, records the refusal, tells the admins once, shows on health; the next sweep refunds it and clears it", async () => {
    const { id, token, session } = await signedForDeposit(stripe);
    const paid = stripe.pay(session.id);
    expect((await cancel(token)).status).toBe(200);
    stripe.setInsufficientBalance(true);
    // The payment lands after the cancellation: the webhook tries to refund it at once.
    expect((await postWebhook(checkoutEvent("checkout.session.completed", paid))).status).toBe(200);
    let payment = await paymentOf(id);
    expect(payment).toMatchObject({ status: "paid", refundId: null, refundFailedAt: NOW });
    expect(payment.refundError).toMatch(/^balance_insufficient: /);
    expect(await refusalAlerts(id)).toHaveLength(1);
    const alert = (await refusalAlerts(id))[0]!;
    expect(alert.subject).toMatch(/^Stripe refused a refund: quote \d+$/);
    expect(alert.text).toContain("balance_insufficient");
    expect(alert.text).toContain("The contract was cancelled");
    expect(alert.text).toContain(`Deposit ${payment.id}`);
    expect(alert.text).not.toContain("Ana");
    expect(await healthWarnings()).toEqual([expect.stringMatching(new RegExp(`^1 refund Stripe refused: .*Payment: ${payment.id}\\.$`))]);

    // The sweep tries again, is refused again: no second email, the payment still as it is.
    vi.setSystemTime(new Date(NOW.getTime() + 10 * 60_000));
    expect((await refundDeposits()).status).toBe(204);
    payment = await paymentOf(id);
    expect(payment).toMatchObject({ status: "paid", refundId: null, refundFailedAt: NOW });
    expect(await refusalAlerts(id)).toHaveLength(1);
    expect(await emailsAbout(id, "deposit-refunded")).toHaveLength(0);

    // The balance is back: the next sweep refunds it, clears the refusal, tells the customer.
    stripe.setInsufficientBalance(false);
    expect((await refundDeposits()).status).toBe(204);
    payment = await paymentOf(id);
    expect(payment).toMatchObject({ status: "paid", refundReason: "cancelled", refundFailedAt: null, refundError: null });
    expect(payment.refundId).toMatch(/^re_test_/);
    expect(await emailsAbout(id, "deposit-refunded")).toHaveLength(1);
    expect(await healthWarnings()).toEqual([]);
    await refundDeposits();
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paid.payment_intent)).toHaveLength(1);
  });
});

describe("the three-day cancel with a bank deposit still on its way", () => {
  it("cancels at once, says so truthfully, tries no refund; refunds it as a cancelled contract's money once it clears", async () => {
    const { id, token, session } = await signedForDeposit(stripe);
    const bank = stripe.payByBank(session.id);
    await postWebhook(checkoutEvent("checkout.session.completed", bank));
    expect((await paymentOf(id)).status).toBe("processing");

    expect((await cancel(token)).status).toBe(200);
    expect(((await (await callAdmin(`/api/admin/quotes/${id}`)).json()) as { status: string }).status).toBe("cancelled");
    expect(stripe.refunds.filter((refund) => refund.payment_intent === bank.payment_intent)).toHaveLength(0);
    const [email] = await emailsAbout(id, "quote-cancelled");
    expect(email!.text).toContain("Your bank payment of $812.25 for the deposit is still on its way");
    expect(email!.text).not.toContain("is refunded in full to the card");
    expect((await paymentOf(id)).refundFailedAt).toBeNull();

    // It clears; its webhook never comes: the reconcile job records it paid, and it is refunded.
    stripe.settle(session.id, "succeeded");
    vi.setSystemTime(new Date(NOW.getTime() + 2 * 60 * 60_000));
    expect(await (await reconcileJob()).json()).toMatchObject({ applied: 1 });
    expect(await paymentOf(id)).toMatchObject({ status: "paid", refundReason: "cancelled" });
    expect(stripe.refunds.filter((refund) => refund.payment_intent === bank.payment_intent)).toHaveLength(1);
    expect(await emailsAbout(id, "deposit-refunded")).toHaveLength(1);
    // The late webhook changes nothing.
    await postWebhook(checkoutEvent("checkout.session.async_payment_succeeded", { ...bank, payment_status: "paid" }));
    expect(stripe.refunds.filter((refund) => refund.payment_intent === bank.payment_intent)).toHaveLength(1);
  });

  it("owes nothing when the bank payment fails", async () => {
    const { id, token, session } = await signedForDeposit(stripe);
    const bank = stripe.payByBank(session.id);
    await postWebhook(checkoutEvent("checkout.session.completed", bank));
    expect((await cancel(token)).status).toBe(200);
    stripe.settle(session.id, "failed");
    await postWebhook(checkoutEvent("checkout.session.async_payment_failed", bank));
    expect(await paymentOf(id)).toMatchObject({ status: "failed", refundId: null, refundFailedAt: null });
    await refundDeposits();
    expect(stripe.refunds.filter((refund) => refund.payment_intent === bank.payment_intent)).toHaveLength(0);
    expect(await emailsAbout(id, "deposit-refunded")).toHaveLength(0);
  });

  it("a refund tried while the debit is still processing at Stripe is refused and recorded, then made once it clears", async () => {
    const { id, token, session } = await signedForDeposit(stripe);
    const bank = stripe.payByBank(session.id);
    expect((await cancel(token)).status).toBe(200);
    // Stripe's success event arrives while the stand-in's intent still says processing: the refund is refused as Stripe refuses it.
    await postWebhook(checkoutEvent("checkout.session.async_payment_succeeded", { ...bank, payment_status: "paid" }));
    const payment = await paymentOf(id);
    expect(payment).toMatchObject({ status: "paid", refundId: null, refundFailedAt: NOW });
    expect(payment.refundError).toMatch(/^charge_not_succeeded: /);
    expect(await refusalAlerts(id)).toHaveLength(1);
    expect(await healthWarnings()).toEqual([expect.stringContaining(payment.id)]);
    stripe.settle(session.id, "succeeded");
    await refundDeposits();
    expect(await paymentOf(id)).toMatchObject({ refundReason: "cancelled", refundFailedAt: null });
    expect(await refusalAlerts(id)).toHaveLength(1);
    expect(await healthWarnings()).toEqual([]);
  });
});

describe("invoice payments the business must give back", () => {
  /** A job with a paid deposit, and an invoice of it (paid by its first payment, or void) with Stripe payments that took money. */
  async function invoiceWithPayments(status: "paid" | "void", payments: { status: InvoicePayment["status"]; receivedCents?: number }[]) {
    const { id: quoteId, session } = await signedForDeposit(stripe);
    await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(session.id)));
    const { jobId } = (await (await callAdmin(`/api/admin/quotes/${quoteId}`)).json()) as { jobId: string };
    const [invoice] = await db()
      .insert(invoices)
      .values({ jobId, kind: "progress", amountCents: 100_000, lines: [], status, sentAt: NOW, createdBy: "owner@example.com" })
      .returning();
    const rows = await db()
      .insert(invoicePayments)
      .values(
        payments.map((payment, index) => ({
          invoiceId: invoice!.id,
          jobId,
          method: "stripe" as const,
          stripeMethod: "card",
          amountCents: 100_000,
          status: payment.status,
          paidAt: NOW,
          receivedCents: payment.receivedCents ?? null,
          receivedCurrency: payment.receivedCents ? "usd" : null,
          paymentIntentId: `pi_test_inv_${invoice!.id.slice(0, 8)}_${index}`,
          checkoutSessionId: `cs_test_inv_${invoice!.id.slice(0, 8)}_${index}`,
        })),
      )
      .returning();
    if (status === "paid") await db().update(invoices).set({ paidAt: NOW, paidPaymentId: rows[0]!.id }).where(eq(invoices.id, invoice!.id));
    return { quoteId, jobId, invoice: invoice!, payments: rows };
  }
  const rowsOf = async (ids: string[]) => db().select().from(invoicePayments).where(inArray(invoicePayments.id, ids));

  it("refunds a second paid payment and a mismatched one, keeps the one that paid it, tells the customer and the admins", async () => {
    const { jobId, invoice, payments } = await invoiceWithPayments("paid", [
      { status: "paid" },
      { status: "paid" },
      { status: "mismatched", receivedCents: 100 },
    ]);
    // Until refunded, every paid payment counts.
    expect((await jobPage(jobId)).paidCents).toBe(81_225 + 200_000);
    expect((await refundDeposits()).status).toBe(204);
    const after = new Map((await rowsOf(payments.map((payment) => payment.id))).map((row) => [row.id, row]));
    expect(after.get(payments[0]!.id)).toMatchObject({ refundId: null });
    expect(after.get(payments[1]!.id)).toMatchObject({ refundReason: "duplicate", refundId: expect.stringMatching(/^re_test_/) });
    expect(after.get(payments[2]!.id)).toMatchObject({ refundReason: "mismatch", refundId: expect.stringMatching(/^re_test_/) });
    expect((await jobPage(jobId)).paidCents).toBe(81_225 + 100_000);
    const customer = await emailsAbout(invoice.id, "invoice-payment-refunded");
    expect(customer.map((row) => row.subject)).toEqual([
      `Your payment was refunded (invoice ${invoice.number})`,
      `Your payment was refunded (invoice ${invoice.number})`,
    ]);
    expect(customer.map((row) => row.text).join("\n")).toContain("$1.00");
    expect(await emailsAbout(invoice.id, "invoice-payment-refunded-notification")).toHaveLength(2);
    await refundDeposits();
    expect(await emailsAbout(invoice.id, "invoice-payment-refunded")).toHaveLength(2);
  });

  it("refunds the paid payment of a voided invoice; a refusal is recorded once and cleared by the next sweep", async () => {
    const { invoice, payments } = await invoiceWithPayments("void", [{ status: "paid" }]);
    stripe.setInsufficientBalance(true);
    await refundDeposits();
    await refundDeposits();
    const [refused] = await rowsOf([payments[0]!.id]);
    expect(refused).toMatchObject({ refundId: null, refundFailedAt: NOW });
    expect(await refusalAlerts(invoice.id)).toHaveLength(1);
    expect((await refusalAlerts(invoice.id))[0]!.subject).toBe(`Stripe refused a refund: invoice ${invoice.number}`);
    expect(await healthWarnings()).toEqual([expect.stringContaining(payments[0]!.id)]);
    stripe.setInsufficientBalance(false);
    await refundDeposits();
    expect((await rowsOf([payments[0]!.id]))[0]).toMatchObject({ refundReason: "void", refundFailedAt: null, refundError: null });
    expect((await emailsAbout(invoice.id, "invoice-payment-refunded"))[0]!.text).toContain(
      "The invoice was cancelled, so its payment is returned.",
    );
    expect(await healthWarnings()).toEqual([]);
  });
});
