/** /api/admin/dashboard. */
import { getDb } from "../../db/client";
import { route } from "../../http/handler";
import { json } from "../../http/headers";
import { loadDashboard } from "../dashboard";
import type { AdminEndpoint } from "./types";

/** GET: today's, this week's and the backlog's numbers, the next appointments and eight weeks of bookings and leads. */
export const dashboardEndpoint: AdminEndpoint = () =>
  route({
    async GET() {
      return json(await loadDashboard(getDb(), new Date()));
    },
  });
