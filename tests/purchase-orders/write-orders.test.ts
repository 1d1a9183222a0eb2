/**
 * Writing a job's purchase orders from its openings through the admin function: one draft per
 * supplier at the final (re-measured) sizes, the refusals before the re-measure and for a line
 * without a supplier, revising drafts, and orders already sent left as they are.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { purchaseOrders } from "../../src/server/db/schema";
import type { PurchaseOrderView } from "../../src/schemas/purchase-orders";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";
import { patchJob } from "../jobs/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { orderBook, recordFinal, signedOrderJob, writeOrders } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();
useLiftedSiteCeilings();

const bySupplier = (orders: PurchaseOrderView[], name: string) => orders.find((order) => order.supplier.name === name)!;

describe("POST /api/admin/jobs/{id}/purchase-orders", () => {
  it("writes one draft per supplier at the final sizes, the measured size where none was recorded, and says which", async () => {
    const book = await orderBook();
    const job = await signedOrderJob(book);
    const [living, bath, door] = job.openings;
    await recordFinal(job.jobId, living!.id, "71 1/2", "47 3/4");

    // Signed, one opening re-measured, two not: not measured yet.
    const early = await writeOrders(job.jobId);
    expect(early.status).toBe(409);
    expect((await early.json()).error).toContain("not measured yet");

    expect((await patchJob(job.jobId, { stage: "measured", notify: false })).status).toBe(200);
    const response = await writeOrders(job.jobId);
    expect(response.status).toBe(201);
    const written = await response.json();
    expect(written.orders).toHaveLength(2);
    expect(written.created).toHaveLength(2);

    const windows = bySupplier(written.orders, book.milgard.name);
    expect(windows).toMatchObject({ status: "draft", revision: 1, kind: "order", sentAt: null, number: expect.any(Number) });
    expect(windows.number).toBeGreaterThanOrEqual(7001);
    expect(windows.supplier).toEqual({
      id: book.milgard.id,
      name: book.milgard.name,
      email: book.milgard.email,
      accountNumber: "WDNM-4471",
    });
    expect(windows.lines).toEqual([
      {
        id: expect.any(String),
        openingId: living!.id,
        position: 1,
        location: "Living room",
        kind: "window",
        style: "picture",
        width: { inches: 71.5, text: "71 1/2" },
        height: { inches: 47.75, text: "47 3/4" },
        sizeFrom: "final",
        product: "Milgard Tuscany V400",
        options: [{ id: book.lowE.id, name: "Low-E glass" }],
        tempered: false,
        obscure: false,
        installMethod: "insert",
      },
      expect.objectContaining({
        openingId: bath!.id,
        position: 2,
        width: { inches: 35.5, text: "35 1/2" },
        height: { inches: 59.9375, text: "59 15/16" },
        sizeFrom: "measured",
        options: [
          { id: book.lowE.id, name: "Low-E glass" },
          { id: book.tempered.id, name: "Tempered glass" },
        ],
        tempered: true,
        obscure: true,
      }),
    ]);
    const doors = bySupplier(written.orders, book.pella.name);
    expect(doors.lines).toEqual([
      expect.objectContaining({ openingId: door!.id, product: "Pella fiberglass entry door", tempered: true, installMethod: "full-frame" }),
    ]);
    // Nothing on an order is a price.
    expect(JSON.stringify(written.orders)).not.toMatch(/cents/i);

    const list = await (await callAdmin(`/api/admin/jobs/${job.jobId}/purchase-orders`)).json();
    expect(list.orders.map((order: PurchaseOrderView) => order.id).sort()).toEqual(written.created.sort());
    const one = await callAdmin(`/api/admin/purchase-orders/${windows.id}`);
    expect(await one.json()).toEqual(windows);
  });

  it("writes them for a signed job once every opening's final size is recorded", async () => {
    const book = await orderBook();
    const job = await signedOrderJob(book, [{ location: "Den", width: "50", height: "48" }]);
    await recordFinal(job.jobId, job.openings[0]!.id, "50", "48 1/8");
    const response = await writeOrders(job.jobId);
    expect(response.status).toBe(201);
    const [order] = (await response.json()).orders;
    expect(order.lines[0]).toMatchObject({ height: { text: "48 1/8" }, sizeFrom: "final" });
  });

  it("returns 409 naming each product whose line has no supplier, and writes nothing", async () => {
    const book = await orderBook();
    const job = await signedOrderJob(book);
    await patchJob(job.jobId, { stage: "measured", notify: false });
    await callAdmin(`/api/admin/price-book/lines/${book.doors.id}`, { method: "PATCH", body: { supplierId: null } });
    try {
      const response = await writeOrders(job.jobId);
      expect(response.status).toBe(409);
      expect((await response.json()).error).toBe("Name a supplier on the price book's line first: Pella fiberglass entry door.");
      expect((await (await callAdmin(`/api/admin/jobs/${job.jobId}/purchase-orders`)).json()).orders).toEqual([]);
    } finally {
      await callAdmin(`/api/admin/price-book/lines/${book.doors.id}`, { method: "PATCH", body: { supplierId: book.pella.id } });
    }
  });

  it("revises the drafts from the openings as they are now, and leaves a draft that already matches", async () => {
    const book = await orderBook();
    const job = await signedOrderJob(book);
    await patchJob(job.jobId, { stage: "measured", notify: false });
    const first = await (await writeOrders(job.jobId)).json();

    const again = await writeOrders(job.jobId);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ created: [], revised: [], unchanged: expect.arrayContaining(first.created) });

    // The re-measure is recorded after the drafts were written: the window order is rewritten.
    await recordFinal(job.jobId, job.openings[0]!.id, "72 1/4", "48");
    const revised = await (await writeOrders(job.jobId)).json();
    const windows = bySupplier(revised.orders, book.milgard.name);
    expect(revised.revised).toEqual([windows.id]);
    expect(windows).toMatchObject({ revision: 2, status: "draft" });
    expect(windows.lines.map((line: { width: { text: string }; sizeFrom: string }) => [line.width.text, line.sizeFrom])).toEqual([
      ["72 1/4", "final"],
      ["35 1/2", "measured"],
    ]);
    expect(bySupplier(revised.orders, book.pella.name).revision).toBe(1);
    expect(revised.orders.map((order: PurchaseOrderView) => order.id).sort()).toEqual(first.created.sort());
  });

  it("never touches an order already sent, and returns 409 when every order is sent", async () => {
    const book = await orderBook();
    const job = await signedOrderJob(book);
    await patchJob(job.jobId, { stage: "measured", notify: false });
    const first = await (await writeOrders(job.jobId)).json();
    const windows = bySupplier(first.orders, book.milgard.name);
    await getDb().update(purchaseOrders).set({ status: "sent", sentAt: NOW }).where(eq(purchaseOrders.id, windows.id));

    await recordFinal(job.jobId, job.openings[0]!.id, "70", "48");
    const after = await (await writeOrders(job.jobId)).json();
    expect(after.kept).toEqual([windows.id]);
    expect(bySupplier(after.orders, book.milgard.name)).toEqual({ ...windows, status: "sent", sentAt: NOW.toISOString() });

    const doors = bySupplier(first.orders, book.pella.name);
    await getDb().update(purchaseOrders).set({ status: "sent", sentAt: NOW }).where(eq(purchaseOrders.id, doors.id));
    const none = await writeOrders(job.jobId);
    expect(none.status).toBe(409);
    expect((await none.json()).error).toContain("already sent");
  });

  it("returns 409 once the units are delivered, and 404 for a job that does not exist", async () => {
    const book = await orderBook();
    const job = await signedOrderJob(book);
    for (const stage of ["measured", "ordered", "delivered"]) await patchJob(job.jobId, { stage, notify: false });
    const late = await writeOrders(job.jobId);
    expect(late.status).toBe(409);
    expect((await late.json()).error).toContain("remake");
    expect((await writeOrders(randomUUID())).status).toBe(404);
    expect((await callAdmin(`/api/admin/purchase-orders/${randomUUID()}`)).status).toBe(404);
  });
});
