import { describe, expect, it } from "vitest";
import { basisPointsToPercent, dollarsToCents, percentToBasisPoints } from "./amounts";

describe("dollarsToCents", () => {
  it("returns whole cents for dollars typed with a sign, commas, spaces or a minus", () => {
    expect(dollarsToCents("725")).toBe(72_500);
    expect(dollarsToCents("$1,234.5")).toBe(123_450);
    expect(dollarsToCents(" 1 500.25 ")).toBe(150_025);
    expect(dollarsToCents("-200.5")).toBe(-20_050);
    expect(dollarsToCents("-$3")).toBe(-300);
    expect(dollarsToCents(".5")).toBe(50);
    expect(dollarsToCents("0")).toBe(0);
    expect(dollarsToCents("-0")).toBe(0);
  });

  it("returns null for three decimals, words, an empty field or a misplaced sign", () => {
    expect(dollarsToCents("1.005")).toBeNull();
    expect(dollarsToCents("abc")).toBeNull();
    expect(dollarsToCents("")).toBeNull();
    expect(dollarsToCents("$")).toBeNull();
    expect(dollarsToCents("$-5")).toBeNull();
    expect(dollarsToCents("1e3")).toBeNull();
    expect(dollarsToCents("1234567890")).toBeNull();
  });
});

describe("percentToBasisPoints", () => {
  it("returns basis points for a percent with at most two decimals, whatever its size", () => {
    expect(percentToBasisPoints(8.3)).toBe(830);
    expect(percentToBasisPoints(8.05)).toBe(805);
    expect(percentToBasisPoints(0.07)).toBe(7);
    expect(percentToBasisPoints(33.33)).toBe(3333);
    expect(percentToBasisPoints(0)).toBe(0);
    expect(percentToBasisPoints(150)).toBe(15_000);
  });

  it("returns null for three decimals or what is not a number", () => {
    expect(percentToBasisPoints(33.333)).toBeNull();
    expect(percentToBasisPoints(Number.NaN)).toBeNull();
    expect(percentToBasisPoints(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe("basisPointsToPercent", () => {
  it("returns the percent without trailing zeros", () => {
    expect(basisPointsToPercent(830)).toBe("8.3");
    expect(basisPointsToPercent(5000)).toBe("50");
    expect(basisPointsToPercent(805)).toBe("8.05");
  });
});
