/**
 * The admin dashboard's numbers, in Phoenix time for the instant `now` it is given (weeks
 * start on Sunday). Each figure group is one statement. Spam (see src/core/spam.ts) is left out.
 */
import { sql } from "drizzle-orm";
import type { AdminAppointment, AdminDashboard, DashboardWeek } from "@/schemas/admin";
import { addDays, phoenixDate, phoenixInstant, startOfWeek } from "@/lib/phoenix-time";
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
  const start = phoenixInstant(firstWeek, 0);
  const end = phoenixInstant(addDays(firstWeek, DASHBOARD_WEEKS * 7), 0);
  // Phoenix keeps no daylight saving time, so every week is exactly 604,800 seconds long.
  const weekIndex = (column: typeof appointments.createdAt | typeof leads.createdAt) =>
    sql<number>`floor((extract(epoch from ${column}) - ${start.getTime() / 1000}) / 604800)::int`;
  const inRange = (column: typeof appointments.createdAt | typeof leads.createdAt) =>
    sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    select 'bookings' as kind, ${weekIndex(appointments.createdAt)} as week, count(*)::int as count
      from ${appointments} where ${inRange(appointments.createdAt)} and ${appointments.spamReason} is null group by 2
    union all
    select 'leads' as kind, ${weekIndex(leads.createdAt)} as week, count(*)::int as count
      from ${leads} where ${inRange(leads.createdAt)} and ${leads.spamReason} is null group by 2
  `)) as unknown as { rows: { kind: "bookings" | "leads"; week: number; count: number }[] };
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, index) => ({ weekStart: addDays(firstWeek, index * 7), bookings: 0, leads: 0 }));
  for (const { kind, week, count } of result.rows) {
    const entry = weeks[Number(week)];
    if (entry) entry[kind] += Number(count);
  }
  return weeks;
}
