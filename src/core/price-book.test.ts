import { describe, expect, it } from "vitest";
import {
  isPricingProblem,
  optionAmount,
  optionAppliesTo,
  percentOf,
  perSquareFoot,
  priceOpening,
  unitPrice,
  type LinePricing,
  type OpeningToPrice,
  type PriceBookLine,
  type PriceBookOption,
} from "./price-book";

/** A size from whole inches, or from sixteenths where the fraction matters. */
const inches = (width: number, height: number) => ({ widthSixteenths: width * 16, heightSixteenths: height * 16 });

const brackets: LinePricing = {
  method: "united-inch",
  brackets: [
    { upToInches: 60, cents: 32_500 },
    { upToInches: 80, cents: 38_500 },
    { upToInches: 101, cents: 44_500 },
    { upToInches: 120, cents: 54_500 },
  ],
};
const bySquareFoot: LinePricing = { method: "square-foot", centsPerSquareFoot: 3_600, minimumCents: 95_000 };

const window: PriceBookLine = {
  id: "tuscany",
  name: "Milgard Tuscany V400",
  nameEs: null,
  kind: "window",
  pricing: brackets,
  installCents: { insert: 15_000, fullFrame: 32_500 },
};
const entryDoor: PriceBookLine = {
  id: "entry",
  name: "Fiberglass entry door",
  nameEs: "Puerta de entrada de fibra de vidrio",
  kind: "entry-door",
  pricing: bySquareFoot,
  installCents: { insert: 35_000, fullFrame: 40_000 },
};
const option = (id: string, price: PriceBookOption["price"], extra: Partial<PriceBookOption> = {}): PriceBookOption => ({
  id,
  name: id,
  nameEs: null,
  price,
  lineIds: null,
  tempered: false,
  ...extra,
});
const lowE = option("low-e", { per: "square-foot", cents: 300 });
const grids = option("grids", { per: "opening", cents: 4_500 });
const colour = option("black-exterior", { per: "percent", percent: 12.5 }, { lineIds: ["tuscany"] });
const tempered = option("tempered", { per: "square-foot", cents: 800 }, { lineIds: ["tuscany"], tempered: true });

const opening = (extra: Partial<OpeningToPrice> = {}): OpeningToPrice => ({
  kind: "window",
  ...inches(36, 48),
  installMethod: "insert",
  temperedRequired: false,
  ...extra,
});

describe("unitPrice by united inches", () => {
  it("takes the first bracket whose upToInches is at least the opening's united inches", () => {
    expect(unitPrice(brackets, inches(20, 20))).toEqual({ cents: 32_500 }); // 40
    expect(unitPrice(brackets, inches(30, 30))).toEqual({ cents: 32_500 }); // exactly 60
    expect(unitPrice(brackets, inches(30, 31))).toEqual({ cents: 38_500 }); // 61: one over
    expect(unitPrice(brackets, inches(40, 40))).toEqual({ cents: 38_500 }); // exactly 80
    expect(unitPrice(brackets, inches(60, 60))).toEqual({ cents: 54_500 }); // exactly 120, the last
  });

  it("rounds a fraction up before choosing, so 60 1/16 united inches is in the next bracket", () => {
    expect(unitPrice(brackets, { widthSixteenths: 30 * 16, heightSixteenths: 30 * 16 + 1 })).toEqual({ cents: 38_500 });
    expect(unitPrice(brackets, { widthSixteenths: 30 * 16 + 8, heightSixteenths: 29 * 16 + 8 })).toEqual({ cents: 32_500 }); // 60 exactly
  });

  it("cannot price beyond the last bracket and says by how much", () => {
    expect(unitPrice(brackets, inches(60, 61))).toEqual({ problem: "too-large", unitedInches: 121, largestInches: 120 });
  });
});

describe("unitPrice by the square foot", () => {
  it("prices cents × width × height / 144 above the minimum", () => {
    expect(unitPrice(bySquareFoot, inches(42, 96))).toEqual({ cents: 100_800 }); // 28 sq ft × $36
  });

  it("charges the minimum when the area costs less, and the area once it costs more", () => {
    expect(unitPrice(bySquareFoot, inches(36, 80))).toEqual({ cents: 95_000 }); // 20 sq ft = $720 < $950
    expect(unitPrice({ ...bySquareFoot, minimumCents: 72_000 }, inches(36, 80))).toEqual({ cents: 72_000 }); // equal
    expect(unitPrice({ ...bySquareFoot, minimumCents: 71_999 }, inches(36, 80))).toEqual({ cents: 72_000 });
  });
});

describe("perSquareFoot", () => {
  it("rounds half a cent up, once, from the exact area", () => {
    expect(perSquareFoot(1, inches(12, 6))).toBe(1); // 0.5 sq ft × 1¢ = 0.5 → 1
    expect(perSquareFoot(3, inches(12, 6))).toBe(2); // 1.5 → 2
    expect(perSquareFoot(1, { widthSixteenths: 12 * 16, heightSixteenths: 6 * 16 - 1 })).toBe(0); // 0.4948… → 0
    expect(perSquareFoot(300, { widthSixteenths: 568, heightSixteenths: 959 })).toBe(4_433); // 4432.88 → 4433
  });
});

describe("percentOf", () => {
  it("rounds half a cent up, once", () => {
    expect(percentOf(5, 10)).toBe(1); // 0.5 → 1
    expect(percentOf(4, 12.5)).toBe(1); // 0.5 → 1
    expect(percentOf(12, 12.5)).toBe(2); // 1.5 → 2
    expect(percentOf(3, 12.5)).toBe(0); // 0.375 → 0
    expect(percentOf(44_500, 12.5)).toBe(5_563); // 5562.5 → 5563
    expect(percentOf(10_000, 0.01)).toBe(1);
  });
});

describe("optionAmount", () => {
  it("prices an option per opening, per square foot, or as a percent of the unit price", () => {
    const size = inches(36, 48); // 12 sq ft
    expect(optionAmount({ per: "opening", cents: 4_500 }, size, 38_500)).toBe(4_500);
    expect(optionAmount({ per: "square-foot", cents: 300 }, size, 38_500)).toBe(3_600);
    expect(optionAmount({ per: "percent", percent: 10 }, size, 38_500)).toBe(3_850);
  });
});

describe("optionAppliesTo", () => {
  it("applies an option with no lines to every line, and one with lines only to those", () => {
    expect(optionAppliesTo(lowE, window)).toBe(true);
    expect(optionAppliesTo(colour, window)).toBe(true);
    expect(optionAppliesTo(colour, entryDoor)).toBe(false);
    expect(optionAppliesTo({ lineIds: [] }, window)).toBe(false);
  });
});

describe("priceOpening", () => {
  it("adds the unit, the install for the opening's method and each chosen option", () => {
    // 36 × 48: 84 united inches → the 101 bracket; 12 sq ft.
    expect(priceOpening(window, [lowE, grids], null, opening())).toEqual({
      unitCents: 44_500,
      installCents: 15_000,
      options: [
        { optionId: "low-e", cents: 3_600, automatic: false },
        { optionId: "grids", cents: 4_500, automatic: false },
      ],
      totalCents: 67_600,
    });
    const fullFrame = priceOpening(window, [], null, opening({ installMethod: "full-frame" }));
    expect(!isPricingProblem(fullFrame) && fullFrame.installCents).toBe(32_500);
  });

  it("takes a percent option of the unit price only, not of the install or the other options", () => {
    const priced = priceOpening(window, [grids, colour], null, opening({ installMethod: "full-frame" }));
    expect(!isPricingProblem(priced) && priced.options[1]).toEqual({ optionId: "black-exterior", cents: 5_563, automatic: false }); // 12.5% of 445.00
  });

  it("adds the tempered upgrade by itself where the code requires it and the line lists it", () => {
    const priced = priceOpening(window, [grids], tempered, opening({ temperedRequired: true }));
    expect(!isPricingProblem(priced) && priced.options).toEqual([
      { optionId: "grids", cents: 4_500, automatic: false },
      { optionId: "tempered", cents: 9_600, automatic: true }, // 12 sq ft × $8
    ]);
    expect(!isPricingProblem(priced) && priced.totalCents).toBe(44_500 + 15_000 + 4_500 + 9_600);
  });

  it("does not add the tempered upgrade where the code does not require it", () => {
    const priced = priceOpening(window, [], tempered, opening());
    expect(!isPricingProblem(priced) && priced.options).toEqual([]);
  });

  it("does not add the tempered upgrade to a line it does not apply to (a door that comes tempered)", () => {
    const door = opening({ kind: "entry-door", ...inches(36, 80), temperedRequired: true });
    const priced = priceOpening(entryDoor, [], tempered, door);
    expect(priced).toEqual({ unitCents: 95_000, installCents: 35_000, options: [], totalCents: 130_000 });
  });

  it("prices the tempered upgrade once when the estimator chose it already", () => {
    const priced = priceOpening(window, [tempered], tempered, opening({ temperedRequired: true }));
    expect(!isPricingProblem(priced) && priced.options).toEqual([{ optionId: "tempered", cents: 9_600, automatic: false }]);
  });

  it("prices nothing automatic when the book has no tempered option", () => {
    const priced = priceOpening(window, [], null, opening({ temperedRequired: true }));
    expect(!isPricingProblem(priced) && priced.options).toEqual([]);
  });

  it("refuses a line of another kind", () => {
    expect(priceOpening(entryDoor, [], null, opening())).toEqual({ problem: "kind" });
  });

  it("refuses an opening beyond the line's last bracket", () => {
    expect(priceOpening(window, [], null, opening(inches(60, 72)))).toEqual({
      problem: "too-large",
      unitedInches: 132,
      largestInches: 120,
    });
  });

  it("refuses a chosen option that does not apply to the line, naming it", () => {
    const doorOpening = opening({ kind: "entry-door", ...inches(36, 80) });
    expect(priceOpening(entryDoor, [lowE, colour], null, doorOpening)).toEqual({
      problem: "option-not-for-line",
      optionId: "black-exterior",
    });
  });

  it("rounds each amount once, so the total is the rounded amounts added", () => {
    // 12 × 6 in: 0.5 sq ft; a 1¢-per-sq-ft option twice would be 1¢ as one sum, but is 2¢ as two amounts.
    const half = option("half", { per: "square-foot", cents: 1 });
    const other = option("other", { per: "square-foot", cents: 1 });
    const tiny = { ...window, pricing: { method: "united-inch", brackets: [{ upToInches: 18, cents: 10_000 }] } as LinePricing };
    const priced = priceOpening(tiny, [half, other], null, opening(inches(12, 6)));
    expect(!isPricingProblem(priced) && priced.totalCents).toBe(10_000 + 15_000 + 1 + 1);
  });
});

describe("the worked example in docs/openings-and-pricing.md", () => {
  it("prices the bathroom window at $813.17 and the entry door at $1,350.00, $2,163.17 together", () => {
    // The bathroom window: 35 1/2 × 59 15/16, a wet area, sill 42 in: tempered required.
    const bathroom = opening({ widthSixteenths: 568, heightSixteenths: 959, temperedRequired: true });
    const windowPriced = priceOpening(window, [lowE, colour], tempered, bathroom);
    expect(windowPriced).toEqual({
      unitCents: 44_500, // 96 united inches: the "up to 101" bracket
      installCents: 15_000,
      options: [
        { optionId: "low-e", cents: 4_433, automatic: false }, // 14.7765 sq ft × $3 = 44.3288 → 44.33
        { optionId: "black-exterior", cents: 5_563, automatic: false }, // 12.5% of 445.00 = 55.625 → 55.63
        { optionId: "tempered", cents: 11_821, automatic: true }, // 14.7765 sq ft × $8 = 118.2101 → 118.21
      ],
      totalCents: 81_317,
    });
    // The front door: 36 × 80, full-frame; 20 sq ft × $36 = $720 is under the $950 minimum.
    const door = opening({ kind: "entry-door", ...inches(36, 80), installMethod: "full-frame", temperedRequired: true });
    const doorPriced = priceOpening(entryDoor, [], tempered, door);
    expect(doorPriced).toEqual({ unitCents: 95_000, installCents: 40_000, options: [], totalCents: 135_000 });
    const sum = [windowPriced, doorPriced].reduce((total, priced) => total + (isPricingProblem(priced) ? 0 : priced.totalCents), 0);
    expect(sum).toBe(216_317);
  });
});
