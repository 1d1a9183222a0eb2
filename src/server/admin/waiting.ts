/**
 * What waits for the office as of `now` (GET `adminWaiting`): the counts of one statement,
 * the jobs' waiting-too-long flags taken at the cutoffs the calendar's open days give today.
 */
import { flagCutoffs } from "@/core/server/job-flags";
import type { AdminWaiting } from "@/schemas/admin/waiting";
import { countWaiting } from "../db/admin-lists/waiting";
import type { Database } from "../db/client";
import { loadCalendarSettings } from "../db/settings/calendar";
import type { SessionUser } from "../auth/session";
import { estimatorScope } from "../team/scope";

/** Every count of what waits for the office at `now`, as `person` reaches it. */
export async function loadWaiting(db: Database, person: SessionUser, now: Date): Promise<AdminWaiting> {
  return countWaiting(db, flagCutoffs(await loadCalendarSettings(db), now), estimatorScope(person));
}
