/** `adminSiteCeilings`: the site-wide ceilings. */
import { adminSiteCeilings } from "@/schemas/routes/admin";
import { siteCeilingSettingsSchema } from "@/schemas/site-ceilings";
import { getDb } from "@/server/db/client";
import { saveCeilingSettings } from "@/server/db/limits/site-ceilings";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { readSiteCeilingsRecord } from "@/server/admin/site-ceilings";
import { admins } from "./guard";

/**
 * GET: each site-wide ceiling (the admins' number or automatic, the learned one and the busiest
 * hour it comes from, what is in force) and the ones reached in windows not yet over.
 * PUT: saves the settings (a number each, or null for automatic) and answers the same record.
 */
export const siteCeilingsEndpoint = admins.on(adminSiteCeilings, {
  async GET() {
    return json(await readSiteCeilingsRecord(getDb(), new Date()));
  },
  PUT: withBody(siteCeilingSettingsSchema, async ({ body, guarded: admin }) => {
    const db = getDb();
    await saveCeilingSettings(db, body, admin.email);
    return json(await readSiteCeilingsRecord(db, new Date()));
  }),
});
