import { describe, expect, it } from "vitest";
import { capitalized, sizeText, temperedText } from "./opening-words";

const size = { widthSixteenths: 35 * 16 + 8, heightSixteenths: 59 * 16 + 15 };

describe("sizeText", () => {
  it("names width and height with the fractions as people write them, in the language asked (English by default)", () => {
    expect(sizeText(size)).toBe("W 35 1/2 × H 59 15/16 in");
    expect(sizeText(size, "es")).toBe("An 35 1/2 × Al 59 15/16 pulg");
  });
});

describe("temperedText", () => {
  it("says the flag and each reason the code wants tempered glass, in order, and nothing when it is not required", () => {
    expect(temperedText({ temperedRequired: true, temperedReasons: ["door", "wet-area"] })).toBe(
      "Tempered glass, required by code: glass in a door; wet area, sill under 60 in",
    );
    expect(temperedText({ temperedRequired: true, temperedReasons: ["large-pane"] }, "es")).toBe(
      "Vidrio templado, lo exige el código: panel de más de 9 pies², alféizar a menos de 18 pulg",
    );
    expect(temperedText({ temperedRequired: false, temperedReasons: [] })).toBeNull();
  });
});

describe("capitalized", () => {
  it("capitalizes the first letter only", () => {
    expect(capitalized("sliding patio door")).toBe("Sliding patio door");
  });
});
