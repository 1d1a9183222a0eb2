/**
 * The job's orders as its page shows them after the send: each line as ordered beside as the
 * supplier confirmed it (W × H, options, unit cost), the fields that differ, received or not, and
 * a remake's reason, cost and payer.
 */
import { formatInches } from "@/core/measure";
import type { ConfirmedUnit, Mismatch, OrderedUnit } from "@/core/purchase-orders";
import type { OrderCheck, OrderCheckLine, OrderChecks } from "@/schemas/purchase-order-checks";
import type { Database } from "../db/client";
import { optionNames } from "../db/purchase-orders/checks";
import { jobOrdersWithLines } from "../db/purchase-orders/orders";
import type { PurchaseOrderLine } from "../db/schema";
import { jobById } from "../jobs/records";

/** One line as the page reads it; `nameOf` names an option the order does not have. */
function lineOf(line: PurchaseOrderLine, mismatches: readonly Mismatch[], nameOf: (id: string) => string): OrderCheckLine {
  const ordered = line.ordered as OrderedUnit;
  const confirmed = line.confirmed as ConfirmedUnit | null;
  const orderedName = (id: string) => ordered.options.find((option) => option.id === id)?.name ?? nameOf(id);
  return {
    openingId: line.openingId,
    location: ordered.location,
    style: ordered.style,
    product: ordered.product,
    ordered: {
      width: formatInches(ordered.widthSixteenths),
      height: formatInches(ordered.heightSixteenths),
      options: ordered.options.map((option) => option.name),
      optionIds: ordered.options.map((option) => option.id),
    },
    confirmed: confirmed && {
      width: formatInches(confirmed.widthSixteenths),
      height: formatInches(confirmed.heightSixteenths),
      options: confirmed.optionIds.map(orderedName),
      unitCostCents: confirmed.unitCostCents,
    },
    differs: mismatches.filter((mismatch) => mismatch.openingId === line.openingId).map((mismatch) => mismatch.field),
    receivedAt: line.receivedAt?.toISOString() ?? null,
    remake:
      line.remakeReason && line.remakeChargedTo
        ? { reason: line.remakeReason, costCents: line.remakeCostCents ?? 0, chargedTo: line.remakeChargedTo }
        : null,
  };
}

/** The job `jobId`'s orders, newest first; 404 for an unknown job. */
export async function jobOrderChecks(db: Database, jobId: string): Promise<OrderChecks> {
  await jobById(db, jobId);
  const records = await jobOrdersWithLines(db, jobId);
  const confirmedIds = records.flatMap(({ lines }) => lines.flatMap((line) => (line.confirmed as ConfirmedUnit | null)?.optionIds ?? []));
  const names = await optionNames(db, [...new Set(confirmedIds)]);
  const orders = records.map(({ order, supplier, lines }): OrderCheck => {
    const mismatches = (order.mismatches as Mismatch[] | null) ?? [];
    return {
      id: order.id,
      number: order.number,
      kind: order.kind,
      status: order.status,
      supplier: supplier.name,
      shipDate: order.shipDate,
      confirmedAt: order.confirmedAt?.toISOString() ?? null,
      accepted:
        order.acceptedReason && order.acceptedBy && order.acceptedAt
          ? { reason: order.acceptedReason, by: order.acceptedBy, at: order.acceptedAt.toISOString() }
          : null,
      mismatches,
      lines: lines.map((line) => lineOf(line, mismatches, (id) => names.get(id) ?? id)),
    };
  });
  return { orders };
}
