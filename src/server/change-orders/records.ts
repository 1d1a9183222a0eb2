/**
 * Reading change orders for their use cases: by id (404 when none; by a link's token, see
 * src/server/private-links), the document they show (built from the stored lines, the signed
 * quote's tax rate and the seller's facts, sealed as a quote's is), and the facts their notices
 * name.
 */
import { priceChangeOrder, type ChangeOrderLineInput } from "@/core/change-order";
import { changeOrderDocument, changeOrderDocumentJson, type ChangeOrderDocument } from "@/core/change-order-document";
import { phoenixDate } from "@/core/phoenix-time";
import { toLocale, type Locale } from "@/i18n/locales";
import type { Database } from "../db/client";
import { readChangeOrder, type ChangeOrderRecord } from "../db/change-orders/change-orders";
import { sealJson, unsealJson, type SealedDocument } from "../documents/seal";
import { NotFoundError } from "../http/errors";
import type { ChangeOrderNoticeFacts } from "../notify/change-orders";

export type { ChangeOrderRecord } from "../db/change-orders/change-orders";

/** The 404 of an id that names no change order. */
export const CHANGE_ORDER_NOT_FOUND = "There is no such change order.";

/** The change order with this id; 404 when none. */
export async function changeOrderById(db: Database, id: string): Promise<ChangeOrderRecord> {
  const record = await readChangeOrder(db, id);
  if (!record) throw new NotFoundError(CHANGE_ORDER_NOT_FOUND);
  return record;
}

/** The lines as stored. */
export function linesOf(record: ChangeOrderRecord): ChangeOrderLineInput[] {
  return record.order.items as ChangeOrderLineInput[];
}

/** The document of the change order, in `locale`, naming `seller`, against the contract total `contractBeforeCents`. */
export function documentOf(
  record: ChangeOrderRecord,
  locale: Locale,
  seller: ChangeOrderDocument["seller"],
  contractBeforeCents: number,
): ChangeOrderDocument {
  return changeOrderDocument({
    locale,
    seller,
    changeOrder: { number: record.order.number, issuedOn: phoenixDate(record.order.createdAt) },
    job: { number: record.job.number, quoteNumber: record.quoteNumber },
    jobAddress: record.job.jobAddress,
    priced: priceChangeOrder(linesOf(record), record.tax),
    note: record.order.note,
    contractBeforeCents,
  });
}

/** The document's canonical text and SHA-256, as a quote's is sealed. */
export function sealChangeOrder(document: ChangeOrderDocument): SealedDocument {
  return sealJson(changeOrderDocumentJson(document));
}

/** The document a signature sealed, read back from its stored text. */
export function signedChangeOrder(text: string): ChangeOrderDocument {
  return unsealJson<ChangeOrderDocument>(text);
}

/** The customer's language (the job's). */
export function localeOf(record: ChangeOrderRecord): Locale {
  return toLocale(record.job.locale);
}

/** What a notice about this change order needs. */
export function noticeFacts(record: ChangeOrderRecord): ChangeOrderNoticeFacts {
  const { order, job, customer } = record;
  return {
    id: order.id,
    number: order.number,
    jobId: job.id,
    jobNumber: job.number,
    locale: localeOf(record),
    customer,
    subject: job.appointmentId ? { appointmentId: job.appointmentId } : { leadId: job.leadId! },
  };
}
