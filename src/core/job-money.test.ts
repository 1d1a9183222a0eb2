import { describe, expect, it } from "vitest";
import {
  agingBucket,
  amountOwed,
  changeOrderEffect,
  invoiceAmount,
  invoiceShareBasisPoints,
  jobMoney,
  shareOf,
  type JobMoneyFacts,
} from "./job-money";

const facts = (over: Partial<JobMoneyFacts> = {}): JobMoneyFacts => ({
  signedTotalCents: 1_000_000,
  changeOrdersCents: 0,
  paidCents: 300_000,
  onItsWayCents: 0,
  billedCents: 0,
  ...over,
});

describe("a job's money", () => {
  it("adds signed change orders to the contract and takes what is paid off the balance", () => {
    expect(jobMoney(facts({ changeOrdersCents: -50_000 }))).toEqual({
      contractTotalCents: 950_000,
      paidCents: 300_000,
      balanceCents: 650_000,
      billableCents: 650_000,
    });
  });

  it("bills nothing twice: money on its way and unpaid invoices come off what may be billed", () => {
    expect(jobMoney(facts({ onItsWayCents: 100_000, billedCents: 200_000 })).billableCents).toBe(400_000);
    expect(jobMoney(facts({ paidCents: 900_000, billedCents: 200_000 })).billableCents).toBe(0);
  });
});

describe("amountOwed", () => {
  it("returns the balance still due, counting money on its way as paid, and what open invoices ask", () => {
    const money = jobMoney(facts({ paidCents: 588_743 }));
    expect(
      amountOwed(money, 0, [
        { status: "open", amountCents: 411_257 },
        { status: "paid", amountCents: 200_000 },
        { status: "void", amountCents: 50_000 },
      ]),
    ).toEqual({ dueCents: 411_257, invoicedCents: 411_257 });
    expect(amountOwed(money, 0, [])).toEqual({ dueCents: 411_257, invoicedCents: 0 });
    expect(amountOwed(money, 0, [{ status: "processing", amountCents: 411_257 }])).toEqual({ dueCents: 0, invoicedCents: 0 });
    expect(amountOwed(jobMoney(facts({ paidCents: 1_000_000 })), 0, [])).toEqual({ dueCents: 0, invoicedCents: 0 });
  });
});

describe("an invoice's amount", () => {
  const money = jobMoney(facts({ billedCents: 100_000 }));

  it("asks a percent of the contract, rounded half a cent up", () => {
    expect(invoiceAmount(money, { kind: "progress", basisPoints: 2500 })).toEqual({ ok: true, amountCents: 250_000 });
    expect(invoiceAmount(jobMoney(facts({ signedTotalCents: 333, paidCents: 0 })), { kind: "progress", basisPoints: 5000 })).toEqual({
      ok: true,
      amountCents: 167,
    });
  });

  it("asks the whole billable rest for the final invoice", () => {
    expect(invoiceAmount(money, { kind: "final" })).toEqual({ ok: true, amountCents: 600_000 });
  });

  it("refuses more than the balance, and an invoice when nothing is due", () => {
    expect(invoiceAmount(money, { kind: "progress", amountCents: 600_001 })).toEqual({
      ok: false,
      reason: "over-balance",
      billableCents: 600_000,
    });
    expect(invoiceAmount(money, { kind: "progress", basisPoints: 7000 })).toMatchObject({ ok: false, reason: "over-balance" });
    expect(invoiceAmount(jobMoney(facts({ paidCents: 1_000_000 })), { kind: "final" })).toEqual({
      ok: false,
      reason: "nothing-due",
      billableCents: 0,
    });
  });
});

describe("a change order", () => {
  it("may not take the contract below what is paid, on its way or billed", () => {
    expect(changeOrderEffect(facts({ billedCents: 100_000 }), -600_000)).toEqual({
      beforeCents: 1_000_000,
      afterCents: 400_000,
      floorCents: 400_000,
      allowed: true,
    });
    expect(changeOrderEffect(facts({ billedCents: 100_000 }), -600_001).allowed).toBe(false);
  });
});

describe("percents and shares", () => {
  it("reads up to two decimals of 1 to 100", () => {
    expect(invoiceShareBasisPoints(25)).toBe(2500);
    expect(invoiceShareBasisPoints(33.33)).toBe(3333);
    expect(invoiceShareBasisPoints(33.333)).toBeNull();
    expect(invoiceShareBasisPoints(0)).toBeNull();
    expect(invoiceShareBasisPoints(100.01)).toBeNull();
  });

  it("rounds half a cent away from zero", () => {
    expect(shareOf(5, 5000)).toBe(3);
    expect(shareOf(-5, 5000)).toBe(-3);
    expect(shareOf(9_999_999_999, 3333)).toBe(3_333_000_000);
  });
});

describe("aging", () => {
  it("puts an invoice in its column by whole days since sent", () => {
    expect([0, 30, 31, 60, 61, 90, 91].map(agingBucket)).toEqual(["0-30", "0-30", "31-60", "31-60", "61-90", "61-90", "90+"]);
  });
});
