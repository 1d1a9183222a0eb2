/** Two writes of a job's orders at once (real PostgreSQL, where they really race): one live order per supplier. */
import { expect, it } from "vitest";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { describeOnRealPostgres, useLiftedSiteCeilings, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { patchJob } from "../jobs/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { orderBook, signedOrderJob, writeOrders } from "./fixtures";

const NOW = new Date("2026-12-02T16:00:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();
useLiftedSiteCeilings();

describeOnRealPostgres("writing a job's orders twice at once (real PostgreSQL)", () => {
  it("keeps one live order per supplier: one write creates them, the other finds them or answers 409", async () => {
    const book = await orderBook();
    for (let round = 0; round < 3; round++) {
      const job = await signedOrderJob(book);
      await patchJob(job.jobId, { stage: "measured", notify: false });
      const responses = await Promise.all([writeOrders(job.jobId), writeOrders(job.jobId), writeOrders(job.jobId)]);
      const statuses = responses.map((response) => response.status);
      expect(statuses.every((status) => [200, 201, 409].includes(status))).toBe(true);
      expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
      const { orders } = await (await callAdmin(`/api/admin/jobs/${job.jobId}/purchase-orders`)).json();
      expect(orders.map((order: { supplier: { name: string } }) => order.supplier.name).sort()).toEqual(
        [book.milgard.name, book.pella.name].sort(),
      );
      expect(orders.every((order: { status: string; revision: number }) => order.status === "draft" && order.revision === 1)).toBe(true);
    }
  });
});
