/**
 * The site-wide ceilings at the door of a use case (src/core/site-ceilings.ts): each booking,
 * lead or beacon takes a place of the whole site's count for the hour, in Postgres, so the
 * ceiling holds across function instances. Past it, the caller goes on in its safer mode, and
 * the first one past tells the admins (once: src/server/notify/ceilings.ts). Texts take their
 * places where they leave, in the SMS outbox.
 */
import { addressNetworkKey } from "@/core/server/address-key";
import { ceilingWindow, networkShare, type CeilingKey } from "@/core/site-ceilings";
import type { Database } from "../db/client";
import { giveBackHit, takeHit } from "../db/limits/rate-limits";
import { ceilingInForce, giveBackSitePlace, takeSitePlace } from "../db/limits/site-ceilings";
import type { ServerEnv } from "../env";
import { announceReachedCeilings } from "../notify/ceilings";

/** True when `key`'s ceiling has room for one more now (and that place is taken); false past it. */
export async function withinSiteCeiling(db: Database, env: ServerEnv, key: CeilingKey, now: Date): Promise<boolean> {
  const ceiling = await ceilingInForce(db, key, now);
  const place = await takeSitePlace(db, key, ceiling, now);
  if (place.taken) return true;
  if (place.first) await announceReached(db, env, key, ceiling, now);
  return false;
}

/** The first request past a ceiling in its window: logged, and the admins told (once, src/server/notify/ceilings.ts). */
async function announceReached(db: Database, env: ServerEnv, key: CeilingKey, ceiling: number, now: Date): Promise<void> {
  console.warn(`Site-wide limit reached: ${key} (${ceiling}); the site goes on in its safer mode until the window ends.`);
  await announceReachedCeilings(db, env, now);
}

/** Counter scope of a network's share of the booking ceiling (rate_limit_hits, one row per network and hour). */
const NETWORK_SHARE_SCOPE = "booking-network-share";

/** A place under the booking ceiling, with the way to give it back; or why there is none. */
export type BookingPlace = { taken: true; giveBack: () => Promise<void> } | { taken: false; why: "network" | "ceiling"; ceiling: number };

/**
 * Takes a place for a booking that would book (its slot free, its person under the cap): one of
 * its network's share (an IPv4 /24 or an IPv6 /48 may take networkShare of the ceiling an hour,
 * src/core/site-ceilings.ts), then one of the site's ceiling. None when either is used up; the
 * first past the site's ceiling tells the admins. A booking that then loses its seat gives its
 * place back, so only bookings count. Without a client address (a direct call) there is no
 * network to count.
 */
export async function takeBookingPlace(db: Database, env: ServerEnv, clientAddress: string | undefined, now: Date): Promise<BookingPlace> {
  const ceiling = await ceilingInForce(db, "bookingsPerHour", now);
  const window = ceilingWindow("bookingsPerHour", now).start;
  const network = clientAddress ? addressNetworkKey(clientAddress) : null;
  if (network && (await takeHit(db, NETWORK_SHARE_SCOPE, network, window, networkShare(ceiling))) === null)
    return { taken: false, why: "network", ceiling };
  const giveBackShare = () => (network ? giveBackHit(db, NETWORK_SHARE_SCOPE, network, window) : Promise.resolve());
  const place = await takeSitePlace(db, "bookingsPerHour", ceiling, now);
  if (!place.taken) {
    await giveBackShare();
    if (place.first) await announceReached(db, env, "bookingsPerHour", ceiling, now);
    return { taken: false, why: "ceiling", ceiling };
  }
  return {
    taken: true,
    giveBack: async () => {
      await giveBackSitePlace(db, "bookingsPerHour", now);
      await giveBackShare();
    },
  };
}
