/** `adminSources`: the dashboard's "Where jobs come from" and "Review requests" panels. */
import { adminSources } from "@/schemas/routes/admin";
import { loadCalendarSettings } from "@/server/db/settings/calendar";
import { getDb } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { json } from "@/server/http/headers";
import { loadReviewRequestStats } from "@/server/admin/review-request-stats";
import { loadSourcePanels } from "@/server/admin/sources";
import { admins } from "./guard";

/** GET: per channel over the last 30 and 90 days, and the review requests sent. */
export const sourcesEndpoint = admins.on(adminSources, {
  async GET() {
    const db = getDb();
    const now = new Date();
    const settings = await loadCalendarSettings(db);
    const [panels, reviewRequests] = await Promise.all([
      loadSourcePanels(db, now),
      loadReviewRequestStats(db, now, { enabled: settings.reviewRequests, placeId: serverEnv().GOOGLE_PLACE_ID }),
    ]);
    return json({ panels, reviewRequests });
  },
});
