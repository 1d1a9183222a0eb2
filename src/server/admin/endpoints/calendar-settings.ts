/** /api/admin/calendar-settings. */
import { calendarSettingsSchema } from "@/core/calendar-settings";
import { getDb } from "../../db/client";
import { route, withBody } from "../../http/handler";
import { json } from "../../http/headers";
import { findAffectedAppointments, readCalendarSettingsRecord, saveSettingsChange } from "../calendar-settings";
import type { AdminEndpoint } from "./types";

/** True for `?dryRun=1` or `?dryRun=true`. */
function isDryRun(url: URL): boolean {
  return ["1", "true"].includes(url.searchParams.get("dryRun") ?? "");
}

/**
 * GET: the settings in force, and who saved them when.
 * PUT: with ?dryRun=1, the future appointments the new settings would no longer allow
 * (nothing saved); without it, saves them and answers with the same list.
 */
export const calendarSettingsEndpoint: AdminEndpoint = ({ admin }) =>
  route({
    async GET() {
      return json(await readCalendarSettingsRecord(getDb()));
    },
    PUT: withBody(calendarSettingsSchema, async ({ body, url }) => {
      const db = getDb();
      if (isDryRun(url)) return json({ affected: await findAffectedAppointments(db, body, new Date()) });
      const affected = await saveSettingsChange(db, body, admin.email, new Date());
      return json({ settings: body, affected });
    }),
  });
