import { describe, expect, it } from "vitest";
import {
  agingBucket,
  amountOwed,
  changeOrderEffect,
  invoiceAmount,
  invoiceShareBasisPoints,
  crewDaysOf,
  jobEarnings,
  jobMoney,
  marginPercent,
  shareOf,
  type JobCostFacts,
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

describe("what a job earns", () => {
  // A signed option of $3,000.00 + 8.3% tax ($249.00) and a signed change order of $500.00 + $41.50 tax.
  const contractTotalCents = jobMoney(facts({ signedTotalCents: 324_900, changeOrdersCents: 54_150 })).contractTotalCents;
  const costFacts = (over: Partial<JobCostFacts> = {}): JobCostFacts => ({
    contractTaxCents: 24_900 + 4_150,
    unitCostsCents: 120_000,
    remakesToUsCents: 15_000,
    bookedCrewDays: 2,
    plannedCrewDays: 1,
    otherCents: 12_500,
    ...over,
  });

  it("takes the contract's sales tax off revenue and units, remakes charged to us, crew-days and other costs off that", () => {
    expect(jobEarnings(contractTotalCents, costFacts(), 45_000)).toEqual({
      costs: { materialsCents: 135_000, laborCents: 90_000, otherCents: 12_500, totalCents: 237_500 },
      // 112,500 / 350,000 = 32.142…%.
      profit: { revenueCents: 350_000, grossCents: 112_500, marginPercent: 32.1 },
    });
  });

  it("counts a remake the supplier pays as nothing: only its charged-to-us cost is a fact", () => {
    const earnings = jobEarnings(contractTotalCents, costFacts({ remakesToUsCents: 0 }), 45_000);
    expect(earnings.costs.materialsCents).toBe(120_000);
    expect(earnings.profit.grossCents).toBe(127_500);
  });

  it("costs labour at the booked crew-days once booked, the planned ones before", () => {
    expect(crewDaysOf({ bookedCrewDays: 3, plannedCrewDays: 2 })).toBe(3);
    expect(crewDaysOf({ bookedCrewDays: 0, plannedCrewDays: 2 })).toBe(2);
    expect(jobEarnings(contractTotalCents, costFacts({ bookedCrewDays: 0, plannedCrewDays: 2 }), 30_000).costs.laborCents).toBe(60_000);
  });

  it("has a negative gross and margin when costs pass revenue, and no margin without revenue", () => {
    const loss = jobEarnings(100_000, costFacts({ contractTaxCents: 0, unitCostsCents: 150_000, remakesToUsCents: 0, otherCents: 0 }), 0);
    expect(loss.profit).toEqual({ revenueCents: 100_000, grossCents: -50_000, marginPercent: -50 });
    expect(jobEarnings(0, costFacts({ contractTaxCents: 0 }), 0).profit.marginPercent).toBeNull();
  });

  it("rounds the margin to a tenth of a percent, half a tenth away from zero", () => {
    expect(marginPercent(1, 8)).toBe(12.5);
    expect(marginPercent(1, 1_600)).toBe(0.1); // 0.0625% → 0.1
    expect(marginPercent(-1, 1_600)).toBe(-0.1);
    expect(marginPercent(1, 3)).toBe(33.3);
    expect(marginPercent(2, 3)).toBe(66.7);
    expect(marginPercent(5, 0)).toBeNull();
  });
});
