/**
 * The document a quote's link shows and a signature seals (src/core/quote-document.ts says
 * what it is), built from the stored revision and the seller's facts, and its SHA-256.
 */
import { createHash } from "node:crypto";
import { canonicalJson } from "@/core/canonical-json";
import { documentJson, quoteDocument, type QuoteDocument } from "@/core/quote-document";
import { phoenixDate } from "@/core/phoenix-time";
import type { Locale } from "@/i18n/locales";
import { optionsOf, type QuoteRecord } from "./records";

/** The document of the record's current revision, in `locale`, naming `seller` (src/server/seller.ts). */
export function documentOf({ quote, revision }: Pick<QuoteRecord, "quote" | "revision">, locale: Locale, seller: QuoteDocument["seller"]): QuoteDocument {
  return quoteDocument({
    locale,
    seller,
    quote: { number: quote.number, revision: revision.revision, issuedOn: phoenixDate(revision.updatedAt), validUntil: revision.validUntil },
    jobAddress: revision.jobAddress,
    completion: revision.completion,
    options: optionsOf(revision),
    note: revision.note,
  });
}

/** The document's canonical text (what is stored with a signature) and its SHA-256 in hex. */
export function sealDocument(document: QuoteDocument): { text: string; sha256: string } {
  const text = canonicalJson(documentJson(document));
  return { text, sha256: createHash("sha256").update(text, "utf8").digest("hex") };
}

/** The document a signature sealed, read back from its stored canonical text. */
export function signedDocument(text: string): QuoteDocument {
  return JSON.parse(text) as QuoteDocument;
}
