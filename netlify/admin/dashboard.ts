/** `adminDashboard`. */
import { adminDashboard } from "@/schemas/routes/admin";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http/headers";
import { loadDashboard } from "@/server/admin/dashboard";
import { admins } from "./guard";

/** GET: today's, this week's and the backlog's numbers, the next appointments and eight weeks of bookings and leads. */
export const dashboardEndpoint = admins.on(adminDashboard, {
  async GET() {
    return json(await loadDashboard(getDb(), new Date()));
  },
});
