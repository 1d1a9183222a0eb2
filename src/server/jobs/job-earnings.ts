/**
 * What a job costs and earns as the job page reads it: the facts summed by the database
 * (src/server/db/money/job-costs.ts), the crew-day cost of the settings, and the rule
 * (src/core/job-money.ts `jobEarnings`). The office adds and removes the job's other costs here.
 */
import { crewDaysOf, jobEarnings } from "@/core/job-money";
import type { CostSettings, JobCostEntry, JobEarningsView, NewJobCost } from "@/schemas/job-costs";
import type { Database } from "../db/client";
import { deleteJobCost, insertJobCost, jobCostRead, listJobCosts } from "../db/money/job-costs";
import type { JobCost } from "../db/schema";
import { loadCostSettings, saveCostSettings } from "../db/settings/costs";
import { NotFoundError } from "../http/errors";
import { JOB_NOT_FOUND } from "./records";

export const JOB_COST_NOT_FOUND = "The job has no such cost.";

/** The costs and profit of job `jobId`; 404 when there is no such job. */
export async function jobEarningsView(db: Database, jobId: string): Promise<JobEarningsView> {
  const [read, settings, entries] = await Promise.all([jobCostRead(db, jobId), loadCostSettings(db), listJobCosts(db, jobId)]);
  if (!read) throw new NotFoundError(JOB_NOT_FOUND);
  return {
    ...jobEarnings(read.contractTotalCents, read.facts, settings.crewDayCents),
    crewDays: crewDaysOf(read.facts),
    crewDayCents: settings.crewDayCents,
    contractTaxCents: read.facts.contractTaxCents,
    costEntries: entries.map(costEntryOf),
  };
}

/** Adds a cost to job `jobId` as `by`; answers its id and the job's figures after it (404 unknown job). */
export async function addJobCost(
  db: Database,
  jobId: string,
  cost: NewJobCost,
  { by, now }: { by: string; now: Date },
): Promise<{ id: string } & JobEarningsView> {
  const row = await insertJobCost(db, jobId, { ...cost, by, at: now });
  if (!row) throw new NotFoundError(JOB_NOT_FOUND);
  return { id: row.id, ...(await jobEarningsView(db, jobId)) };
}

/** Removes cost `costId` of job `jobId`; answers the job's figures after it (404 when the job has no such cost). */
export async function removeJobCost(db: Database, jobId: string, costId: string): Promise<JobEarningsView> {
  if (!(await deleteJobCost(db, jobId, costId))) throw new NotFoundError(JOB_COST_NOT_FOUND);
  return jobEarningsView(db, jobId);
}

/** Saves the costing settings as `by`; answers them. */
export async function putCostSettings(db: Database, settings: CostSettings, by: string): Promise<CostSettings> {
  await saveCostSettings(db, settings, by);
  return loadCostSettings(db);
}

function costEntryOf(row: JobCost): JobCostEntry {
  return {
    id: row.id,
    description: row.description,
    amountCents: row.amountCents,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
