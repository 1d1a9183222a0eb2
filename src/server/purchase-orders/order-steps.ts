/**
 * What every step after the send starts from: the order read with its lines (404 when none),
 * refused with a 409 naming its status when that status does not take the step, and the 409 of a
 * step that lost to another made on the same order meanwhile.
 */
import type { PurchaseOrderStatus } from "@/core/purchase-orders";
import type { Database } from "../db/client";
import { orderRecord, type OrderRecord } from "../db/purchase-orders/checks";
import { ConflictError, NotFoundError, ValidationError } from "../http/errors";

/** The 404 of an order id that names none. */
export const ORDER_NOT_FOUND = "There is no such purchase order.";

/** The 409 of a step that lost to another on the same order. */
export const ORDER_CHANGED = "The order changed while you were entering this. Reload the job and try again.";

/** How a status reads in a refusal. */
const STATUS_WORDS: Record<PurchaseOrderStatus, string> = {
  draft: "still a draft (not sent)",
  sent: "sent and not yet confirmed",
  "needs-attention": "waiting for an answer to its differences",
  confirmed: "confirmed",
  superseded: "superseded by a corrected order",
  cancelled: "cancelled",
};

/** The order `id` with its lines when `allowed` takes its status; 404 unknown, 409 naming the status and what `step` needs. */
export async function orderFor(
  db: Database,
  id: string,
  allowed: (status: PurchaseOrderStatus) => boolean,
  step: string,
): Promise<OrderRecord> {
  const record = await orderRecord(db, id);
  if (!record) throw new NotFoundError(ORDER_NOT_FOUND);
  if (!allowed(record.order.status))
    throw new ConflictError(`Order ${record.order.number} is ${STATUS_WORDS[record.order.status]}: ${step}.`);
  return record;
}

/** 400 naming the openings of `ids` that are not on the order. */
export function requireOnOrder(record: OrderRecord, ids: readonly string[], field: string): void {
  const onOrder = new Set(record.lines.map((line) => line.openingId));
  const strangers = ids.filter((id) => !onOrder.has(id));
  if (strangers.length > 0)
    throw new ValidationError(`Not on order ${record.order.number}: ${strangers.join(", ")}`, {
      [field]: [`Not an opening of order ${record.order.number}`],
    });
}
