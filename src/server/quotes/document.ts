/**
 * The document a quote's link shows and a signature seals (src/core/quote-document.ts says
 * what it is), built from the stored revision and the seller's facts, and its SHA-256.
 */
import { documentJson, quoteDocument, type QuoteDocument } from "@/core/quote-document";
import { phoenixDate } from "@/core/phoenix-time";
import type { Locale } from "@/i18n/locales";
import { sealJson, unsealJson, type SealedDocument } from "../documents/seal";
import { optionsOf, type QuoteRecord } from "./records";

/** The document of the record's current revision, in `locale`, naming `seller` (src/server/seller.ts). */
export function documentOf(
  { quote, revision }: Pick<QuoteRecord, "quote" | "revision">,
  locale: Locale,
  seller: QuoteDocument["seller"],
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
  });
}

/** The document's canonical text (what is stored with a signature) and its SHA-256 in hex. */
export function sealDocument(document: QuoteDocument): SealedDocument {
  return sealJson(documentJson(document));
}

/** The document a signature sealed, read back from its stored canonical text. */
export function signedDocument(text: string): QuoteDocument {
  return unsealJson<QuoteDocument>(text);
}
