/**
 * Who did what in the admin (table admin_activity). `activityRowSql` is the row as an INSERT a
 * write's own statement can carry in a CTE, so the write and its record stand or fall together;
 * `recordActivity` is the same row on its own, for a write that is one statement already inside a
 * transaction.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { adminActivity } from "../schema";

/** One record: who (as they were then), what, on which job and subject, with the details people read. */
export interface ActivityRecord {
  at: Date;
  actorEmail: string;
  actorName: string | null;
  personId: string | null;
  action: string;
  jobId?: string | null;
  subjectId?: string | null;
  detail?: Record<string, unknown> | null;
}

/** The record as an INSERT statement, for a CTE of the write it records. */
export function activityRowSql(record: ActivityRecord): SQL {
  return sql`insert into ${adminActivity} (at, actor_email, actor_name, person_id, action, job_id, subject_id, detail)
    values (${record.at.toISOString()}, ${record.actorEmail}, ${record.actorName}, ${record.personId}, ${record.action},
      ${record.jobId ?? null}, ${record.subjectId ?? null}, ${record.detail ? JSON.stringify(record.detail) : null}::jsonb)`;
}

/** Writes one record. */
export async function recordActivity(db: Database, record: ActivityRecord): Promise<void> {
  await db.execute(activityRowSql(record));
}
