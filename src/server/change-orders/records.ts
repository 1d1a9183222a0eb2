/**
 * Reading change orders for their use cases: by id (404 when none), by a link's token (404 for
 * an unknown, retired or unsent link, as a quote's), the document they show (built from the
 * stored lines, the signed quote's tax rate and the seller's facts, sealed as a quote's is), and
 * the facts their notices name.
 */
import { priceChangeOrder, type ChangeOrderLineInput } from "@/core/change-order";
import { changeOrderDocument, changeOrderDocumentJson, type ChangeOrderDocument } from "@/core/change-order-document";
import { phoenixDate } from "@/core/phoenix-time";
import { toLocale, type Locale } from "@/i18n/locales";
import type { Database } from "../db/client";
import { readChangeOrder, readChangeOrderByTokenHash, type ChangeOrderRecord } from "../db/change-orders/change-orders";
import { sealJson, unsealJson, type SealedDocument } from "../documents/seal";
import { NotFoundError } from "../http/errors";
import { decodePathSegment } from "../http/ids";
import type { ChangeOrderNoticeFacts } from "../notify/change-orders";
import { hashCancelToken, isCancelTokenShape } from "../tokens";

export type { ChangeOrderRecord } from "../db/change-orders/change-orders";

/** The 404 of an id that names no change order. */
export const CHANGE_ORDER_NOT_FOUND = "There is no such change order.";

/** The 404 of a link that opens no change order (unknown, retired by a later send, or withdrawn). */
export const UNKNOWN_CHANGE_ORDER_LINK = "This change order link is not valid. It may have been replaced or withdrawn; please call us.";

/** The change order with this id; 404 when none. */
export async function changeOrderById(db: Database, id: string): Promise<ChangeOrderRecord> {
  const record = await readChangeOrder(db, id);
  if (!record) throw new NotFoundError(CHANGE_ORDER_NOT_FOUND);
  return record;
}

/** The token in the path of `changeOrder` or one under it and its hash; 404 for anything not shaped like a token. */
export function changeOrderLinkOf(url: URL): { token: string; hash: string } {
  const token = decodePathSegment(url.pathname.split("/")[3] ?? "");
  if (token === null || !isCancelTokenShape(token)) throw new NotFoundError(UNKNOWN_CHANGE_ORDER_LINK);
  return { token, hash: hashCancelToken(token) };
}

/** The change order a working link opens; 404 for an unknown or retired link. */
export async function changeOrderForLink(db: Database, tokenHash: string): Promise<ChangeOrderRecord> {
  const record = await readChangeOrderByTokenHash(db, tokenHash);
  if (!record || record.order.status === "draft") throw new NotFoundError(UNKNOWN_CHANGE_ORDER_LINK);
  return record;
}

/** The lines as stored. */
export function linesOf(record: ChangeOrderRecord): ChangeOrderLineInput[] {
  return record.order.items as ChangeOrderLineInput[];
}

/** The document of the change order, in `locale`, naming `seller`, against the contract total `contractBeforeCents`. */
export function documentOf(record: ChangeOrderRecord, locale: Locale, seller: ChangeOrderDocument["seller"], contractBeforeCents: number): ChangeOrderDocument {
  return changeOrderDocument({
    locale,
    seller,
    changeOrder: { number: record.order.number, issuedOn: phoenixDate(record.order.createdAt) },
    job: { number: record.job.number, quoteNumber: record.quoteNumber },
    jobAddress: record.job.jobAddress,
    priced: priceChangeOrder(linesOf(record), record.taxRateBasisPoints),
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
