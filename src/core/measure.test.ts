import { describe, expect, it } from "vitest";
import {
  areaOver,
  formatInches,
  inchesToSixteenths,
  isOpeningSize,
  looksSwapped,
  parseInches,
  sixteenthsToInches,
  squareFeet,
  unitedInches,
} from "./measure";

/** A size from whole inches and sixteenths, the way a test reads best. */
const size = (width: number, height: number) => ({ widthSixteenths: width * 16, heightSixteenths: height * 16 });

describe("parseInches", () => {
  it("reads every way a size is typed on a phone as the same sixteenths", () => {
    for (const typed of ["35 1/2", "35-1/2", "35 - 1/2", "35.5", '35 1/2"', "35 1/2 in", "  35   1/2  ", "35 8/16"])
      expect(parseInches(typed), typed).toEqual({ sixteenths: 568 });
  });

  it("reads whole inches, with or without the inch mark", () => {
    expect(parseInches("35")).toEqual({ sixteenths: 560 });
    expect(parseInches('35"')).toEqual({ sixteenths: 560 });
    expect(parseInches("35 inches")).toEqual({ sixteenths: 560 });
  });

  it("reads a sixteenth exactly, as a fraction or a decimal", () => {
    expect(parseInches("59 15/16")).toEqual({ sixteenths: 959 });
    expect(parseInches("59.9375")).toEqual({ sixteenths: 959 });
    expect(parseInches("35.0625")).toEqual({ sixteenths: 561 });
    expect(parseInches("35 3/8")).toEqual({ sixteenths: 566 });
    expect(parseInches("1/2")).toEqual({ sixteenths: 8 });
  });

  it("refuses a part of an inch finer than a sixteenth", () => {
    expect(parseInches("35.3")).toEqual({ problem: "sixteenth" });
    expect(parseInches("35 1/3")).toEqual({ problem: "sixteenth" });
    expect(parseInches("35 1/32")).toEqual({ problem: "sixteenth" });
    expect(parseInches("35.03125")).toEqual({ problem: "format" }); // five decimals: not how anyone writes a sixteenth
    expect(parseInches("35 2/2")).toEqual({ problem: "sixteenth" }); // not a proper fraction
  });

  it("refuses text that is not a size", () => {
    for (const typed of ["", "abc", "-35", "35 1/2 1/4", "35,5", "thirty", "35 ft", "1/2/3", "35.", ".5"])
      expect(parseInches(typed), typed).toEqual({ problem: "format" });
  });
});

describe("inchesToSixteenths and sixteenthsToInches", () => {
  it("turn whole sixteenths both ways exactly and refuse finer numbers", () => {
    expect(inchesToSixteenths(35.5)).toBe(568);
    expect(inchesToSixteenths(59.9375)).toBe(959);
    expect(inchesToSixteenths(35.3)).toBeNull();
    expect(inchesToSixteenths(Number.NaN)).toBeNull();
    expect(sixteenthsToInches(959)).toBe(59.9375);
  });
});

describe("formatInches", () => {
  it("writes a size as people do, with the fraction reduced", () => {
    expect(formatInches(568)).toBe("35 1/2");
    expect(formatInches(959)).toBe("59 15/16");
    expect(formatInches(564)).toBe("35 1/4");
    expect(formatInches(566)).toBe("35 3/8");
    expect(formatInches(560)).toBe("35");
    expect(formatInches(8)).toBe("1/2");
  });

  it("writes back what parseInches read", () => {
    for (const typed of ["35 1/2", "59 15/16", "6", "180", "72 3/4"]) {
      const parsed = parseInches(typed);
      expect("sixteenths" in parsed && formatInches(parsed.sixteenths)).toBe(typed);
    }
  });
});

describe("isOpeningSize", () => {
  it("takes 6 to 180 inches, both ends included", () => {
    expect(isOpeningSize(6 * 16)).toBe(true);
    expect(isOpeningSize(6 * 16 - 1)).toBe(false);
    expect(isOpeningSize(180 * 16)).toBe(true);
    expect(isOpeningSize(180 * 16 + 1)).toBe(false);
  });
});

describe("unitedInches", () => {
  it("adds width and height and rounds the sum up to the next whole inch", () => {
    expect(unitedInches({ widthSixteenths: 568, heightSixteenths: 959 })).toBe(96); // 95 7/16 → 96
    expect(unitedInches(size(36, 60))).toBe(96); // already whole: not rounded further
    expect(unitedInches({ widthSixteenths: 36 * 16, heightSixteenths: 60 * 16 + 1 })).toBe(97); // 96 1/16 → 97
  });

  it("rounds the sum, not each side: two halves make a whole inch", () => {
    expect(unitedInches({ widthSixteenths: 35 * 16 + 8, heightSixteenths: 59 * 16 + 8 })).toBe(95);
  });
});

describe("squareFeet", () => {
  it("gives the area in square feet to two decimals", () => {
    expect(squareFeet(size(72, 48))).toBe(24);
    expect(squareFeet({ widthSixteenths: 568, heightSixteenths: 959 })).toBe(14.78); // 14.7765…
    expect(squareFeet(size(36, 36))).toBe(9);
    expect(squareFeet(size(12, 6))).toBe(0.5);
  });
});

describe("areaOver", () => {
  it("compares the area exactly, so 9 square feet is not over 9", () => {
    expect(areaOver(size(36, 36), 9)).toBe(false);
    expect(areaOver({ widthSixteenths: 36 * 16, heightSixteenths: 36 * 16 + 1 }, 9)).toBe(true);
  });
});

describe("looksSwapped", () => {
  it("asks about a slider or picture window taller than wide", () => {
    expect(looksSwapped("slider", size(36, 60))).toBe(true);
    expect(looksSwapped("picture", size(48, 72))).toBe(true);
  });

  it("does not ask when it is wider than tall, square, or a style made tall", () => {
    expect(looksSwapped("slider", size(60, 36))).toBe(false);
    expect(looksSwapped("picture", size(48, 48))).toBe(false);
    expect(looksSwapped("single-hung", size(36, 60))).toBe(false);
    expect(looksSwapped("casement", size(24, 60))).toBe(false);
  });
});
