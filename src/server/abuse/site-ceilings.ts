/**
 * The site-wide ceilings at the door of a use case (src/core/site-ceilings.ts): each booking,
 * lead or beacon takes a place of the whole site's count for the hour, in Postgres, so the
 * ceiling holds across function instances. Past it, the caller goes on in its safer mode, and
 * the first one past tells the admins (once: src/server/notify/ceilings.ts). Texts take their
 * places where they leave, in the SMS outbox.
 */
import type { CeilingKey } from "@/core/site-ceilings";
import type { Database } from "../db/client";
import { ceilingInForce, takeSitePlace } from "../db/site-ceilings";
import type { ServerEnv } from "../env";
import { announceReachedCeilings } from "../notify/ceilings";

/** True when `key`'s ceiling has room for one more now (and that place is taken); false past it. */
export async function withinSiteCeiling(db: Database, env: ServerEnv, key: CeilingKey, now: Date): Promise<boolean> {
  const ceiling = await ceilingInForce(db, key, now);
  const place = await takeSitePlace(db, key, ceiling, now);
  if (place.taken) return true;
  if (place.first) {
    console.warn(`Site-wide limit reached: ${key} (${ceiling}); the site goes on in its safer mode until the window ends.`);
    await announceReachedCeilings(db, env, now);
  }
  return false;
}
