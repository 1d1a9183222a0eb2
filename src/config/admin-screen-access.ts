/**
 * Which admin screens a role may open, from the permission table
 * (src/schemas/routes/admin-permissions.ts): a screen is open to a role that may make the read it
 * opens with. Apart from ./admin-navigation.ts, so the pages that only link to the admin (the
 * header's user menu, /dashboard) do not carry the table.
 */
import { opensAdmin, type Role } from "@/core/roles";
import * as admin from "@/schemas/routes/admin";
import { mayCall } from "@/schemas/routes/admin-permissions";
import { adminInstalls, adminJobs } from "@/schemas/routes/jobs";
import type { ApiRoute } from "@/schemas/routes/route";
import { adminTeam } from "@/schemas/routes/team";
import { adminCrews } from "@/schemas/routes/crews";
import { adminTaxRates } from "@/schemas/routes/tax-rates";
import { adminActivity } from "@/schemas/routes/activity";
import { adminScreens, type AdminScreen } from "./admin-navigation";

/** The read each screen opens with, by its page: a role the table lets GET it may open the screen. */
export const SCREEN_READS: Readonly<Record<string, ApiRoute>> = {
  "/admin/dashboard": admin.adminDashboard,
  "/admin/today": admin.adminAppointments,
  "/admin/appointments": admin.adminAppointments,
  "/admin/leads": admin.adminLeads,
  "/admin/customers": admin.adminCustomers,
  "/admin/quotes": admin.adminQuotes,
  "/admin/jobs": adminJobs,
  "/admin/installs": adminInstalls,
  "/admin/texts": admin.adminTextInbox,
  "/admin/calendar-settings": admin.adminCalendarSettings,
  "/admin/price-book": admin.adminPriceBook,
  "/admin/tax-rates": adminTaxRates,
  // The audit is read from the build, not the API: it is the office's, as where jobs come from is.
  "/admin/seo-dashboard": admin.adminSources,
  "/admin/google-reviews-setup": admin.adminGoogleReviews,
  "/admin/team": adminTeam,
  "/admin/crews": adminCrews,
  "/admin/activity": adminActivity,
};

/** True when `role` may open `screen`: it may make the read the screen opens with (a screen without one is the owners'). */
export function screenOpenTo(screen: Pick<AdminScreen, "href">, role: Role | null): boolean {
  const read = SCREEN_READS[screen.href];
  return opensAdmin(role) && (read ? mayCall(role, read, "GET") : role === "owner");
}

/** The first screen `role` may open (the home's for owners and the office, the day view's for an estimator), or undefined. */
export function firstScreenOf(role: Role | null): AdminScreen | undefined {
  return adminScreens().find((screen) => screenOpenTo(screen, role));
}
