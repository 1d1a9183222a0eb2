import { describe, expect, it } from "vitest";
import type { PriceBookLineView, PriceBookOptionView } from "@/schemas/price-book";
import { appliesToText, lineBodyOf, lineDraftOf, optionBodyOf, optionDraftOf, optionPriceText, pricingText } from "./book-draft";

const line: PriceBookLineView = {
  id: "0b6f1d6e-9d6c-4a57-9d0c-1f2a3b4c5d6e",
  name: "Milgard Tuscany V400",
  nameEs: null,
  kind: "window",
  pricing: {
    method: "united-inch",
    brackets: [
      { upToInches: 60, cents: 32_500 },
      { upToInches: 101, cents: 44_550 },
    ],
  },
  installCents: { insert: 15_000, fullFrame: 32_500 },
  supplierId: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  active: true,
  updatedAt: "2026-12-01T16:30:00.000Z",
  updatedBy: "owner@example.com",
};
const option: PriceBookOptionView = {
  id: "5e0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
  name: "Black exterior",
  nameEs: "Exterior negro",
  price: { per: "percent", percent: 12.5 },
  lineIds: [line.id],
  tempered: false,
  active: true,
  updatedAt: "2026-12-01T16:30:00.000Z",
  updatedBy: "owner@example.com",
};

describe("lineDraftOf and lineBodyOf", () => {
  it("give back the line as saved, its cents typed as dollars", () => {
    const draft = lineDraftOf(line);
    expect(draft.brackets).toEqual([
      { upToInches: "60", dollars: "325.00" },
      { upToInches: "101", dollars: "445.50" },
    ]);
    expect(lineBodyOf(draft)).toEqual({
      body: {
        name: line.name,
        nameEs: "",
        kind: "window",
        pricing: line.pricing,
        installCents: line.installCents,
        supplierId: line.supplierId,
      },
    });
    expect(lineBodyOf({ ...draft, supplierId: "" }).body?.supplierId).toBeNull();
  });

  it("reads dollars as people type them, commas and a dollar sign included", () => {
    const draft = {
      ...lineDraftOf(),
      name: "Entry",
      method: "square-foot" as const,
      perSquareFoot: "$36",
      minimum: "1,250.5",
      insert: "350",
      fullFrame: "400.00",
    };
    expect(lineBodyOf(draft)).toMatchObject({
      body: {
        pricing: { method: "square-foot", centsPerSquareFoot: 3_600, minimumCents: 125_050 },
        installCents: { insert: 35_000, fullFrame: 40_000 },
      },
    });
  });

  it("names the box that is not an amount, by the field the server would name", () => {
    const draft = { ...lineDraftOf(line), insert: "a lot" };
    draft.brackets = [...draft.brackets, { upToInches: "120", dollars: "5.455" }];
    expect(lineBodyOf(draft)).toEqual({
      errors: {
        pricing: "Type bracket 3's price in dollars, e.g. 325 or 325.50",
        installCents: "Type the insert install in dollars, e.g. 325 or 325.50",
      },
    });
    expect(lineBodyOf({ ...lineDraftOf(line), brackets: [{ upToInches: "60.5", dollars: "1" }] })).toEqual({
      errors: { pricing: "Bracket 1: type the united inches as a whole number" },
    });
  });
});

describe("optionDraftOf and optionBodyOf", () => {
  it("give back the option as saved", () => {
    expect(optionBodyOf(optionDraftOf(option))).toEqual({
      body: { name: option.name, nameEs: option.nameEs, price: option.price, lineIds: [line.id], tempered: false },
    });
  });

  it("send null for every line, and dollars as cents", () => {
    const draft = { ...optionDraftOf(), name: "Grids", per: "opening" as const, amount: "45", lineIds: [line.id] };
    expect(optionBodyOf(draft)).toEqual({
      body: { name: "Grids", nameEs: "", price: { per: "opening", cents: 4_500 }, lineIds: null, tempered: false },
    });
  });

  it("names a price that is not an amount", () => {
    expect(optionBodyOf({ ...optionDraftOf(option), amount: "twelve" })).toEqual({
      errors: { price: "Type the percent as a number, e.g. 12.5" },
    });
    expect(optionBodyOf({ ...optionDraftOf(), amount: "" })).toEqual({
      errors: { price: "Type the price in dollars, e.g. 325 or 325.50" },
    });
  });
});

describe("the summaries", () => {
  it("say a line's pricing and an option's price in a few words", () => {
    expect(pricingText(line.pricing)).toBe("$325.00 to $445.50 by united inches, up to 101");
    expect(pricingText({ method: "square-foot", centsPerSquareFoot: 3_600, minimumCents: 95_000 })).toBe(
      "$36.00 a square foot, at least $950.00",
    );
    expect(optionPriceText(option.price)).toBe("12.5% of the line's price");
    expect(optionPriceText({ per: "square-foot", cents: 300 })).toBe("$3.00 a square foot");
    expect(appliesToText([line.id], [line])).toBe("Milgard Tuscany V400");
    expect(appliesToText(null, [line])).toBe("Every line");
  });
});
