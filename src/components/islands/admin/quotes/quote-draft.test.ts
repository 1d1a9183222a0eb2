import { describe, expect, it } from "vitest";
import { draftTexts, optionName, startingPriceCents, toCents, withDescription } from "./quote-draft";

const tuscany = { name: "Milgard Tuscany V400", minCents: 55_000, maxCents: 85_000 };

describe("startingPriceCents", () => {
  it("returns the middle of the range in whole dollars", () => {
    expect(startingPriceCents(tuscany)).toBe(70_000);
    expect(startingPriceCents({ name: "x", minCents: 45_000, maxCents: 65_050 })).toBe(55_000);
  });
});

describe("withDescription", () => {
  it("fills the starting price of a product line picked into an empty line", () => {
    expect(withDescription({ description: "", quantity: "1", price: "" }, tuscany.name, [tuscany])).toEqual({ description: tuscany.name, quantity: "1", price: "700.00", startingPrice: "700.00" });
  });

  it("keeps a price the owner typed, and any price for a line typed by hand", () => {
    expect(withDescription({ description: "", quantity: "1", price: "640" }, tuscany.name, [tuscany]).price).toBe("640");
    expect(withDescription({ description: "", quantity: "1", price: "" }, "Haul-away", [tuscany])).toEqual({ description: "Haul-away", quantity: "1", price: "" });
  });
});

describe("optionName", () => {
  it("returns the option names in the customer's language", () => {
    expect([0, 1, 2].map((index) => optionName(index, "es"))).toEqual(["Buena", "Mejor", "La mejor"]);
    expect([0, 1, 2].map((index) => optionName(index, "en"))).toEqual(["Good", "Better", "Best"]);
  });
});

describe("toCents and draftTexts", () => {
  it("reads dollars typed with a sign or commas, and refuses three decimals", () => {
    expect(toCents("$1,234.5")).toBe(123_450);
    expect(toCents("1.005")).toBeNull();
  });

  it("returns every text the customer reads, the empty ones left out", () => {
    expect(draftTexts([{ name: "Mejor", discount: "", lines: [{ description: "ventana", quantity: "1", price: "" }, { description: "", quantity: "1", price: "" }] }], "nota", "")).toEqual(["Mejor", "ventana", "nota"]);
  });
});
