/**
 * A signed job with a sent order to its supplier, as the orders' send leaves it: openings on the
 * job's visit, a price-book line and options, the supplier, and the order's lines as ordered. The
 * order is written as rows here; the orders' own writing and send are tested with them.
 */
import { expect } from "vitest";
import type { OrderedUnit } from "../../src/core/purchase-orders";
import { getDb } from "../../src/server/db/client";
import { openings, priceBookOptions, purchaseOrderLines, purchaseOrders, suppliers } from "../../src/server/db/schema";
import { callAdmin } from "../admin/fixtures";
import { patchJob, signedJob } from "../jobs/fixtures";

/** Two openings as measured: a living-room picture window 72 × 48 with Low-E, a bathroom slider 35 1/2 × 59 15/16, obscure. */
const OPENINGS = [
  { location: "Living room", kind: "window", style: "picture", widthSixteenths: 72 * 16, heightSixteenths: 48 * 16, installMethod: "insert" },
  { location: "Bathroom", kind: "window", style: "slider", widthSixteenths: 35 * 16 + 8, heightSixteenths: 59 * 16 + 15, installMethod: "insert", obscure: true },
] as const;

/** The job, its order and what it holds. */
export interface SentOrder {
  jobId: string;
  visitId: string;
  token: string;
  orderId: string;
  orderNumber: number;
  supplierId: string;
  openingIds: [string, string];
  lowE: string;
  grids: string;
}

/** A signed job, moved to ordered, with one sent order of two lines from "Milgard". */
export async function sentOrder(): Promise<SentOrder> {
  const db = getDb();
  const job = await signedJob();
  const [supplier] = await db.insert(suppliers).values({ name: "Milgard", email: "orders@milgard.example", updatedBy: "test" }).returning();
  const price = { per: "opening", cents: 5000 } as const;
  const [lowE, grids] = await db
    .insert(priceBookOptions)
    .values([
      { name: "Low-E glass", price, updatedBy: "test" },
      { name: "Grids", price, updatedBy: "test" },
    ])
    .returning();
  const rows = await db
    .insert(openings)
    .values(OPENINGS.map((opening) => ({ ...opening, appointmentId: job.visitId, createdBy: "test" })))
    .returning();
  const [order] = await db
    .insert(purchaseOrders)
    .values({ jobId: job.jobId, supplierId: supplier!.id, status: "sent", sentAt: new Date(), createdBy: "test" })
    .returning();
  const unit = (row: (typeof rows)[number], options: { id: string; name: string }[]): OrderedUnit => ({
    location: row.location,
    kind: row.kind,
    style: row.style,
    widthSixteenths: row.widthSixteenths,
    heightSixteenths: row.heightSixteenths,
    product: "Milgard Tuscany V400",
    lineId: "00000000-0000-4000-8000-000000000001",
    options,
    tempered: false,
    obscure: row.obscure,
    installMethod: row.installMethod,
  });
  await db.insert(purchaseOrderLines).values([
    { purchaseOrderId: order!.id, openingId: rows[0]!.id, position: 1, ordered: unit(rows[0]!, [{ id: lowE!.id, name: lowE!.name }]) },
    { purchaseOrderId: order!.id, openingId: rows[1]!.id, position: 2, ordered: unit(rows[1]!, []) },
  ]);
  expect((await patchJob(job.jobId, { stage: "ordered", notify: false })).status).toBe(200);
  return {
    jobId: job.jobId,
    visitId: job.visitId,
    token: job.token,
    orderId: order!.id,
    orderNumber: order!.number,
    supplierId: supplier!.id,
    openingIds: [rows[0]!.id, rows[1]!.id],
    lowE: lowE!.id,
    grids: grids!.id,
  };
}

/** The confirmation of `order` exactly as ordered, shipping `shipDate`, with `change` to the first line. */
export function confirmationOf(order: SentOrder, shipDate: string, change: object = {}) {
  return {
    shipDate,
    lines: [
      { openingId: order.openingIds[0], width: "72", height: "48", options: [order.lowE], unitCostCents: 41_000, ...change },
      { openingId: order.openingIds[1], width: "35 1/2", height: "59-15/16", options: [], unitCostCents: 28_500 },
    ],
  };
}

/** POSTs to the order's `step` as the admin. */
export function orderStep(orderId: string, step: string, body?: object): Promise<Response> {
  return callAdmin(`/api/admin/purchase-orders/${orderId}/${step}`, { method: "POST", ...(body !== undefined && { body }) });
}
