/**
 * The reconcile job (netlify/functions/reconcile-payments.mts): a Stripe payment whose webhook
 * never came is looked up with Stripe an hour later and settled through the webhook's own code,
 * so the late webhook, and the next run, change nothing. Through the functions, against a real
 * database and the Stripe stand-in; the clock frozen and moved by hand.
 */
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import reconcileJob from "../../netlify/functions/reconcile-payments.mts";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, invoicePayments, invoices, quotePayments } from "../../src/server/db/schema";
import { serverEnv } from "../../src/server/env";
import { reconcilePayments } from "../../src/server/stripe-events/reconcile";
import { applyStripeEvent } from "../../src/server/stripe-events/apply-event";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { checkoutEvent } from "../helpers/stripe-stand-in";
import { signedJob } from "../jobs/fixtures";
import { postWebhook, signedForDeposit, useContractFacts, useStripeStandIn } from "../quotes/fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
const LATER = new Date(NOW.getTime() + 2 * 60 * 60 * 1000);
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
const stripe = useStripeStandIn();
// The database is shared by the file's tests: each starts with no payment pending from an earlier one.
beforeEach(async () => {
  await getDb()
    .update(quotePayments)
    .set({ status: "expired" })
    .where(inArray(quotePayments.status, ["open", "processing"]));
  await getDb()
    .update(invoicePayments)
    .set({ status: "expired" })
    .where(inArray(invoicePayments.status, ["open", "processing"]));
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

type Summary = { checked: number; applied: number; left: number; failed: number };
const runJob = async (): Promise<Summary> => {
  const answer = await reconcileJob();
  expect(answer.status).toBe(200);
  return answer.json();
};
const detailOf = async (id: string) =>
  (await (await callAdmin(`/api/admin/quotes/${id}`)).json()) as {
    status: string;
    payments: { id: string; status: string; refunded: boolean }[];
  };
const emailCount = async (quoteId: string) => (await getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, quoteId))).length;

describe("a deposit whose webhook never came", () => {
  it("paid by card: settled paid an hour later, the customer told once; the late webhook and a second run change nothing", async () => {
    const { id, session } = await signedForDeposit(stripe);
    const paid = stripe.pay(session.id);
    // Within the hour the job leaves it to the webhook.
    vi.setSystemTime(new Date(NOW.getTime() + 30 * 60 * 1000));
    expect(await runJob()).toEqual({ checked: 0, applied: 0, left: 0, failed: 0 });
    vi.setSystemTime(LATER);
    expect(await runJob()).toEqual({ checked: 1, applied: 1, left: 0, failed: 0 });
    expect(await detailOf(id)).toMatchObject({ status: "paid", payments: [{ status: "paid", refunded: false }] });
    const emails = await emailCount(id);
    expect(emails).toBeGreaterThan(0);

    const late = await postWebhook(checkoutEvent("checkout.session.completed", paid));
    expect(late.status).toBe(200);
    expect(await runJob()).toEqual({ checked: 0, applied: 0, left: 0, failed: 0 });
    expect(await detailOf(id)).toMatchObject({ status: "paid", payments: [{ status: "paid", refunded: false }] });
    expect(await emailCount(id)).toBe(emails);
    expect(stripe.refunds).toHaveLength(0);
  });

  it("paid by bank: on its way, left alone while it is, then paid once Stripe says it succeeded; late webhooks change nothing", async () => {
    const { id, session } = await signedForDeposit(stripe);
    const bank = stripe.payByBank(session.id);
    vi.setSystemTime(LATER);
    expect(await runJob()).toMatchObject({ checked: 1, applied: 1 });
    expect(await detailOf(id)).toMatchObject({ status: "signed", payments: [{ status: "processing" }] });
    // Still on its way: asked about again, nothing to apply.
    expect(await runJob()).toEqual({ checked: 1, applied: 0, left: 1, failed: 0 });

    stripe.settle(session.id, "succeeded");
    expect(await runJob()).toEqual({ checked: 1, applied: 1, left: 0, failed: 0 });
    expect(await detailOf(id)).toMatchObject({ status: "paid", payments: [{ status: "paid" }] });
    const emails = await emailCount(id);

    for (const type of ["checkout.session.completed", "checkout.session.async_payment_succeeded"])
      expect(
        (await postWebhook(checkoutEvent(type, { ...bank, payment_status: type.endsWith("succeeded") ? "paid" : "unpaid" }))).status,
      ).toBe(200);
    expect(await runJob()).toEqual({ checked: 0, applied: 0, left: 0, failed: 0 });
    expect(await detailOf(id)).toMatchObject({ status: "paid", payments: [{ status: "paid" }] });
    expect(await emailCount(id)).toBe(emails);
  });

  it("paid by bank that failed: failed, and the customer may pay again", async () => {
    const { id, session } = await signedForDeposit(stripe);
    stripe.payByBank(session.id);
    stripe.settle(session.id, "failed");
    vi.setSystemTime(LATER);
    expect(await runJob()).toMatchObject({ checked: 1, applied: 1 });
    expect(await detailOf(id)).toMatchObject({ status: "signed", payments: [{ status: "failed" }] });
    expect(await runJob()).toMatchObject({ checked: 0 });
  });

  it("expired: expired; a page still open is left alone", async () => {
    const expired = await signedForDeposit(stripe);
    const open = await signedForDeposit(stripe);
    stripe.expire(expired.session.id);
    vi.setSystemTime(LATER);
    expect(await runJob()).toEqual({ checked: 2, applied: 1, left: 1, failed: 0 });
    expect((await detailOf(expired.id)).payments).toMatchObject([{ status: "expired" }]);
    expect((await detailOf(open.id)).payments).toMatchObject([{ status: "open" }]);
    // The next run asks only about the page still open; the expired one's event again is a replay.
    expect(
      await applyStripeEvent(
        getDb(),
        serverEnv(),
        {
          id: `reconcile_${expired.session.id}_expired`,
          type: "checkout.session.expired",
          data: { object: { ...expired.session, status: "expired" } },
        },
        LATER,
      ),
    ).toBe("replayed");
    const report = await reconcilePayments(getDb(), serverEnv(), LATER);
    expect(report.payments.map((payment) => payment.id)).toEqual([open.session.metadata.paymentId]);
  });

  it("goes on past a payment Stripe cannot answer for", async () => {
    const lost = await signedForDeposit(stripe);
    const paid = await signedForDeposit(stripe);
    await getDb().update(quotePayments).set({ checkoutSessionId: "cs_test_unknown_to_stripe" }).where(eq(quotePayments.quoteId, lost.id));
    stripe.pay(paid.session.id);
    vi.setSystemTime(LATER);
    expect(await runJob()).toEqual({ checked: 2, applied: 1, left: 0, failed: 1 });
    expect((await detailOf(paid.id)).status).toBe("paid");
    expect((await detailOf(lost.id)).payments).toMatchObject([{ status: "open" }]);
  });

  it("and its webhook arriving at the same moment as the job: paid once, the customer told once", async () => {
    const { id, session } = await signedForDeposit(stripe);
    const paid = stripe.pay(session.id);
    vi.setSystemTime(LATER);
    const paidEmails = async () =>
      (await getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id))).filter((row) => row.kind === "quote-paid");
    const [job, hook] = await Promise.all([
      reconcilePayments(getDb(), serverEnv(), LATER),
      postWebhook(checkoutEvent("checkout.session.completed", paid)),
      postWebhook(checkoutEvent("checkout.session.completed", paid)),
    ]);
    expect(hook.status).toBe(200);
    expect(job.failed).toBe(0);
    expect(await detailOf(id)).toMatchObject({ status: "paid", payments: [{ status: "paid", refunded: false }] });
    expect(await paidEmails()).toHaveLength(1);
    expect(stripe.refunds).toHaveLength(0);
  });

  it("asks about at most a batch per run, oldest first", async () => {
    const first = await signedForDeposit(stripe);
    vi.setSystemTime(new Date(NOW.getTime() + 60_000));
    await signedForDeposit(stripe);
    vi.setSystemTime(LATER);
    const report = await reconcilePayments(getDb(), serverEnv(), LATER, { limit: 1 });
    expect(report.payments.map((payment) => payment.id)).toEqual([first.session.metadata.paymentId]);
  });
});

describe("an invoice payment whose webhook never came", () => {
  it("is looked up with Stripe and its event sent through the webhook's dispatcher", async () => {
    const { jobId } = await signedJob();
    const db = getDb();
    const [invoice] = await db
      .insert(invoices)
      .values({ jobId, kind: "progress", amountCents: 50_000, lines: [], status: "open", sentAt: NOW, createdBy: "owner@example.com" })
      .returning();
    const [payment] = await db
      .insert(invoicePayments)
      .values({ invoiceId: invoice!.id, jobId, method: "stripe", amountCents: 50_000, status: "open" })
      .returning();
    const form = new URLSearchParams({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "50000",
      "metadata[invoiceId]": invoice!.id,
      "metadata[paymentId]": payment!.id,
      success_url: "https://example.com",
      cancel_url: "https://example.com",
    });
    const created = (await (
      await fetch(`${stripe.url}/v1/checkout/sessions`, {
        method: "POST",
        headers: { authorization: "Bearer sk_test_stand_in", "content-type": "application/x-www-form-urlencoded" },
        body: form,
      })
    ).json()) as { id: string };
    await db.update(invoicePayments).set({ checkoutSessionId: created.id }).where(eq(invoicePayments.id, payment!.id));
    stripe.payByBank(created.id);

    vi.setSystemTime(LATER);
    const report = await reconcilePayments(getDb(), serverEnv(), LATER);
    expect(stripe.retrievals).toContain(created.id);
    expect(report.payments).toContainEqual(
      expect.objectContaining({ kind: "invoice", id: payment!.id, sessionId: created.id, event: "checkout.session.completed" }),
    );
  });
});

describe("a session Stripe answers without an amount", () => {
  it("is mismatched, never paid, and what it took is given back: the webhook's own rule", async () => {
    const { id, session } = await signedForDeposit(stripe);
    Object.assign(stripe.pay(session.id), { amount_total: null, currency: "eur" });
    vi.setSystemTime(LATER);
    expect(await runJob()).toMatchObject({ checked: 1, applied: 1 });
    expect(await detailOf(id)).toMatchObject({ status: "signed", payments: [{ status: "mismatched", refunded: true }] });
  });
});
