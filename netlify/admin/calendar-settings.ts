/** `adminCalendarSettings`: the booking calendar's settings. */
import { adminCalendarSettings } from "@/schemas/routes/admin";
import { calendarSettingsSchema } from "@/core/calendar-settings";
import { getDb } from "@/server/db/client";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { findAffectedAppointments, readCalendarSettingsRecord, saveSettingsChange } from "@/server/admin/calendar-settings";
import { admins } from "./guard";

/** True for `?dryRun=1` or `?dryRun=true`. */
function isDryRun(url: URL): boolean {
  return ["1", "true"].includes(url.searchParams.get("dryRun") ?? "");
}

/**
 * GET: the settings in force, and who saved them when.
 * PUT: with ?dryRun=1, the future appointments the new settings would no longer allow
 * (nothing saved); without it, saves them and answers with the same list.
 */
export const calendarSettingsEndpoint = admins.on(adminCalendarSettings, {
  async GET() {
    return json(await readCalendarSettingsRecord(getDb()));
  },
  PUT: withBody(calendarSettingsSchema, async ({ body, url, guarded: admin }) => {
    const db = getDb();
    if (isDryRun(url)) return json({ affected: await findAffectedAppointments(db, body, new Date()) });
    const affected = await saveSettingsChange(db, body, admin.email, new Date());
    return json({ settings: body, affected });
  }),
});
