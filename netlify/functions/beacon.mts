import type { Config } from "@netlify/functions";
import { isObviousBot } from "../../src/core/beacons";
import { channelOf } from "../../src/core/channel";
import { phoenixDate } from "../../src/core/phoenix-time";
import { beaconSchema } from "../../src/schemas/beacon";
import { enforceAddressLimit } from "../../src/server/abuse/address-limit";
import { countBeacon } from "../../src/server/db/beacons";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { route, withBody } from "../../src/server/http/handler";
import { apiSecurityHeaders } from "../../src/server/http/headers";

/**
 * POST /api/beacon: counts a `tel:` link clicked or the booking form's first use, per Phoenix
 * day, page, channel and kind. Nothing about the visitor is stored: not the address (it is
 * only counted against the per-address limit), not the touches (only their channel).
 * Obvious robots get the same 204 and are not counted.
 */
export default route({
  POST: withBody(beaconSchema, async ({ request, body, clientAddress }) => {
    if (isObviousBot(request.headers.get("user-agent"))) return noContent();
    const db = getDb();
    const now = new Date();
    await enforceAddressLimit(db, "beacon", clientAddress, { max: serverEnv().BEACONS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 }, now);
    await countBeacon(db, { day: phoenixDate(now), path: body.path, channel: channelOf(body.attribution), kind: body.kind });
    return noContent();
  }),
});

function noContent(): Response {
  return new Response(null, { status: 204, headers: { ...apiSecurityHeaders, "Cache-Control": "no-store" } });
}

export const config: Config = {
  path: "/api/beacon",
  // Netlify stops a burst before the function runs; the hourly per-address limit is kept in Postgres.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
