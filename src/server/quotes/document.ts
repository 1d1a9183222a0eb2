/**
 * The document a quote's link shows and a signature seals (src/core/quote-document.ts says
 * what it is), built from the stored revision and the seller's facts, and its SHA-256.
 */
import { documentJson, quoteDocument, type QuoteDocument } from "@/core/quote-document";
import { leadSafeRequired } from "@/core/lead-safe";
import { phoenixDate } from "@/core/phoenix-time";
import type { Locale } from "@/i18n/locales";
import { sealJson, unsealJson, type SealedDocument } from "../documents/seal";
import type { ServerEnv } from "../env";
import { missingFactsFor, sellerFacts, type SellerFacts } from "../seller";
import { optionsOf, type QuoteRecord } from "./records";

/**
 * The document of the record's current revision, in `locale`, naming `seller` (src/server/seller.ts)
 * and, for a home that needs lead-safe work, the firm's RRP certification (null while unset).
 */
export function documentOf(
  { quote, revision }: Pick<QuoteRecord, "quote" | "revision">,
  locale: Locale,
  seller: QuoteDocument["seller"],
  rrpCertification: string | null = null,
): QuoteDocument {
  return quoteDocument({
    locale,
    seller,
    quote: {
      number: quote.number,
      revision: revision.revision,
      issuedOn: phoenixDate(revision.updatedAt),
      validUntil: revision.validUntil,
    },
    jobAddress: revision.jobAddress,
    completion: revision.completion,
    options: optionsOf(revision),
    note: revision.note,
    leadSafe: leadSafeRequired(revision.yearBuilt) ? { yearBuilt: revision.yearBuilt, rrpCertification } : null,
  });
}

/**
 * The seller's facts for the record's contract, `missing` naming those it still lacks: every
 * contract's, and the RRP certification for a home that needs lead-safe work.
 */
export function contractFactsOf(env: ServerEnv, { revision }: Pick<QuoteRecord, "revision">): SellerFacts {
  const facts = sellerFacts(env);
  return { ...facts, missing: missingFactsFor(facts, leadSafeRequired(revision.yearBuilt)) };
}

/** The document's canonical text (what is stored with a signature) and its SHA-256 in hex. */
export function sealDocument(document: QuoteDocument): SealedDocument {
  return sealJson(documentJson(document));
}

/** The document a signature sealed, read back from its stored canonical text. */
export function signedDocument(text: string): QuoteDocument {
  return unsealJson<QuoteDocument>(text);
}
