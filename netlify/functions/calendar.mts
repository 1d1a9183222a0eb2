import { closedDates } from "../../src/core/availability";
import { loadCalendarSettings } from "../../src/server/db/settings/calendar";
import { getDb } from "../../src/server/db/client";
import { serve } from "../../src/server/http/serve";
import { calendar } from "../../src/schemas/routes/booking";
import { json } from "../../src/server/http/headers";

/**
 * GET `calendar`: what the booking calendar needs of the saved settings (slots, closed days,
 * holidays, days off, weeks ahead, office hours), and `closedDates`, every day of the bookable
 * window the calendar closes (YYYY-MM-DD), for clients that do not run the availability rule.
 */
const served = serve(calendar, {
  async GET() {
    const settings = await loadCalendarSettings(getDb());
    return json({ settings, closedDates: closedDates(settings, new Date()) });
  },
});

export default served;

export const config = { path: served.path };
