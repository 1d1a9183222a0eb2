/** The admin dashboard's figures. */
import type { AdminAppointment } from "./appointments";

/** One week of the chart. */
export interface DashboardWeek {
  /** The week's Sunday, YYYY-MM-DD. */
  weekStart: string;
  /** Appointments booked (created) that week, whatever became of them. */
  bookings: number;
  /** Leads received that week. */
  leads: number;
}

/** GET /api/admin/dashboard. */
export interface AdminDashboard {
  /** Active (not cancelled) appointments today. */
  today: number;
  /** Active appointments this week, Sunday to Saturday. */
  thisWeek: number;
  /** Appointments waiting for confirmation, any day. */
  pending: number;
  /** Leads nobody has handled yet (status new). */
  newLeads: number;
  /** Appointments marked no-show, all time. */
  noShows: number;
  /** The next 10 pending or confirmed appointments that have not started yet, soonest first. */
  upcoming: AdminAppointment[];
  /** The last 8 weeks, oldest first, the current week last. */
  weeks: DashboardWeek[];
}
