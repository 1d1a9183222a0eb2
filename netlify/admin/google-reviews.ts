/** `adminGoogleReviews`: the reviews setup page's status and live connection test. */
import { adminGoogleReviews } from "@/schemas/routes/admin";
import { serverEnv } from "@/server/env";
import { json } from "@/server/http/headers";
import { checkPlacesConnection } from "@/server/reviews/connection-check";
import { admins } from "./guard";

/** GET: whether the key and place ID are set, and what Google answers right now. */
export const googleReviewsEndpoint = admins.on(adminGoogleReviews, {
  async GET() {
    return json(await checkPlacesConnection(serverEnv(), new Date()));
  },
});
