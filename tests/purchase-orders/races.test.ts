/**
 * Confirmations and receipts at once, on a real PostgreSQL where concurrent statements really
 * race: two confirmations of one order are each stored whole or refused, two decisions read on the
 * same version make one, receiving the same units twice at once receives each once and
 * delivers the job once, and two remakes at once for one job and supplier gather on one draft.
 */
import { and, eq } from "drizzle-orm";
import { expect, it, vi, beforeEach } from "vitest";
import { getDb } from "../../src/server/db/client";
import { orderRecord, storeConfirmation } from "../../src/server/db/purchase-orders/checks";
import { emailOutbox, jobEvents, jobs, purchaseOrderLines, purchaseOrders } from "../../src/server/db/schema";
import { useAdminEnv } from "../admin/fixtures";
import { describeOnRealPostgres, useLiftedSiteCeilings, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { confirmationOf, orderStep, sentOrder } from "./sent-order";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describeOnRealPostgres("orders under concurrency (real PostgreSQL)", () => {
  useLiftedSiteCeilings();

  it("two confirmations at once, one clean and one differing: each stored whole or refused, never a mix, and the admins told once per differing one stored", async () => {
    const order = await sentOrder();
    const clean = confirmationOf(order, "2027-01-15");
    const differing = confirmationOf(order, "2027-01-22", { width: "71 1/2" });
    const answers = await Promise.all([
      orderStep(order.orderId, "confirmation", clean),
      orderStep(order.orderId, "confirmation", differing),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    const [row] = await getDb().select().from(purchaseOrders).where(eq(purchaseOrders.id, order.orderId));
    const [living] = await getDb()
      .select()
      .from(purchaseOrderLines)
      .where(and(eq(purchaseOrderLines.purchaseOrderId, order.orderId), eq(purchaseOrderLines.openingId, order.openingIds[0])));
    // The ship date and the living room's width come from the same confirmation.
    const width = (living!.confirmed as { widthSixteenths: number }).widthSixteenths;
    expect([row!.shipDate, width]).toEqual(row!.status === "confirmed" ? ["2027-01-15", 72 * 16] : ["2027-01-22", 71 * 16 + 8]);
    const notices = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, order.jobId), eq(emailOutbox.kind, "purchase-order-mismatch")));
    expect(notices).toHaveLength(statuses[1] === 200 ? 1 : 0);
  });

  it("two decisions read on the same version of an order needing attention: exactly one is written, though the status stays and the clock stands still", async () => {
    const order = await sentOrder();
    expect((await orderStep(order.orderId, "confirmation", confirmationOf(order, "2027-01-08", { width: "71" }))).status).toBe(200);
    const record = (await orderRecord(getDb(), order.orderId))!;
    const decide = (shipDate: string) =>
      storeConfirmation(getDb(), record, { status: "needs-attention", shipDate, mismatches: [], lines: [], emails: [], now: NOW });
    const written = await Promise.all([decide("2027-01-15"), decide("2027-01-22")]);
    expect(written.filter((stored) => stored !== null)).toHaveLength(1);
    // The status is the same after either, and the clock is frozen: only the version tells them apart.
    expect(await decide("2027-01-29")).toBeNull();
  });

  it("receiving every unit twice at once: each line received once, the job delivered once with one notice", async () => {
    // Several rounds: the loser's moment (reading the job before the winner's write, writing after it) is narrow.
    for (let round = 0; round < 6; round++) {
      const order = await sentOrder();
      expect((await orderStep(order.orderId, "confirmation", confirmationOf(order, "2027-01-15"))).status).toBe(200);
      const answers = await Promise.all([
        orderStep(order.orderId, "received", { openingIds: [order.openingIds[0]] }),
        orderStep(order.orderId, "received", { openingIds: [order.openingIds[1]] }),
        orderStep(order.orderId, "received", {}),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const received = (await Promise.all(answers.map((answer) => answer.json()))).map((answer) => answer.received);
      expect(received.reduce((sum, count) => sum + count, 0)).toBe(2);
      const [job] = await getDb().select().from(jobs).where(eq(jobs.id, order.jobId));
      expect(job!.stage).toBe("delivered");
      // One event reaches delivered: the later receipt writes no second one (not even a note at delivered).
      const delivered = await getDb()
        .select()
        .from(jobEvents)
        .where(and(eq(jobEvents.jobId, order.jobId), eq(jobEvents.toStage, "delivered")));
      expect(delivered, `round ${round}`).toHaveLength(1);
      const told = await getDb()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.relatedId, order.jobId), eq(emailOutbox.kind, "job-delivered")));
      expect(told).toHaveLength(1);
    }
  });

  it("two remakes at once for one job and supplier: one draft remake order holding both lines, numbered 1 and 2", async () => {
    const order = await sentOrder();
    expect((await orderStep(order.orderId, "confirmation", confirmationOf(order, "2027-01-15"))).status).toBe(200);
    const remake = (openingId: string) =>
      orderStep(order.orderId, "remakes", { openingId, reason: "damaged", costCents: 0, chargedTo: "supplier" });
    const answers = await Promise.all([remake(order.openingIds[0]), remake(order.openingIds[1])]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [first, second] = await Promise.all(answers.map((answer) => answer.json()));
    expect(second).toEqual(first);
    const drafts = await getDb()
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.jobId, order.jobId), eq(purchaseOrders.kind, "remake")));
    expect(drafts.map((draft) => [draft.id, draft.status])).toEqual([[first.id, "draft"]]);
    const lines = await getDb().select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, first.id));
    expect(lines.map((line) => line.openingId).sort()).toEqual([...order.openingIds].sort());
    expect(lines.map((line) => line.position).sort()).toEqual([1, 2]);
  });
});
