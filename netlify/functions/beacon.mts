import type { Config } from "@netlify/functions";
import { countedPagePath, isObviousBot } from "../../src/core/beacons";
import { channelOf } from "../../src/core/channel";
import { phoenixDate } from "../../src/core/phoenix-time";
import { beaconSchema } from "../../src/schemas/beacon";
import { enforceAddressLimit } from "../../src/server/abuse/address-limit";
import { withinSiteCeiling } from "../../src/server/abuse/site-ceilings";
import { countBeacon } from "../../src/server/db/attribution/beacons";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { ValidationError } from "../../src/server/http/errors";
import { withBody } from "../../src/server/http/handler";
import { serve } from "../../src/server/http/serve";
import { beacon } from "../../src/schemas/routes/beacon";
import { noContent } from "../../src/server/http/headers";
import { sitePagePaths } from "../../src/server/site-pages";

/**
 * POST `beacon`: counts a `tel:` link clicked or the booking form's first use, per Phoenix
 * day, page, channel and kind. Nothing about the visitor is stored: not the address (it is
 * only counted against the per-address limit), not the touches (only their channel).
 * Obvious robots get the same 204 and are not counted; a path the site has no page for is a
 * 400; past the site-wide ceiling of beacons an hour, nothing more is counted (still 204).
 */
const served = serve(beacon, {
  POST: withBody(beaconSchema, async ({ request, body, clientAddress }) => {
    if (isObviousBot(request.headers.get("user-agent"))) return noContent();
    const env = serverEnv();
    const pages = sitePagePaths(env);
    // Without the build's list (logged), nothing can be told apart, so nothing is counted.
    if (!pages) return noContent();
    const path = countedPagePath(body.path, pages);
    if (!path) throw new ValidationError("There is no such page on this site.", { path: ["Not a page of this site."] });
    const db = getDb();
    const now = new Date();
    await enforceAddressLimit(db, "beacon", clientAddress, { max: env.BEACONS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 }, now);
    if (await withinSiteCeiling(db, env, "beaconsPerHour", now))
      await countBeacon(db, { day: phoenixDate(now), path, channel: channelOf(body.attribution), kind: body.kind });
    return noContent();
  }),
});

export default served;

export const config: Config = {
  path: served.path,
  // Netlify stops a burst before the function runs; the hourly per-address limit and the site's
  // ceiling are kept in Postgres.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
