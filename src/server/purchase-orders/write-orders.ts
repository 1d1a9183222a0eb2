/**
 * Writing a job's purchase orders from its openings (POST `adminJobPurchaseOrders`): one draft
 * order per supplier, a line per opening of the option the customer signed, at its final size
 * (src/core/server/order-units.ts). Writing again while an order is a draft rewrites its lines
 * from the openings as they are now (its revision + 1, or left as it is when nothing changed); an
 * order already sent is never touched, and when every order is sent there is nothing to write (409).
 * A draft whose supplier no line names any more is cancelled.
 *
 * Of two writes at once, the unique index and the drafts' revisions decide each order: one writer
 * stores it, the other answers 409 (the orders it had already written stand, each whole, and
 * writing again finds them), so a job never has two live orders to one supplier.
 */
import { isDeepStrictEqual } from "node:util";
import { groupBySupplier, ordersRefusal, type OrdersRefusal, type SupplierUnits } from "@/core/server/order-units";
import type { JobPurchaseOrders, PurchaseOrdersWritten } from "@/schemas/purchase-orders";
import type { Database } from "../db/client";
import { listOpenings } from "../db/openings/openings";
import {
  cancelDraftOrder,
  insertDraftOrder,
  jobOrdersWithLines,
  lineSuppliers,
  liveOrders,
  ONE_LIVE_ORDER_INDEX,
  orderWithLines,
  reviseDraftOrder,
} from "../db/purchase-orders/orders";
import type { PurchaseOrder } from "../db/schema";
import { uniqueViolation } from "../db/unique-violation";
import { ConflictError, NotFoundError } from "../http/errors";
import { jobById, stageOf } from "../jobs/records";
import { signedRecords } from "../openings/openings";
import { purchaseOrderView, PURCHASE_ORDER_NOT_FOUND, unitOf } from "./views";

/** Why the orders cannot be written, in the office's words. */
const REFUSED: Record<OrdersRefusal, string> = {
  "not-measured":
    "The job is not measured yet: record every opening's final size at the re-measure, or mark the job measured, then write its orders.",
  "past-ordering": "The units are delivered: a unit ordered again now is a remake.",
  "on-hold": "The job is on hold: resume it before ordering.",
  cancelled: "The job is cancelled: nothing is ordered for it.",
};

/** The 409 of a write that lost to another made at the same time. */
export const ORDERS_CHANGED = "The job's orders changed while these were written. Reload the job and try again.";

/** The job's orders, newest first (GET). 404 for an unknown job. */
export async function listJobPurchaseOrders(db: Database, jobId: string): Promise<JobPurchaseOrders> {
  await jobById(db, jobId);
  return { orders: (await jobOrdersWithLines(db, jobId)).map(purchaseOrderView) };
}

/** One order (GET). 404 when none has the id. */
export async function readPurchaseOrder(db: Database, id: string) {
  const found = await orderWithLines(db, id);
  if (!found) throw new NotFoundError(PURCHASE_ORDER_NOT_FOUND);
  return purchaseOrderView(found);
}

/** The signed option's units grouped by supplier; 409 when the job may not be ordered or a product's line has no supplier. */
async function unitsToOrder(db: Database, jobId: string): Promise<SupplierUnits[]> {
  const { job } = await jobById(db, jobId);
  const [records, openings] = await Promise.all([signedRecords(db, jobId), job.appointmentId ? listOpenings(db, job.appointmentId) : []]);
  if (records.length === 0) throw new ConflictError("This job's quote was not priced from a measure sheet: it has no openings to order.");
  const signed = openings.filter((opening) => records.some((record) => record.openingId === opening.id));
  const refusal = ordersRefusal(stageOf(job), signed);
  if (refusal) throw new ConflictError(REFUSED[refusal]);
  const suppliers = await lineSuppliers(db, [...new Set(records.map((record) => record.line.id))]);
  const { groups, unsupplied } = groupBySupplier(records, signed, (lineId) => suppliers.get(lineId) ?? null);
  if (unsupplied.length > 0) {
    const message = `Name a supplier on the price book's line first: ${unsupplied.join(", ")}.`;
    throw new ConflictError(message, { supplierId: [message] });
  }
  return groups;
}

/** Whether a draft's lines are already `group`'s units, in order. */
async function sameLines(db: Database, draft: PurchaseOrder, group: SupplierUnits): Promise<boolean> {
  const stored = (await orderWithLines(db, draft.id))?.lines ?? [];
  return isDeepStrictEqual(
    stored.map((line) => ({ openingId: line.openingId, unit: unitOf(line) })),
    group.units,
  );
}

/** Runs a write, answering 409 when it lost to another (a second live order to one supplier, a draft changed meanwhile). */
async function oneWriter(write: () => Promise<boolean>): Promise<void> {
  let written: boolean;
  try {
    written = await write();
  } catch (error) {
    if (uniqueViolation(error) === ONE_LIVE_ORDER_INDEX) throw new ConflictError(ORDERS_CHANGED);
    throw error;
  }
  if (!written) throw new ConflictError(ORDERS_CHANGED);
}

/**
 * Writes job `jobId`'s orders from its openings as the file's comment says; answers what was done
 * to each order and the job's orders. 404 for an unknown job; 409 as above.
 */
export async function writePurchaseOrders(
  db: Database,
  jobId: string,
  { by, now }: { by: string; now: Date },
): Promise<PurchaseOrdersWritten> {
  const groups = await unitsToOrder(db, jobId);
  const live = await liveOrders(db, jobId);
  const sent = (group: SupplierUnits) => live.some((order) => order.supplierId === group.supplierId && order.status !== "draft");
  if (groups.every(sent))
    throw new ConflictError("Every order of this job is already sent: nothing is left to write. A unit ordered again is a remake.");
  const done: Omit<PurchaseOrdersWritten, "orders"> = { created: [], revised: [], unchanged: [], kept: [], cancelled: [] };
  for (const group of groups) {
    const order = live.find((candidate) => candidate.supplierId === group.supplierId);
    if (!order) {
      let id = "";
      await oneWriter(async () => {
        id = await insertDraftOrder(db, { jobId, supplierId: group.supplierId, units: group.units, by, now });
        return true;
      });
      done.created.push(id);
    } else if (order.status !== "draft") done.kept.push(order.id);
    else if (await sameLines(db, order, group)) done.unchanged.push(order.id);
    else {
      await oneWriter(() => reviseDraftOrder(db, { id: order.id, revision: order.revision, units: group.units, now }));
      done.revised.push(order.id);
    }
  }
  for (const order of live)
    if (order.status === "draft" && !groups.some((group) => group.supplierId === order.supplierId)) {
      await oneWriter(() => cancelDraftOrder(db, { id: order.id, revision: order.revision, now }));
      done.cancelled.push(order.id);
    }
  return { ...done, ...(await listJobPurchaseOrders(db, jobId)) };
}
