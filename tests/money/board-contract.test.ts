/**
 * The jobs board's card shows the contract as it stands: a signed change order's total in,
 * one only written or sent left out (src/core/job-money.ts decides it).
 */
import { describe, expect, it } from "vitest";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { signedJob } from "../jobs/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { callChangeOrder, CONTRACT_CENTS, sendChangeOrder, writeChangeOrder } from "./fixtures";

useFunctionDatabase({ now: new Date("2026-12-02T16:00:00Z") });
useAdminEnv();
useContractFacts();
useStripeStandIn();

const cardOf = async (jobId: string) =>
  (
    (await (await callAdmin("/api/admin/jobs?stage=signed&pageSize=50")).json()) as {
      items: { id: string; totalCents: number; contractTotalCents: number }[];
    }
  ).items.find((item) => item.id === jobId)!;

describe("a job's card on the board", () => {
  it("shows the contract with its signed change orders, and without one only sent", async () => {
    const { jobId } = await signedJob();
    const order = await writeChangeOrder(jobId, [{ description: "Add a screen door", quantity: 1, unitPriceCents: 30_000 }]);
    const { token } = await sendChangeOrder(order.id);
    expect(await cardOf(jobId)).toMatchObject({ totalCents: CONTRACT_CENTS, contractTotalCents: CONTRACT_CENTS });

    expect(
      (await callChangeOrder(`/api/change-orders/${token}/sign`, { method: "POST", body: { name: "Ana Lopez", agree: true } })).status,
    ).toBe(200);
    expect(await cardOf(jobId)).toMatchObject({ totalCents: CONTRACT_CENTS, contractTotalCents: order.newContractTotalCents });
    expect(order.newContractTotalCents).toBeGreaterThan(CONTRACT_CENTS);
  });
});
