/**
 * A change order, decided once: what its lines cost and the document a customer signs.
 *
 * Pricing is the quote's (./quote-pricing.ts): a line is quantity × unit price (a negative unit
 * price is a credit), the lines add up to the net change, and the signed quote's sales-tax rate
 * applies to that net, rounded to the nearest cent, half a cent away from zero (./job-money.ts
 * `shareOf`, the quote's rounding for amounts of either sign). The total, tax included, is what
 * the contract changes by once signed.
 *
 * The document is what the change order's link shows and the signature seals (its canonical
 * JSON and SHA-256, as a quote's): the seller and licence, the job, the lines, the note, the tax,
 * the contract total before and after as they stand when it is read and signed, and the consent
 * to electronic records in the page's language with its version (the quote's own words).
 */
import type { Locale } from "@/i18n/locales";
import { QUOTE_CONSENT_VERSION, quoteTerms } from "@/i18n/quote-terms";
import type { JsonValue } from "./canonical-json";
import { shareOf } from "./job-money";
import type { QuoteDocument } from "./quote-document";

/** The shape's name; a later shape gets a new one, so an old signature's hash stays checkable. */
export const CHANGE_ORDER_DOCUMENT_FORMAT = "wdnm-change-order/1";

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
  const priced = lines.map((line) => ({ description: line.description, quantity: line.quantity, unitPriceCents: line.unitPriceCents, amountCents: Number(BigInt(line.quantity) * BigInt(line.unitPriceCents)) }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = shareOf(subtotalCents, taxRateBasisPoints);
  return { lines: priced, subtotalCents, taxRateBasisPoints, taxCents, totalCents: subtotalCents + taxCents };
}

/** What a customer sees and signs. */
export interface ChangeOrderDocument {
  format: typeof CHANGE_ORDER_DOCUMENT_FORMAT;
  locale: Locale;
  seller: QuoteDocument["seller"];
  changeOrder: {
    /** For people ("Change order 3001"). */
    number: number;
    /** The Phoenix day it was written. */
    issuedOn: string;
  };
  job: {
    number: number;
    /** The contract it changes ("Quote 1042"). */
    quoteNumber: number;
  };
  jobAddress: string;
  lines: PricedChangeOrderLine[];
  subtotalCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  /** The office's note to the customer; "" when none. */
  note: string;
  /** The contract total before this change and after it, as they stand when read. */
  contract: { beforeCents: number; afterCents: number };
  terms: {
    consentVersion: string;
    consent: string[];
    rocNotice: string;
  };
}

/** What the document is made of, besides the words of its language. */
export interface ChangeOrderDocumentFacts {
  locale: Locale;
  seller: ChangeOrderDocument["seller"];
  changeOrder: ChangeOrderDocument["changeOrder"];
  job: ChangeOrderDocument["job"];
  jobAddress: string;
  priced: PricedChangeOrder;
  note: string;
  contractBeforeCents: number;
}

/** The document for `facts`, its legal words in `facts.locale`. */
export function changeOrderDocument(facts: ChangeOrderDocumentFacts): ChangeOrderDocument {
  const terms = quoteTerms[facts.locale];
  const { lines, subtotalCents, taxRateBasisPoints, taxCents, totalCents } = facts.priced;
  return {
    format: CHANGE_ORDER_DOCUMENT_FORMAT,
    locale: facts.locale,
    seller: facts.seller,
    changeOrder: facts.changeOrder,
    job: facts.job,
    jobAddress: facts.jobAddress,
    lines,
    subtotalCents,
    taxRateBasisPoints,
    taxCents,
    totalCents,
    note: facts.note,
    contract: { beforeCents: facts.contractBeforeCents, afterCents: facts.contractBeforeCents + totalCents },
    terms: { consentVersion: QUOTE_CONSENT_VERSION, consent: terms.consent(facts.seller), rocNotice: terms.rocNotice },
  };
}

/** The document as a JSON value, for canonicalJson (it holds nothing else). */
export function changeOrderDocumentJson(document: ChangeOrderDocument): JsonValue {
  return document as unknown as JsonValue;
}
