/**
 * The waiting-too-long flags in SQL, for the board's flag filter and the navigation's counts:
 * the same conditions as jobFlags in src/core/server/job-flags.ts, compared with the same cutoffs
 * (flagCutoffs there), each served by its partial index (jobs_awaiting_* in ../schema.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import { addDays, phoenixInstant } from "@/core/phoenix-time";
import { PERMIT_NOT_ISSUED } from "@/core/permits";
import { AWAITING_DELIVERY, JOB_FLAGS, SETTLED_STAGES, type FlagCutoffs, type JobFlag } from "@/core/server/job-flags";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { jobs } from "../schema";

/** The stages still waiting for the windows, as an SQL list (constants of ours). */
const awaitingDelivery = sql.raw(AWAITING_DELIVERY.map((stage) => `'${stage}'`).join(", "));

/** The permit's statuses before it is issued, and the stages past caring for one or for the customer's issues, as SQL lists (constants of ours). */
const permitNotIssued = sql.raw(PERMIT_NOT_ISSUED.map((status) => `'${status}'`).join(", "));
const settled = sql.raw(SETTLED_STAGES.map((stage) => `'${stage}'`).join(", "));

/** The last day of the expected delivery; the same rule as expectedDeliveryEnd in src/core/server/job-flags.ts. */
const expectedDeliveryEndSql = sql`(case when ${jobs.expectedDeliveryPrecision} = 'week' then ${jobs.expectedDelivery} + 6 else ${jobs.expectedDelivery} end)`;

/** The condition of one flag at the cutoffs. */
export function flaggedSql(flag: JobFlag, cutoffs: FlagCutoffs): SQL {
  switch (flag) {
    case "delivery-overdue":
      return sql`(${jobs.deliveredOn} is null and ${jobs.stage} in (${awaitingDelivery}) and ${jobs.expectedDelivery} is not null and ${expectedDeliveryEndSql} < ${cutoffs.today}::date)`;
    case "install-not-booked":
      return sql`(${jobs.stage} = 'delivered' and ${jobs.deliveredOn} <= ${cutoffs.deliveredBy}::date)`;
    case "completion-overdue":
      // Installed on or before the cutoff day, Phoenix time: before the next day's midnight there.
      return sql`(${jobs.stage} = 'installed' and ${jobs.installedAt} < ${phoenixInstant(addDays(cutoffs.installedBy, 1), 0).toISOString()}::timestamptz)`;
    case "permit-pending":
      // Written as the partial index jobs_permit_pending's predicate, so the planner reads only those jobs.
      return sql`(${jobs.permitRequired} = 'yes' and ${jobs.permitStatus} in (${permitNotIssued}) and ${jobs.stage} not in (${settled}))`;
    case "sign-off-issues":
      // Written as the partial index jobs_sign_off_issues's predicate.
      return sql`(${jobs.signOffIssuesAt} is not null and ${jobs.stage} not in (${settled}))`;
  }
}

/** How many jobs wait too long, per flag. */
export async function countFlaggedJobs(db: Database, cutoffs: FlagCutoffs): Promise<Record<JobFlag, number>> {
  const columns = JOB_FLAGS.map(
    (flag) => sql`(select count(*) from ${jobs} where ${flaggedSql(flag, cutoffs)})::int as ${sql.identifier(flag)}`,
  );
  const [row] = rowsOf<Record<JobFlag, number>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  return Object.fromEntries(JOB_FLAGS.map((flag) => [flag, Number(row?.[flag] ?? 0)])) as Record<JobFlag, number>;
}
