import { describe, expect, it } from "vitest";
import type { AdminQuoteDetail, QuoteBookView } from "@/schemas/quote";
import { fromOpeningsBody, openingsOptionsOf, optionsForLine, picksChosen, startingPicks } from "./openings-draft";

const BOOK: QuoteBookView = {
  lines: [
    { id: "door", name: "Patio door", kind: "patio-door" },
    { id: "v400", name: "Tuscany V400", kind: "window" },
  ],
  options: [
    { id: "low-e", name: "Low-E", lineIds: null, tempered: false },
    { id: "grids", name: "Grids", lineIds: ["v400"], tempered: false },
    { id: "tempered", name: "Tempered", lineIds: null, tempered: true },
  ],
  openings: [
    { id: "w1", kind: "window", label: "Living room", temperedRequired: false },
    { id: "w2", kind: "window", label: "Bath", temperedRequired: true },
    { id: "e1", kind: "entry-door", label: "Front", temperedRequired: true },
  ],
};

describe("startingPicks", () => {
  it("returns one pick per kind on the sheet, with the book's first line of that kind or none", () => {
    expect(startingPicks(BOOK)).toEqual([
      { lineId: "v400", optionIds: [], openingIds: [] },
      { lineId: "", optionIds: [], openingIds: [] },
    ]);
  });
});

describe("optionsForLine", () => {
  it("returns the options for every line and the line's own, never the tempered upgrade the server adds", () => {
    expect(optionsForLine(BOOK, "v400").map((option) => option.id)).toEqual(["low-e", "grids"]);
    expect(optionsForLine(BOOK, "door").map((option) => option.id)).toEqual(["low-e"]);
  });
});

describe("fromOpeningsBody", () => {
  it("returns picks without names for every opening of their kind, overrides in cents with their reasons, and -1 for a price that is not dollars", () => {
    expect(
      fromOpeningsBody([
        {
          name: "Good",
          picks: [
            { lineId: "v400", optionIds: ["low-e"], openingIds: [] },
            { lineId: "v400", optionIds: [], openingIds: ["w2"] },
          ],
          overrides: { w1: { price: "650", reason: "Repeat customer" }, w2: { price: "", reason: "" }, e1: { price: "abc", reason: "x" } },
          discount: "100",
        },
      ]),
    ).toEqual([
      {
        name: "Good",
        picks: [
          { lineId: "v400", optionIds: ["low-e"] },
          { lineId: "v400", optionIds: [], openingIds: ["w2"] },
        ],
        overrides: [
          { openingId: "w1", cents: 65_000, reason: "Repeat customer" },
          { openingId: "e1", cents: -1, reason: "x" },
        ],
        discountCents: 10_000,
      },
    ]);
  });
});

describe("picksChosen", () => {
  it("returns false while a pick has no line", () => {
    expect(picksChosen([{ name: "A", picks: [{ lineId: "", optionIds: [], openingIds: [] }], overrides: {}, discount: "" }])).toBe(false);
    expect(picksChosen([{ name: "A", picks: [{ lineId: "v400", optionIds: [], openingIds: [] }], overrides: {}, discount: "" }])).toBe(
      true,
    );
  });
});

describe("openingsOptionsOf", () => {
  it("returns a saved option's openings grouped by line and options, each group naming its openings, and its overrides", () => {
    const record = (openingId: string, lineId: string, optionIds: string[], override: { cents: number; reason: string } | null) => ({
      optionId: "o1",
      itemIndex: 0,
      openingId,
      line: { id: lineId },
      options: optionIds.map((id) => ({ id })),
      override,
    });
    const detail = {
      options: [{ id: "o1", name: "Mejor", discountCents: 5_000, items: [] }],
      pricedOpenings: [
        record("w1", "v400", ["low-e"], null),
        record("w2", "v400", ["low-e"], { cents: 70_000, reason: "Matched" }),
        record("e1", "door", [], null),
      ],
    } as unknown as AdminQuoteDetail;
    expect(openingsOptionsOf(detail)).toEqual([
      {
        name: "Mejor",
        picks: [
          { lineId: "v400", optionIds: ["low-e"], openingIds: ["w1", "w2"] },
          { lineId: "door", optionIds: [], openingIds: ["e1"] },
        ],
        overrides: { w2: { price: "700.00", reason: "Matched" } },
        discount: "50.00",
      },
    ]);
    expect(openingsOptionsOf({ ...detail, pricedOpenings: null })).toBeNull();
  });
});
