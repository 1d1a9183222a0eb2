/** The per-address request counters (table rate_limit_hits). */
import { lt, sql } from "drizzle-orm";
import type { Database } from "./client";
import { rateLimitHits } from "./schema";

/**
 * Counts one request of `scope` from `address` in the window starting at `windowStart` and
 * answers the count so far, this request included. One upsert: concurrent requests on any
 * number of function instances each get their own count.
 */
export async function countHit(db: Database, scope: string, address: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ scope, address, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitHits.scope, rateLimitHits.address, rateLimitHits.windowStart], set: { count: sql`${rateLimitHits.count} + 1` } })
    .returning({ count: rateLimitHits.count });
  return row!.count;
}

/** Deletes counters of windows that started before `before`; they can no longer refuse anything. */
export async function pruneHits(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
}
