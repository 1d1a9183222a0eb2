/**
 * Confirmations and receipts at once, on a real PostgreSQL where concurrent statements really
 * race: two confirmations of one order make one decision (the other is told the order changed),
 * and receiving the same units twice at once receives each once and delivers the job once.
 */
import { and, eq } from "drizzle-orm";
import { expect, it, vi, beforeEach } from "vitest";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, jobEvents, jobs, purchaseOrders } from "../../src/server/db/schema";
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

  it("two confirmations at once, one clean and one differing: one decides, the other gets 409, and the order holds the winner's", async () => {
    const order = await sentOrder();
    const clean = confirmationOf(order, "2027-01-15");
    const differing = confirmationOf(order, "2027-01-22", { width: "71 1/2" });
    const answers = await Promise.all([orderStep(order.orderId, "confirmation", clean), orderStep(order.orderId, "confirmation", differing)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = await answers.find((answer) => answer.status === 200)!.json();
    const [row] = await getDb().select().from(purchaseOrders).where(eq(purchaseOrders.id, order.orderId));
    expect(row!.status).toBe(winner.status);
    expect(row!.shipDate).toBe(winner.status === "confirmed" ? "2027-01-15" : "2027-01-22");
    const notices = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, order.jobId), eq(emailOutbox.kind, "purchase-order-mismatch")));
    expect(notices).toHaveLength(winner.status === "needs-attention" ? 1 : 0);
  });

  it("two differing confirmations of an order needing attention at once: one replaces the last, the other gets 409", async () => {
    const order = await sentOrder();
    expect((await orderStep(order.orderId, "confirmation", confirmationOf(order, "2027-01-15", { width: "71" }))).status).toBe(200);
    const answers = await Promise.all(
      ["70", "69"].map((width) => orderStep(order.orderId, "confirmation", confirmationOf(order, "2027-01-15", { width }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("receiving every unit twice at once: each line received once, the job delivered once with one notice", async () => {
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
    const delivered = await getDb()
      .select()
      .from(jobEvents)
      .where(and(eq(jobEvents.jobId, order.jobId), eq(jobEvents.toStage, "delivered")));
    expect(delivered).toHaveLength(1);
    const told = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, order.jobId), eq(emailOutbox.kind, "job-delivered")));
    expect(told).toHaveLength(1);
  });
});
