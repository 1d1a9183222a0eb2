/**
 * The admin dashboard's numbers, in Phoenix time for the instant `now` it is given (weeks
 * start on Sunday), with the day's and the week's installs and the jobs waiting too long. Each figure group is one statement (src/server/db/admin-lists/dashboard.ts).
 * Spam (see src/core/server/spam.ts) is left out.
 */
import type { AdminDashboard, DashboardWeek } from "@/schemas/admin/dashboard";
import { addDays, phoenixDate, startOfWeek } from "@/core/phoenix-time";
import { countDashboardFigures, countPerWeek, listSoonestVisits } from "../db/admin-lists/dashboard";
import type { Database } from "../db/client";
import { installsDuring, installsOn, jobCounts } from "../jobs/board";
import { toAdminAppointment } from "./views";

/** How many weeks the chart shows, the current one included. */
export const DASHBOARD_WEEKS = 8;
/** How many upcoming appointments the dashboard lists. */
export const UPCOMING_COUNT = 10;

/** Everything the dashboard shows, as of `now`. */
export async function loadDashboard(db: Database, now: Date): Promise<AdminDashboard> {
  const today = phoenixDate(now);
  const weekStart = startOfWeek(today);
  const [counts, upcoming, weeks, installsToday, installsThisWeek, jobs] = await Promise.all([
    countDashboardFigures(db, today, weekStart),
    listSoonestVisits(db, now, UPCOMING_COUNT),
    loadWeeks(db, today),
    installsOn(db, today),
    installsDuring(db, weekStart, addDays(weekStart, 6)),
    jobCounts(db, now),
  ]);
  return {
    ...counts,
    upcoming: upcoming.map(toAdminAppointment),
    weeks,
    installs: { today: installsToday, thisWeek: installsThisWeek },
    jobsWaiting: jobs.flags.total,
  };
}

async function loadWeeks(db: Database, today: string): Promise<DashboardWeek[]> {
  const firstWeek = addDays(startOfWeek(today), -(DASHBOARD_WEEKS - 1) * 7);
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, index) => ({
    weekStart: addDays(firstWeek, index * 7),
    bookings: 0,
    leads: 0,
  }));
  for (const { kind, week, count } of await countPerWeek(db, firstWeek, DASHBOARD_WEEKS)) {
    const entry = weeks[week];
    if (entry) entry[kind] += count;
  }
  return weeks;
}
