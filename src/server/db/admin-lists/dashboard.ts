/**
 * The admin dashboard's statements, each figure group one statement that reads only its rows
 * through an index, never the whole history. Spam (src/core/server/spam.ts) is left out.
 */
import { sql } from "drizzle-orm";
import { addDays, phoenixInstant } from "@/core/phoenix-time";
import { soonestFirst, upcomingAt } from "../appointments/person";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { appointments, leads, type Appointment } from "../schema";
import { newLeadsCount, visitsWithStatusCount } from "./waiting";

/** The dashboard's counts. */
export interface DashboardCounts {
  today: number;
  thisWeek: number;
  pending: number;
  noShows: number;
  newLeads: number;
}

/** Active visits today and in the week from `weekStart`, pending ones, no-shows, and new leads to call back (the last three counted as ./waiting.ts counts them). */
export async function countDashboardFigures(db: Database, today: string, weekStart: string): Promise<DashboardCounts> {
  // Each figure is its own subquery so that each reads only its rows through an index (today's
  // and this week's days, one status, new leads), never the whole history.
  const activeBetween = (first: string, last: string) =>
    sql<number>`(select count(*) from ${appointments} where ${appointments.status} <> 'cancelled' and ${appointments.appointmentDate} between ${first} and ${last})::int`;
  const [row] = rowsOf<DashboardCounts>(
    await db.execute(sql`select
      ${activeBetween(today, today)} as "today",
      ${activeBetween(weekStart, addDays(weekStart, 6))} as "thisWeek",
      ${visitsWithStatusCount("pending")} as "pending",
      ${visitsWithStatusCount("no-show")} as "noShows",
      ${newLeadsCount} as "newLeads"
  `),
  );
  return {
    today: Number(row!.today),
    thisWeek: Number(row!.thisWeek),
    pending: Number(row!.pending),
    noShows: Number(row!.noShows),
    newLeads: Number(row!.newLeads),
  };
}

/** The `count` soonest visits that have not started at `now`. */
export function listSoonestVisits(db: Database, now: Date, count: number): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(upcomingAt(now))
    .orderBy(...soonestFirst)
    .limit(count);
}

/** Bookings and leads (not spam) per week of the `weeks` weeks from the Sunday `firstWeek`; weeks without any have no row. */
export async function countPerWeek(
  db: Database,
  firstWeek: string,
  weeks: number,
): Promise<{ kind: "bookings" | "leads"; week: number; count: number }[]> {
  const start = sql`${phoenixInstant(firstWeek, 0).toISOString()}::timestamptz`;
  const end = sql`${phoenixInstant(addDays(firstWeek, weeks * 7), 0).toISOString()}::timestamptz`;
  // Phoenix keeps no daylight saving time, so every week is exactly 7 days of 24 hours from the
  // first Sunday's midnight. date_bin finds a row's week in integer time arithmetic; the week's
  // number is then worked out once per week, not once per row. The rows come from the indexes
  // appointments_booked_not_spam and leads_sent_not_spam alone (index-only scans).
  const perWeek = (table: typeof appointments | typeof leads, kind: string) =>
    sql`select ${kind}::text as kind, date_bin('7 days', ${table.createdAt}, ${start}) as week_start, count(*)::int as count
      from ${table} where ${table.createdAt} >= ${start} and ${table.createdAt} < ${end} and ${table.spamReason} is null group by 2`;
  const rows = rowsOf<{ kind: "bookings" | "leads"; week: number; count: number }>(
    await db.execute(sql`
    select kind, (extract(epoch from week_start - ${start}) / 604800)::int as week, count
    from (${perWeek(appointments, "bookings")} union all ${perWeek(leads, "leads")}) as weeks
  `),
  );
  return rows.map(({ kind, week, count }) => ({ kind, week: Number(week), count: Number(count) }));
}
