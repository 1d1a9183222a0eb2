/**
 * What a change order's link shows: the document (the signed one as sealed, once signed; else
 * built now, against the contract total as it stands), its SHA-256, whether it can be signed, and
 * the signature. Nothing else of the customer.
 */
import { jobMoney } from "@/core/job-money";
import type { Locale } from "@/i18n/locales";
import type { ChangeOrderView } from "@/schemas/change-order";
import type { ChangeOrderDocument } from "@/core/change-order-document";
import type { Database } from "../db/client";
import { jobMoneyFacts } from "../db/money/job-money";
import type { ServerEnv } from "../env";
import { NotFoundError } from "../http/errors";
import { sellerFacts } from "../seller";
import { documentOf, sealChangeOrder, signedChangeOrder, type ChangeOrderRecord } from "./records";

/** The contract total of the change order's job now (with every signed change order). */
export async function contractNow(
  db: Database,
  jobId: string,
): Promise<{ contractTotalCents: number; version: number; facts: Parameters<typeof jobMoney>[0] }> {
  const read = (await jobMoneyFacts(db, [jobId])).get(jobId);
  if (!read) throw new NotFoundError("No such job.");
  return { contractTotalCents: jobMoney(read.facts).contractTotalCents, version: read.version, facts: read.facts };
}

/** The document the page shows, and its seal: the signed one once signed. */
export async function shownDocument(
  db: Database,
  env: ServerEnv,
  record: ChangeOrderRecord,
  locale: Locale,
): Promise<{ document: ChangeOrderDocument; sha256: string }> {
  if (record.signature) return { document: signedChangeOrder(record.signature.document), sha256: record.signature.documentSha256 };
  const { contractTotalCents } = await contractNow(db, record.job.id);
  const document = documentOf(record, locale, sellerFacts(env).seller, contractTotalCents);
  return { document, sha256: sealChangeOrder(document).sha256 };
}

/** The page's answer for the change order of `record`, in `locale`. */
export async function changeOrderView(db: Database, env: ServerEnv, record: ChangeOrderRecord, locale: Locale): Promise<ChangeOrderView> {
  const { document, sha256 } = await shownDocument(db, env, record, locale);
  const { signature } = record;
  return {
    status: record.order.status,
    document,
    documentSha256: sha256,
    signable: record.order.status === "sent" && record.job.stage !== "cancelled" && sellerFacts(env).missing.length === 0,
    signature: signature && {
      typedName: signature.typedName,
      signedAt: signature.signedAt.toISOString(),
      consentVersion: signature.consentVersion,
      documentSha256: signature.documentSha256,
    },
  };
}
