/**
 * How Arizona's transaction privilege tax reaches a job. Replacing the windows and doors of an
 * existing home is maintenance, repair, replacement or alteration (A.R.S. 42-5075(O)): no tax line
 * on the owner's documents. New openings, additions and new construction are modification: taxed
 * under prime contracting on 65% of the price, at the rates of the job's city.
 *
 * The one place a document's tax is reckoned: a quote's options (./quote-pricing.ts), a change
 * order's lines (./change-order.ts) and the tax inside an invoice's amount all ask `taxOf`.
 */
export const TAX_CLASSES = ["replacement", "modification"] as const;

/** A quote's tax class. */
export type TaxClass = (typeof TAX_CLASSES)[number];

/** The class a new quote gets when the estimator names none: most jobs replace what is there. */
export const DEFAULT_TAX_CLASS: TaxClass = "replacement";

/** The share of a modification's price that prime contracting taxes (A.R.S. 42-5075(B)): 65%, in basis points. */
export const TAXABLE_SHARE_BASIS_POINTS = 6_500;

/**
 * The tax rule of a document:
 * - `replacement`: no tax, and no tax line;
 * - `modification`: the city's combined rate (basis points, 860 = 8.60%) on 65% of the amount;
 * - `null` (`taxClass` null): a quote written before tax classes, its typed rate on the whole amount, as its customer read it.
 */
export type TaxRule =
  { taxClass: "replacement" } | { taxClass: "modification"; rateBasisPoints: number } | { taxClass: null; rateBasisPoints: number };

/** The rule a stored revision states: its class (null before tax classes) and the rate it applied. */
export function taxRuleOf(taxClass: TaxClass | null, rateBasisPoints: number): TaxRule {
  if (taxClass === "replacement") return { taxClass };
  return { taxClass, rateBasisPoints };
}

/** The rate a rule applies, in basis points (0 for a replacement). */
export function ruleRate(rule: TaxRule): number {
  return rule.taxClass === "replacement" ? 0 : rule.rateBasisPoints;
}

/** `numerator / denominator` to the nearest whole, half away from zero (denominator positive; exact in BigInt). */
function roundedQuotient(numerator: bigint, denominator: bigint): number {
  const sign = numerator < 0n ? -1n : 1n;
  return Number((sign * (sign * numerator * 2n + denominator)) / (denominator * 2n));
}

/**
 * The tax on `amountCents` (the price after any discount; negative for a change order's credit) under
 * `rule`, rounded once to the nearest cent, half a cent away from zero. A modification's tax is
 * amount × 65% × rate, taken in one product so no rounding happens between the two shares.
 */
export function taxOf(rule: TaxRule, amountCents: number): number {
  if (rule.taxClass === "replacement") return 0;
  const amount = BigInt(amountCents) * BigInt(rule.rateBasisPoints);
  if (rule.taxClass === null) return roundedQuotient(amount, 10_000n);
  return roundedQuotient(amount * BigInt(TAXABLE_SHARE_BASIS_POINTS), 100_000_000n);
}

/**
 * The tax inside an amount that already includes it (an invoice asks a share of a contract whose total
 * holds its tax): the amount less what it is before tax, that is amount × t / (1 + t) for the rule's
 * effective rate t, rounded to the cent, half away from zero. 0 for a replacement.
 */
export function taxInside(rule: TaxRule, amountCents: number): number {
  if (rule.taxClass === "replacement" || rule.rateBasisPoints === 0) return 0;
  // The effective rate as a fraction over 10^8: 65% × rate for a modification, the rate alone before tax classes.
  const effective = BigInt(rule.rateBasisPoints) * (rule.taxClass === null ? 10_000n : BigInt(TAXABLE_SHARE_BASIS_POINTS));
  return roundedQuotient(BigInt(amountCents) * effective, 100_000_000n + effective);
}

/**
 * The TPT an invoice of a job shows and the books record: the tax inside its amount for a
 * modification (every dollar of the contract, change orders too, carries the same rate, so any
 * share of it holds the same fraction of tax); null for a replacement (no tax) and for a job
 * written before tax classes (its invoices never named one).
 */
export function invoiceTpt(rule: TaxRule, amountCents: number): number | null {
  return rule.taxClass === "modification" ? taxInside(rule, amountCents) : null;
}

/** A rate in basis points as the TPT line prints it, always two decimals: 860 → "8.60". */
export function ratePercentText(rateBasisPoints: number): string {
  return `${Math.floor(rateBasisPoints / 100)}.${String(rateBasisPoints % 100).padStart(2, "0")}`;
}

/** One city's combined TPT rate as the owner keeps it (the Department of Revenue's rate table). */
export interface CityTaxRate {
  city: string;
  /** The combined state, county and city rate in percent (8.6 = 8.60%), at most two decimals. */
  percent: number;
  /** The day the rate took effect, as the Department's table says (YYYY-MM-DD). */
  asOf: string;
}

/** A city's name compared as people write it: case, spacing and a trailing ", AZ" do not matter. */
export function cityKey(city: string): string {
  return city
    .trim()
    .replace(/,?\s+az$/i, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** The rate of `city` in the owner's table; undefined when the owner has none for it. */
export function cityRate(rates: readonly CityTaxRate[], city: string): CityTaxRate | undefined {
  const key = cityKey(city);
  return rates.find((rate) => cityKey(rate.city) === key);
}
