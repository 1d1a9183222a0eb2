import { loadCalendarSettings } from "../../src/server/db/calendar-settings";
import { getDb } from "../../src/server/db/client";
import { route } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";

/** GET /api/calendar: what the booking calendar needs of the saved settings (slots, closed days, blocked dates, weeks ahead). */
export default route({
  async GET() {
    return json({ settings: await loadCalendarSettings(getDb()) });
  },
});

export const config = { path: "/api/calendar" };
