/** The site-wide ceilings as the admins' settings card and dashboard banner read them. */
import { CEILING_KEYS, ceilingsInForce, ceilingWindow, learnedCeiling } from "@/core/site-ceilings";
import type { SiteCeilingsRecord } from "@/schemas/site-ceilings";
import type { Database } from "../db/client";
import { busiestWindows, ceilingSettingsSaved, loadCeilingSettings, reachedNow } from "../db/limits/site-ceilings";

/** Each ceiling (set, learned and in force), the ones reached in windows not yet over, and who saved the settings when. */
export async function readSiteCeilingsRecord(db: Database, now: Date): Promise<SiteCeilingsRecord> {
  const [settings, busiest, reached, saved] = await Promise.all([
    loadCeilingSettings(db),
    busiestWindows(db, now),
    reachedNow(db, now),
    ceilingSettingsSaved(db),
  ]);
  const inForce = ceilingsInForce(settings, busiest);
  return {
    ceilings: CEILING_KEYS.map((key) => ({
      key,
      set: settings[key],
      learned: learnedCeiling(key, busiest[key]),
      busiest: busiest[key],
      inForce: inForce[key],
    })),
    reached: reached.map((row) => ({
      key: row.ceiling,
      ceiling: row.reachedCeiling ?? row.count,
      refused: row.refused,
      reachedAt: row.reachedAt!.toISOString(),
      until: ceilingWindow(row.ceiling, row.windowStart).end.toISOString(),
    })),
    updatedBy: saved.updatedBy,
    updatedAt: saved.updatedAt?.toISOString() ?? null,
  };
}
