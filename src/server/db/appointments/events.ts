/**
 * A visit's history (table appointment_events): the one statement part that writes its events,
 * inside the statement that makes the change, so the history cannot miss one; and its reading.
 */
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { appointmentEvents, type AppointmentEventRow } from "../schema";

/** One event a change records: what changed, from what to what. */
export interface EventChange {
  /** "status", "notes", "moved", "notified". */
  action: string;
  /** The value before (a parameter or an expression over the statement's rows); null for none. */
  from: unknown;
  /** The value after. */
  to: unknown;
  /** Recorded only when true (a parameter or an expression); default: always. */
  when?: unknown;
}

/**
 * The part of a statement that records `changes` as events of the visit(s) `from` returns (a
 * CTE or join whose column `id` is the visit: `about.id`), in their order, as `actor` at `at`.
 * An event whose `when` is false is left out, and so is one whose value did not change. Use it as
 * a data-modifying CTE, `events as (${recordEvents(...)})`; it returns the events' ids.
 */
export function recordEvents({
  from,
  id,
  actor,
  at,
  changes,
}: {
  from: SQL;
  id: SQL;
  actor: string;
  at: Date;
  changes: readonly EventChange[];
}): SQL {
  const rows = changes.map(
    ({ action, from: before, to: after, when = true }, index) =>
      sql`(${index + 1}::int, ${action}::text, ${before}::text, ${after}::text, ${when}::boolean)`,
  );
  return sql`
    insert into ${appointmentEvents} (appointment_id, actor, action, from_value, to_value, created_at)
    select ${id}, ${actor}, change.action, change.from_value, change.to_value, ${at.toISOString()}::timestamptz
    from ${from} cross join lateral (values ${sql.join(rows, sql`, `)}) as change(position, action, from_value, to_value, recorded)
    where change.recorded and change.from_value is distinct from change.to_value
    order by change.position
    returning id`;
}

/** The visit's events, oldest first. */
export function listEvents(db: Database, appointmentId: string): Promise<AppointmentEventRow[]> {
  return db
    .select()
    .from(appointmentEvents)
    .where(eq(appointmentEvents.appointmentId, appointmentId))
    .orderBy(asc(appointmentEvents.createdAt), asc(appointmentEvents.id));
}
