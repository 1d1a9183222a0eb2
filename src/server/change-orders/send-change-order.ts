/**
 * Sending a change order, as a quote is sent (src/server/documents/send-document.ts): a fresh
 * link in the customer's language by email, and by text where they consented; sending again
 * retires every earlier link. Refused, as a quote is, while the business facts lack what a
 * contract must state. The office can also withdraw (void) one not yet signed: its links stop
 * working and it never changes the contract.
 */
import type { Database } from "../db/client";
import { activityBy, type Actor } from "../db/activity/activity";
import { voidChangeOrderRow } from "../db/change-orders/change-orders";
import { changeOrderSending } from "../db/private-links/send";
import { sendDocument, type DocumentSend } from "../documents/send-document";
import type { ServerEnv } from "../env";
import { ConflictError } from "../http/errors";
import { changeOrderSent } from "../notify/change-orders";
import { privateLinks } from "../private-links/documents";
import { changeOrderById, localeOf, noticeFacts, type ChangeOrderRecord } from "./records";

/** The 409 of a send or void once signed or void. */
export const CHANGE_ORDER_CLOSED = "This change order is signed or void: it can no longer be sent or withdrawn.";

/** A change order is sent while a draft or sent, on a job not cancelled. */
const changeOrderSend: DocumentSend<ChangeOrderRecord, { id: string }> = {
  link: privateLinks.changeOrder,
  read: changeOrderById,
  refusal({ order, job }) {
    if (order.status !== "draft" && order.status !== "sent") return CHANGE_ORDER_CLOSED;
    if (job.stage === "cancelled") return "This job was cancelled: its contract cannot change.";
    return null;
  },
  locale: localeOf,
  notice: (record, url, env, now) => changeOrderSent(noticeFacts(record), { url }, env, now),
  sending: changeOrderSending,
  target: ({ order }) => ({ id: order.id }),
  // Signed, voided or its job cancelled meanwhile.
  changed: CHANGE_ORDER_CLOSED,
};

/** Sends the change order `id` to its customer; answers the link sent. */
export function sendChangeOrder(db: Database, env: ServerEnv, id: string, now: Date): Promise<{ url: string }> {
  return sendDocument(db, env, changeOrderSend, id, now);
}

/** Withdraws an unsigned change order: it is void and its links open nothing. 409 once signed or void. */
export async function voidChangeOrder(db: Database, id: string, admin: Actor, now: Date): Promise<{ status: "void" }> {
  const { order } = await changeOrderById(db, id);
  const activity = activityBy(admin, "change-order.void", {
    at: now,
    jobId: order.jobId,
    subjectId: id,
    detail: { changeOrder: order.number, totalCents: order.totalCents },
  });
  if (!(await voidChangeOrderRow(db, id, activity, now))) throw new ConflictError(CHANGE_ORDER_CLOSED);
  return { status: "void" };
}
