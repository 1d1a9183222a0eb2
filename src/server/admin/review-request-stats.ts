/** The dashboard's "Review requests" panel: sent in the last 30 and 90 days, opted out, and whether they go out. One statement. */
import { sql } from "drizzle-orm";
import { reviewRequestsState } from "@/core/review-requests";
import type { ReviewRequestStats } from "@/schemas/sources";
import type { Database } from "../db/client";
import { emailOutbox, reviewRequests } from "../db/schema";
import { EMAIL_KINDS } from "../notify/kinds";

const DAY_MS = 86_400_000;

/** The panel as of `now`; `enabled` is the admins' setting, `placeId` GOOGLE_PLACE_ID. */
export async function loadReviewRequestStats(db: Database, now: Date, { enabled, placeId }: { enabled: boolean; placeId: string | undefined }): Promise<ReviewRequestStats> {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const sentSince = (days: number) => sql<number>`(count(*) filter (where ${emailOutbox.sentAt} >= ${since(days)}::timestamptz))::int`;
  const [row] = await db
    .select({
      sent30: sentSince(30),
      sent90: sentSince(90),
      optedOut: sql<number>`(select count(*) from ${reviewRequests} where ${reviewRequests.optedOutAt} is not null)::int`,
    })
    .from(emailOutbox)
    .where(sql`${emailOutbox.kind} = ${EMAIL_KINDS.reviewRequest} and ${emailOutbox.status} = 'sent'`);
  const { state, note } = reviewRequestsState(enabled, placeId);
  return { state, note, sent30: Number(row?.sent30 ?? 0), sent90: Number(row?.sent90 ?? 0), optedOut: Number(row?.optedOut ?? 0) };
}
