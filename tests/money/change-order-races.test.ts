/**
 * Change orders' races, on a real PostgreSQL where concurrent statements really race: two
 * signatures of one change order at once leave one signature and one 409; two credits signed at
 * once that together would take the contract below the paid deposit leave one signed and one
 * refused, because each signing statement claims the job's money version it decided on.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { changeOrderSignatures, changeOrders } from "../../src/server/db/schema";
import { useAdminEnv } from "../admin/fixtures";
import { describeOnRealPostgres, useLiftedSiteCeilings, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { jobPage, signedJob as signedJobOf } from "../jobs/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { callChangeOrder, CONTRACT_CENTS, DEPOSIT_CENTS, payDeposit, sendChangeOrder, writeChangeOrder } from "./fixtures";

/** Every job here was signed from a quote written before tax classes: its change orders carry its typed 8.3% (tests/tax covers the classes). */
const signedJob = () => signedJobOf({}, { typedRate: true });

const NOW = new Date("2026-12-02T16:00:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useLiftedSiteCeilings();
useContractFacts();
useStripeStandIn();
useAdminEnv();

const sign = (token: string, name: string) =>
  callChangeOrder(`/api/change-orders/${token}/sign`, { method: "POST", body: { name, agree: true } });

describeOnRealPostgres("change orders signed at the same moment", () => {
  it("lets one of two signatures of one change order through and answers the other 409", async () => {
    const { jobId } = await signedJob();
    const { id, newContractTotalCents } = await writeChangeOrder(jobId, [
      { description: "One more slider", quantity: 1, unitPriceCents: 72_500 },
    ]);
    const { token } = await sendChangeOrder(id);
    const answers = await Promise.all([sign(token, "Ana Lopez"), sign(token, "Luis Lopez")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await getDb().select().from(changeOrderSignatures).where(eq(changeOrderSignatures.changeOrderId, id))).toHaveLength(1);
    expect((await jobPage(jobId)).contractTotalCents).toBe(newContractTotalCents);
  });

  it("refuses one of two credits that together would take the contract below the paid deposit", async () => {
    const { jobId, quoteId } = await signedJob();
    await payDeposit(quoteId, NOW);
    // Each alone: 324,900 - 135,000 - 11,205 tax = 178,695, above the 81,225 paid; both: 32,490, below it.
    const credit = [{ description: "Windows left out", quantity: 1, unitPriceCents: -135_000 }];
    const first = await writeChangeOrder(jobId, credit);
    const second = await writeChangeOrder(jobId, credit);
    const tokens = [(await sendChangeOrder(first.id)).token, (await sendChangeOrder(second.id)).token];
    const answers = await Promise.all(tokens.map((token) => sign(token, "Ana Lopez")));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const statuses = (await getDb().select().from(changeOrders).where(eq(changeOrders.jobId, jobId))).map((order) => order.status).sort();
    expect(statuses).toEqual(["sent", "signed"]);
    const page = await jobPage(jobId);
    expect(page.contractTotalCents).toBe(CONTRACT_CENTS - 146_205);
    expect(page.contractTotalCents).toBeGreaterThanOrEqual(DEPOSIT_CENTS);
  });
});
