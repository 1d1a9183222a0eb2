/**
 * What a document shows of its tax, decided once for the quote page and contract, change orders and
 * invoices (./tax-class.ts reckons the amounts):
 * - a replacement: no tax line, only the sentence that no tax is added (never "not included");
 * - a modification: the TPT line with its rate and amount;
 * - a document written before tax classes: its typed rate's line as it was, or at 0 its own
 *   "not included" words, so what a customer already read never changes.
 */
import type { Locale } from "@/i18n/locales";
import { taxWords } from "@/i18n/tax";
import { basisPointsToPercent } from "./amounts";
import { invoiceTpt, ratePercentText, type TaxClass, type TaxRule } from "./tax-class";

/** A tax line with its amount, or a sentence in place of one. */
export type TaxShown = { kind: "line"; label: string; cents: number } | { kind: "note"; text: string };

/** The tax facts every priced document carries. */
export interface TaxFacts {
  /** Absent before tax classes. */
  taxClass?: TaxClass;
  taxRateBasisPoints: number;
  taxCents: number;
}

/** The words a document written before tax classes used: its rate's line, and what it said at 0. */
export interface TypedRateWords {
  tax: (percent: string) => string;
  none: string;
}

/** What `facts` shows in `locale`; `typed` words a document written before tax classes. */
export function taxShown(facts: TaxFacts, locale: Locale, typed: TypedRateWords): TaxShown {
  const words = taxWords[locale];
  if (facts.taxClass === "replacement") return { kind: "note", text: words.notAdded };
  if (facts.taxClass === "modification")
    return { kind: "line", label: words.tpt(ratePercentText(facts.taxRateBasisPoints)), cents: facts.taxCents };
  return facts.taxRateBasisPoints
    ? { kind: "line", label: typed.tax(basisPointsToPercent(facts.taxRateBasisPoints)), cents: facts.taxCents }
    : { kind: "note", text: typed.none };
}

/**
 * What an invoice or receipt of a job taxed by `rule` shows of its tax, in `locale`: for a
 * modification, the TPT its amount holds; for a replacement, the sentence that no tax is added;
 * nothing for a job written before tax classes, whose invoices never named a tax.
 */
export function invoiceTaxShown(rule: TaxRule, amountCents: number, locale: Locale): TaxShown | null {
  const words = taxWords[locale];
  if (rule.taxClass === "replacement") return { kind: "note", text: words.notAdded };
  const cents = invoiceTpt(rule, amountCents);
  return rule.taxClass === "modification" && cents !== null
    ? { kind: "line", label: words.tptIncluded(ratePercentText(rule.rateBasisPoints)), cents }
    : null;
}
