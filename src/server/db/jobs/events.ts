/**
 * A job's timeline (table job_events): the one statement part that writes its events inside the
 * statement that makes the change, so the timeline cannot miss one, and its reading. The rows are
 * never changed or deleted (trigger job_events_unchangeable, drizzle/0021).
 */
import { asc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { JobStage } from "@/core/job-stages";
import type { JobEventKind } from "@/schemas/job";
import type { Database } from "../client";
import { authUsers, jobEvents, teamMembers, type JobEvent } from "../schema";

/** One event a change records. */
export interface NewJobEvent {
  /** An admin's email, "customer" or "system". */
  actor: string;
  kind: JobEventKind;
  fromStage: JobStage | null;
  toStage: JobStage;
  note?: string;
  /** The customer was sent a notice of it. */
  notified: boolean;
  /** What changed besides the stage. */
  changes?: Record<string, unknown> | null;
}

/**
 * The part of a statement that records `events` about the job the CTE `source` returns (its `id`),
 * in their order, at `at`. Use it as a data-modifying CTE: `events as (${recordJobEvents("changed", …)})`.
 */
export function recordJobEvents(source: string, events: readonly NewJobEvent[], at: Date): SQL {
  const rows = events.map((event, position) => ({
    position,
    actor: event.actor,
    kind: event.kind,
    from_stage: event.fromStage,
    to_stage: event.toStage,
    note: event.note ?? "",
    notified: event.notified,
    changes: event.changes ?? null,
  }));
  const from = sql.raw(`"${source.replace(/"/g, "")}"`);
  return sql`
    insert into ${jobEvents} (job_id, at, actor, kind, from_stage, to_stage, note, notified, changes)
    select ${from}.id, ${at.toISOString()}::timestamptz, e.actor, e.kind, e.from_stage, e.to_stage, e.note, e.notified, e.changes
    from ${from} cross join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(position int, actor text, kind text, from_stage text, to_stage text, note text, notified boolean, changes jsonb)
    order by e.position
    returning id`;
}

/** An event with the name of the person who made it, when it was someone of the firm. */
export type NamedJobEvent = JobEvent & { actorName: string | null };

/**
 * The name of an event's actor (an admin's email; "customer" and "system" match nobody): their team
 * row's name, the live row first, else the name Google gave them when they signed in.
 */
const actorName = sql<string | null>`coalesce(
  (select m.name from ${teamMembers} m where m.email = ${jobEvents.actor} order by m.removed_at is not null, m.removed_at desc limit 1),
  (select u.name from ${authUsers} u where u.email = ${jobEvents.actor}))`;

/** The job's events, oldest first, each with its actor's name. */
export function listJobEvents(db: Database, jobId: string): Promise<NamedJobEvent[]> {
  return db
    .select({ ...getTableColumns(jobEvents), actorName })
    .from(jobEvents)
    .where(eq(jobEvents.jobId, jobId))
    .orderBy(asc(jobEvents.at), asc(jobEvents.id));
}
