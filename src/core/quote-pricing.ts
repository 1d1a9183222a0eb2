/**
 * What a quote costs, in integer cents, from what the admin typed: the one place amounts are
 * computed. The browser shows these figures; it never sends one the server keeps.
 *
 * The rules, in order, for each option:
 * - a line is quantity × unit price (whole units, whole cents: exact);
 * - the subtotal is the sum of the lines;
 * - the discount (whole cents, at most the subtotal) is taken off before tax;
 * - tax is the quote's tax rule on what remains (./tax-class.ts `taxOf`: nothing for a
 *   replacement, the city's rate on 65% for a modification, rounded to the nearest cent, half a
 *   cent up);
 * - the total is what remains plus tax;
 * - the deposit is either a percentage of the total (basis points, rounded the same way) or a
 *   fixed amount, never more than the total; the balance is the total less the deposit.
 * Every figure is a non-negative integer. Products are taken in BigInt, so no rounding error can
 * creep in however large the quote.
 */
import type { OpeningKind } from "./openings";
import { ruleRate, taxOf, type TaxClass, type TaxRule } from "./tax-class";

/**
 * What the customer reads of an opening a line prices (./quote-openings.ts writes it), in their
 * language: the page, the PDF and the contract lay it out. No price of the book is in it.
 */
export interface OpeningDescriptor {
  room: string;
  kind: OpeningKind;
  /** The style in words ("picture window"). */
  style: string;
  /** The width and height as written ("35 1/2"). */
  width: string;
  height: string;
  /** "W 35 1/2 × H 48 in". */
  size: string;
  product: string;
  options: string[];
  install: string;
  /** The flags read as what they mean ("tempered glass, required by code"). */
  flags: string[];
}

/** One line of an option as the admin typed it. */
export interface QuoteLineInput {
  description: string;
  /** Whole units, at least 1. */
  quantity: number;
  /** Price of one unit, in cents. */
  unitPriceCents: number;
  /** For a line priced from the measure sheet: the opening as the customer reads it (./quote-openings.ts). */
  opening?: OpeningDescriptor;
}

/** One option ("good", "better", "best") as the admin typed it. */
export interface QuoteOptionInput {
  /** Stable within a revision: the customer signs one by this id. */
  id: string;
  name: string;
  items: readonly QuoteLineInput[];
  /** Taken off the subtotal before tax; 0 when none. */
  discountCents: number;
}

/** How the deposit is asked for: a share of each option's total, or one fixed amount. */
export type DepositRule = { kind: "percent"; basisPoints: number } | { kind: "fixed"; cents: number };

/** A priced line. */
export interface PricedLine extends QuoteLineInput {
  lineTotalCents: number;
}

/** A priced option: every figure the page, the PDF and the admin show. */
export interface PricedOption {
  id: string;
  name: string;
  items: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  /**
   * The quote's tax class (./tax-class.ts); absent on options priced before tax classes, whose
   * `taxRateBasisPoints` is the sales tax rate their writer typed, taken on the whole price.
   */
  taxClass?: TaxClass;
  /** The rate applied in basis points (830 = 8.30%): for a modification on 65% of the price; 0 for a replacement. */
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
}

/** 100% in basis points. */
export const FULL_BASIS_POINTS = 10_000;

/** `amount × basisPoints / 10000`, rounded to the nearest cent, half a cent up (amounts are never negative). */
export function shareOf(amountCents: number, basisPoints: number): number {
  const product = BigInt(amountCents) * BigInt(basisPoints);
  const whole = BigInt(FULL_BASIS_POINTS);
  return Number((product * 2n + whole) / (whole * 2n));
}

/** Prices one option with the quote's tax rule and deposit rule. */
export function priceOption(option: QuoteOptionInput, tax: TaxRule, deposit: DepositRule): PricedOption {
  const items = option.items.map((item) => ({ ...item, lineTotalCents: Number(BigInt(item.quantity) * BigInt(item.unitPriceCents)) }));
  const subtotalCents = items.reduce((sum, item) => sum + item.lineTotalCents, 0);
  const discountCents = Math.min(option.discountCents, subtotalCents);
  const taxable = subtotalCents - discountCents;
  const taxCents = taxOf(tax, taxable);
  const totalCents = taxable + taxCents;
  const depositCents = deposit.kind === "percent" ? shareOf(totalCents, deposit.basisPoints) : Math.min(deposit.cents, totalCents);
  return {
    id: option.id,
    name: option.name,
    items,
    subtotalCents,
    discountCents,
    ...(tax.taxClass !== null && { taxClass: tax.taxClass }),
    taxRateBasisPoints: ruleRate(tax),
    taxCents,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
  };
}

/** Prices every option of a quote. */
export function priceQuote(options: readonly QuoteOptionInput[], tax: TaxRule, deposit: DepositRule): PricedOption[] {
  return options.map((option) => priceOption(option, tax, deposit));
}

/** What a quote is worth, for the admin's lists: one amount once signed, else the span of its options. */
export interface QuoteValue {
  lowCents: number;
  highCents: number;
}

/** The signed option's total when there is one, else the lowest and the highest option's totals (0 for none). */
export function quoteValue(options: readonly Pick<PricedOption, "totalCents">[], signedTotalCents: number | null): QuoteValue {
  if (signedTotalCents !== null) return { lowCents: signedTotalCents, highCents: signedTotalCents };
  const totals = options.map((option) => option.totalCents);
  return totals.length ? { lowCents: Math.min(...totals), highCents: Math.max(...totals) } : { lowCents: 0, highCents: 0 };
}
