/**
 * The re-measure's change in price: an opening of the signed option, priced when the quote was
 * made (src/core/quote-openings.ts PricedOpeningRecord), is priced again at its final size by the
 * quote's own line and options as the record kept them (never the book as it is now), with the
 * tempered flag decided again at that size. Its line on the re-measure's change order is the new
 * total less the total priced, less what change orders already sent or signed moved it by: a
 * credit when it shrank past a bracket, an extra when it grew; no line when the price is the same.
 *
 * An estimator's override of an opening's price is kept as it was: the line carries only the
 * difference the book's prices make between the two sizes, so the agreed price moves by what the
 * size itself costs, never back to the book's price.
 */
import { formatInches, type OpeningSize } from "../measure";
import { priceOpening, type PricedOpening, type PricingProblem } from "../price-book";
import type { PricedOpeningRecord } from "../quote-openings";
import { openingFlags } from "../safety-glazing";
import type { RemeasureWords } from "@/i18n/remeasure";

/** What the safety-glazing rule reads of the opening besides its size, as the sheet holds it now. */
export interface GlazingPlace {
  wetArea: boolean;
  nearDoor: boolean;
  sillSixteenths: number | null;
}

/** The record's opening priced again at `final` by the record's own prices. */
export function repriceAtFinal(record: PricedOpeningRecord, final: OpeningSize, place: GlazingPlace): PricedOpening | PricingProblem {
  const { temperedRequired } = openingFlags({ ...final, kind: record.facts.kind, ...place });
  return priceOpening(record.line, record.options, record.temperedOption, { ...record.facts, ...final, temperedRequired });
}

/** An opening of the signed option with its final size recorded. */
export interface RemeasuredOpening {
  record: PricedOpeningRecord;
  location: string;
  style: string;
  final: OpeningSize;
  place: GlazingPlace;
  /** What the job's change orders sent or signed already moved this opening's price by, in cents. */
  alreadyCents: number;
}

/** A line of the re-measure's change order: one opening's credit (negative) or extra. */
export interface RemeasureLine {
  openingId: string;
  description: string;
  quantity: 1;
  unitPriceCents: number;
}

/** "W 72 × H 48" of a size, in `words`' language. */
function sizeText(size: OpeningSize, words: RemeasureWords): string {
  return words.size(formatInches(size.widthSixteenths), formatInches(size.heightSixteenths));
}

/**
 * The lines still to draft for `openings`, in their order: one per opening whose final size changes
 * its price by more than change orders already did. An opening its line can no longer price (the
 * final size beyond the last bracket) is the caller's to refuse before it is recorded.
 */
export function remeasureLines(openings: readonly RemeasuredOpening[], words: RemeasureWords): RemeasureLine[] {
  return openings.flatMap(({ record, location, style, final, place, alreadyCents }) => {
    const repriced = repriceAtFinal(record, final, place);
    if ("problem" in repriced) return [];
    const change = repriced.totalCents - record.priced.totalCents - alreadyCents;
    if (change === 0) return [];
    const styleWords = words.style[style] ?? style;
    return [
      {
        openingId: record.openingId,
        description: words.line(location, styleWords, sizeText(record.facts, words), sizeText(final, words)),
        quantity: 1 as const,
        unitPriceCents: change,
      },
    ];
  });
}
