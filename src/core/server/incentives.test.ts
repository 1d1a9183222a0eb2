import { describe, expect, it } from "vitest";
import { dayOf, inForce, isInForce, strongest } from "./incentives";

const credit = {
  kind: "tax-credit" as const,
  amount: 3200,
  source: "https://www.irs.gov/credits-deductions/energy-efficient-home-improvement-credit",
  validThrough: new Date("2025-12-31"),
};
const seasonal = {
  kind: "rebate" as const,
  amount: 40,
  source: "https://www.milgard.com/promotions",
  validFrom: new Date("2026-03-01"),
  validThrough: new Date("2026-05-31"),
};

describe("isInForce", () => {
  it("keeps an incentive through its last day, Phoenix time, and drops it the day after", () => {
    expect(isInForce(credit, new Date("2025-12-31T12:00:00-07:00"))).toBe(true);
    // 06:30 UTC on Jan 1 is still Dec 31 in Phoenix.
    expect(isInForce(credit, new Date("2026-01-01T06:30:00Z"))).toBe(true);
    expect(isInForce(credit, new Date("2026-01-01T00:00:00-07:00"))).toBe(false);
    expect(isInForce(credit, new Date("2026-11-24T12:00:00Z"))).toBe(false);
  });

  it("does not show an incentive before its first day", () => {
    expect(isInForce(seasonal, new Date("2026-02-28T12:00:00-07:00"))).toBe(false);
    expect(isInForce(seasonal, new Date("2026-03-01T00:00:00-07:00"))).toBe(true);
  });
});

describe("inForce and strongest", () => {
  const small = { ...seasonal, amount: 30 };
  it("keeps only what applies on the day and picks the largest of a kind", () => {
    const on = new Date("2026-04-01T12:00:00Z");
    expect(inForce([credit, seasonal, small], on)).toEqual([seasonal, small]);
    expect(strongest(inForce([credit, seasonal, small], on), "rebate")).toBe(seasonal);
    expect(strongest(inForce([credit, seasonal, small], on), "tax-credit")).toBeUndefined();
  });

  it("answers the Phoenix day of an instant", () => {
    expect(dayOf(new Date("2026-11-24T05:00:00Z"))).toBe("2026-11-23");
  });
});
