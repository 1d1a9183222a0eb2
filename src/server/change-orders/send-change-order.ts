/**
 * Sending a change order, as a quote is sent: a fresh link (a 256-bit token, only its hash
 * stored) in the customer's language by email, and by text where they consented; sending again
 * mints another link and retires every earlier one. Refused, as a quote is, while the business
 * facts lack what a contract must state. The office can also withdraw (void) one not yet signed:
 * its links stop working and it never changes the contract.
 */
import { contractFactsNotice } from "@/core/server/contract-facts";
import type { Database } from "../db/client";
import { sendChangeOrderRow, voidChangeOrderRow } from "../db/change-orders/change-orders";
import type { ServerEnv } from "../env";
import { ConflictError } from "../http/errors";
import { changeOrderSent, changeOrderUrl } from "../notify/change-orders";
import { deliverNotice } from "../notify/notice";
import { sellerFacts } from "../seller";
import { hashCancelToken, newCancelToken } from "../tokens";
import { changeOrderById, localeOf, noticeFacts } from "./records";

/** The 409 of a send or void once signed or void. */
export const CHANGE_ORDER_CLOSED = "This change order is signed or void: it can no longer be sent or withdrawn.";

/** Sends the change order `id` to its customer; answers the link sent. */
export async function sendChangeOrder(db: Database, env: ServerEnv, id: string, now: Date): Promise<{ url: string }> {
  const record = await changeOrderById(db, id);
  if (record.order.status !== "draft" && record.order.status !== "sent") throw new ConflictError(CHANGE_ORDER_CLOSED);
  if (record.job.stage === "cancelled") throw new ConflictError("This job was cancelled: its contract cannot change.");
  const missing = contractFactsNotice(sellerFacts(env).missing);
  if (missing) throw new ConflictError(missing);
  const token = newCancelToken();
  const url = changeOrderUrl(token, localeOf(record), env);
  const notice = changeOrderSent(noticeFacts(record), { url }, env, now);
  const stored = await sendChangeOrderRow(db, { id, tokenHash: hashCancelToken(token), emails: notice.emails, customerLink: notice.customerLink, now });
  if (!stored) throw new ConflictError(CHANGE_ORDER_CLOSED);
  await deliverNotice(db, env, notice, stored, { now });
  return { url };
}

/** Withdraws an unsigned change order: it is void and its links open nothing. 409 once signed or void. */
export async function voidChangeOrder(db: Database, id: string, now: Date): Promise<{ status: "void" }> {
  await changeOrderById(db, id);
  if (!(await voidChangeOrderRow(db, id, now))) throw new ConflictError(CHANGE_ORDER_CLOSED);
  return { status: "void" };
}
