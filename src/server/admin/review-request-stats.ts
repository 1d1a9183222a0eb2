/** The dashboard's "Review requests" panel: sent in the last 30 and 90 days, opted out, and whether they go out. One statement. */
import { reviewRequestsState } from "@/core/review-requests";
import type { ReviewRequestStats } from "@/schemas/sources";
import type { Database } from "../db/client";
import { countReviewRequestFigures } from "../db/review-requests/requests";
import { EMAIL_KINDS } from "../notify/kinds";

/** The panel as of `now`; `enabled` is the admins' setting, `placeId` GOOGLE_PLACE_ID. */
export async function loadReviewRequestStats(
  db: Database,
  now: Date,
  { enabled, placeId }: { enabled: boolean; placeId: string | undefined },
): Promise<ReviewRequestStats> {
  const figures = await countReviewRequestFigures(db, now, EMAIL_KINDS.reviewRequest);
  const { state, note } = reviewRequestsState(enabled, placeId);
  return { state, note, ...figures };
}
