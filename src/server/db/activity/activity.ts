/**
 * Who did what in the admin (table admin_activity). `activityRowSql` is the row as an INSERT a
 * write's own statement can carry in a CTE, so the write and its record stand or fall together.
 * `readActivityPage` lists them for the owner, newest first.
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { afterKeyset, keysetCursor } from "../keyset";
import { adminActivity, teamMembers, type AdminActivityRow } from "../schema";

/** Who did it: the signed-in person as the session answers them (their address, their Google name, their team row). */
export interface Actor {
  email: string;
  name: string | null;
  personId: string | null;
}

/** One record: who (as they were then), what, on which job and subject, with the details people read. */
export interface ActivityRecord {
  at: Date;
  actorEmail: string;
  /** The Google name; the person's team row's name, when they have one, is kept instead. */
  actorName: string | null;
  personId: string | null;
  action: string;
  jobId?: string | null;
  subjectId?: string | null;
  detail?: Record<string, unknown> | null;
}

/** The record of `actor` doing `action` at `at`. */
export function activityBy(
  actor: Actor,
  action: string,
  { at, jobId, subjectId, detail }: { at: Date; jobId?: string | null; subjectId?: string | null; detail?: Record<string, unknown> | null },
): ActivityRecord {
  return { at, actorEmail: actor.email, actorName: actor.name, personId: actor.personId, action, jobId, subjectId, detail };
}

/**
 * The record as an INSERT statement, for a CTE of the write it records. With `source` (the name of
 * a CTE of the same statement), it is written only when that CTE returns a row, so a write that
 * matched nothing (refused, or changed meanwhile) leaves no record either.
 */
export function activityRowSql(record: ActivityRecord, source?: string): SQL {
  // The name people know on the team; the Google name for someone without a team row.
  const name = sql`coalesce((select ${teamMembers.name} from ${teamMembers} where ${teamMembers.id} = ${record.personId}::uuid), ${record.actorName})`;
  const written = source ? sql`where exists (select 1 from ${sql.identifier(source)})` : sql``;
  return sql`insert into ${adminActivity} (at, actor_email, actor_name, person_id, action, job_id, subject_id, detail)
    select ${record.at.toISOString()}::timestamptz, ${record.actorEmail}, ${name}, ${record.personId}::uuid, ${record.action},
      ${record.jobId ?? null}::uuid, ${record.subjectId ?? null}, ${record.detail ? JSON.stringify(record.detail) : null}::jsonb
    ${written}`;
}

/** Which records to list: one job's, one person's, or all, the page after a cursor. */
export interface ActivityQuery {
  jobId?: string;
  personId?: string;
  after?: string;
  pageSize: number;
}

/**
 * One page of records, newest first, and the cursor of the next page. Each filter has its own
 * index ending in the time (admin_activity_job, admin_activity_person; admin_activity_at for all),
 * so a page reads as many rows as it shows, however long the history.
 */
export async function readActivityPage(
  db: Database,
  query: ActivityQuery,
): Promise<{ rows: AdminActivityRow[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(adminActivity)
    .where(
      and(
        query.jobId ? eq(adminActivity.jobId, query.jobId) : undefined,
        query.personId ? eq(adminActivity.personId, query.personId) : undefined,
        afterKeyset(query.after, adminActivity.at, adminActivity.id, "integer"),
      ),
    )
    .orderBy(desc(adminActivity.at), desc(adminActivity.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > query.pageSize && last ? keysetCursor(last.at, String(last.id)) : null };
}
