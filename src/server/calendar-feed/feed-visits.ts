/** The visits the admins' feed lists: every one not cancelled, from 30 days ago on, soonest first. */
import { addDays, phoenixDate } from "@/core/phoenix-time";
import { listVisitsFrom } from "../db/calendar-feed/feeds";
import type { Database } from "../db/client";
import type { Appointment } from "../db/schema";

/** How many days back the feed reaches. */
export const FEED_PAST_DAYS = 30;

/** Upcoming visits and those of the last 30 days (Phoenix days), cancelled ones left out. */
export async function listFeedVisits(db: Database, now: Date): Promise<Appointment[]> {
  return listVisitsFrom(db, addDays(phoenixDate(now), -FEED_PAST_DAYS));
}
