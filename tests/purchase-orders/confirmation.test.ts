/**
 * After the send: the supplier's confirmation checked line by line (clean, or with a size and an
 * option mismatch), the office's answer (accept with a reason, or a corrected order), the job's
 * expected delivery from the ship date as the customer hears it, partial receipts then delivered,
 * and remakes charged to the supplier and to us, the job waiting for them.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { adminActivity, emailOutbox, jobs, purchaseOrderLines, purchaseOrders } from "../../src/server/db/schema";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { jobPage } from "../jobs/fixtures";
import { confirmationOf, orderStep, sentOrder, type SentOrder } from "./sent-order";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();
useLiftedSiteCeilings();

const emailsOf = (jobId: string, kind: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedId, jobId), eq(emailOutbox.kind, kind)));
const orderRow = async (id: string) => (await getDb().select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!;
const jobRow = async (id: string) => (await getDb().select().from(jobs).where(eq(jobs.id, id)))[0]!;

/** The order confirmed as ordered, shipping 15 January. */
async function confirmed(order: SentOrder) {
  expect((await orderStep(order.orderId, "confirmation", confirmationOf(order, "2027-01-15"))).status).toBe(200);
}

describe("POST /api/admin/purchase-orders/{id}/confirmation", () => {
  it("confirms a matching confirmation: each line keeps it and its cost, and the job's expected delivery is the ship date, told to the customer", async () => {
    const order = await sentOrder();
    const response = await orderStep(order.orderId, "confirmation", confirmationOf(order, "2027-01-15"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "confirmed", mismatches: [] });

    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: "confirmed", shipDate: "2027-01-15", mismatches: [] });
    expect(row.confirmedAt).toEqual(NOW);
    const lines = await getDb().select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, order.orderId));
    expect(lines.map((line) => [line.unitCostCents, line.confirmed]).sort()).toEqual(
      [
        [41_000, { widthSixteenths: 1152, heightSixteenths: 768, optionIds: [order.lowE], unitCostCents: 41_000 }],
        [28_500, { widthSixteenths: 568, heightSixteenths: 959, optionIds: [order.lowE], unitCostCents: 28_500 }],
      ].sort(),
    );
    expect(await jobRow(order.jobId)).toMatchObject({ expectedDelivery: "2027-01-15", expectedDeliveryPrecision: "day", stage: "ordered" });
    // The send told the customer the units were ordered; the confirmation tells them when they arrive.
    const told = (await emailsOf(order.jobId, "job-ordered")).sort((a, b) => a.id - b.id);
    expect(told).toHaveLength(2);
    expect(told[0]!.text).not.toContain("January 15");
    expect(told[1]!.text).toContain("January 15");
    expect(await emailsOf(order.jobId, "purchase-order-mismatch")).toEqual([]);
  });

  it("flags a size and an option mismatch: the order needs attention, the differences are kept and the admins told which opening and what differs", async () => {
    const order = await sentOrder();
    const response = await orderStep(
      order.orderId,
      "confirmation",
      confirmationOf(order, "2027-01-15", { width: "71 1/2", options: [order.grids] }),
    );
    expect(response.status).toBe(200);
    const mismatches = [
      { openingId: order.openingIds[0], field: "width", ordered: "72", confirmed: "71 1/2" },
      { openingId: order.openingIds[0], field: "options", ordered: "Low-E glass", confirmed: "Grids" },
    ];
    expect(await response.json()).toEqual({ status: "needs-attention", mismatches });
    expect(await orderRow(order.orderId)).toMatchObject({ status: "needs-attention", mismatches, confirmedAt: null });
    expect((await jobRow(order.jobId)).expectedDelivery).toBeNull();

    const [notice] = await emailsOf(order.jobId, "purchase-order-mismatch");
    expect(notice?.to).toBe("owner@example.com, remodel@example.com");
    expect(notice?.text).toContain(`Order ${order.orderNumber} confirmed with differences`);
    expect(notice?.text).toContain("Living room, picture window: width ordered 72, confirmed 71 1/2");
    expect(notice?.text).toContain("Living room, picture window: options ordered Low-E glass, confirmed Grids");
    expect(notice?.status).toBe("sent");
  });

  it("answers 400 for an opening not on the order or named twice, and for a size the sheet would not take", async () => {
    const order = await sentOrder();
    const body = confirmationOf(order, "2027-01-15");
    const stranger = { ...body.lines[0]!, openingId: "7d0c3a52-8f3e-4c36-9a57-1c8d6f0b2a11" };
    const strange = await orderStep(order.orderId, "confirmation", { ...body, lines: [...body.lines, stranger] });
    expect(strange.status).toBe(400);
    expect((await strange.json()).fieldErrors.lines[0]).toContain(`Not on order ${order.orderNumber}`);
    const twice = await orderStep(order.orderId, "confirmation", { ...body, lines: [...body.lines, body.lines[0]] });
    expect(twice.status).toBe(400);
    expect((await twice.json()).fieldErrors.lines[0]).toContain("Confirmed twice");
    const size = await orderStep(order.orderId, "confirmation", confirmationOf(order, "2027-01-15", { width: "71 1/3" }));
    expect(size.status).toBe(400);
    expect(await orderStep(order.orderId, "confirmation", { ...body, shipDate: "2027-02-30" })).toHaveProperty("status", 400);
    expect((await orderRow(order.orderId)).status).toBe("sent");
  });

  it("answers 409 for a draft or confirmed order, and 404 for an unknown one", async () => {
    const order = await sentOrder();
    await getDb().update(purchaseOrders).set({ status: "draft" }).where(eq(purchaseOrders.id, order.orderId));
    const draft = await orderStep(order.orderId, "confirmation", confirmationOf(order, "2027-01-15"));
    expect(draft.status).toBe(409);
    expect((await draft.json()).error).toContain("still a draft");
    await getDb().update(purchaseOrders).set({ status: "sent" }).where(eq(purchaseOrders.id, order.orderId));
    await confirmed(order);
    expect((await orderStep(order.orderId, "confirmation", confirmationOf(order, "2027-01-15"))).status).toBe(409);
    expect((await orderStep("7d0c3a52-8f3e-4c36-9a57-1c8d6f0b2a11", "confirmation", confirmationOf(order, "2027-01-15"))).status).toBe(404);
  });
});

describe("answering a confirmation's differences", () => {
  it("accepts them with a reason: confirmed, who and why recorded, the expected delivery the ship date", async () => {
    const order = await sentOrder();
    await orderStep(order.orderId, "confirmation", confirmationOf(order, "2027-01-20", { height: "47 7/8" }));
    expect((await orderStep(order.orderId, "accept", { reason: "" })).status).toBe(400);
    const response = await orderStep(order.orderId, "accept", { reason: "The frame fits: 1/8 in is within the opening's gap" });
    expect(response.status).toBe(200);
    expect((await response.json()).status).toBe("confirmed");
    expect(await orderRow(order.orderId)).toMatchObject({
      status: "confirmed",
      acceptedReason: "The frame fits: 1/8 in is within the opening's gap",
      acceptedBy: "owner@example.com",
      acceptedAt: NOW,
    });
    expect((await jobRow(order.jobId)).expectedDelivery).toBe("2027-01-20");
    expect((await orderStep(order.orderId, "accept", { reason: "again" })).status).toBe(409);
    // Who accepted, once: the refused second answer left no record.
    const accepted = await getDb()
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, order.orderId), eq(adminActivity.action, "purchase-order.accept")));
    expect(accepted).toEqual([
      expect.objectContaining({
        actorEmail: "owner@example.com",
        jobId: order.jobId,
        detail: expect.objectContaining({ reason: "The frame fits: 1/8 in is within the opening's gap" }),
      }),
    ]);
  });

  it("corrects the order: the old one superseded, a new draft for the same job and supplier with the same lines", async () => {
    const order = await sentOrder();
    await orderStep(order.orderId, "confirmation", confirmationOf(order, "2027-01-20", { width: "71" }));
    const response = await orderStep(order.orderId, "correct");
    expect(response.status).toBe(201);
    const draft = await response.json();
    expect(draft.number).toBeGreaterThan(order.orderNumber);
    expect((await orderRow(order.orderId)).status).toBe("superseded");
    expect(await orderRow(draft.id)).toMatchObject({
      status: "draft",
      jobId: order.jobId,
      supplierId: order.supplierId,
      revision: 2,
      supersedesId: order.orderId,
    });
    const lines = await getDb().select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, draft.id));
    expect(lines.map((line) => line.openingId).sort()).toEqual([...order.openingIds].sort());
    expect(lines.every((line) => line.confirmed === null)).toBe(true);
    expect((await orderStep(order.orderId, "correct")).status).toBe(409);
  });
});

describe("POST /api/admin/purchase-orders/{id}/received", () => {
  it("receives some lines, then the rest: the job is delivered once every line is in, and the customer told to choose install days", async () => {
    const order = await sentOrder();
    expect((await orderStep(order.orderId, "received", {})).status).toBe(409);
    await confirmed(order);
    const first = await orderStep(order.orderId, "received", { openingIds: [order.openingIds[0]] });
    expect(await first.json()).toEqual({ received: 1, jobDelivered: false });
    expect((await jobRow(order.jobId)).stage).toBe("ordered");
    const again = await orderStep(order.orderId, "received", { openingIds: [order.openingIds[0]] });
    expect(await again.json()).toEqual({ received: 0, jobDelivered: false });

    const rest = await orderStep(order.orderId, "received", {});
    expect(await rest.json()).toEqual({ received: 1, jobDelivered: true });
    expect(await jobRow(order.jobId)).toMatchObject({ stage: "delivered", deliveredOn: "2026-12-02" });
    expect(await emailsOf(order.jobId, "job-delivered")).toHaveLength(1);
    expect(await (await orderStep(order.orderId, "received", {})).json()).toEqual({ received: 0, jobDelivered: true });
  });

  it("answers 400 for an opening not on the order", async () => {
    const order = await sentOrder();
    await confirmed(order);
    expect((await orderStep(order.orderId, "received", { openingIds: ["7d0c3a52-8f3e-4c36-9a57-1c8d6f0b2a11"] })).status).toBe(400);
  });
});

describe("POST /api/admin/purchase-orders/{id}/remakes", () => {
  it("adds remakes to one open remake draft with their reason, cost and payer, and the job waits for it", async () => {
    const order = await sentOrder();
    await confirmed(order);
    await orderStep(order.orderId, "received", { openingIds: [order.openingIds[0]] });

    const damaged = await orderStep(order.orderId, "remakes", {
      openingId: order.openingIds[0],
      reason: "damaged",
      costCents: 0,
      chargedTo: "supplier",
    });
    expect(damaged.status).toBe(201);
    const remake = await damaged.json();
    const measured = await orderStep(order.orderId, "remakes", {
      openingId: order.openingIds[1],
      reason: "mis-measure",
      costCents: 31_000,
      chargedTo: "us",
    });
    expect(await measured.json()).toEqual(remake);
    expect(await orderRow(remake.id)).toMatchObject({ kind: "remake", status: "draft", jobId: order.jobId, supplierId: order.supplierId });
    const lines = await getDb().select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, remake.id));
    expect(lines.map((line) => [line.position, line.remakeReason, line.remakeCostCents, line.remakeChargedTo])).toEqual(
      expect.arrayContaining([
        [1, "damaged", 0, "supplier"],
        [2, "mis-measure", 31_000, "us"],
      ]),
    );
    expect(
      (await orderStep(order.orderId, "remakes", { openingId: order.openingIds[0], reason: "other", costCents: 1, chargedTo: "us" }))
        .status,
    ).toBe(409);

    // Every line of the first order is in, but the remakes are not: the job waits.
    expect(await (await orderStep(order.orderId, "received", {})).json()).toEqual({ received: 1, jobDelivered: false });
    await getDb().update(purchaseOrders).set({ status: "sent" }).where(eq(purchaseOrders.id, remake.id));
    const remakeOrder = { ...order, orderId: remake.id };
    expect((await orderStep(remake.id, "confirmation", confirmationOf(remakeOrder, "2027-01-25"))).status).toBe(200);
    expect(await (await orderStep(remake.id, "received", {})).json()).toEqual({ received: 2, jobDelivered: true });
  });

  it("keeps a delivered job delivered when a unit is remade after, the remake order awaited on its page", async () => {
    const order = await sentOrder();
    await confirmed(order);
    await orderStep(order.orderId, "received", {});
    expect((await jobRow(order.jobId)).stage).toBe("delivered");
    const response = await orderStep(order.orderId, "remakes", {
      openingId: order.openingIds[1],
      reason: "damaged",
      costCents: 0,
      chargedTo: "supplier",
    });
    expect(response.status).toBe(201);
    expect((await jobRow(order.jobId)).stage).toBe("delivered");
    const checks = await (await callAdmin(`/api/admin/jobs/${order.jobId}/order-checks`)).json();
    expect(checks.orders.map((check: { kind: string; status: string }) => [check.kind, check.status])).toEqual([
      ["remake", "draft"],
      ["order", "confirmed"],
    ]);
    expect(checks.orders[0].lines[0]).toMatchObject({
      location: "Bathroom",
      remake: { reason: "damaged", costCents: 0, chargedTo: "supplier" },
      receivedAt: null,
    });
  });

  it("answers 409 for an order not confirmed, and 400 for a bad reason or payer", async () => {
    const order = await sentOrder();
    const body = { openingId: order.openingIds[0], reason: "damaged", costCents: 0, chargedTo: "supplier" };
    expect((await orderStep(order.orderId, "remakes", body)).status).toBe(409);
    await confirmed(order);
    expect((await orderStep(order.orderId, "remakes", { ...body, reason: "bored" })).status).toBe(400);
    expect((await orderStep(order.orderId, "remakes", { ...body, chargedTo: "them" })).status).toBe(400);
  });
});

describe("GET /api/admin/jobs/{id}/order-checks", () => {
  it("shows each line as ordered beside as confirmed, with the fields that differ", async () => {
    const order = await sentOrder();
    await orderStep(
      order.orderId,
      "confirmation",
      confirmationOf(order, "2027-01-15", { width: "71 1/2", options: [order.lowE, order.grids] }),
    );
    const response = await callAdmin(`/api/admin/jobs/${order.jobId}/order-checks`);
    expect(response.status).toBe(200);
    const [check] = (await response.json()).orders;
    expect(check).toMatchObject({
      number: order.orderNumber,
      supplier: "Milgard Manufacturing",
      status: "needs-attention",
      shipDate: "2027-01-15",
    });
    expect(check.lines[0]).toMatchObject({
      location: "Living room",
      style: "picture",
      ordered: { width: "72", height: "48", options: ["Low-E glass"] },
      confirmed: { width: "71 1/2", height: "48", options: ["Low-E glass", "Grids"], unitCostCents: 41_000 },
      differs: ["width", "options"],
    });
    expect(check.lines[1]).toMatchObject({ ordered: { width: "35 1/2", height: "59 15/16" }, differs: [] });
    expect((await jobPage(order.jobId)).id).toBe(order.jobId);
    expect((await callAdmin(`/api/admin/jobs/7d0c3a52-8f3e-4c36-9a57-1c8d6f0b2a11/order-checks`)).status).toBe(404);
  });
});
