/**
 * A job with a sent order to its supplier, for the tests of what follows the send: the order
 * book's supplier and lines (./fixtures.ts), a job signed for two windows with Low-E, measured,
 * its orders written and Milgard's sent by the functions (POST /api/admin/jobs/{id}/purchase-orders,
 * POST /api/admin/purchase-orders/{id}/send), which moves the job to ordered.
 */
import { expect } from "vitest";
import type { PurchaseOrdersWritten } from "../../src/schemas/purchase-orders";
import { callAdmin } from "../admin/fixtures";
import { patchJob } from "../jobs/fixtures";
import { postOption } from "../price-book/fixtures";
import { orderBook, signedOrderJob, writeOrders } from "./fixtures";

/** A living-room picture window 72 × 48 and a bathroom slider 35 1/2 × 59 15/16 with obscure glass (no tempered glass needed), both with Low-E. */
const TWO_WINDOWS = [
  { location: "Living room", style: "picture", width: "72", height: "48", sillInches: "30" },
  { location: "Bathroom", style: "slider", width: "35 1/2", height: "59 15/16", obscure: true, sillInches: "30" },
];

/** The job, its order and what it holds. */
export interface SentOrder {
  jobId: string;
  orderId: string;
  orderNumber: number;
  supplierId: string;
  openingIds: [string, string];
  lowE: string;
  grids: string;
}

let grids: Promise<string> | undefined;

/** A signed job, measured, with Milgard's order of its two windows sent (the job ordered). */
export async function sentOrder(): Promise<SentOrder> {
  const book = await orderBook();
  // An option the order does not have, for a confirmation that adds one (written once per file, as the book is).
  grids ??= postOption({ name: "Grids", price: { per: "opening", cents: 3_000 } }).then((option) => option.id);
  const job = await signedOrderJob(book, TWO_WINDOWS);
  expect((await patchJob(job.jobId, { stage: "measured", notify: false })).status).toBe(200);
  const written = await writeOrders(job.jobId);
  expect(written.status).toBe(201);
  const [order] = ((await written.json()) as PurchaseOrdersWritten).orders;
  expect((await callAdmin(`/api/admin/purchase-orders/${order!.id}/send`, { method: "POST", body: {} })).status).toBe(200);
  return {
    jobId: job.jobId,
    orderId: order!.id,
    orderNumber: order!.number,
    supplierId: book.milgard.id,
    openingIds: [job.openings[0]!.id, job.openings[1]!.id],
    lowE: book.lowE.id,
    grids: await grids,
  };
}

/** The confirmation of `order` exactly as ordered, shipping `shipDate`, with `change` to the first line. */
export function confirmationOf(order: SentOrder, shipDate: string, change: object = {}) {
  return {
    shipDate,
    lines: [
      { openingId: order.openingIds[0], width: "72", height: "48", options: [order.lowE], unitCostCents: 41_000, ...change },
      { openingId: order.openingIds[1], width: "35 1/2", height: "59-15/16", options: [order.lowE], unitCostCents: 28_500 },
    ],
  };
}

/** POSTs to the order's `step` as the admin. */
export function orderStep(orderId: string, step: string, body?: object): Promise<Response> {
  return callAdmin(`/api/admin/purchase-orders/${orderId}/${step}`, { method: "POST", ...(body !== undefined && { body }) });
}
