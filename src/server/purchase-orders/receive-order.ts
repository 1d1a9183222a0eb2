/**
 * Units arriving: the lines of a confirmed order received, all or some. Receiving a line twice
 * changes nothing (it keeps its first time). When every line of every live order of the job is in
 * (remakes included), the job is delivered by the stage rule, with its notice: the customer's
 * install-day chooser opens.
 */
import type { Actor } from "../db/activity/activity";
import type { Database } from "../db/client";
import { receiveLines } from "../db/purchase-orders/checks";
import type { ServerEnv } from "../env";
import { ConflictError } from "../http/errors";
import { jobById, stageOf } from "../jobs/records";
import { followOrders } from "./follow-orders";
import { ORDER_CHANGED, orderFor, requireOnOrder } from "./order-steps";

/** Receives the lines of order `id` for `openingIds` (all without); 400 for an opening not on it, 409 unless it is confirmed. */
export async function receiveOrder(
  db: Database,
  env: ServerEnv,
  id: string,
  openingIds: readonly string[] | undefined,
  { admin, now }: { admin: Actor; now: Date },
): Promise<{ received: number; jobDelivered: boolean }> {
  const record = await orderFor(db, id, (status) => status === "confirmed", "only a confirmed order's units are received");
  if (openingIds) requireOnOrder(record, openingIds, "openingIds");
  const received = await receiveLines(db, id, openingIds ?? null, now);
  if (received === null) throw new ConflictError(ORDER_CHANGED);
  const { order } = record;
  if (received > 0) await followOrders(db, env, order.jobId, { admin, note: `Every unit received (order ${order.number} last).`, now });
  const { job } = await jobById(db, order.jobId);
  return { received, jobDelivered: stageOf(job) === "delivered" };
}
