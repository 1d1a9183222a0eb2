/** The PDF a quote's link downloads: the signed contract as signed (with "cancelled" once it is), or the quote as it stands. */
import type { Locale } from "@/i18n/locales";
import type { Database } from "../db/client";
import type { ServerEnv } from "../env";
import { contractPdf } from "./contract-pdf";
import { signatureAndPayments } from "./customer-view";
import { contractFactsOf, documentOf, signedDocument } from "./document";
import type { QuoteRecord } from "./records";
import { lastDayToCancel } from "@/core/server/cooling-off";

/** The PDF's bytes and its file name. */
export async function quotePdfResponse(
  db: Database,
  env: ServerEnv,
  record: QuoteRecord,
  locale: Locale,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string }> {
  const { signature } = await signatureAndPayments(db, record.quote.id);
  const { seller, rrpCertification } = contractFactsOf(env, record);
  const document = signature ? signedDocument(signature.document) : documentOf(record, locale, seller, rrpCertification);
  const bytes = await contractPdf(document, {
    signature,
    cancelledAt: record.quote.cancelledAt,
    lastDayToCancel: signature ? lastDayToCancel(signature.signedAt) : null,
  });
  const name = document.locale === "es" ? (signature ? "contrato" : "cotizacion") : signature ? "contract" : "quote";
  return { bytes, filename: `${name}-${record.quote.number}.pdf` };
}
