/**
 * How an order to the manufacturer moves after it is sent, as rules: which orders take the
 * supplier's confirmation, which are received, what a confirmation may name, the job's expected
 * delivery from its confirmed orders, and when every unit is in (the job is delivered). The server
 * asks these; the statements under src/server/db/purchase-orders/ hold them again under races.
 */
import { stageRank, type JobStage } from "./job-stages";
import type { PurchaseOrderStatus } from "./purchase-orders";

/** An order the supplier may confirm: sent, or confirmed with differences still unanswered (a new confirmation replaces the last). */
export function takesConfirmation(status: PurchaseOrderStatus): boolean {
  return status === "sent" || status === "needs-attention";
}

/** An order whose units are coming: not superseded by a corrected order, not cancelled. A job waits for every line of these. */
export function isLiveOrder(status: PurchaseOrderStatus): boolean {
  return status !== "superseded" && status !== "cancelled";
}

/** What is wrong with the openings a confirmation names: ones not on the order, and ones named twice. */
export interface ConfirmationLineProblems {
  notOnOrder: string[];
  twice: string[];
}

/** The openings of `named` that are not on the order (`onOrder`) or are named more than once; both empty when the confirmation may be compared. */
export function confirmationLineProblems(onOrder: readonly string[], named: readonly string[]): ConfirmationLineProblems {
  const known = new Set(onOrder);
  const seen = new Set<string>();
  const problems: ConfirmationLineProblems = { notOnOrder: [], twice: [] };
  for (const id of named) {
    if (!known.has(id)) problems.notOnOrder.push(id);
    else if (seen.has(id)) problems.twice.push(id);
    seen.add(id);
  }
  return problems;
}

/**
 * The job's expected delivery: the latest ship date of its confirmed live orders (the last unit to
 * arrive decides when the install can be booked); null while none is confirmed.
 */
export function expectedDeliveryOf(orders: readonly { status: PurchaseOrderStatus; shipDate: string | null }[]): string | null {
  let latest: string | null = null;
  for (const order of orders)
    if (order.status === "confirmed" && order.shipDate && (latest === null || order.shipDate > latest)) latest = order.shipDate;
  return latest;
}

/** One line of a live order, as far as receiving goes. */
export interface ReceivingLine {
  received: boolean;
}

/**
 * Whether the job is delivered by its orders: every line of every live order (remakes included)
 * received, at a stage before delivered. A job on hold, closed, or already past delivered does not
 * move: a remake ordered after delivery is awaited on its order, and the job stays where it is.
 */
export function deliveredByOrders(stage: JobStage, lines: readonly ReceivingLine[]): boolean {
  if (lines.length === 0 || lines.some((line) => !line.received)) return false;
  if (stage === "on_hold" || stage === "cancelled") return false;
  return stageRank(stage) < stageRank("delivered");
}
