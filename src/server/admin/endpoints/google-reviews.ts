/** /api/admin/google-reviews: the reviews setup page's status and live connection test. */
import { serverEnv } from "../../env";
import { route } from "../../http/handler";
import { json } from "../../http/headers";
import { checkPlacesConnection } from "../../reviews/connection-check";
import type { AdminEndpoint } from "./types";

/** GET: whether the key and place ID are set, and what Google answers right now. */
export const googleReviewsEndpoint: AdminEndpoint = () =>
  route({
    async GET() {
      return json(await checkPlacesConnection(serverEnv(), new Date()));
    },
  });
