/**
 * What each job costs (behind the admin guard, netlify/functions/admin.mts): the office adds and
 * removes a job's other costs, and the owner sets what a crew-day costs. The job page's figures
 * come with GET /api/admin/jobs/{id}.
 */
import type { CostSettings, costSettingsSchema, JobEarningsView, newJobCostSchema } from "../job-costs";
import type { Answers, ApiRoute, Takes } from "./route";

/** Add a cost to the job (a permit fee, disposal): 201 with its id and the job's figures; 400 with field errors; 404 unknown job. */
export const adminJobCosts = {
  path: "/api/admin/jobs/:id/costs",
  POST: {} as Takes<typeof newJobCostSchema, { id: string } & JobEarningsView>,
} satisfies ApiRoute;

/** Remove one of the job's costs: the job's figures after it; 404 when the job has no such cost. */
export const adminJobCost = { path: "/api/admin/jobs/:id/costs/:costId", DELETE: {} as Answers<JobEarningsView> } satisfies ApiRoute;

/** What a crew-day costs (labour on every job's costs). */
export const adminCostSettings = {
  path: "/api/admin/cost-settings",
  GET: {} as Answers<CostSettings>,
  PUT: {} as Takes<typeof costSettingsSchema, CostSettings>,
} satisfies ApiRoute;
