/**
 * What waits for the office, counted in one statement for the admin frame and the dashboard
 * (GET `adminWaiting`). Each count is a subquery that reads only its rows through an index
 * (one status of visits, new leads, unanswered texts, the jobs' waiting-too-long flags' partial
 * indexes), never the whole history. The dashboard's
 * own figures use the same subqueries, so "pending" and "new leads" mean one thing everywhere.
 */
import { sql, type SQL } from "drizzle-orm";
import { JOB_FLAGS, type FlagCutoffs } from "@/core/server/job-flags";
import type { AdminWaiting } from "@/schemas/admin/waiting";
import type { Database } from "../client";
import { flaggedSql } from "../jobs/flags";
import { rowsOf } from "../rows";
import { appointments, jobs, leads } from "../schema";
import { visitInScope, type EstimatorScope } from "../team/scope";
import { textsToAnswerCount } from "../sms/inbox";

/** Visits with `status`, whatever their date; only those `reach` admits when given (an estimator's). */
export const visitsWithStatusCount = (status: string, reach?: SQL) =>
  sql<number>`(select count(*) from ${appointments} where ${appointments.status} = ${status}${reach ? sql` and ${reach}` : sql``})::int`;

/** Leads still new; spam is kept for the admins to see in the lists, but it is not a lead to call back. */
export const newLeadsCount = sql<number>`(select count(*) from ${leads} where ${leads.status} = 'new' and ${leads.spamReason} is null)::int`;

/** Jobs with any waiting-too-long flag at `cutoffs`, each counted once. */
const jobsWaitingCount = (cutoffs: FlagCutoffs) =>
  sql<number>`(select count(*) from ${jobs} where ${sql.join(
    JOB_FLAGS.map((flag) => flaggedSql(flag, cutoffs)),
    sql` or `,
  )})::int`;

/**
 * Every count of AdminWaiting, as of the day `cutoffs` were taken for; an estimator's visits to
 * confirm are those they reach (theirs or nobody's), as their list of visits shows.
 */
export async function countWaiting(db: Database, cutoffs: FlagCutoffs, estimator: EstimatorScope | null = null): Promise<AdminWaiting> {
  const [row] = rowsOf<AdminWaiting>(
    await db.execute(sql`select
      ${visitsWithStatusCount("pending", estimator ? visitInScope(estimator) : undefined)} as "visitsToConfirm",
      ${newLeadsCount} as "newLeads",
      ${textsToAnswerCount} as "textsToAnswer",
      ${jobsWaitingCount(cutoffs)} as "jobsWaiting"
  `),
  );
  return {
    visitsToConfirm: Number(row!.visitsToConfirm),
    newLeads: Number(row!.newLeads),
    textsToAnswer: Number(row!.textsToAnswer),
    jobsWaiting: Number(row!.jobsWaiting),
  };
}
