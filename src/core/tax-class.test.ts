import { describe, expect, it } from "vitest";
import { priceOption } from "./quote-pricing";
import { ratePercentText, taxInside, taxOf, taxRuleOf, type TaxRule } from "./tax-class";

const phoenix: TaxRule = { taxClass: "modification", rateBasisPoints: 860 };

describe("taxOf", () => {
  it("adds nothing to a replacement, whatever the amount", () => {
    expect(taxOf({ taxClass: "replacement" }, 1_234_567)).toBe(0);
  });

  it("takes a modification's rate on 65% of the amount", () => {
    // $10,000.00 × 65% × 8.60% = $559.00.
    expect(taxOf(phoenix, 1_000_000)).toBe(55_900);
  });

  it("rounds a modification's tax once, half a cent up and anything less down", () => {
    // 100 cents × 65% × 10.00% = 6.5 cents → 7; 1 cent less: 99 × 0.065 = 6.435 → 6.
    expect(taxOf({ taxClass: "modification", rateBasisPoints: 1000 }, 100)).toBe(7);
    expect(taxOf({ taxClass: "modification", rateBasisPoints: 1000 }, 99)).toBe(6);
    // One product, one rounding: 200,000 cents × 65% × 7.70% = 10,010 exactly.
    expect(taxOf({ taxClass: "modification", rateBasisPoints: 770 }, 200_000)).toBe(10_010);
    // 4,615 cents × 65% × 10.00% = 299.975 → 300; 4,614 → 299.91 → 300; 4,607 → 299.455 → 299.
    expect(taxOf({ taxClass: "modification", rateBasisPoints: 1000 }, 4_615)).toBe(300);
    expect(taxOf({ taxClass: "modification", rateBasisPoints: 1000 }, 4_607)).toBe(299);
  });

  it("rounds a credit's tax half a cent away from zero, as a charge's", () => {
    expect(taxOf({ taxClass: "modification", rateBasisPoints: 1000 }, -100)).toBe(-7);
    expect(taxOf({ taxClass: "modification", rateBasisPoints: 1000 }, -99)).toBe(-6);
  });

  it("keeps a rate typed before tax classes on the whole amount", () => {
    expect(taxOf({ taxClass: null, rateBasisPoints: 830 }, 12_345)).toBe(1025); // 1024.635 → 1025
    expect(taxOf({ taxClass: null, rateBasisPoints: 0 }, 12_345)).toBe(0);
  });
});

describe("taxInside", () => {
  it("finds the tax an amount already holds, as the pricing put it there", () => {
    const priced = priceOption(
      { id: "a", name: "A", items: [{ description: "x", quantity: 1, unitPriceCents: 1_000_000 }], discountCents: 0 },
      phoenix,
      {
        kind: "percent",
        basisPoints: 10_000,
      },
    );
    expect(priced.totalCents).toBe(1_055_900);
    expect(taxInside(phoenix, priced.totalCents)).toBe(55_900);
    expect(taxInside({ taxClass: "replacement" }, 1_000_000)).toBe(0);
    expect(taxInside({ taxClass: null, rateBasisPoints: 830 }, 108_300)).toBe(8_300);
  });
});

describe("priceOption under a tax class", () => {
  const option = {
    id: "a",
    name: "New opening",
    items: [{ description: "Cut a new opening, 3x4 slider", quantity: 1, unitPriceCents: 4_615 }],
    discountCents: 8,
  };
  const deposit = { kind: "percent", basisPoints: 0 } as const;

  it("prices a modification on the price after discount and totals it in", () => {
    // (4,615 - 8) × 65% × 10.00% = 299.455 → 299.
    expect(priceOption(option, { taxClass: "modification", rateBasisPoints: 1000 }, deposit)).toMatchObject({
      taxClass: "modification",
      taxRateBasisPoints: 1000,
      taxCents: 299,
      totalCents: 4_906,
    });
  });

  it("prices a replacement with no tax and says so by its class", () => {
    expect(priceOption(option, { taxClass: "replacement" }, deposit)).toMatchObject({
      taxClass: "replacement",
      taxRateBasisPoints: 0,
      taxCents: 0,
      totalCents: 4_607,
    });
  });

  it("leaves the class out of an option priced at a typed rate", () => {
    expect(priceOption(option, taxRuleOf(null, 830), deposit)).not.toHaveProperty("taxClass");
  });
});

describe("ratePercentText", () => {
  it("prints two decimals", () => {
    expect([ratePercentText(860), ratePercentText(805), ratePercentText(1000), ratePercentText(0)]).toEqual([
      "8.60",
      "8.05",
      "10.00",
      "0.00",
    ]);
  });
});
