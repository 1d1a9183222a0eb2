/** /api/admin/sources: the dashboard's "Where jobs come from" and "Review requests" panels. */
import { loadCalendarSettings } from "../../db/settings/calendar";
import { getDb } from "../../db/client";
import { serverEnv } from "../../env";
import { route } from "../../http/handler";
import { json } from "../../http/headers";
import { loadReviewRequestStats } from "../review-request-stats";
import { loadSourcePanels } from "../sources";
import type { AdminSources } from "@/schemas/sources";
import type { AdminEndpoint } from "./types";

/** GET: per channel over the last 30 and 90 days, and the review requests sent. */
export const sourcesEndpoint: AdminEndpoint = () =>
  route({
    async GET() {
      const db = getDb();
      const now = new Date();
      const settings = await loadCalendarSettings(db);
      const [panels, reviewRequests] = await Promise.all([
        loadSourcePanels(db, now),
        loadReviewRequestStats(db, now, { enabled: settings.reviewRequests, placeId: serverEnv().GOOGLE_PLACE_ID }),
      ]);
      return json({ panels, reviewRequests } satisfies AdminSources);
    },
  });
