/** The call and form-start counters (table beacon_counts). */
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { beaconCounts } from "../schema";

/** One count of a day, page, channel and kind. */
export interface BeaconCount {
  day: string;
  path: string;
  channel: string;
  kind: string;
}

/** Adds one to the counter, creating it at 1; one upsert, so concurrent beacons each count. */
export async function countBeacon(db: Database, key: BeaconCount): Promise<void> {
  await db
    .insert(beaconCounts)
    .values({ ...key, count: 1 })
    .onConflictDoUpdate({
      target: [beaconCounts.day, beaconCounts.path, beaconCounts.channel, beaconCounts.kind],
      set: { count: sql`${beaconCounts.count} + 1` },
    });
}
