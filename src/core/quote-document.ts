/**
 * "The document" a customer signs, defined once: the JSON object the quote page renders from
 * (GET /api/quotes/{token} answers it as `document`) and the contract PDF is drawn from. Its
 * SHA-256 is taken over `canonicalJson(document)` (./canonical-json.ts, RFC 8785 for these
 * values) encoded as UTF-8, and stored with the signature: exactly what the page showed,
 * every option and amount, the seller and licence, the job address, the note, and the legal
 * words in the page's language (src/i18n/quote-terms.ts), consent version included.
 * Nothing about the customer but the job address is in it.
 */
import { leadSafeCustomerWords, renovateRightPamphlet } from "@/i18n/lead-safe";
import type { Locale } from "@/i18n/locales";
import { QUOTE_CONSENT_VERSION, quoteTerms, type SellerContact } from "@/i18n/quote-terms";
import type { JsonValue } from "./canonical-json";
import type { PricedOption } from "./quote-pricing";

/**
 * The shape's name; a later shape gets a new one, so an old signature's hash stays checkable.
 * - wdnm-quote/1: options of typed lines;
 * - wdnm-quote/2: a line may also carry `opening`, the opening it prices as the customer reads it
 *   (./quote-openings.ts OpeningDescriptor). A /1 document reads as a /2 one without openings.
 * - wdnm-quote/3: each option also carries `taxClass` (src/core/tax-class.ts): a replacement has no
 *   tax line, a modification its TPT line. A /1 or /2 document reads as before: its typed rate's
 *   line, or "not included" at 0.
 * A signature keeps the canonical text it was made over, so a stored /1 document is hashed and
 * shown as signed; only new documents are written in the current shape.
 */
export const QUOTE_DOCUMENT_FORMAT = "wdnm-quote/3";

/** Every shape a stored signature's document may have. */
export type QuoteDocumentFormat = "wdnm-quote/1" | "wdnm-quote/2" | typeof QUOTE_DOCUMENT_FORMAT;

/** What a customer sees and signs. */
export interface QuoteDocument {
  format: QuoteDocumentFormat;
  locale: Locale;
  seller: SellerContact & { legalName: string; rocLicense: string | null };
  quote: {
    /** The quote's number, for people ("Quote 1042"). */
    number: number;
    revision: number;
    /** The Phoenix day this revision was written. */
    issuedOn: string;
    /** The last Phoenix day it can be signed. */
    validUntil: string;
  };
  jobAddress: string;
  /** When the work should be done, in the admin's words; "" when not given. */
  completion: string;
  options: PricedOption[];
  /** The admin's note to the customer; "" when none. */
  note: string;
  /**
   * For a home built before 1978 or of an unknown year (./lead-safe.ts): why lead-safe work applies,
   * EPA's pamphlet as the customer is given it, and the firm's certification as the contract states
   * it. Absent for a later home, and on every document signed before it existed.
   */
  leadSafe?: {
    yearBuilt: number | null;
    notice: string;
    pamphlet: { title: string; url: string; edition: string; link: string };
    /** "EPA lead-safe certified firm: NAT-F123456-1"; null while the number is unset (such a quote is then neither sent nor signed). */
    firmCertification: string | null;
  };
  terms: {
    consentVersion: string;
    consent: string[];
    rightToCancel: string;
    cancelOnline: string;
    rocNotice: string;
    balanceDue: string;
  };
}

/** What the document is made of, besides the words of its language. */
export interface QuoteDocumentFacts {
  locale: Locale;
  seller: QuoteDocument["seller"];
  quote: QuoteDocument["quote"];
  jobAddress: string;
  completion: string;
  options: PricedOption[];
  note: string;
  /** The home's year built and the firm's RRP certification, for a home that needs lead-safe work; null for one that does not. */
  leadSafe?: { yearBuilt: number | null; rrpCertification: string | null } | null;
}

/** The document's lead-safe section in `locale`, for a home that needs lead-safe work. */
function leadSafeSection(locale: Locale, { yearBuilt, rrpCertification }: { yearBuilt: number | null; rrpCertification: string | null }) {
  const words = leadSafeCustomerWords[locale];
  return {
    yearBuilt,
    notice: words.notice(yearBuilt),
    pamphlet: { ...renovateRightPamphlet[locale], link: words.readPamphlet },
    firmCertification: rrpCertification ? words.firmCertification(rrpCertification) : null,
  };
}

/** The document for `facts`, its legal words in `facts.locale`. */
export function quoteDocument({ leadSafe, ...facts }: QuoteDocumentFacts): QuoteDocument {
  const terms = quoteTerms[facts.locale];
  return {
    format: QUOTE_DOCUMENT_FORMAT,
    ...facts,
    ...(leadSafe && { leadSafe: leadSafeSection(facts.locale, leadSafe) }),
    terms: {
      consentVersion: QUOTE_CONSENT_VERSION,
      consent: terms.consent(facts.seller),
      rightToCancel: terms.rightToCancel,
      cancelOnline: terms.cancelOnline,
      rocNotice: terms.rocNotice,
      balanceDue: terms.balanceDue,
    },
  };
}

/** The document as a JSON value, for canonicalJson (it holds nothing else). */
export function documentJson(document: QuoteDocument): JsonValue {
  return document as unknown as JsonValue;
}
