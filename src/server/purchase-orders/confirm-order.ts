/**
 * The supplier's confirmation of an order, entered by the office and checked line by line against
 * what was ordered (src/core/purchase-orders.ts compareConfirmation). Clean: the order is
 * confirmed with each line's confirmation and unit cost, and the job's expected delivery follows
 * the ship date. Differing: the order needs attention, the differences are kept, and the admins
 * are told which openings and what differs, by one statement with the confirmation.
 */
import { confirmationLineProblems, takesConfirmation } from "@/core/purchase-order-progress";
import { compareConfirmation, type ConfirmedUnit, type OrderedUnit } from "@/core/purchase-orders";
import type { Confirmation, ConfirmationResult } from "@/schemas/purchase-order-checks";
import type { Actor } from "../db/activity/activity";
import type { Database } from "../db/client";
import { optionNames, storeConfirmation } from "../db/purchase-orders/checks";
import type { ServerEnv } from "../env";
import { ConflictError, ValidationError } from "../http/errors";
import { deliverNotice, SILENT } from "../notify/notice";
import { confirmationMismatch } from "../notify/order-confirmations";
import { jobById, localeOf } from "../jobs/records";
import { followOrders } from "./follow-orders";
import { ORDER_CHANGED, orderFor } from "./order-steps";

/** 400 for a line naming an opening not on the order, or one named twice. */
function requireEachOnce(onOrder: readonly string[], named: readonly string[], number: number): void {
  const { notOnOrder, twice } = confirmationLineProblems(onOrder, named);
  const messages = [
    ...(notOnOrder.length ? [`Not on order ${number}: ${notOnOrder.join(", ")}`] : []),
    ...(twice.length ? [`Confirmed twice: ${twice.join(", ")}`] : []),
  ];
  if (messages.length > 0) throw new ValidationError(messages.join(". "), { lines: messages });
}

/** Enters the confirmation of order `id` and answers what it decided; 409 unless the order is sent or needs attention, or when it changed meanwhile. */
export async function confirmOrder(
  db: Database,
  env: ServerEnv,
  id: string,
  body: Confirmation,
  { admin, now }: { admin: Actor; now: Date },
): Promise<ConfirmationResult> {
  const record = await orderFor(db, id, takesConfirmation, "only a sent order, or one waiting for an answer, takes a confirmation");
  const { order } = record;
  requireEachOnce(
    record.lines.map((line) => line.openingId),
    body.lines.map((line) => line.openingId),
    order.number,
  );
  const units = new Map(record.lines.map((line) => [line.openingId, line.ordered as OrderedUnit]));
  const confirmed = new Map<string, ConfirmedUnit>(
    body.lines.map((line) => [
      line.openingId,
      { widthSixteenths: line.width, heightSixteenths: line.height, optionIds: line.options, unitCostCents: line.unitCostCents },
    ]),
  );
  const names = await optionNames(db, [...new Set(body.lines.flatMap((line) => line.options))]);
  const mismatches = compareConfirmation(
    [...units].map(([openingId, unit]) => ({ openingId, unit })),
    confirmed,
    (option) => names.get(option),
  );
  const status = mismatches.length === 0 ? "confirmed" : "needs-attention";
  const emails = [];
  if (mismatches.length > 0) {
    const { job, customer } = await jobById(db, order.jobId);
    const facts = { id: job.id, number: job.number, locale: localeOf(job), customer };
    const differences = mismatches.map((mismatch) => ({ mismatch, unit: units.get(mismatch.openingId) }));
    emails.push(
      confirmationMismatch(facts, { number: order.number, supplier: record.supplier, shipDate: body.shipDate }, differences, env),
    );
  }
  const stored = await storeConfirmation(db, record, {
    status,
    shipDate: body.shipDate,
    mismatches,
    lines: [...confirmed].map(([openingId, unit]) => ({ openingId, confirmed: unit })),
    emails,
    now,
  });
  if (!stored) throw new ConflictError(ORDER_CHANGED);
  await deliverNotice(db, env, SILENT, stored, { now });
  if (status === "confirmed")
    await followOrders(db, env, order.jobId, { admin, note: `Order ${order.number} confirmed: ships ${body.shipDate}.`, now });
  return { status, mismatches };
}
