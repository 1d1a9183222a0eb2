import { describe, expect, it } from "vitest";
import { openingDescription, quoteFromOpenings, type QuoteBook, type QuoteOpening } from "./quote-openings";

const LINE = "11111111-1111-4111-8111-111111111111";
const DOOR_LINE = "22222222-2222-4222-8222-222222222222";
const LOW_E = "33333333-3333-4333-8333-333333333333";
const TEMPERED = "44444444-4444-4444-8444-444444444444";

const book = (change: Partial<QuoteBook> = {}): QuoteBook => ({
  lines: [
    {
      id: LINE,
      name: "Tuscany V400",
      nameEs: null,
      kind: "window",
      pricing: {
        method: "united-inch",
        brackets: [
          { upToInches: 101, cents: 40_000 },
          { upToInches: 120, cents: 52_000 },
        ],
      },
      installCents: { insert: 15_000, fullFrame: 30_000 },
      active: true,
    },
    {
      id: DOOR_LINE,
      name: "Patio door",
      nameEs: "Puerta de patio",
      kind: "patio-door",
      pricing: { method: "square-foot", centsPerSquareFoot: 5_000, minimumCents: 100_000 },
      installCents: { insert: 40_000, fullFrame: 60_000 },
      active: true,
    },
  ],
  options: [
    { id: LOW_E, name: "Low-E", nameEs: "Low-E", price: { per: "percent", percent: 10 }, lineIds: null, tempered: false, active: true },
    {
      id: TEMPERED,
      name: "Tempered",
      nameEs: "Templado",
      price: { per: "opening", cents: 9_000 },
      lineIds: [LINE],
      tempered: true,
      active: true,
    },
  ],
  ...change,
});

const opening = (id: string, change: Partial<QuoteOpening> = {}): QuoteOpening => ({
  id,
  location: "Living room",
  kind: "window",
  style: "picture",
  widthSixteenths: 72 * 16,
  heightSixteenths: 48 * 16,
  installMethod: "insert",
  obscure: false,
  wetArea: false,
  nearDoor: false,
  sillSixteenths: 30 * 16,
  ...change,
});

const O1 = "a0000000-0000-4000-8000-000000000001";
const O2 = "a0000000-0000-4000-8000-000000000002";
const O3 = "a0000000-0000-4000-8000-000000000003";
const SHEET = [
  opening(O1),
  opening(O2, { location: "Bath", style: "slider", widthSixteenths: 35 * 16 + 8, heightSixteenths: 59 * 16 + 15, wetArea: true }),
  opening(O3, { location: "Patio", kind: "patio-door", style: "sliding-patio-door", widthSixteenths: 72 * 16, heightSixteenths: 80 * 16 }),
];

describe("quoteFromOpenings", () => {
  it("returns one line per opening, priced by the book, in the customer's words", () => {
    const answer = quoteFromOpenings(
      SHEET,
      book(),
      [
        {
          name: "Good",
          picks: [
            { lineId: LINE, optionIds: [LOW_E] },
            { lineId: DOOR_LINE, optionIds: [] },
          ],
        },
      ],
      "en",
    );
    if ("problems" in answer) throw new Error(JSON.stringify(answer.problems));
    const [option] = answer.options;
    // 72 + 48 = 120 united inches: the second bracket, 520.00; Low-E 10% = 52.00; insert 150.00.
    // 35 1/2 + 59 15/16 = 95 7/16 → 96: the first bracket 400.00 + 40.00 + 150.00, and the tempered upgrade 90.00 (wet area).
    // 72 × 80 in = 40 sq ft × 50.00 = 2,000.00 + 400.00 install; the door comes tempered (the upgrade is not for its line).
    expect(option!.items.map((item) => item.unitPriceCents)).toEqual([72_200, 68_000, 240_000]);
    expect(option!.items[0]!.description).toBe("Living room · picture window · W 72 × H 48 in · Tuscany V400 · Low-E · insert");
    expect(option!.items[1]!.description).toBe(
      "Bath · sliding window · W 35 1/2 × H 59 15/16 in · Tuscany V400 · Low-E · Tempered · insert · tempered glass, required by code",
    );
    expect(option!.records.map((record) => [record.itemIndex, record.openingId, record.priced.totalCents])).toEqual([
      [0, O1, 72_200],
      [1, O2, 68_000],
      [2, O3, 240_000],
    ]);
    expect(option!.records[0]!.line).not.toHaveProperty("active");
  });

  it("writes the lines in Spanish for a Spanish-speaking customer", () => {
    const answer = quoteFromOpenings(
      SHEET,
      book(),
      [
        {
          name: "Bueno",
          picks: [
            { lineId: LINE, optionIds: [] },
            { lineId: DOOR_LINE, optionIds: [] },
          ],
        },
      ],
      "es",
    );
    if ("problems" in answer) throw new Error(JSON.stringify(answer.problems));
    expect(answer.options[0]!.items.map((item) => item.description)).toEqual([
      "Living room · ventana fija · An 72 × Al 48 pulg · Tuscany V400 · inserción",
      "Bath · ventana corrediza · An 35 1/2 × Al 59 15/16 pulg · Tuscany V400 · Templado · inserción · vidrio templado, lo exige el código",
      "Patio · puerta corrediza de patio · An 72 × Al 80 pulg · Puerta de patio · inserción · vidrio templado, lo exige el código",
    ]);
  });

  it("returns a pick's named openings to it, the rest of their kind to the pick without names, and an override's price", () => {
    const answer = quoteFromOpenings(
      SHEET,
      book(),
      [
        {
          name: "Best",
          picks: [
            { lineId: LINE, optionIds: [] },
            { lineId: LINE, optionIds: [LOW_E], openingIds: [O2] },
            { lineId: DOOR_LINE, optionIds: [] },
          ],
          overrides: [{ openingId: O3, cents: 250_000, reason: "Matched a competitor" }],
        },
      ],
      "en",
    );
    if ("problems" in answer) throw new Error(JSON.stringify(answer.problems));
    const option = answer.options[0]!;
    expect(option.items.map((item) => item.unitPriceCents)).toEqual([67_000, 68_000, 250_000]);
    expect(option.records[2]).toMatchObject({
      override: { cents: 250_000, reason: "Matched a competitor" },
      priced: { totalCents: 240_000 },
    });
  });

  it.each([
    ["an opening left out", [{ lineId: LINE, optionIds: [] }], /Patio, sliding patio door W 72 × H 80 in is left out/],
    [
      "an opening named twice",
      [
        { lineId: LINE, optionIds: [], openingIds: [O1] },
        { lineId: LINE, optionIds: [], openingIds: [O1, O2] },
        { lineId: DOOR_LINE, optionIds: [] },
      ],
      /Living room, picture window W 72 × H 48 in is named by two picks/,
    ],
    [
      "two picks of one kind without names",
      [
        { lineId: LINE, optionIds: [] },
        { lineId: LINE, optionIds: [] },
        { lineId: DOOR_LINE, optionIds: [] },
      ],
      /priced by two picks of windows/,
    ],
    [
      "a line of another kind",
      [{ lineId: DOOR_LINE, optionIds: [], openingIds: [O1, O2, O3] }],
      /Patio door cannot price Living room.*it is a patio door line/,
    ],
    [
      "an option not for the line",
      [
        { lineId: LINE, optionIds: [] },
        { lineId: DOOR_LINE, optionIds: [TEMPERED] },
      ],
      /Tempered is not an option of Patio door/,
    ],
    ["an unknown line", [{ lineId: "99999999-9999-4999-8999-999999999999", optionIds: [] }], /no such line/],
    [
      "an unknown opening",
      [
        { lineId: LINE, optionIds: [], openingIds: ["99999999-9999-4999-8999-999999999999"] },
        { lineId: DOOR_LINE, optionIds: [] },
      ],
      /not on this visit's measure sheet/,
    ],
  ])("returns a problem for %s", (_, picks, message) => {
    const answer = quoteFromOpenings(SHEET, book(), [{ name: "Good", picks }], "en");
    expect(answer).toEqual({ problems: { fromOpenings: expect.arrayContaining([expect.stringMatching(message)]) } });
  });

  it("returns a problem for an opening beyond the line's largest bracket", () => {
    const large = opening(O1, { widthSixteenths: 80 * 16, heightSixteenths: 41 * 16 });
    expect(quoteFromOpenings([large], book(), [{ name: "Good", picks: [{ lineId: LINE, optionIds: [] }] }], "en")).toEqual({
      problems: {
        fromOpenings: [
          "Option 1 (Good): Tuscany V400 cannot price Living room, picture window W 80 × H 41 in: 121 united inches, beyond its largest bracket (120)",
        ],
      },
    });
  });

  it("returns a problem for a retired line or option", () => {
    const retired = book();
    retired.lines[0]!.active = false;
    retired.options[0]!.active = false;
    const answer = quoteFromOpenings([SHEET[0]!], retired, [{ name: "Good", picks: [{ lineId: LINE, optionIds: [LOW_E] }] }], "en");
    expect(answer).toEqual({ problems: { fromOpenings: ["Option 1 (Good), pick 1: Tuscany V400 is retired"] } });
    retired.lines[0]!.active = true;
    expect(quoteFromOpenings([SHEET[0]!], retired, [{ name: "Good", picks: [{ lineId: LINE, optionIds: [LOW_E] }] }], "en")).toEqual({
      problems: { fromOpenings: ["Option 1 (Good), pick 1: Low-E is retired"] },
    });
  });
});

describe("openingDescription", () => {
  it("returns the descriptor's parts joined, flags last", () => {
    expect(
      openingDescription({
        room: "Bath",
        kind: "window",
        style: "awning window",
        width: "24",
        height: "18",
        size: "W 24 × H 18 in",
        product: "V400",
        options: [],
        install: "full-frame",
        flags: ["obscure (privacy) glass"],
      }),
    ).toBe("Bath · awning window · W 24 × H 18 in · V400 · full-frame · obscure (privacy) glass");
  });
});
