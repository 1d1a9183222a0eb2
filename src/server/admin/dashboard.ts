/**
 * The admin dashboard's numbers, in Phoenix time for the instant `now` it is given (weeks
 * start on Sunday). Each figure group is one statement. Spam (see src/core/spam.ts) is left out.
 */
import { sql } from "drizzle-orm";
import type { AdminAppointment, AdminDashboard, DashboardWeek } from "@/schemas/admin";
import { addDays, phoenixDate, phoenixInstant, startOfWeek } from "@/core/phoenix-time";
import { soonestFirst, upcomingAt } from "../db/appointments";
import type { Database } from "../db/client";
import { appointments, leads } from "../db/schema";
import { toAdminAppointment } from "./views";

/** How many weeks the chart shows, the current one included. */
export const DASHBOARD_WEEKS = 8;
/** How many upcoming appointments the dashboard lists. */
export const UPCOMING_COUNT = 10;

/** Everything the dashboard shows, as of `now`. */
export async function loadDashboard(db: Database, now: Date): Promise<AdminDashboard> {
  const [counts, upcoming, weeks] = await Promise.all([loadCounts(db, now), loadUpcoming(db, now), loadWeeks(db, now)]);
  return { ...counts, upcoming, weeks };
}

// Each figure is its own subquery so that each reads only its rows through an index (today's
// and this week's days, one status, new leads), never the whole history.
async function loadCounts(db: Database, now: Date) {
  const today = phoenixDate(now);
  const weekStart = startOfWeek(today);
  const activeBetween = (first: string, last: string) =>
    sql<number>`(select count(*) from ${appointments} where ${appointments.status} <> 'cancelled' and ${appointments.appointmentDate} between ${first} and ${last})::int`;
  const withStatus = (status: string) => sql<number>`(select count(*) from ${appointments} where ${appointments.status} = ${status})::int`;
  const result = (await db.execute(sql`select
      ${activeBetween(today, today)} as "today",
      ${activeBetween(weekStart, addDays(weekStart, 6))} as "thisWeek",
      ${withStatus("pending")} as "pending",
      ${withStatus("no-show")} as "noShows",
      -- Spam is kept for the admins to see in the lists, but it is not a lead to call back.
      (select count(*) from ${leads} where ${leads.status} = 'new' and ${leads.spamReason} is null)::int as "newLeads"
  `)) as unknown as { rows: { today: number; thisWeek: number; pending: number; noShows: number; newLeads: number }[] };
  const row = result.rows[0]!;
  return { today: Number(row.today), thisWeek: Number(row.thisWeek), pending: Number(row.pending), noShows: Number(row.noShows), newLeads: Number(row.newLeads) };
}

async function loadUpcoming(db: Database, now: Date): Promise<AdminAppointment[]> {
  const rows = await db
    .select()
    .from(appointments)
    .where(upcomingAt(now))
    .orderBy(...soonestFirst)
    .limit(UPCOMING_COUNT);
  return rows.map(toAdminAppointment);
}

async function loadWeeks(db: Database, now: Date): Promise<DashboardWeek[]> {
  const firstWeek = addDays(startOfWeek(phoenixDate(now)), -(DASHBOARD_WEEKS - 1) * 7);
  const start = sql`${phoenixInstant(firstWeek, 0).toISOString()}::timestamptz`;
  const end = sql`${phoenixInstant(addDays(firstWeek, DASHBOARD_WEEKS * 7), 0).toISOString()}::timestamptz`;
  // Phoenix keeps no daylight saving time, so every week is exactly 7 days of 24 hours from the
  // first Sunday's midnight. date_bin finds a row's week in integer time arithmetic; the week's
  // number is then worked out once per week, not once per row. The rows come from the indexes
  // appointments_booked_not_spam and leads_sent_not_spam alone (index-only scans).
  const perWeek = (table: typeof appointments | typeof leads, kind: string) =>
    sql`select ${kind}::text as kind, date_bin('7 days', ${table.createdAt}, ${start}) as week_start, count(*)::int as count
      from ${table} where ${table.createdAt} >= ${start} and ${table.createdAt} < ${end} and ${table.spamReason} is null group by 2`;
  const result = (await db.execute(sql`
    select kind, (extract(epoch from week_start - ${start}) / 604800)::int as week, count
    from (${perWeek(appointments, "bookings")} union all ${perWeek(leads, "leads")}) as weeks
  `)) as unknown as { rows: { kind: "bookings" | "leads"; week: number; count: number }[] };
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, index) => ({ weekStart: addDays(firstWeek, index * 7), bookings: 0, leads: 0 }));
  for (const { kind, week, count } of result.rows) {
    const entry = weeks[Number(week)];
    if (entry) entry[kind] += Number(count);
  }
  return weeks;
}
