/**
 * The quote editor's "from the measure sheet" path, apart from the screen: each option as picks
 * (a line of the price book and its options, for every opening of its kind or for the openings
 * named) and overrides, a saved quote's records read back as picks, and what saving sends. The
 * server decides which pick prices each opening and every amount (src/core/quote-openings.ts);
 * the editor shows its preview. Pure, so each rule is tested alone.
 */
import type { PricedOpeningRecord } from "@/core/quote-openings";
import type { AdminQuoteDetail, QuoteBookView } from "@/schemas/quote";
import { fromCents, toCents } from "./quote-format";

/** A pick as chosen: `openingIds` empty prices every opening of the line's kind that no other pick names. */
export interface DraftPick {
  lineId: string;
  optionIds: string[];
  openingIds: string[];
}

/** An override as typed: the price in dollars and why. */
export interface DraftOverride {
  price: string;
  reason: string;
}

/** One option priced from the openings, as chosen. */
export interface DraftOpeningsOption {
  name: string;
  picks: DraftPick[];
  /** By opening id. */
  overrides: Record<string, DraftOverride>;
  discount: string;
}

/** A new option's picks: one per kind of the visit's openings, its first line of that kind (none when the book has none). */
export function startingPicks(book: QuoteBookView): DraftPick[] {
  const kinds = [...new Set(book.openings.map((opening) => opening.kind))];
  return kinds.map((kind) => ({ lineId: book.lines.find((line) => line.kind === kind)?.id ?? "", optionIds: [], openingIds: [] }));
}

/** The options that may be chosen with the line (the tempered upgrade is the server's to add). */
export function optionsForLine(book: QuoteBookView, lineId: string): QuoteBookView["options"] {
  return book.options.filter((option) => !option.tempered && (option.lineIds === null || option.lineIds.includes(lineId)));
}

/** A saved quote's options as picks: each option's openings grouped by line and options, each group naming its openings. */
export function openingsOptionsOf(detail: AdminQuoteDetail): DraftOpeningsOption[] | null {
  const records = detail.pricedOpenings;
  if (!records) return null;
  return detail.options.map((option) => {
    const mine = records.filter((record) => record.optionId === option.id);
    const picks = new Map<string, DraftPick>();
    for (const record of mine) {
      const optionIds = record.options.map((chosen) => chosen.id);
      const key = `${record.line.id} ${optionIds.join(",")}`;
      const pick = picks.get(key) ?? { lineId: record.line.id, optionIds, openingIds: [] };
      pick.openingIds.push(record.openingId);
      picks.set(key, pick);
    }
    return {
      name: option.name,
      picks: [...picks.values()],
      overrides: Object.fromEntries(mine.filter(hasOverride).map((record) => [record.openingId, overrideOf(record)])),
      discount: option.discountCents ? fromCents(option.discountCents) : "",
    };
  });
}

const hasOverride = (record: PricedOpeningRecord) => record.override !== null;
const overrideOf = (record: PricedOpeningRecord): DraftOverride => ({
  price: fromCents(record.override!.cents),
  reason: record.override!.reason,
});

/** The options as the API takes them (`fromOpenings`): cents, -1 where a price does not read as dollars (the server names it). */
export function fromOpeningsBody(options: readonly DraftOpeningsOption[]) {
  return options.map((option) => ({
    name: option.name,
    picks: option.picks.map(({ lineId, optionIds, openingIds }) => ({ lineId, optionIds, ...(openingIds.length ? { openingIds } : {}) })),
    overrides: Object.entries(option.overrides)
      .filter(([, override]) => override.price !== "")
      .map(([openingId, override]) => ({ openingId, cents: toCents(override.price) ?? -1, reason: override.reason })),
    ...(option.discount ? { discountCents: toCents(option.discount) ?? -1 } : {}),
  }));
}

/** Whether every pick has its line: only then is there something to price. */
export function picksChosen(options: readonly DraftOpeningsOption[]): boolean {
  return options.every((option) => option.picks.length > 0 && option.picks.every((pick) => pick.lineId !== ""));
}
