import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useAdminEnv } from "../../../tests/admin/fixtures";
import { useFunctionDatabase } from "../../../tests/helpers/function-env";
import { signedJob } from "../../../tests/jobs/fixtures";
import { deposit, invoice, invoicePayment } from "../../../tests/money/money-fixtures";
import { useContractFacts, useStripeStandIn } from "../../../tests/quotes/fixtures";
import { getDb } from "../db/client";
import { emailOutbox, invoicePayments, invoices, quotePayments } from "../db/schema";
import { serverEnv } from "../env";
import { EMAIL_KINDS } from "../notify/kinds";
import { refundBeforeCancelling, refundSurplus } from "./refunds";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
const stripe = useStripeStandIn();
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

const db = () => getDb();
const PAID = "2026-12-01T18:00:00Z";
let intents = 0;
const intent = () => `pi_unit_${++intents}`;

/** A signed contract whose deposit is paid, with a second deposit paid too (a page opened before the rule), and an invoice paid by card, then paid again through a second page. */
async function contractWithSecondPayments() {
  const job = await signedJob();
  const paidDeposit = await deposit(job.quoteId, 81_225, PAID, { paymentIntentId: intent() });
  const secondDeposit = await deposit(job.quoteId, 81_225, PAID, { paymentIntentId: intent(), pays: false });
  const bill = await invoice(job.jobId, 100_000, { status: "paid", sentAt: new Date(PAID), paidAt: new Date(PAID) });
  const paidBill = await invoicePayment(bill, 100_000, PAID, { method: "stripe", stripeMethod: "card", paymentIntentId: intent() });
  const secondBill = await invoicePayment(bill, 100_000, PAID, { method: "stripe", stripeMethod: "card", paymentIntentId: intent() });
  await db().update(invoices).set({ paidPaymentId: paidBill.id }).where(eq(invoices.id, bill.id));
  return { job, paidDeposit, secondDeposit, bill, paidBill, secondBill };
}

const depositRow = async (id: string) => (await db().select().from(quotePayments).where(eq(quotePayments.id, id)))[0]!;
const invoicePaymentRow = async (id: string) => (await db().select().from(invoicePayments).where(eq(invoicePayments.id, id)))[0]!;

describe("refundSurplus", () => {
  it("gives back, of the kind asked only, each payment its contract must not keep, once, and tells the customer", async () => {
    const { job, paidDeposit, secondDeposit, secondBill } = await contractWithSecondPayments();

    expect(await refundSurplus(db(), serverEnv(), "deposit", { quoteId: job.quoteId }, NOW)).toEqual({ refunded: 1, failed: 0 });
    expect(await depositRow(secondDeposit.id)).toMatchObject({ refundReason: "duplicate", refundId: expect.stringMatching(/^re_/) });
    expect((await depositRow(paidDeposit.id)).refundId).toBeNull();
    expect((await invoicePaymentRow(secondBill.id)).refundId).toBeNull();

    expect(await refundSurplus(db(), serverEnv(), "invoice", { quoteId: job.quoteId }, NOW)).toEqual({ refunded: 1, failed: 0 });
    expect(await invoicePaymentRow(secondBill.id)).toMatchObject({ refundReason: "duplicate", refundId: expect.stringMatching(/^re_/) });
    expect(stripe.refunds.map((refund) => refund.payment_intent)).toEqual(
      expect.arrayContaining([secondDeposit.paymentIntentId, secondBill.paymentIntentId]),
    );

    const told = await db()
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.kind, [EMAIL_KINDS.depositRefunded, EMAIL_KINDS.invoicePaymentRefunded]));
    expect(told.map((email) => [email.kind, email.to])).toEqual([
      [EMAIL_KINDS.depositRefunded, job.email],
      [EMAIL_KINDS.invoicePaymentRefunded, job.email],
    ]);

    expect(await refundSurplus(db(), serverEnv(), "deposit", { quoteId: job.quoteId }, NOW)).toEqual({ refunded: 0, failed: 0 });
    expect(await refundSurplus(db(), serverEnv(), "invoice", { quoteId: job.quoteId }, NOW)).toEqual({ refunded: 0, failed: 0 });
  });

  it("keeps to the contract asked, and the sweep (no contract named) reaches every contract", async () => {
    const first = await contractWithSecondPayments();
    const second = await contractWithSecondPayments();
    expect(await refundSurplus(db(), serverEnv(), "invoice", { quoteId: first.job.quoteId }, NOW)).toEqual({ refunded: 1, failed: 0 });
    expect((await invoicePaymentRow(second.secondBill.id)).refundId).toBeNull();
    const swept = await refundSurplus(db(), serverEnv(), "invoice", {}, NOW);
    expect(swept.refunded).toBeGreaterThanOrEqual(1);
    expect((await invoicePaymentRow(second.secondBill.id)).refundReason).toBe("duplicate");
  });

  it("counts a payment it cannot ask Stripe to refund (no payment intent) as failed, and leaves it as it is", async () => {
    const job = await signedJob();
    await deposit(job.quoteId, 81_225, PAID, { paymentIntentId: intent() });
    const second = await deposit(job.quoteId, 81_225, PAID, { paymentIntentId: null, pays: false });
    expect(await refundSurplus(db(), serverEnv(), "deposit", { quoteId: job.quoteId }, NOW)).toEqual({ refunded: 0, failed: 1 });
    expect((await depositRow(second.id)).refundId).toBeNull();
  });
});

describe("refundBeforeCancelling", () => {
  it("gives back every kind of the contract's payments as the cancellation names them: the deposit first, then each invoice's by number", async () => {
    const job = await signedJob();
    const paidDeposit = await deposit(job.quoteId, 81_225, PAID, { paymentIntentId: intent() });
    const byCard = await invoice(job.jobId, 50_000, { status: "paid" });
    const card = await invoicePayment(byCard, 50_000, PAID, { method: "stripe", stripeMethod: "card", paymentIntentId: intent() });
    const byBank = await invoice(job.jobId, 30_000, { status: "processing" });
    await invoicePayment(byBank, 30_000, null, { method: "stripe", stripeMethod: "us_bank_account", paymentIntentId: intent() });
    const byCheck = await invoice(job.jobId, 20_000, { status: "paid" });
    await invoicePayment(byCheck, 20_000, PAID, { method: "check", reference: "Check 1042" });

    expect(await refundBeforeCancelling(db(), serverEnv(), job.quoteId, NOW)).toEqual([
      { invoiceNumber: null, amountCents: 81_225, way: "online", reference: null, state: "refunded" },
      { invoiceNumber: byCard.number, amountCents: 50_000, way: "card", reference: null, state: "refunded" },
      { invoiceNumber: byBank.number, amountCents: 30_000, way: "bank", reference: null, state: "on-its-way" },
      { invoiceNumber: byCheck.number, amountCents: 20_000, way: "check", reference: "Check 1042", state: "by-hand" },
    ]);
    expect(await depositRow(paidDeposit.id)).toMatchObject({ refundReason: "cancelled", refundId: expect.stringMatching(/^re_/) });
    expect(await invoicePaymentRow(card.id)).toMatchObject({ refundReason: "cancelled", refundId: expect.stringMatching(/^re_/) });
  });

  it("names a refund Stripe refuses as pending: the sweep makes it", async () => {
    const job = await signedJob();
    await deposit(job.quoteId, 81_225, PAID, { paymentIntentId: intent() });
    stripe.setInsufficientBalance(true);
    try {
      expect(await refundBeforeCancelling(db(), serverEnv(), job.quoteId, NOW)).toEqual([
        { invoiceNumber: null, amountCents: 81_225, way: "online", reference: null, state: "pending" },
      ]);
    } finally {
      stripe.setInsufficientBalance(false);
    }
  });
});
