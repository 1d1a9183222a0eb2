import { closedDates } from "../../src/core/availability";
import { loadCalendarSettings } from "../../src/server/db/settings/calendar";
import { getDb } from "../../src/server/db/client";
import { route } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";

/**
 * GET /api/calendar: what the booking calendar needs of the saved settings (slots, closed days,
 * holidays, days off, weeks ahead, office hours), and `closedDates`, every day of the bookable
 * window the calendar closes (YYYY-MM-DD), for clients that do not run the availability rule.
 */
export default route({
  async GET() {
    const settings = await loadCalendarSettings(getDb());
    return json({ settings, closedDates: closedDates(settings, new Date()) });
  },
});

export const config = { path: "/api/calendar" };
