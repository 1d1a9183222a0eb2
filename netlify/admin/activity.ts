/** Who did what in the admin, for the owner: `adminActivity`. */
import { activityQuerySchema } from "@/schemas/activity";
import { adminActivity } from "@/schemas/routes/activity";
import { listActivity } from "@/server/admin/activity-list";
import { getDb } from "@/server/db/client";
import { parseWith, queryOf } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { admins } from "./guard";

/** GET ?jobId=&personId=&after=: the records newest first, a page at a time. */
export const activityEndpoint = admins.on(adminActivity, {
  async GET({ url }) {
    return json(await listActivity(getDb(), parseWith(activityQuerySchema, queryOf(url))));
  },
});
