/**
 * A change order's lines and what they cost, decided once (the document a customer signs is in
 * ./change-order-document.ts, so the office's screens that price a change never ship its legal words).
 *
 * Pricing is the quote's (./quote-pricing.ts): a line is quantity × unit price (a negative unit
 * price is a credit), the lines add up to the net change, and the signed quote's tax rule applies
 * to that net (./tax-class.ts `taxOf`): nothing for a replacement, the city's rate on 65% of the
 * net for a modification (a change to a prime contract is taxed as the contract is), the typed rate
 * for a quote written before tax classes; rounded to the nearest cent, half a cent away from zero.
 * The total, tax included, is what the contract changes by once signed.
 */
import { ruleRate, taxOf, type TaxClass, type TaxRule } from "./tax-class";

/** The most lines one change order holds. */
export const MAX_CHANGE_ORDER_LINES = 50;
/** The longest line description. */
export const MAX_CHANGE_ORDER_DESCRIPTION = 200;
/** The most units of one line. */
export const MAX_CHANGE_ORDER_QUANTITY = 999;
/** The largest unit price either way, in cents ($100,000.00). */
export const MAX_CHANGE_ORDER_UNIT_CENTS = 10_000_000;
/** The largest change either way, tax included, in cents ($999,999.99). */
export const MAX_CHANGE_ORDER_TOTAL_CENTS = 99_999_999;

/** A line as the office types it. */
export interface ChangeOrderLineInput {
  description: string;
  /** Whole units, at least 1. */
  quantity: number;
  /** One unit's price in cents; negative for a credit. */
  unitPriceCents: number;
}

/** A priced line: `amountCents` is quantity × unit price (negative for a credit). */
export interface PricedChangeOrderLine extends ChangeOrderLineInput {
  amountCents: number;
}

/** Every figure of a change order. */
export interface PricedChangeOrder {
  lines: PricedChangeOrderLine[];
  /** The lines' sum (negative when the credits outweigh). */
  subtotalCents: number;
  /** The signed quote's tax class; absent when it was written before tax classes. */
  taxClass?: TaxClass;
  /** The rate applied, in basis points (on 65% for a modification; 0 for a replacement). */
  taxRateBasisPoints: number;
  taxCents: number;
  /** What the contract changes by: the subtotal and its tax. */
  totalCents: number;
}

/** Prices the lines with the signed quote's tax rule. */
export function priceChangeOrder(lines: readonly ChangeOrderLineInput[], tax: TaxRule): PricedChangeOrder {
  const priced = lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    amountCents: Number(BigInt(line.quantity) * BigInt(line.unitPriceCents)),
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = taxOf(tax, subtotalCents);
  return {
    lines: priced,
    subtotalCents,
    ...(tax.taxClass !== null && { taxClass: tax.taxClass }),
    taxRateBasisPoints: ruleRate(tax),
    taxCents,
    totalCents: subtotalCents + taxCents,
  };
}
