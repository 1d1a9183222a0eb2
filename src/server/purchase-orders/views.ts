/** A purchase order as the API answers it (src/schemas/purchase-orders.ts), from its rows. */
import type { OrderedUnit } from "@/core/purchase-orders";
import { sizeView } from "@/schemas/openings";
import type { PurchaseOrderLineView, PurchaseOrderView } from "@/schemas/purchase-orders";
import type { OrderWithLines } from "../db/purchase-orders/orders";
import type { PurchaseOrderLine } from "../db/schema";

/** The 404 of an order id that names none. */
export const PURCHASE_ORDER_NOT_FOUND = "There is no such purchase order.";

/** A line's unit as ordered (the jsonb column holds an OrderedUnit). */
export const unitOf = (line: Pick<PurchaseOrderLine, "ordered">) => line.ordered as OrderedUnit;

/** One line as answered. */
function lineView(line: PurchaseOrderLine): PurchaseOrderLineView {
  const unit = unitOf(line);
  return {
    id: line.id,
    openingId: line.openingId,
    position: line.position,
    location: unit.location,
    kind: unit.kind,
    style: unit.style,
    width: sizeView(unit.widthSixteenths),
    height: sizeView(unit.heightSixteenths),
    sizeFrom: unit.sizeFrom,
    product: unit.product,
    options: unit.options,
    tempered: unit.tempered,
    obscure: unit.obscure,
    installMethod: unit.installMethod,
  };
}

/** An order as answered. */
export function purchaseOrderView({ order, supplier, lines }: OrderWithLines): PurchaseOrderView {
  return {
    id: order.id,
    number: order.number,
    jobId: order.jobId,
    supplier: { id: supplier.id, name: supplier.name, email: supplier.email, accountNumber: supplier.accountNumber },
    kind: order.kind,
    status: order.status,
    revision: order.revision,
    sentAt: order.sentAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    lines: lines.map(lineView),
  };
}
