/**
 * When a completed visit's review request is due, and the link it carries. Pure: the clock
 * and the calendar's working days are passed in. Every completed customer is asked: Google's
 * policy forbids choosing whom to ask by how happy they seemed, so nothing here looks at it.
 */
import { closedDay, type ClosedDaySettings } from "@/core/closed-days";
import { addDays, phoenixDate, phoenixInstant } from "@/core/phoenix-time";

/** The hour of the morning (Phoenix) the request goes out: 9:00 AM. */
export const REVIEW_REQUEST_MORNING_MINUTES = 9 * 60;
/** One request per person in this many days (12 months). */
export const REVIEW_REQUEST_INTERVAL_DAYS = 365;
/** Visits completed longer ago than this are not asked (switching the job on never mails old customers). */
export const REVIEW_REQUEST_LOOKBACK_DAYS = 14;

/** 9:00 AM (Phoenix) of the first working day (src/core/closed-days.ts) after the day the visit was marked completed. */
export function reviewRequestDueAt(completedAt: Date, workingDays: ClosedDaySettings): Date {
  let day = addDays(phoenixDate(completedAt), 1);
  // At most a week of closed weekdays, plus any run of days off (bounded at a year).
  for (let step = 0; step < 380 && closedDay(workingDays, day); step++) day = addDays(day, 1);
  return phoenixInstant(day, REVIEW_REQUEST_MORNING_MINUTES);
}

/** Google's "write a review" link for the place. */
export function writeReviewUrl(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
}

/** Whether review requests go out: yes, switched off by the admins, or not without a place ID. */
export type ReviewRequestsState = "on" | "off" | "no-place-id";

/** The sentence shown wherever review requests are described while GOOGLE_PLACE_ID is unset (health, dashboard, setup page). */
export const NO_PLACE_ID_NOTE =
  "Review requests are not sent: GOOGLE_PLACE_ID is not set, so there is no Google review link to send. Set it in the site's environment variables (see the Google reviews setup page).";

/** The state of review requests from the admins' setting and the place ID, with the sentence that explains it. */
export function reviewRequestsState(enabled: boolean, placeId: string | undefined): { state: ReviewRequestsState; note: string } {
  if (!placeId) return { state: "no-place-id", note: NO_PLACE_ID_NOTE };
  if (!enabled) return { state: "off", note: "Review requests are switched off in the calendar settings." };
  return {
    state: "on",
    note: "Each completed job's customer is asked once, the next working morning at 9 AM (at most once a year per person); after a completed estimate visit too when the calendar settings say so.",
  };
}
