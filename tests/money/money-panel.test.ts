/**
 * The dashboard's money panel against two years of seeded history, every figure worked out by
 * hand below: contracted (signed change orders counted, unsigned and cancelled jobs not),
 * collected (deposits that paid their quote and paid invoice payments; refunded, disputed,
 * duplicate and on-its-way money left out) by the Phoenix day it came in, outstanding invoices
 * by whole Phoenix days since sent, 12 Sunday-to-Saturday weeks, the payments disputed or
 * whose refund Stripe refused, and "Where jobs come from" collected per channel.
 */
import { describe, expect, it } from "vitest";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { changeOrder, deposit, invoice, invoicePayment, jobAt, paidInvoice } from "./money-fixtures";

// Wednesday 2026-12-02, 10:00 AM in Phoenix. The last 30 days start on 11-03, the last 90 on
// 09-04; the chart's 12 weeks run from Sunday 09-13 to the current week of Sunday 11-29.
const NOW = new Date("2026-12-02T17:00:00Z");
useFunctionDatabase({ now: NOW });
useContractFacts();
useStripeStandIn();
useAdminEnv();

const ids: Record<string, { jobId: string; number: number; paymentId?: string }> = {};

async function seedOnce(): Promise<void> {
  if (ids.j1) return;
  // J1: signed 11-20 (both windows), google-ads. Contract 1,000,000 + 50,000 - 20,000 (signed); the sent +99,000 does not count.
  const j1 = await jobAt({ createdAt: "2026-11-20T18:00:00Z", totalCents: 1_000_000, channel: "google-ads" });
  await changeOrder(j1.jobId, 50_000, "signed");
  await changeOrder(j1.jobId, -20_000, "signed");
  await changeOrder(j1.jobId, 99_000, "sent");
  await changeOrder(j1.jobId, 40_000, "void");
  await deposit(j1.quoteId, 100_000, "2026-11-21T18:00:00Z"); // Saturday 11-21: week of 11-15.
  // A second deposit of the same quote: not the one that paid it, its refund refused by Stripe. Never collected.
  const duplicate = await deposit(j1.quoteId, 100_000, "2026-11-22T18:00:00Z", {
    pays: false,
    refundFailedAt: new Date("2026-11-23T18:00:00Z"),
    refundError: "balance_insufficient",
  });
  // 06:30 UTC on 11-29 is 11:30 PM Saturday 11-28 in Phoenix: the week of 11-22.
  await paidInvoice(j1.jobId, 150_000, "2026-11-29T06:30:00Z");
  // 07:30 UTC on 11-29 is 12:30 AM Sunday 11-29: the current week.
  await paidInvoice(j1.jobId, 80_000, "2026-11-29T07:30:00Z", { method: "stripe", stripeMethod: "card" });
  const disputed = await paidInvoice(j1.jobId, 33_000, "2026-11-15T18:00:00Z", {
    method: "stripe",
    stripeMethod: "card",
    disputeId: "dp_1",
    disputedAt: new Date("2026-11-20T18:00:00Z"),
  });
  ids.j1 = { jobId: j1.jobId, number: j1.number };
  ids.duplicate = { jobId: j1.jobId, number: j1.number, paymentId: duplicate.id };
  ids.disputedInvoicePayment = { jobId: j1.jobId, number: j1.number, paymentId: disputed.id };

  // J2: signed 10-01 (90 days only), referral.
  const j2 = await jobAt({ createdAt: "2026-10-01T18:00:00Z", totalCents: 2_000_000, channel: "referral" });
  await deposit(j2.quoteId, 200_000, "2026-10-02T18:00:00Z"); // Friday 10-02: week of 09-27.
  // 06:30 UTC on 11-30 is 11:30 PM Sunday 11-29 in Phoenix: the same week as Monday 11-30's.
  await paidInvoice(j2.jobId, 120_000, "2026-11-30T06:30:00Z", { method: "stripe", stripeMethod: "us_bank_account" });
  await paidInvoice(j2.jobId, 60_000, "2026-11-30T18:00:00Z", { method: "cash" });
  await paidInvoice(j2.jobId, 40_000, "2026-11-10T18:00:00Z", {
    method: "stripe",
    stripeMethod: "card",
    refundId: "re_1",
    refundedAt: new Date("2026-11-12T18:00:00Z"),
  });
  // 06:59 UTC on 09-13 is still Saturday 09-12 in Phoenix: in the 90 days, before the chart's first week.
  await paidInvoice(j2.jobId, 10_000, "2026-09-13T06:59:00Z", { method: "cash" });
  await paidInvoice(j2.jobId, 5_000, "2026-09-13T07:00:00Z", { method: "cash" });
  // Paid before the windows, its later refund refused: a problem, but no money of the windows.
  const refused = await paidInvoice(j2.jobId, 7_000, "2026-08-01T18:00:00Z", {
    method: "stripe",
    stripeMethod: "card",
    refundFailedAt: new Date("2026-11-24T18:00:00Z"),
    refundError: "charge_pending",
  });
  ids.j2 = { jobId: j2.jobId, number: j2.number };
  ids.refusedInvoicePayment = { jobId: j2.jobId, number: j2.number, paymentId: refused.id };

  // J3: signed two years ago, paid then: nothing in any window.
  const j3 = await jobAt({ createdAt: "2024-12-10T18:00:00Z", totalCents: 500_000, channel: "google-ads" });
  await deposit(j3.quoteId, 50_000, "2024-12-11T18:00:00Z");
  await paidInvoice(j3.jobId, 25_000, "2024-12-20T18:00:00Z");
  ids.j3 = { jobId: j3.jobId, number: j3.number };

  // J4: signed 11-25 and cancelled; its deposit refunded (after one refused try). Nothing counts.
  const j4 = await jobAt({ createdAt: "2026-11-25T18:00:00Z", totalCents: 700_000, channel: "google-ads", stage: "cancelled" });
  await deposit(j4.quoteId, 70_000, "2026-11-26T18:00:00Z", {
    refundId: "re_2",
    refundedAt: new Date("2026-11-28T18:00:00Z"),
    refundFailedAt: new Date("2026-11-27T18:00:00Z"),
  });

  // J5: signed at 12:00 AM Phoenix on 11-03, the first instant of the 30 days; its deposit disputed.
  const j5 = await jobAt({ createdAt: "2026-11-03T07:00:00Z", totalCents: 300_000, channel: "facebook-instagram" });
  const disputedDeposit = await deposit(j5.quoteId, 30_000, "2026-11-04T18:00:00Z", {
    disputeId: "dp_2",
    disputedAt: new Date("2026-11-10T18:00:00Z"),
  });
  ids.j5 = { jobId: j5.jobId, number: j5.number, paymentId: disputedDeposit.id };
  // J6: signed one minute before (11:59 PM Phoenix on 11-02): 90 days only.
  const j6 = await jobAt({ createdAt: "2026-11-03T06:59:00Z", totalCents: 400_000, channel: "direct" });

  // Outstanding, by whole Phoenix days since sent as of 12-02.
  await invoice(j1.jobId, 11_000, { sentAt: new Date("2026-12-02T16:00:00Z") }); // 0 days
  await invoice(j1.jobId, 12_000, { sentAt: new Date("2026-11-02T18:00:00Z") }); // 30 days
  const processing = await invoice(j2.jobId, 90_000, { status: "processing", sentAt: new Date("2026-11-01T18:00:00Z") }); // 31 days, a bank payment on its way
  await invoicePayment(processing, 90_000, null, {
    method: "stripe",
    stripeMethod: "us_bank_account",
    checkoutSessionId: "cs_money_processing",
  });
  await invoice(j2.jobId, 14_000, { sentAt: new Date("2026-10-03T18:00:00Z") }); // 60 days
  await invoice(j6.jobId, 15_000, { sentAt: new Date("2026-09-03T18:00:00Z") }); // 90 days
  await invoice(j6.jobId, 16_000, { sentAt: new Date("2026-09-03T06:30:00Z") }); // 11:30 PM on 09-02 in Phoenix: 91 days
  await invoice(j6.jobId, 17_000, {}); // never sent: not outstanding
  await invoice(j6.jobId, 18_000, { status: "void", sentAt: new Date("2026-11-01T18:00:00Z"), voidedAt: new Date("2026-11-02T18:00:00Z") });
}

async function panel() {
  await seedOnce();
  const response = await callAdmin("/api/admin/money");
  expect(response.status).toBe(200);
  return response.json();
}

describe("GET /api/admin/money", () => {
  it("answers contracted and collected over the last 30 and 90 Phoenix days", async () => {
    const { today, windows } = await panel();
    expect(today).toBe("2026-12-02");
    expect(windows).toEqual([
      // J1 1,030,000 + J5 300,000. Collected: J1's deposit 100,000 + 150,000 + 80,000, J2's 120,000 + 60,000.
      { days: 30, since: "2026-11-03", contractedCents: 1_330_000, contractedJobs: 2, collectedCents: 510_000 },
      // + J2 2,000,000 and J6 400,000. Collected: + J2's deposit 200,000, 10,000 and 5,000.
      { days: 90, since: "2026-09-04", contractedCents: 3_730_000, contractedJobs: 4, collectedCents: 725_000 },
    ]);
  });

  it("answers the invoices outstanding now, aged by whole Phoenix days since sent", async () => {
    const { outstanding } = await panel();
    expect(outstanding).toEqual({
      count: 6,
      cents: 158_000,
      aging: [
        { bucket: "0-30", count: 2, cents: 23_000 },
        { bucket: "31-60", count: 2, cents: 104_000 },
        { bucket: "61-90", count: 1, cents: 15_000 },
        { bucket: "90+", count: 1, cents: 16_000 },
      ],
    });
  });

  it("answers money collected in each of the last 12 Sunday-to-Saturday Phoenix weeks", async () => {
    const { weeks } = await panel();
    const expected: Record<string, number> = {
      "2026-09-13": 5_000,
      "2026-09-27": 200_000,
      "2026-11-15": 100_000,
      "2026-11-22": 150_000,
      "2026-11-29": 260_000,
    };
    const sundays = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2026, 8, 13 + index * 7)).toISOString().slice(0, 10));
    expect(weeks).toEqual(sundays.map((weekStart) => ({ weekStart, collectedCents: expected[weekStart] ?? 0 })));
  });

  it("answers the payments disputed and the refunds Stripe refused, newest first, each with its job", async () => {
    const { disputed, refundsRefused } = await panel();
    expect(disputed).toEqual({
      count: 2,
      cents: 63_000,
      recent: [
        {
          kind: "invoice",
          paymentId: ids.disputedInvoicePayment!.paymentId,
          jobId: ids.j1!.jobId,
          jobNumber: ids.j1!.number,
          documentNumber: expect.any(Number),
          amountCents: 33_000,
          at: "2026-11-20T18:00:00.000Z",
        },
        {
          kind: "deposit",
          paymentId: ids.j5!.paymentId,
          jobId: ids.j5!.jobId,
          jobNumber: ids.j5!.number,
          documentNumber: expect.any(Number),
          amountCents: 30_000,
          at: "2026-11-10T18:00:00.000Z",
        },
      ],
    });
    // J4's refund was refused once, then made: no longer a problem.
    expect(refundsRefused).toEqual({
      count: 2,
      cents: 107_000,
      recent: [
        {
          kind: "invoice",
          paymentId: ids.refusedInvoicePayment!.paymentId,
          jobId: ids.j2!.jobId,
          jobNumber: ids.j2!.number,
          documentNumber: expect.any(Number),
          amountCents: 7_000,
          at: "2026-11-24T18:00:00.000Z",
        },
        {
          kind: "deposit",
          paymentId: ids.duplicate!.paymentId,
          jobId: ids.j1!.jobId,
          jobNumber: ids.j1!.number,
          documentNumber: expect.any(Number),
          amountCents: 100_000,
          at: "2026-11-23T18:00:00.000Z",
        },
      ],
    });
  });

  it('gives "Where jobs come from" the money collected per channel by the same rule', async () => {
    await seedOnce();
    const response = await callAdmin("/api/admin/sources");
    expect(response.status).toBe(200);
    const { panels } = await response.json();
    const collected = (days: number) =>
      Object.fromEntries(
        panels
          .find((entry: { days: number }) => entry.days === days)
          .rows.map((row: { channel: string; collectedCents: number }) => [row.channel, row.collectedCents]),
      );
    expect(collected(30)).toEqual({
      "google-ads": 330_000,
      "google-business-profile": 0,
      "google-organic": 0,
      bing: 0,
      "facebook-instagram": 0,
      email: 0,
      referral: 180_000,
      direct: 0,
    });
    expect(collected(90)).toEqual({
      "google-ads": 330_000,
      "google-business-profile": 0,
      "google-organic": 0,
      bing: 0,
      "facebook-instagram": 0,
      email: 0,
      referral: 395_000,
      direct: 0,
    });
  });

  it("is for admins only", async () => {
    expect((await callAdmin("/api/admin/money", { as: null })).status).toBe(401);
    expect((await callAdmin("/api/admin/money", { as: "visitor@example.com" })).status).toBe(403);
  });
});
