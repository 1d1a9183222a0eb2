import { describe, expect, it } from "vitest";
import { mergeColorNames, mergeTranslation, TranslationShapeError } from "./merge";

const english = {
  name: "Tuscany V400",
  order: 3,
  priceRange: { min: 550, max: 850 },
  colors: [{ name: "White", hex: "#ffffff" }],
  features: ["Fusion-welded frame", "Low-E glass"],
};

describe("mergeTranslation", () => {
  it("lays the translated words over the English facts", () => {
    const merged = mergeTranslation(english, { features: ["Marco soldado", "Vidrio Low-E"] });
    expect(merged).toEqual({
      ...english,
      features: ["Marco soldado", "Vidrio Low-E"],
    });
  });

  it("keeps English values for fields the translation leaves out", () => {
    expect(mergeTranslation(english, {})).toEqual(english);
  });

  it("throws naming the field when a list has a different length", () => {
    expect(() => mergeTranslation(english, { features: ["Solo una"] })).toThrow(TranslationShapeError);
    expect(() => mergeTranslation(english, { features: ["Solo una"] })).toThrow(/features has 1 items in the translation but 2/);
  });
});

describe("mergeColorNames", () => {
  const colors = [
    { name: "White", hex: "#ffffff" },
    { name: "Tan", hex: "#d2b48c" },
  ];

  it("renames the colors in order and keeps the hex codes", () => {
    expect(mergeColorNames(colors, ["Blanco", "Beige"])).toEqual([
      { name: "Blanco", hex: "#ffffff" },
      { name: "Beige", hex: "#d2b48c" },
    ]);
  });
  it("keeps the English names without a list and throws on a list of another length", () => {
    expect(mergeColorNames(colors, undefined)).toBe(colors);
    expect(() => mergeColorNames(colors, ["Blanco"])).toThrow(TranslationShapeError);
  });
});
