/**
 * Sealing a signed document, one way for every kind (a quote's contract, a change order): its
 * canonical JSON (src/core/canonical-json.ts, RFC 8785 for these values) is the text stored with
 * the signature, and the SHA-256 of that text in UTF-8 is what the signature record names. A
 * document read back from its stored text is exactly the one signed.
 */
import { createHash } from "node:crypto";
import { canonicalJson, type JsonValue } from "@/core/canonical-json";

/** A document's canonical text and its SHA-256 in hex. */
export interface SealedDocument {
  text: string;
  sha256: string;
}

/** The document's canonical text (what is stored with a signature) and its SHA-256 in hex. */
export function sealJson(document: JsonValue): SealedDocument {
  const text = canonicalJson(document);
  return { text, sha256: createHash("sha256").update(text, "utf8").digest("hex") };
}

/** A document a signature sealed, read back from its stored canonical text. */
export function unsealJson<Document>(text: string): Document {
  return JSON.parse(text) as Document;
}
