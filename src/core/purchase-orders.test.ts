import { describe, expect, it } from "vitest";
import { compareConfirmation, type ConfirmedUnit, type OrderedUnit } from "./purchase-orders";

const LOW_E = { id: "opt-low-e", name: "Low-E glass" };
const GRIDS = { id: "opt-grids", name: "Grids" };

/** A living-room picture window ordered 72 × 48 with Low-E. */
const unit = (change: Partial<OrderedUnit> = {}): OrderedUnit => ({
  location: "Living room",
  kind: "window",
  style: "picture",
  widthSixteenths: 72 * 16,
  heightSixteenths: 48 * 16,
  sizeFrom: "final",
  product: "Milgard Tuscany V400",
  lineId: "line-1",
  options: [LOW_E],
  tempered: false,
  obscure: false,
  installMethod: "insert",
  ...change,
});

const confirmed = (change: Partial<ConfirmedUnit> = {}): ConfirmedUnit => ({
  widthSixteenths: 72 * 16,
  heightSixteenths: 48 * 16,
  optionIds: [LOW_E.id],
  unitCostCents: 41_000,
  ...change,
});

describe("compareConfirmation", () => {
  it("returns no mismatch when every line is confirmed as ordered, whatever the cost", () => {
    const lines = [{ openingId: "a", unit: unit() }];
    expect(compareConfirmation(lines, new Map([["a", confirmed({ unitCostCents: 1 })]]))).toEqual([]);
  });

  it("returns the width that differs by half an inch, in inches with fractions", () => {
    const lines = [{ openingId: "a", unit: unit() }];
    expect(compareConfirmation(lines, new Map([["a", confirmed({ widthSixteenths: 71 * 16 + 8 })]]))).toEqual([
      { openingId: "a", field: "width", ordered: "72", confirmed: "71 1/2" },
    ]);
  });

  it("returns a height that differs by one sixteenth", () => {
    const lines = [{ openingId: "a", unit: unit() }];
    expect(compareConfirmation(lines, new Map([["a", confirmed({ heightSixteenths: 48 * 16 + 1 })]]))).toEqual([
      { openingId: "a", field: "height", ordered: "48", confirmed: "48 1/16" },
    ]);
  });

  it("names an option the supplier added by the book's name, and one it left out by the order's", () => {
    const lines = [{ openingId: "a", unit: unit() }];
    const names = new Map([[GRIDS.id, GRIDS.name]]);
    expect(compareConfirmation(lines, new Map([["a", confirmed({ optionIds: [GRIDS.id] })]]), (id) => names.get(id))).toEqual([
      { openingId: "a", field: "options", ordered: "Low-E glass", confirmed: "Grids" },
    ]);
  });

  it("shows an option id neither the order nor the book knows as is, and no options as none", () => {
    const lines = [{ openingId: "a", unit: unit({ options: [] }) }];
    expect(compareConfirmation(lines, new Map([["a", confirmed({ optionIds: ["mystery"] })]]))).toEqual([
      { openingId: "a", field: "options", ordered: "none", confirmed: "mystery" },
    ]);
  });

  it("returns an ordered line the confirmation leaves out as missing", () => {
    const lines = [
      { openingId: "a", unit: unit() },
      { openingId: "b", unit: unit() },
    ];
    expect(compareConfirmation(lines, new Map([["a", confirmed()]]))).toEqual([
      { openingId: "b", field: "missing", ordered: "1 unit", confirmed: "not confirmed" },
    ]);
  });
});
