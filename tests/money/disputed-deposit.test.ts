/**
 * A disputed deposit as the office reads it: the quote and the job name the dispute and its time
 * on the payment (not a bare "paid"), and the dashboard's "Deposits collected" stops counting it,
 * as the job's money already does.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { checkoutEvent, disputeEvent } from "../helpers/stripe-stand-in";
import { jobPage } from "../jobs/fixtures";
import { postWebhook, signedForDeposit, useContractFacts, useStripeStandIn } from "../quotes/fixtures";

const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
const stripe = useStripeStandIn();
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});

const collected = async () =>
  ((await (await callAdmin("/api/admin/quotes/pipeline")).json()) as { windows: { depositsCents: number }[] }).windows.map(
    (window) => window.depositsCents,
  );

describe("a disputed deposit", () => {
  it("is named on the quote's and the job's payments with its time, and leaves the deposits collected", async () => {
    const quote = await signedForDeposit(stripe);
    const paid = stripe.pay(quote.session.id);
    expect((await postWebhook(checkoutEvent("checkout.session.completed", paid))).status).toBe(200);
    const { jobId } = (await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json()) as { jobId: string };
    const before = await collected();
    expect(before.every((cents) => cents >= 81_225)).toBe(true);

    expect((await postWebhook(disputeEvent(paid.payment_intent!, { amount: 81_225 }))).status).toBe(200);
    const detail = await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json();
    expect(detail.payments).toMatchObject([{ status: "paid", amountCents: 81_225, disputedAt: NOW.toISOString() }]);
    const job = await jobPage(jobId);
    expect(job.payments).toMatchObject([{ status: "paid", disputedAt: NOW.toISOString() }]);
    expect(job.paidCents).toBe(0);
    expect(await collected()).toEqual(before.map((cents) => cents - 81_225));
  });
});
