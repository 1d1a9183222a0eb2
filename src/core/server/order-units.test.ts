import { describe, expect, it } from "vitest";
import { priceOpening, type PriceBookLine, type PriceBookOption } from "../price-book";
import type { PricedOpeningRecord } from "../quote-openings";
import { groupBySupplier, orderedUnitOf, orderFactsOf, ordersRefusal, type OpeningToOrder } from "./order-units";

const LINE: PriceBookLine = {
  id: "line-vinyl",
  name: "Tuscany V400",
  nameEs: null,
  kind: "window",
  pricing: { method: "united-inch", brackets: [{ upToInches: 200, cents: 50_000 }] },
  installCents: { insert: 15_000, fullFrame: 25_000 },
};
const DOORS: PriceBookLine = { ...LINE, id: "line-door", name: "Fiberglass entry door", kind: "entry-door" };
const LOW_E: PriceBookOption = {
  id: "low-e",
  name: "Low-E",
  nameEs: null,
  price: { per: "opening", cents: 100 },
  lineIds: null,
  tempered: false,
};
const TEMPERED: PriceBookOption = { ...LOW_E, id: "tempered", name: "Tempered glass", tempered: true };

const opening = (change: Partial<OpeningToOrder> = {}): OpeningToOrder => ({
  id: "o1",
  location: "Living room",
  kind: "window",
  style: "picture",
  installMethod: "insert",
  obscure: false,
  wetArea: false,
  nearDoor: false,
  sillSixteenths: 30 * 16,
  widthSixteenths: 72 * 16,
  heightSixteenths: 48 * 16,
  finalWidthSixteenths: null,
  finalHeightSixteenths: null,
  ...change,
});

/** A record priced at the measured size, the tempered upgrade added where required. */
function record(at: OpeningToOrder, line = LINE, itemIndex = 0, temperedRequired = false): PricedOpeningRecord {
  const facts = {
    widthSixteenths: at.widthSixteenths,
    heightSixteenths: at.heightSixteenths,
    kind: at.kind,
    installMethod: at.installMethod,
    temperedRequired,
  };
  const priced = priceOpening(line, [LOW_E], TEMPERED, facts);
  if ("problem" in priced) throw new Error("unpriced");
  return {
    optionId: "better",
    itemIndex,
    openingId: at.id,
    line,
    options: [LOW_E],
    temperedOption: TEMPERED,
    facts,
    priced,
    override: null,
  };
}

describe("orderedUnitOf", () => {
  it("orders the final size once recorded, and says so", () => {
    const remeasured = opening({ finalWidthSixteenths: 71 * 16 + 8, finalHeightSixteenths: 48 * 16 });
    expect(orderedUnitOf(record(remeasured), remeasured)).toEqual({
      location: "Living room",
      kind: "window",
      style: "picture",
      widthSixteenths: 71 * 16 + 8,
      heightSixteenths: 48 * 16,
      sizeFrom: "final",
      product: "Tuscany V400",
      lineId: "line-vinyl",
      options: [{ id: "low-e", name: "Low-E" }],
      tempered: false,
      obscure: false,
      installMethod: "insert",
    });
  });

  it("orders the measured size when no final one is recorded", () => {
    const measured = opening();
    expect(orderedUnitOf(record(measured), measured)).toMatchObject({ widthSixteenths: 72 * 16, sizeFrom: "measured" });
  });

  it("lists the tempered upgrade the quote added, and marks the unit tempered", () => {
    const bath = opening({ wetArea: true });
    const unit = orderedUnitOf(record(bath, LINE, 0, true), bath);
    expect(unit.options.map((option) => option.id)).toEqual(["low-e", "tempered"]);
    expect(unit.tempered).toBe(true);
  });

  it("marks tempered a pane the final size makes large (over 9 sq ft, sill under 18 in)", () => {
    const low = opening({ sillSixteenths: 12 * 16, widthSixteenths: 36 * 16, heightSixteenths: 36 * 16 });
    expect(orderedUnitOf(record(low), low).tempered).toBe(false);
    const larger = { ...low, finalWidthSixteenths: 40 * 16, finalHeightSixteenths: 36 * 16 };
    expect(orderedUnitOf(record(low), larger).tempered).toBe(true);
  });
});

describe("groupBySupplier", () => {
  it("makes one group per supplier in the quote's order, and names each product without a supplier once", () => {
    const a = opening({ id: "a" });
    const b = opening({ id: "b", location: "Den" });
    const door = opening({ id: "door", kind: "entry-door", style: "entry-door", location: "Front" });
    const records = [record(b, LINE, 1), record(door, DOORS, 2), record(a, LINE, 0)];
    const both = groupBySupplier(records, [a, b, door], (lineId) => (lineId === "line-vinyl" ? "milgard" : "pella"));
    expect(both.unsupplied).toEqual([]);
    expect(both.groups.map((group) => [group.supplierId, group.units.map((unit) => unit.openingId)])).toEqual([
      ["milgard", ["a", "b"]],
      ["pella", ["door"]],
    ]);
    const back = opening({ id: "back", kind: "entry-door", style: "entry-door", location: "Back" });
    const none = groupBySupplier([...records, record(back, DOORS, 3)], [a, b, door, back], (lineId) =>
      lineId === "line-vinyl" ? "milgard" : null,
    );
    expect(none.unsupplied).toEqual(["Fiberglass entry door"]);
  });
});

describe("ordersRefusal", () => {
  const final = opening({ finalWidthSixteenths: 72 * 16, finalHeightSixteenths: 48 * 16 });
  it.each([
    ["measured", [opening()], null],
    ["ordered", [opening()], null],
    ["signed", [final], null],
    ["signed", [final, opening()], "not-measured"],
    ["signed", [], "not-measured"],
    ["delivered", [final], "past-ordering"],
    ["on_hold", [final], "on-hold"],
    ["cancelled", [final], "cancelled"],
  ] as const)("at %s answers %s", (stage, openings, refusal) => {
    expect(ordersRefusal(stage, openings)).toBe(refusal);
  });
});

describe("orderFactsOf", () => {
  it("is null with no order sent, so the typed facts stand", () => {
    expect(orderFactsOf([])).toBeNull();
  });

  it("names each supplier once, every order's number, and the first day one was sent", () => {
    expect(
      orderFactsOf([
        { number: 7002, supplier: "Milgard", sentOn: "2026-12-04" },
        { number: 7003, supplier: "Pella", sentOn: "2026-12-03" },
        { number: 7005, supplier: "Milgard", sentOn: "2026-12-09" },
      ]),
    ).toEqual({ manufacturer: "Milgard, Pella", orderNumber: "PO 7002, PO 7003, PO 7005", orderedOn: "2026-12-03" });
  });
});
