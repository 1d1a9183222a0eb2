/**
 * A change order's lines and what they cost, decided once (the document a customer signs is in
 * ./change-order-document.ts, so the office's screens that price a change never ship its legal words).
 *
 * Pricing is the quote's (./quote-pricing.ts): a line is quantity × unit price (a negative unit
 * price is a credit), the lines add up to the net change, and the signed quote's sales-tax rate
 * applies to that net, rounded to the nearest cent, half a cent away from zero (./job-money.ts
 * `shareOf`, the quote's rounding for amounts of either sign). The total, tax included, is what
 * the contract changes by once signed.
 */
import { shareOf } from "./job-money";

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
  /** The signed quote's sales-tax rate, in basis points. */
  taxRateBasisPoints: number;
  taxCents: number;
  /** What the contract changes by: the subtotal and its tax. */
  totalCents: number;
}

/** Prices the lines with the signed quote's tax rate. */
export function priceChangeOrder(lines: readonly ChangeOrderLineInput[], taxRateBasisPoints: number): PricedChangeOrder {
  const priced = lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    amountCents: Number(BigInt(line.quantity) * BigInt(line.unitPriceCents)),
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = shareOf(subtotalCents, taxRateBasisPoints);
  return { lines: priced, subtotalCents, taxRateBasisPoints, taxCents, totalCents: subtotalCents + taxCents };
}
