/** What each job costs: `adminJobCosts`, `adminJobCost` and `adminCostSettings`. */
import { adminCostSettings, adminJobCost, adminJobCosts } from "@/schemas/routes/job-costs";
import { costSettingsSchema, newJobCostSchema } from "@/schemas/job-costs";
import { getDb } from "@/server/db/client";
import { loadCostSettings } from "@/server/db/settings/costs";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { JOB_NOT_FOUND } from "@/server/jobs/records";
import { addJobCost, JOB_COST_NOT_FOUND, putCostSettings, removeJobCost } from "@/server/jobs/job-earnings";
import { admins } from "./guard";

/** POST { description, amountCents }: a cost on the job (201). */
export const jobCostsEndpoint = admins.on(adminJobCosts, {
  POST: withBody(newJobCostSchema, async ({ body, guarded: admin, params }) =>
    json(await addJobCost(getDb(), requireRowId(params.id, JOB_NOT_FOUND), body, { by: admin.email, now: new Date() }), { status: 201 }),
  ),
});

/** DELETE: remove one of the job's costs. */
export const jobCostEndpoint = admins.on(adminJobCost, {
  async DELETE({ params }) {
    return json(await removeJobCost(getDb(), requireRowId(params.id, JOB_NOT_FOUND), requireRowId(params.costId, JOB_COST_NOT_FOUND)));
  },
});

/** GET: what a crew-day costs. PUT: set it. */
export const costSettingsEndpoint = admins.on(adminCostSettings, {
  async GET() {
    return json(await loadCostSettings(getDb()));
  },
  PUT: withBody(costSettingsSchema, async ({ body, guarded: admin }) => json(await putCostSettings(getDb(), body, admin.email))),
});
