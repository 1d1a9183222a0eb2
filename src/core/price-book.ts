/**
 * What an opening costs by the owner's price book: the one place these amounts are computed. The
 * server prices every opening of a quote with it, and again at the re-measure with the prices the
 * quote was made with; the browser only shows what the server answered.
 *
 * The rules, for one opening priced by one line and its options:
 * - the line's price: by united inches (width + height, rounded up to the next whole inch), the
 *   first bracket whose `upToInches` is at least the opening's; beyond the last bracket the line
 *   cannot price it. Or by the square foot: cents × width × height / 144, at least `minimumCents`;
 * - install labour: the line's amount for the opening's install method;
 * - each option: a fixed amount per opening, cents per square foot of the opening, or a percent of
 *   the line's price for that opening (before install and other options);
 * - the tempered upgrade is added by itself to an opening the code requires it for (./safety-glazing.ts),
 *   when it applies to the line (a line that comes tempered does not list it);
 * - every amount is rounded half a cent up, once, to whole cents; the opening's total is those
 *   amounts added, and a quote's sums are the openings' totals added.
 * Products are taken in BigInt, so no rounding error creeps in.
 */
import { areaSquareSixteenths, SQUARE_SIXTEENTHS_PER_FOOT, unitedInches, type OpeningSize } from "./measure";
import type { InstallMethod, OpeningKind } from "./openings";
import { FULL_BASIS_POINTS } from "./quote-pricing";

/** Most brackets on one line (the schema's limit; the owner's screen offers no more). */
export const MAX_BRACKETS = 40;

/** One bracket of a united-inch line: the price of an opening up to `upToInches` united inches. */
export interface Bracket {
  upToInches: number;
  cents: number;
}

/** How a line prices an opening's unit. */
export type LinePricing =
  { method: "united-inch"; brackets: Bracket[] } | { method: "square-foot"; centsPerSquareFoot: number; minimumCents: number };

/** A product line of the book, as the pricing reads it. */
export interface PriceBookLine {
  id: string;
  name: string;
  /** The Spanish name; null: the name is the same in Spanish. */
  nameEs: string | null;
  kind: OpeningKind;
  pricing: LinePricing;
  /** Install labour per opening, by method. */
  installCents: { insert: number; fullFrame: number };
}

/** How an option is priced. `percent` has at most two decimals (12.5 = 12.5%). */
export type OptionPrice = { per: "opening"; cents: number } | { per: "square-foot"; cents: number } | { per: "percent"; percent: number };

/** An option of the book, as the pricing reads it. */
export interface PriceBookOption {
  id: string;
  name: string;
  nameEs: string | null;
  price: OptionPrice;
  /** The lines it applies to; null: every line. */
  lineIds: string[] | null;
  /** The tempered-glass upgrade, added wherever the code requires it. */
  tempered: boolean;
}

/** What the pricing reads of an opening. */
export interface OpeningToPrice extends OpeningSize {
  kind: OpeningKind;
  installMethod: InstallMethod;
  temperedRequired: boolean;
}

/** One option's amount on one opening. `automatic`: the server added it (the tempered upgrade the code requires). */
export interface PricedOptionAmount {
  optionId: string;
  cents: number;
  automatic: boolean;
}

/** Every amount of one opening: the unit, its install, its options, and their sum. */
export interface PricedOpening {
  unitCents: number;
  installCents: number;
  options: PricedOptionAmount[];
  totalCents: number;
}

/** Why a line cannot price an opening. */
export type PricingProblem =
  | { problem: "kind" }
  | { problem: "too-large"; unitedInches: number; largestInches: number }
  | { problem: "option-not-for-line"; optionId: string };

/** `numerator / denominator` rounded to the nearest whole, half up (both non-negative). */
function roundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** `cents` per square foot of the opening, rounded once. */
export function perSquareFoot(cents: number, size: OpeningSize): number {
  return roundHalfUp(BigInt(cents) * areaSquareSixteenths(size), SQUARE_SIXTEENTHS_PER_FOOT);
}

/** A percent with at most two decimals of `cents`, rounded once. */
export function percentOf(cents: number, percent: number): number {
  return roundHalfUp(BigInt(cents) * BigInt(Math.round(percent * 100)), BigInt(FULL_BASIS_POINTS));
}

/** The line's price for the unit alone, or why it has none (beyond its last bracket). */
export function unitPrice(
  pricing: LinePricing,
  size: OpeningSize,
): { cents: number } | { problem: "too-large"; unitedInches: number; largestInches: number } {
  if (pricing.method === "square-foot") return { cents: Math.max(perSquareFoot(pricing.centsPerSquareFoot, size), pricing.minimumCents) };
  const inches = unitedInches(size);
  const bracket = pricing.brackets.find((candidate) => candidate.upToInches >= inches);
  if (bracket) return { cents: bracket.cents };
  return { problem: "too-large", unitedInches: inches, largestInches: Math.max(0, ...pricing.brackets.map((b) => b.upToInches)) };
}

/** Whether `option` may be chosen with `line`. */
export function optionAppliesTo(option: Pick<PriceBookOption, "lineIds">, line: Pick<PriceBookLine, "id">): boolean {
  return option.lineIds === null || option.lineIds.includes(line.id);
}

/** One option's amount on an opening whose unit costs `unitCents`. */
export function optionAmount(price: OptionPrice, size: OpeningSize, unitCents: number): number {
  if (price.per === "opening") return price.cents;
  if (price.per === "square-foot") return perSquareFoot(price.cents, size);
  return percentOf(unitCents, price.percent);
}

/**
 * Prices `opening` by `line` with the `chosen` options, adding `temperedOption` when the code
 * requires it and it applies to the line (and was not chosen already). The options come out in the
 * order chosen, the automatic one last.
 */
export function priceOpening(
  line: PriceBookLine,
  chosen: readonly PriceBookOption[],
  temperedOption: PriceBookOption | null,
  opening: OpeningToPrice,
): PricedOpening | PricingProblem {
  if (line.kind !== opening.kind) return { problem: "kind" };
  const unit = unitPrice(line.pricing, opening);
  if ("problem" in unit) return unit;
  const foreign = chosen.find((option) => !optionAppliesTo(option, line));
  if (foreign) return { problem: "option-not-for-line", optionId: foreign.id };
  const options: PricedOptionAmount[] = chosen.map((option) => ({
    optionId: option.id,
    cents: optionAmount(option.price, opening, unit.cents),
    automatic: false,
  }));
  if (
    opening.temperedRequired &&
    temperedOption &&
    optionAppliesTo(temperedOption, line) &&
    !chosen.some((option) => option.id === temperedOption.id)
  )
    options.push({ optionId: temperedOption.id, cents: optionAmount(temperedOption.price, opening, unit.cents), automatic: true });
  const installCents = opening.installMethod === "insert" ? line.installCents.insert : line.installCents.fullFrame;
  const totalCents = unit.cents + installCents + options.reduce((sum, option) => sum + option.cents, 0);
  return { unitCents: unit.cents, installCents, options, totalCents };
}

/** Whether a pricing answer is a problem. */
export function isPricingProblem(priced: PricedOpening | PricingProblem): priced is PricingProblem {
  return "problem" in priced;
}
