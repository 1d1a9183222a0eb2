/** The request counters of the limits (table rate_limit_hits): per client address, or per visit. */
import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { rateLimitHits } from "../schema";

/**
 * Counts one request of `scope` from `address` in the window starting at `windowStart` and
 * answers the count so far, this request included. One upsert: concurrent requests on any
 * number of function instances each get their own count.
 */
export async function countHit(db: Database, scope: string, address: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ scope, address, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.scope, rateLimitHits.address, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  return row!.count;
}

/**
 * Takes `places` (one unless told) of `max` places of `scope` for `key` in the window starting
 * at `windowStart`: answers the count so far, these included, or null (counting nothing) when
 * they do not all fit. One upsert, so concurrent requests never take more than `max` between them.
 */
export async function takeHit(
  db: Database,
  scope: string,
  key: string,
  windowStart: Date,
  max: number,
  places = 1,
): Promise<number | null> {
  if (places > max) return null;
  const rows = await db
    .insert(rateLimitHits)
    .values({ scope, address: key, windowStart, count: places })
    .onConflictDoUpdate({
      target: [rateLimitHits.scope, rateLimitHits.address, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + ${places}` },
      setWhere: lte(sql`${rateLimitHits.count} + ${places}`, max),
    })
    .returning({ count: rateLimitHits.count });
  return rows[0]?.count ?? null;
}

/** Gives back a place `takeHit` took, for an action that then did nothing (refused, or already done). */
export async function giveBackHit(db: Database, scope: string, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ count: sql`${rateLimitHits.count} - 1` })
    .where(
      and(
        eq(rateLimitHits.scope, scope),
        eq(rateLimitHits.address, key),
        eq(rateLimitHits.windowStart, windowStart),
        gt(rateLimitHits.count, 0),
      ),
    );
}

/**
 * Deletes the counters of `scope` whose windows started before `before`; they can no longer
 * refuse anything. Per scope, because scopes have windows of different lengths: an hour's
 * counter is done when a day's is still counting.
 */
export async function pruneHits(db: Database, scope: string, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.scope, scope), lt(rateLimitHits.windowStart, before)));
}
