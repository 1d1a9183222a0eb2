/**
 * The calendar link on the day view, for whoever may not open the calendar settings where it lives
 * otherwise (an estimator): their visits on their phone's calendar. The same permission table
 * decides both, so the link is offered once to each role.
 */
import type { Role } from "@/core/roles";
import { screenOpenTo } from "@/config/admin-screen-access";
import { CalendarFeedCard } from "../calendar/calendar-feed-card";

/** The settings screen that holds the calendar link for the roles that may open it. */
const FEED_SCREEN = { href: "/admin/calendar-settings" };

export function DayFeed({ role }: { role: Role | null }) {
  return screenOpenTo(FEED_SCREEN, role) ? null : <CalendarFeedCard />;
}
