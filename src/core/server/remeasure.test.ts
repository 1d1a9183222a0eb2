import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";
import { remeasureWords } from "@/i18n/remeasure";
import { ALL_OPENING_STYLES } from "../openings";
import { priceOpening, type PriceBookLine, type PriceBookOption } from "../price-book";
import type { PricedOpeningRecord } from "../quote-openings";
import { remeasureLines, repriceAtFinal, type RemeasuredOpening } from "./remeasure";

const LINE: PriceBookLine = {
  id: "line",
  name: "Vinyl",
  nameEs: null,
  kind: "window",
  pricing: {
    method: "united-inch",
    brackets: [
      { upToInches: 100, cents: 40_000 },
      { upToInches: 120, cents: 50_000 },
    ],
  },
  installCents: { insert: 15_000, fullFrame: 25_000 },
};
const TEMPERED: PriceBookOption = {
  id: "tempered",
  name: "Tempered",
  nameEs: null,
  price: { per: "opening", cents: 9_000 },
  lineIds: null,
  tempered: true,
};
const inches = (width: number, height: number) => ({ widthSixteenths: width * 16, heightSixteenths: height * 16 });
const LOW = { wetArea: false, nearDoor: false, sillSixteenths: 12 * 16 };

/** A record of a picture window priced at `width` × `height`. */
function record(width: number, height: number, override: PricedOpeningRecord["override"] = null): PricedOpeningRecord {
  const facts = { ...inches(width, height), kind: "window" as const, installMethod: "insert" as const, temperedRequired: false };
  const priced = priceOpening(LINE, [], TEMPERED, facts);
  if ("problem" in priced) throw new Error("unpriced");
  return { optionId: "better", itemIndex: 0, openingId: "o1", line: LINE, options: [], temperedOption: TEMPERED, facts, priced, override };
}

const remeasured = (change: Partial<RemeasuredOpening> & Pick<RemeasuredOpening, "record" | "final">): RemeasuredOpening => ({
  location: "Living room",
  style: "picture",
  place: { wetArea: false, nearDoor: false, sillSixteenths: 30 * 16 },
  alreadyCents: 0,
  ...change,
});

describe("repriceAtFinal", () => {
  it("decides the tempered flag again at the final size: a pane grown past 9 sq ft over a low sill takes the quote's tempered price", () => {
    const priced = repriceAtFinal(record(36, 35), inches(40, 35), LOW);
    expect(priced).toEqual({
      unitCents: 40_000,
      installCents: 15_000,
      options: [{ optionId: "tempered", cents: 9_000, automatic: true }],
      totalCents: 64_000,
    });
  });
});

describe("remeasureLines", () => {
  it("returns a credit when the final size falls into a cheaper bracket, in the customer's words", () => {
    const lines = remeasureLines(
      [remeasured({ record: record(72, 48), final: { widthSixteenths: 71 * 16 + 8, heightSixteenths: 28 * 16 } })],
      remeasureWords.en,
    );
    expect(lines).toEqual([
      {
        openingId: "o1",
        description: "Living room · picture window: W 72 × H 48 → W 71 1/2 × H 28 in",
        quantity: 1,
        unitPriceCents: -10_000,
      },
    ]);
  });

  it("returns an extra when it grows into a dearer bracket, and nothing when the price is the same", () => {
    expect(remeasureLines([remeasured({ record: record(50, 48), final: inches(52, 50) })], remeasureWords.es)).toEqual([
      {
        openingId: "o1",
        description: "Living room · ventana fija: An 50 × Al 48 → An 52 × Al 50 pulg.",
        quantity: 1,
        unitPriceCents: 10_000,
      },
    ]);
    expect(remeasureLines([remeasured({ record: record(50, 48), final: inches(49, 48) })], remeasureWords.en)).toEqual([]);
  });

  it("keeps an override: the line is the book's difference between the two sizes, not a return to the book's price", () => {
    const lines = remeasureLines(
      [remeasured({ record: record(50, 48, { cents: 30_000, reason: "Neighbour discount" }), final: inches(52, 50) })],
      remeasureWords.en,
    );
    expect(lines.map((line) => line.unitPriceCents)).toEqual([10_000]);
  });

  it("leaves out what change orders sent or signed already moved, and nothing past the last bracket", () => {
    expect(
      remeasureLines([remeasured({ record: record(50, 48), final: inches(52, 50), alreadyCents: 10_000 })], remeasureWords.en),
    ).toEqual([]);
    expect(remeasureLines([remeasured({ record: record(50, 48), final: inches(80, 50) })], remeasureWords.en)).toEqual([]);
  });
});

describe("remeasureWords", () => {
  it("names every style in every language", () => {
    for (const locale of locales) expect(Object.keys(remeasureWords[locale].style).sort()).toEqual([...ALL_OPENING_STYLES].sort());
  });
});
