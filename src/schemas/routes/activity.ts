/** Who did what in the admin, for the owner (netlify/functions/admin.mts, behind the admin guard). */
import type { activityQuerySchema, ActivityPage } from "../activity";
import type { Answers, ApiRoute, QueryFrom } from "./route";

/** The records newest first, of one job (`jobId`), one person (`personId`), or all; `after` is the page's cursor. */
export const adminActivity = {
  path: "/api/admin/activity",
  GET: {} as Answers<ActivityPage, QueryFrom<typeof activityQuerySchema>>,
} satisfies ApiRoute;
