/** The owner's list of who did what (GET `adminActivity`): a page of records as the screens read them. */
import type { ActivityEntry, ActivityPage, ActivityQuery } from "@/schemas/activity";
import { readActivityPage } from "../db/activity/activity";
import type { Database } from "../db/client";
import type { AdminActivityRow } from "../db/schema";

/** One record as the owner reads it. */
export function toActivityEntry(row: AdminActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    actorName: row.actorName,
    personId: row.personId,
    action: row.action,
    jobId: row.jobId,
    subjectId: row.subjectId,
    detail: (row.detail as Record<string, unknown> | null) ?? null,
  };
}

/** A page of records, newest first, of one job's, one person's, or all. */
export async function listActivity(db: Database, query: ActivityQuery): Promise<ActivityPage> {
  const { rows, nextCursor } = await readActivityPage(db, query);
  return { items: rows.map(toActivityEntry), nextCursor };
}
