/** An admin's private calendar link (the feed of visits their calendar app subscribes to). */
import type { FeedReach } from "@/core/roles";

/** GET /api/admin/calendar-feed: whether the admin has a calendar link, and when it was made; never the link itself. */
export interface CalendarFeedState {
  exists: boolean;
  /** ISO instant; null when there is no link. */
  madeAt: string | null;
  /** What the feed lists for the signed-in person's role: everything, or only the visits assigned to them (an estimator). */
  reach: FeedReach | null;
}

/** POST /api/admin/calendar-feed: the new link, the one time its URL is shown. */
export interface NewCalendarFeed {
  url: string;
  madeAt: string;
}
