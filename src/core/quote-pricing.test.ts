import { describe, expect, it } from "vitest";
import { priceOption, priceQuote, quoteValue, shareOf } from "./quote-pricing";
import type { TaxRule } from "./tax-class";

/** A rate typed on a quote written before tax classes. */
const typed = (rateBasisPoints: number): TaxRule => ({ taxClass: null, rateBasisPoints });

const windows = {
  id: "a",
  name: "Better",
  discountCents: 0,
  items: [
    { description: "Milgard Tuscany V400, 3x5 slider", quantity: 4, unitPriceCents: 72_500 },
    { description: "Haul-away", quantity: 1, unitPriceCents: 15_000 },
  ],
};
const half = { kind: "percent", basisPoints: 5000 } as const;

describe("shareOf", () => {
  it("rounds half a cent up and anything less down", () => {
    expect(shareOf(1, 5000)).toBe(1); // 0.5 → 1
    expect(shareOf(3, 5000)).toBe(2); // 1.5 → 2
    expect(shareOf(1, 4999)).toBe(0); // 0.4999 → 0
    expect(shareOf(12_345, 830)).toBe(1025); // 1024.635 → 1025
    expect(shareOf(10_000, 805)).toBe(805);
  });

  it("stays exact for amounts far beyond any quote", () => {
    expect(shareOf(900_000_000_000_000, 10_000)).toBe(900_000_000_000_000);
    expect(shareOf(999_999_999_999, 1)).toBe(100_000_000); // 99,999,999.9999 → 100,000,000
  });
});

describe("priceOption", () => {
  it("returns lines, subtotal, tax, total, deposit and balance in cents", () => {
    expect(priceOption(windows, typed(0), half)).toEqual({
      id: "a",
      name: "Better",
      items: [
        { description: "Milgard Tuscany V400, 3x5 slider", quantity: 4, unitPriceCents: 72_500, lineTotalCents: 290_000 },
        { description: "Haul-away", quantity: 1, unitPriceCents: 15_000, lineTotalCents: 15_000 },
      ],
      subtotalCents: 305_000,
      discountCents: 0,
      taxRateBasisPoints: 0,
      taxCents: 0,
      totalCents: 305_000,
      depositCents: 152_500,
      balanceCents: 152_500,
    });
  });

  it("takes the discount off before tax and rounds the tax half a cent up", () => {
    // 305,000 - 12,345 = 292,655; 8.3% = 24,290.365 → 24,290; total 316,945; 33.33% = 105,637.77 → 105,638.
    const priced = priceOption({ ...windows, discountCents: 12_345 }, typed(830), { kind: "percent", basisPoints: 3333 });
    expect(priced).toMatchObject({
      subtotalCents: 305_000,
      discountCents: 12_345,
      taxCents: 24_290,
      totalCents: 316_945,
      depositCents: 105_638,
      balanceCents: 211_307,
    });
  });

  it("asks a fixed deposit as typed, and never more than the total", () => {
    expect(priceOption(windows, typed(0), { kind: "fixed", cents: 50_000 })).toMatchObject({ depositCents: 50_000, balanceCents: 255_000 });
    expect(priceOption(windows, typed(0), { kind: "fixed", cents: 400_000 })).toMatchObject({ depositCents: 305_000, balanceCents: 0 });
  });

  it("asks no deposit at 0% and the whole total at 100%", () => {
    expect(priceOption(windows, typed(805), { kind: "percent", basisPoints: 0 })).toMatchObject({
      totalCents: 329_553,
      depositCents: 0,
      balanceCents: 329_553,
    });
    expect(priceOption(windows, typed(805), { kind: "percent", basisPoints: 10_000 })).toMatchObject({
      depositCents: 329_553,
      balanceCents: 0,
    });
  });

  it("never lets a discount take the total below zero", () => {
    expect(priceOption({ ...windows, discountCents: 999_999 }, typed(830), half)).toMatchObject({
      discountCents: 305_000,
      taxCents: 0,
      totalCents: 0,
      depositCents: 0,
    });
  });
});

describe("priceQuote", () => {
  it("prices every option with the same tax rate and deposit rule", () => {
    const good = { id: "g", name: "Good", discountCents: 0, items: [{ description: "Vinyl 250", quantity: 4, unitPriceCents: 45_000 }] };
    expect(priceQuote([good, windows], typed(0), half).map((option) => [option.id, option.totalCents, option.depositCents])).toEqual([
      ["g", 180_000, 90_000],
      ["a", 305_000, 152_500],
    ]);
  });
});

describe("quoteValue", () => {
  const options = [{ totalCents: 1_186_300 }, { totalCents: 810_000 }, { totalCents: 950_000 }];

  it("returns the lowest to the highest option's total while unsigned", () => {
    expect(quoteValue(options, null)).toEqual({ lowCents: 810_000, highCents: 1_186_300 });
  });

  it("returns the signed total alone once signed", () => {
    expect(quoteValue(options, 950_000)).toEqual({ lowCents: 950_000, highCents: 950_000 });
  });

  it("returns zero for a quote without options", () => {
    expect(quoteValue([], null)).toEqual({ lowCents: 0, highCents: 0 });
  });
});
