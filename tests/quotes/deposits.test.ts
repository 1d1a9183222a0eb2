/**
 * Money that cannot be taken twice or kept: one open Checkout page per deposit, a second
 * payment that still arrives refunded with the admins told, a session that charged another
 * amount never counted as the deposit, and the sweep that refunds what Stripe refused at first.
 * Through the functions, against a real database and the Stripe stand-in.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import refundDeposits from "../../netlify/functions/refund-deposits.mts";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, quotePayments, quotes } from "../../src/server/db/schema";
import { serverEnv } from "../../src/server/env";
import { createDepositCheckout } from "../../src/server/payments/stripe";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { checkoutEvent } from "../helpers/stripe-stand-in";
import { callQuote, postWebhook, signedForDeposit, useContractFacts, useStripeStandIn } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();

const stripe = useStripeStandIn();
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

const emailsOf = async (quoteId: string) => getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, quoteId));
const detailOf = async (id: string) =>
  (await (await callAdmin(`/api/admin/quotes/${id}`)).json()) as {
    status: string;
    payments: {
      id: string;
      status: string;
      amountCents: number;
      refunded: boolean;
      refundReason: string | null;
      received: { cents: number; currency: string } | null;
    }[];
  };
const sessionsOf = (quoteId: string) => stripe.sessions.filter((session) => session.client_reference_id === quoteId);
const checkout = (token: string) => callQuote(`/api/quotes/${token}/checkout`, { method: "POST" });

describe("one open Checkout page per deposit", () => {
  it("answers the open page again, however often it is asked for, and opens no second one", async () => {
    const { id, token, checkoutUrl } = await signedForDeposit(stripe);
    for (let i = 0; i < 3; i++) expect(await (await checkout(token)).json()).toEqual({ checkoutUrl });
    expect(sessionsOf(id)).toHaveLength(1);
    expect(await getDb().select().from(quotePayments).where(eq(quotePayments.quoteId, id))).toHaveLength(1);
  });

  it("opens a new page once Stripe says the old one expired, even before its webhook arrives", async () => {
    const { id, token, session, checkoutUrl } = await signedForDeposit(stripe);
    await fetch(`${stripe.url}/v1/checkout/sessions/${session.id}/expire`, {
      method: "POST",
      headers: { authorization: "Bearer sk_test_stand_in" },
    });
    const again = (await (await checkout(token)).json()) as { checkoutUrl: string };
    expect(again.checkoutUrl).not.toBe(checkoutUrl);
    expect(sessionsOf(id).map((candidate) => candidate.status)).toEqual(["expired", "open"]);
    // Its webhook, late, changes nothing of the new page.
    await postWebhook(checkoutEvent("checkout.session.expired", { ...session, status: "expired" }));
    expect(await (await checkout(token)).json()).toEqual(again);
  });

  it("returns 409 while a paid page's webhook is on its way, and after it", async () => {
    const { token, session } = await signedForDeposit(stripe);
    const paid = stripe.pay(session.id);
    expect((await checkout(token)).status).toBe(409);
    await postWebhook(checkoutEvent("checkout.session.completed", paid));
    expect((await checkout(token)).status).toBe(409);
  });
});

describe("a second payment of a deposit", () => {
  it("is refunded automatically when a second page (opened before one page per deposit was kept) is paid too, and the admins are told", async () => {
    const { id, token, session } = await signedForDeposit(stripe);
    // The second page, as the earlier code opened one on each "Pay the deposit": a row and a session of its own.
    const paymentId = randomUUID();
    const second = await createDepositCheckout(serverEnv(), {
      quoteId: id,
      paymentId,
      description: "Deposit",
      amountCents: 81_225,
      locale: "en",
      returnUrl: "http://localhost:4321/quote/x",
    });
    await getDb()
      .insert(quotePayments)
      .values({ id: paymentId, quoteId: id, checkoutSessionId: second.id, amountCents: 81_225, status: "open" });

    await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(session.id)));
    await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(second.id)));

    const detail = await detailOf(id);
    expect(detail.status).toBe("paid");
    const kept = detail.payments.filter((payment) => payment.status === "paid" && !payment.refunded);
    const refunded = detail.payments.filter((payment) => payment.refunded);
    expect(kept).toHaveLength(1);
    expect(refunded).toMatchObject([{ id: paymentId, refundReason: "duplicate", amountCents: 81_225 }]);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === `pi_test_${second.id.slice(8)}`)).toHaveLength(1);
    const [quote] = await getDb().select().from(quotes).where(eq(quotes.id, id));
    expect(quote!.depositPaymentId).toBe(kept[0]!.id);

    const emails = await emailsOf(id);
    expect(emails.filter((row) => row.kind === "quote-paid")).toHaveLength(1);
    expect(emails.find((row) => row.kind === "deposit-refunded")!.text).toContain(
      "Your deposit had already been paid, so this second payment was not needed.",
    );
    const admins = emails.find((row) => row.kind === "deposit-refunded-notification")!;
    expect(admins.to).toBe("owner@example.com, remodel@example.com");
    expect(admins.subject).toMatch(/^Second deposit payment refunded/);
    // The customer's page shows the deposit received, not refunded.
    expect(await (await callQuote(`/api/quotes/${token}`)).json()).toMatchObject({
      stage: "paid",
      deposit: { state: "paid", refunded: false },
    });
  });
});

describe("a session that charged another amount", () => {
  it("never counts as the deposit: recorded, flagged to the admins, its charge refunded, and the customer may pay again", async () => {
    const { id, token, session } = await signedForDeposit(stripe);
    const cent = { ...stripe.pay(session.id), amount_total: 1 };
    expect((await postWebhook(checkoutEvent("checkout.session.completed", cent))).status).toBe(200);

    const detail = await detailOf(id);
    expect(detail.status).toBe("signed");
    expect(detail.payments).toMatchObject([
      { status: "mismatched", amountCents: 81_225, received: { cents: 1, currency: "usd" }, refunded: true, refundReason: "mismatch" },
    ]);
    const emails = await emailsOf(id);
    expect(emails.filter((row) => row.kind === "quote-paid" || row.kind === "quote-paid-notification")).toHaveLength(0);
    const flag = emails.find((row) => row.kind === "deposit-mismatch-notification")!;
    expect(flag.subject).toMatch(/^A deposit payment did not match/);
    expect(flag.text).toContain("$812.25");
    expect(flag.text).toContain("$0.01");
    expect(emails.find((row) => row.kind === "deposit-refunded")!.text).toContain("The payment was not the amount of your deposit");

    const view = await (await callQuote(`/api/quotes/${token}`)).json();
    expect(view).toMatchObject({ stage: "signed", deposit: { state: "failed", refunded: false } });
    const again = (await (await checkout(token)).json()) as { checkoutUrl: string };
    expect(again.checkoutUrl).toMatch(/\/pay\/cs_test_/);
    expect(again.checkoutUrl).not.toContain(session.id);
  });

  it("never counts a paid event that names no amount (a euro session without amount_total): mismatched, flagged and refunded", async () => {
    const { id, session } = await signedForDeposit(stripe);
    const { amount_total: _stated, ...paid } = stripe.pay(session.id);
    expect((await postWebhook(checkoutEvent("checkout.session.completed", { ...paid, currency: "eur" }))).status).toBe(200);
    const detail = await detailOf(id);
    expect(detail.status).toBe("signed");
    expect(detail.payments).toMatchObject([{ status: "mismatched", refunded: true, refundReason: "mismatch" }]);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paid.payment_intent)).toHaveLength(1);
    const emails = await emailsOf(id);
    expect(emails.filter((row) => row.kind === "quote-paid" || row.kind === "quote-paid-notification")).toHaveLength(0);
    expect(emails.find((row) => row.kind === "deposit-mismatch-notification")!.text).toContain("an amount the event did not state, in EUR");
  });

  it("never counts a session in another currency, nor a bank debit of another amount once it settles, not even among the deposits collected", async () => {
    const collected = async () =>
      ((await (await callAdmin("/api/admin/quotes/pipeline")).json()) as { windows: { depositsCents: number }[] }).windows[0]!
        .depositsCents;
    const before = await collected();
    const pesos = await signedForDeposit(stripe);
    // Stripe refuses the refund for now: the charge is in, not yet returned, and still not a deposit.
    stripe.setRefuseRefunds(true);
    try {
      await postWebhook(checkoutEvent("checkout.session.completed", { ...stripe.pay(pesos.session.id), currency: "mxn" }));
      expect((await detailOf(pesos.id)).payments).toMatchObject([
        { status: "mismatched", received: { cents: 81_225, currency: "mxn" }, refunded: false },
      ]);
      expect(await collected()).toBe(before);
    } finally {
      stripe.setRefuseRefunds(false);
    }
    await refundDeposits();
    expect((await detailOf(pesos.id)).payments).toMatchObject([{ status: "mismatched", refunded: true, refundReason: "mismatch" }]);

    const bank = await signedForDeposit(stripe);
    const debit = { ...bank.session, amount_total: 500, payment_status: "unpaid" as const };
    await postWebhook(checkoutEvent("checkout.session.completed", debit));
    expect((await detailOf(bank.id)).payments).toMatchObject([{ status: "mismatched", refunded: false }]);
    await postWebhook(checkoutEvent("checkout.session.async_payment_succeeded", { ...stripe.pay(bank.session.id), amount_total: 500 }));
    expect((await detailOf(bank.id)).payments).toMatchObject([{ status: "mismatched", refunded: true, refundReason: "mismatch" }]);
    expect((await detailOf(bank.id)).status).toBe("signed");
  });
});

describe("the refund sweep (refund-deposits, every 10 minutes)", () => {
  it("refunds what Stripe refused when the payment came in, and only once", async () => {
    const { id, token, session } = await signedForDeposit(stripe);
    const paid = stripe.pay(session.id);
    await callQuote(`/api/quotes/${token}/cancel`, { method: "POST" });
    stripe.setRefuseRefunds(true);
    try {
      await postWebhook(checkoutEvent("checkout.session.completed", paid));
      expect((await detailOf(id)).payments).toMatchObject([{ status: "paid", refunded: false }]);
      expect((await refundDeposits()).status).toBe(204);
      expect((await detailOf(id)).payments).toMatchObject([{ refunded: false }]);
    } finally {
      stripe.setRefuseRefunds(false);
    }
    expect((await refundDeposits()).status).toBe(204);
    expect((await detailOf(id)).payments).toMatchObject([{ status: "paid", refunded: true, refundReason: "cancelled" }]);
    await refundDeposits();
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paid.payment_intent)).toHaveLength(1);
    expect((await emailsOf(id)).filter((row) => row.kind === "deposit-refunded")).toHaveLength(1);
  });

  it("refunds a cancelled contract's deposit kept by the earlier race (cancelled, paid, never refunded)", async () => {
    const { id, session } = await signedForDeposit(stripe);
    const paid = stripe.pay(session.id);
    await postWebhook(checkoutEvent("checkout.session.completed", paid));
    // The state the race left: the contract cancelled, its deposit paid and kept.
    await getDb().update(quotes).set({ status: "cancelled", cancelledAt: NOW }).where(eq(quotes.id, id));
    await refundDeposits();
    expect((await detailOf(id)).payments).toMatchObject([{ status: "paid", refunded: true, refundReason: "cancelled" }]);
  });
});
