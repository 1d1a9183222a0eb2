/**
 * The document of a change order: what its link shows and the signature seals (its canonical JSON
 * and SHA-256, as a quote's): the seller and licence, the job, the lines priced by
 * ./change-order.ts, the note, the tax, the contract total before and after as they stand when it
 * is read and signed, and the consent to electronic records in the page's language with its
 * version (the quote's own words, src/i18n/quote-terms.ts).
 */
import type { Locale } from "@/i18n/locales";
import { CHANGE_ORDER_CONSENT_VERSION, changeOrderConsent, quoteTerms } from "@/i18n/quote-terms";
import type { JsonValue } from "./canonical-json";
import type { PricedChangeOrder, PricedChangeOrderLine } from "./change-order";
import type { QuoteDocument } from "./quote-document";
import type { TaxClass } from "./tax-class";

/**
 * The shape's name; a later shape gets a new one, so an old signature's hash stays checkable.
 * /2 adds `taxClass` (src/core/tax-class.ts) for a job whose quote has one; a /1 document reads as before.
 */
export const CHANGE_ORDER_DOCUMENT_FORMAT = "wdnm-change-order/2";

/** What a customer sees and signs. */
export interface ChangeOrderDocument {
  format: "wdnm-change-order/1" | typeof CHANGE_ORDER_DOCUMENT_FORMAT;
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
  /** The signed quote's tax class; absent for a quote written before tax classes. */
  taxClass?: TaxClass;
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
  const { lines, subtotalCents, taxClass, taxRateBasisPoints, taxCents, totalCents } = facts.priced;
  return {
    format: CHANGE_ORDER_DOCUMENT_FORMAT,
    locale: facts.locale,
    seller: facts.seller,
    changeOrder: facts.changeOrder,
    job: facts.job,
    jobAddress: facts.jobAddress,
    lines,
    subtotalCents,
    ...(taxClass && { taxClass }),
    taxRateBasisPoints,
    taxCents,
    totalCents,
    note: facts.note,
    contract: { beforeCents: facts.contractBeforeCents, afterCents: facts.contractBeforeCents + totalCents },
    terms: {
      consentVersion: CHANGE_ORDER_CONSENT_VERSION,
      consent: changeOrderConsent(facts.locale, facts.seller),
      rocNotice: terms.rocNotice,
    },
  };
}

/** The document as a JSON value, for canonicalJson (it holds nothing else). */
export function changeOrderDocumentJson(document: ChangeOrderDocument): JsonValue {
  return document as unknown as JsonValue;
}
