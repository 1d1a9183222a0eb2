/**
 * The facts of a job's money as the database sums them (src/server/db/money/job-money.ts) and the
 * money version every deciding statement claims: the signed total, signed change orders only,
 * the deposit and paid invoice payments less refunded and disputed ones, and unpaid invoices.
 */
import { eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { claimMoneyVersionSql, jobMoneyFacts } from "../../src/server/db/money/job-money";
import { rowsOf } from "../../src/server/db/rows";
import { changeOrders, invoicePayments, invoices, quotePayments, quotes, type ChangeOrder, type Invoice } from "../../src/server/db/schema";
import { useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { jobPage, signedJob } from "../jobs/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";

const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useContractFacts();
useStripeStandIn();
useAdminEnv();

describe("a job's money facts", () => {
  it("sums signed change orders, paid money that stays, and unpaid invoices", async () => {
    const { jobId, quoteId } = await signedJob();
    const db = getDb();
    const co = (totalCents: number, status: ChangeOrder["status"]) => ({
      jobId,
      items: [],
      totalCents,
      contractBeforeCents: 324_900,
      status,
      createdBy: "owner@example.com",
    });
    await db.insert(changeOrders).values([co(50_000, "signed"), co(-10_000, "signed"), co(99_000, "sent")]);
    const [deposit] = await db
      .insert(quotePayments)
      .values({ quoteId, amountCents: 81_225, status: "paid", paidAt: NOW, checkoutSessionId: "cs_facts_1" })
      .returning();
    await db.update(quotes).set({ status: "paid", depositPaymentId: deposit!.id }).where(eq(quotes.id, quoteId));
    const inv = (amountCents: number, status: Invoice["status"]) => ({
      jobId,
      kind: "progress" as const,
      amountCents,
      lines: [],
      status,
      createdBy: "owner@example.com",
    });
    const [paid, , disputed, refunded] = await db
      .insert(invoices)
      .values([inv(100_000, "paid"), inv(40_000, "open"), inv(7_000, "paid"), inv(3_000, "paid"), inv(5_000, "void")])
      .returning();
    await db.insert(invoicePayments).values([
      { invoiceId: paid!.id, jobId, method: "check", amountCents: 100_000, status: "paid", paidAt: NOW },
      {
        invoiceId: disputed!.id,
        jobId,
        method: "stripe",
        amountCents: 7_000,
        status: "paid",
        paidAt: NOW,
        disputedAt: NOW,
        disputeId: "dp_1",
      },
      {
        invoiceId: refunded!.id,
        jobId,
        method: "stripe",
        amountCents: 3_000,
        status: "paid",
        paidAt: NOW,
        refundId: "re_1",
        refundedAt: NOW,
      },
    ]);

    const read = (await jobMoneyFacts(db, [jobId])).get(jobId);
    expect(read).toEqual({
      version: 0,
      facts: { signedTotalCents: 324_900, changeOrdersCents: 40_000, paidCents: 181_225, onItsWayCents: 0, billedCents: 40_000 },
    });
  });

  it("lets one of two statements deciding on the same version through", async () => {
    const { jobId } = await signedJob();
    const db = getDb();
    const claim = () => db.execute(sql`with claimed as (${claimMoneyVersionSql(jobId, 0, NOW)}) select count(*)::int as n from claimed`);
    const answers = await Promise.all([claim(), claim()]);
    expect(answers.map((answer) => rowsOf<{ n: number }>(answer)[0]!.n).sort()).toEqual([0, 1]);
    expect((await jobMoneyFacts(db, [jobId])).get(jobId)?.version).toBe(1);
  });
});

describe("the job page's money", () => {
  it("answers the contract with signed change orders, paid, balance, invoices and change orders", async () => {
    const { jobId, quoteId } = await signedJob();
    const db = getDb();
    const [deposit] = await db
      .insert(quotePayments)
      .values({ quoteId, amountCents: 81_225, status: "paid", paidAt: NOW, checkoutSessionId: "cs_page_1" })
      .returning();
    await db.update(quotes).set({ status: "paid", depositPaymentId: deposit!.id }).where(eq(quotes.id, quoteId));
    await db.insert(changeOrders).values({
      jobId,
      items: [{ description: "One more window", quantity: 1, unitPriceCents: 60_000, amountCents: 60_000 }],
      totalCents: 60_000,
      contractBeforeCents: 324_900,
      status: "signed",
      signedAt: NOW,
      createdBy: "owner@example.com",
    });
    const [invoice] = await db
      .insert(invoices)
      .values({
        jobId,
        kind: "progress",
        percentBasisPoints: 2500,
        amountCents: 96_225,
        lines: [{ description: "25% of the contract", amountCents: 96_225 }],
        status: "open",
        createdBy: "owner@example.com",
      })
      .returning();
    const page = await jobPage(jobId);
    expect(page).toMatchObject({
      contractTotalCents: 384_900,
      paidCents: 81_225,
      balanceCents: 303_675,
      billableCents: 207_450,
      changeOrders: [{ status: "signed", totalCents: 60_000, contractBeforeCents: 324_900, contractAfterCents: 384_900 }],
      invoices: [{ id: invoice!.id, number: expect.any(Number), kind: "progress", status: "open", amountCents: 96_225, payments: [] }],
    });
  });
});
