/** /api/admin/site-ceilings. */
import { siteCeilingSettingsSchema } from "@/schemas/site-ceilings";
import { getDb } from "../../db/client";
import { saveCeilingSettings } from "../../db/limits/site-ceilings";
import { route, withBody } from "../../http/handler";
import { json } from "../../http/headers";
import { readSiteCeilingsRecord } from "../site-ceilings";
import type { AdminEndpoint } from "./types";

/**
 * GET: each site-wide ceiling (the admins' number or automatic, the learned one and the busiest
 * hour it comes from, what is in force) and the ones reached in windows not yet over.
 * PUT: saves the settings (a number each, or null for automatic) and answers the same record.
 */
export const siteCeilingsEndpoint: AdminEndpoint = ({ admin }) =>
  route({
    async GET() {
      return json(await readSiteCeilingsRecord(getDb(), new Date()));
    },
    PUT: withBody(siteCeilingSettingsSchema, async ({ body }) => {
      const db = getDb();
      await saveCeilingSettings(db, body, admin.email);
      return json(await readSiteCeilingsRecord(db, new Date()));
    }),
  });
