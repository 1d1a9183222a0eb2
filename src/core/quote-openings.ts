/**
 * A quote priced from the measure sheet: which line and options price each opening, and the record
 * each option keeps of it (`quote_revisions.priced_openings`), with the book's line and options as
 * they were, so the re-measure prices a changed size by the quote's own prices (./price-book.ts).
 */
import type { OpeningSize } from "./measure";
import type { InstallMethod, OpeningKind } from "./openings";
import type { PriceBookLine, PriceBookOption, PricedOpening } from "./price-book";

/** The facts of an opening a quote was priced from, as they were when it was written. */
export interface PricedOpeningFacts extends OpeningSize {
  kind: OpeningKind;
  installMethod: InstallMethod;
  temperedRequired: boolean;
}

/**
 * One opening of one option of a quote revision, as priced: the book's line and chosen options
 * (and the tempered upgrade) copied as they were, the opening's facts, the amounts, and an
 * estimator's override of the line's price with its reason. `itemIndex` is its line in the
 * option's items. The admin reads it; the customer's document never holds it.
 */
export interface PricedOpeningRecord {
  optionId: string;
  itemIndex: number;
  openingId: string;
  line: PriceBookLine;
  options: PriceBookOption[];
  temperedOption: PriceBookOption | null;
  facts: PricedOpeningFacts;
  priced: PricedOpening;
  override: { cents: number; reason: string } | null;
}
