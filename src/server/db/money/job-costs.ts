/**
 * The facts of what a job costs and of the sales tax inside its contract, each one SQL expression
 * over the job row `jobs` (src/core/job-money.ts `jobEarnings` decides what they make): the job
 * page and the money panel read the same sums. Every subquery reads only the job's own rows
 * through an index (purchase_orders_job, purchase_order_lines_opening, install_days' key,
 * job_costs_job, change_orders_job).
 */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { JobCostFacts } from "@/core/job-money";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { jobCosts, jobs, type JobCost } from "../schema";
import { jobMoneyColumns } from "./job-money";

/** An order that still stands: neither replaced by a corrected one nor cancelled. */
export const liveOrderSql = (alias: string) => sql.raw(`${alias}.status not in ('superseded', 'cancelled')`);

/**
 * The sales tax in the contract: the signed option's (its scope's taxCents) and each signed change
 * order's (its total less its lines, which are priced before tax).
 */
export const contractTaxCentsSql: SQL<number> = sql<number>`(coalesce(("jobs"."scope"->>'taxCents')::integer, 0) + (select coalesce(sum(co.total_cents - (select coalesce(sum((line->>'amountCents')::bigint), 0) from jsonb_array_elements(co.items) line)), 0)::integer from change_orders co where co.job_id = "jobs"."id" and co.status = 'signed'))`;

/**
 * The confirmed unit costs of the job's live orders. A remake's unit is costed by its remake cost
 * (below), never by its order's confirmation, so a remake is not counted twice.
 */
export const unitCostsCentsSql: SQL<number> = sql<number>`(select coalesce(sum(l.unit_cost_cents), 0)::integer from purchase_orders po join purchase_order_lines l on l.purchase_order_id = po.id where po.job_id = "jobs"."id" and po.kind = 'order' and ${liveOrderSql("po")})`;

/** What the job's remakes charged to us cost (on live remake orders). */
export const remakesToUsCentsSql: SQL<number> = sql<number>`(select coalesce(sum(l.remake_cost_cents), 0)::integer from purchase_orders po join purchase_order_lines l on l.purchase_order_id = po.id where po.job_id = "jobs"."id" and ${liveOrderSql("po")} and l.remake_charged_to = 'us')`;

/** The crew-days the job's install holds on the calendar. */
export const bookedCrewDaysSql: SQL<number> = sql<number>`(select count(*)::integer from install_days d where d.job_id = "jobs"."id")`;

/** The other costs the office added to the job. */
export const otherCostsCentsSql: SQL<number> = sql<number>`(select coalesce(sum(c.amount_cents), 0)::integer from job_costs c where c.job_id = "jobs"."id")`;

/** The cost facts of the job in the row, and its contract (signed option and signed change orders), as columns of a select. */
export const jobCostColumns = {
  contractTotalCents: sql<number>`(${jobMoneyColumns.signedTotalCents} + ${jobMoneyColumns.changeOrdersCents})`,
  contractTaxCents: contractTaxCentsSql,
  unitCostsCents: unitCostsCentsSql,
  remakesToUsCents: remakesToUsCentsSql,
  bookedCrewDays: bookedCrewDaysSql,
  plannedCrewDays: jobs.installDays,
  otherCents: otherCostsCentsSql,
};

/** A job's contract total and its cost facts. */
export interface JobCostRead {
  contractTotalCents: number;
  facts: JobCostFacts;
}

/** Postgres answers sums as numbers or numeric strings depending on the driver: numbers here. */
export function costReadOf(row: Record<keyof typeof jobCostColumns, number | string>): JobCostRead {
  return {
    contractTotalCents: Number(row.contractTotalCents),
    facts: {
      contractTaxCents: Number(row.contractTaxCents),
      unitCostsCents: Number(row.unitCostsCents),
      remakesToUsCents: Number(row.remakesToUsCents),
      bookedCrewDays: Number(row.bookedCrewDays),
      plannedCrewDays: Number(row.plannedCrewDays),
      otherCents: Number(row.otherCents),
    },
  };
}

/** The contract and cost facts of job `jobId`; null when there is no such job. */
export async function jobCostRead(db: Database, jobId: string): Promise<JobCostRead | null> {
  const [row] = await db
    .select(jobCostColumns)
    .from(jobs)
    .where(sql`${jobs.id} = ${jobId}::uuid`);
  return row ? costReadOf(row) : null;
}

/** The costs the office added to job `jobId`, oldest first. */
export function listJobCosts(db: Database, jobId: string): Promise<JobCost[]> {
  return db.select().from(jobCosts).where(eq(jobCosts.jobId, jobId)).orderBy(asc(jobCosts.createdAt), asc(jobCosts.id));
}

/** Adds a cost to job `jobId`, in one statement that writes nothing when there is no such job; null then. */
export async function insertJobCost(
  db: Database,
  jobId: string,
  cost: { description: string; amountCents: number; by: string; at: Date },
): Promise<JobCost | null> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into ${jobCosts} (job_id, description, amount_cents, created_by, created_at)
      select ${jobs.id}, ${cost.description}, ${cost.amountCents}, ${cost.by}, ${cost.at.toISOString()}
      from ${jobs} where ${jobs.id} = ${jobId}::uuid
      returning id`),
  );
  if (!rows[0]) return null;
  const [row] = await db.select().from(jobCosts).where(eq(jobCosts.id, rows[0].id));
  return row ?? null;
}

/** Removes cost `costId` of job `jobId`; false when the job has no such cost. */
export async function deleteJobCost(db: Database, jobId: string, costId: string): Promise<boolean> {
  const deleted = await db
    .delete(jobCosts)
    .where(and(eq(jobCosts.id, costId), eq(jobCosts.jobId, jobId)))
    .returning({ id: jobCosts.id });
  return deleted.length > 0;
}
