/**
 * What a job's orders decide about the job: its expected delivery (the latest ship date of its
 * confirmed orders) and, once every line of every live order is received, its delivery. Both go
 * through the office's own change of the job (../jobs/patch-job.ts), so the stage rule, the
 * timeline and the customer's notice are the ones a typed change gets: a new expected delivery
 * of an ordered job is told as "ordered" is, and delivered opens the install-day chooser. The
 * change is written only while the job is at the stage the decision read: two receipts at once
 * that both find every line in deliver the job once, the second finding it delivered.
 */
import { hasReached, isOpenStage } from "@/core/job-stages";
import { deliveredByOrders, expectedDeliveryOf } from "@/core/purchase-order-progress";
import type { JobPatch } from "@/schemas/job";
import type { Actor } from "../db/activity/activity";
import type { Database } from "../db/client";
import { liveOrderFacts } from "../db/purchase-orders/checks";
import type { ServerEnv } from "../env";
import { ConflictError } from "../http/errors";
import { describeError } from "../log-safe";
import { changeJob } from "../jobs/patch-job";
import { jobById, precisionOf, stageOf, type JobRecord } from "../jobs/records";

/** How many times the job is read again when another change got to it first. */
const ATTEMPTS = 3;

/** The job's change its orders call for now, with the job as it was read for the decision; null for none. */
async function changeCalledFor(db: Database, jobId: string): Promise<{ patch: JobPatch; record: JobRecord } | null> {
  const [{ orders, lines }, record] = await Promise.all([liveOrderFacts(db, jobId), jobById(db, jobId)]);
  const { job } = record;
  const stage = stageOf(job);
  const patch: JobPatch = {};
  const expected = expectedDeliveryOf(orders);
  // A job already delivered (a remake confirmed later) or closed keeps the delivery it had.
  const awaiting = isOpenStage(stage) && !hasReached(stage, "delivered");
  if (expected && awaiting && (expected !== job.expectedDelivery || precisionOf(job) !== "day")) {
    patch.expectedDelivery = expected;
    patch.expectedDeliveryPrecision = "day";
  }
  if (deliveredByOrders(stage, lines)) patch.stage = "delivered";
  return Object.keys(patch).length > 0 ? { patch, record } : null;
}

/**
 * Brings the job in line with its orders, as `admin` (`note` on the timeline). Another change made
 * meanwhile (two receipts at once) is read again, so the job moves once. Never throws: the
 * orders' change is stored already; a refusal is logged for the office to put right by hand.
 */
export async function followOrders(
  db: Database,
  env: ServerEnv,
  jobId: string,
  { admin, note, now }: { admin: Actor; note: string; now: Date },
): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const called = await changeCalledFor(db, jobId);
      if (!called) return;
      // The decision's own read of the job: the write stands only while the job is still at its stage.
      await changeJob(db, env, called.record, { ...called.patch, note }, { admin, now });
      return;
    } catch (error) {
      if (error instanceof ConflictError && attempt < ATTEMPTS) continue;
      console.error(`Job ${jobId} not brought in line with its orders: ${describeError(error)}`);
      return;
    }
  }
}
