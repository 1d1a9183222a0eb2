/**
 * What a feed lists: every visit not cancelled, from 30 days ago on, soonest first, and the
 * installs of those days; for an estimator only their own visits (`feedReach`).
 */
import { addDays, phoenixDate } from "@/core/phoenix-time";
import { feedReach } from "@/core/roles";
import type { SessionUser } from "../auth/session";
import { listVisitsFrom } from "../db/calendar-feed/feeds";
import type { Database } from "../db/client";
import { withEstimators, type WithEstimator } from "../db/crews";
import type { Appointment } from "../db/schema";
import type { InstallCalendarEntry } from "@/schemas/job";
import { installsDuring } from "../jobs/board";

/** How many days back the feed reaches. */
export const FEED_PAST_DAYS = 30;

/**
 * Upcoming visits and those of the last 30 days (Phoenix days), cancelled ones left out, each with
 * its estimator; only those assigned to `estimatorId` when given.
 */
export async function listFeedVisits(db: Database, now: Date, estimatorId?: string): Promise<WithEstimator<Appointment>[]> {
  return withEstimators(db, await listVisitsFrom(db, addDays(phoenixDate(now), -FEED_PAST_DAYS), estimatorId));
}

/** How many days ahead the feed lists installs: every one booked is within the calendar's weeks, and a move rarely goes further. */
export const FEED_INSTALL_DAYS_AHEAD = 400;

/** Installs with a day from 30 days ago on (Phoenix days), each with its days in that range. */
export function listFeedInstalls(db: Database, now: Date): Promise<InstallCalendarEntry[]> {
  const today = phoenixDate(now);
  return installsDuring(db, addDays(today, -FEED_PAST_DAYS), addDays(today, FEED_INSTALL_DAYS_AHEAD));
}

/** What one feed lists. */
export interface FeedContents {
  visits: WithEstimator<Appointment>[];
  installs: InstallCalendarEntry[];
}

/**
 * What the feed of `reader` lists, as their role reaches now (`feedReach`), or null when they have
 * no feed (an installer, someone removed or unknown): read on every request, so a demotion or a
 * removal changes what the same URL answers at once.
 */
export async function feedContents(db: Database, reader: Pick<SessionUser, "role" | "personId">, now: Date): Promise<FeedContents | null> {
  const reach = feedReach(reader.role);
  if (reach === "everything") {
    const [visits, installs] = await Promise.all([listFeedVisits(db, now), listFeedInstalls(db, now)]);
    return { visits, installs };
  }
  if (reach === "assigned visits" && reader.personId) return { visits: await listFeedVisits(db, now, reader.personId), installs: [] };
  return null;
}
