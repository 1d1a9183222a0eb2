/**
 * A unit made again (mis-measured, damaged, the supplier's error): a line on the job's open remake
 * order for the supplier (a new draft when there is none), with why, what it costs and who pays,
 * to revise and send as any order; two remakes at once gather on one draft (the unique index
 * purchase_orders_one_remake_draft decides which made it). The job waits for it as for any live order's line; a job
 * already delivered stays delivered, and the remake order shows as awaited on its page.
 */
import type { OrderedUnit } from "@/core/purchase-orders";
import type { remakeSchema } from "@/schemas/purchase-order-checks";
import type { z } from "@/schemas/zod";
import type { Database } from "../db/client";
import { addRemakeLine, ONE_REMAKE_DRAFT_INDEX, type RemakeWrite } from "../db/purchase-orders/checks";
import { uniqueViolation } from "../db/unique-violation";
import { ConflictError } from "../http/errors";
import { orderFor, requireOnOrder } from "./order-steps";

/** Adds a remake of the opening of order `id`: the remake order's id and number; 400 for an opening not on it, 409 unless confirmed or when already being remade. */
export async function remakeUnit(
  db: Database,
  id: string,
  body: z.output<typeof remakeSchema>,
  { admin, now }: { admin: string; now: Date },
): Promise<{ id: string; number: number }> {
  const record = await orderFor(db, id, (status) => status === "confirmed", "only a confirmed order's units are made again");
  requireOnOrder(record, [body.openingId], "openingId");
  const line = record.lines.find((candidate) => candidate.openingId === body.openingId)!;
  const write: RemakeWrite = {
    jobId: record.order.jobId,
    supplierId: record.order.supplierId,
    openingId: body.openingId,
    ordered: line.ordered as OrderedUnit,
    reason: body.reason,
    costCents: body.costCents,
    chargedTo: body.chargedTo,
    by: admin,
    now,
  };
  const remake = await addRemakeLine(db, write).catch((error: unknown) => {
    // Two remakes at once both found no draft and both made one: the unique index let one stand.
    // Written again, this one finds that draft and adds its line to it.
    if (uniqueViolation(error) === ONE_REMAKE_DRAFT_INDEX) return addRemakeLine(db, write);
    throw error;
  });
  if (!remake) throw new ConflictError("That unit is already on the open remake order: revise it there.");
  return remake;
}
