/**
 * The admin's screens, in the order the admin frame's navigation lists them
 * (src/layouts/AdminLayout.astro), and what waits on each: the count a screen shows beside its
 * name comes from GET /api/admin/waiting (src/schemas/admin/waiting.ts), and the dashboard's
 * "Waiting for you" lists the same counts with the same words and links. A new screen is one
 * entry here (its page uses AdminLayout); a new kind of waiting work is a `waiting` on its entry.
 */
import { opensAdmin, type Role } from "@/core/roles";
import type { WaitingKey } from "@/schemas/admin/waiting";
import * as admin from "@/schemas/routes/admin";
import { mayCall } from "@/schemas/routes/admin-permissions";
import { adminInstalls, adminJobs } from "@/schemas/routes/jobs";
import type { ApiRoute } from "@/schemas/routes/route";
import { adminTeam } from "@/schemas/routes/team";

/** The icons the navigation draws (src/components/Icon.astro has each). */
export type AdminIcon =
  | "sun"
  | "calendar"
  | "clipboard"
  | "inbox"
  | "users"
  | "fileText"
  | "wrench"
  | "truck"
  | "message"
  | "settings"
  | "search"
  | "star"
  | "tag";

/** One count beside a screen's name: what waits there. */
export interface WaitingCount {
  /** Which count of GET /api/admin/waiting. */
  key: WaitingKey;
  /** What the number counts, after it: "3 to confirm". */
  words: string;
  /** The screen filtered to those rows, for the dashboard's "Waiting for you". */
  href: string;
}

/** One screen of the admin. */
export interface AdminScreen {
  /** Its page. */
  href: string;
  /** Its name in the navigation (its page's heading may say more). */
  label: string;
  icon: AdminIcon;
  /** The group it is listed under. */
  group: "work" | "setup";
  /** The count shown beside it. */
  waiting?: WaitingCount;
  /** Pages that belong to this screen (a customer's page to Customers): the entry is marked current there too. */
  belongs?: readonly string[];
  /**
   * The read the screen opens with: a role the permission table (src/schemas/routes/admin-permissions.ts)
   * lets GET it sees the screen in the navigation and may open it; anyone else reads a sentence instead.
   */
  opens: ApiRoute;
}

/**
 * The admin's page of one job. Every link to a job, on a screen or in a notice to the admins (an
 * email, the day sheet, the calendar feed), is built here, so none opens the board instead.
 */
export function adminJobPath(jobId: string): string {
  return `/admin/job?id=${encodeURIComponent(jobId)}`;
}

/** The measure sheet of a visit: its openings, entered at the house (src/pages/admin/measure.astro). */
export function measureSheetPath(appointmentId: string): string {
  return `/admin/measure?appointment=${encodeURIComponent(appointmentId)}`;
}

/** The admin's home: the dashboard, which opens on today. Signed-in admins who open /dashboard are sent here. */
export const ADMIN_HOME = "/admin/dashboard";

const SCREENS: readonly AdminScreen[] = [
  { href: ADMIN_HOME, label: "Today", icon: "sun", group: "work", opens: admin.adminDashboard },
  { href: "/admin/today", label: "Day view", icon: "calendar", group: "work", opens: admin.adminAppointments },
  {
    href: "/admin/appointments",
    label: "Appointments",
    icon: "clipboard",
    group: "work",
    belongs: ["/admin/measure"],
    opens: admin.adminAppointments,
    waiting: { key: "visitsToConfirm", words: "to confirm", href: "/admin/appointments?status=pending&show=all" },
  },
  {
    href: "/admin/leads",
    label: "Leads",
    icon: "inbox",
    group: "work",
    opens: admin.adminLeads,
    waiting: { key: "newLeads", words: "new", href: "/admin/leads?status=new" },
  },
  { href: "/admin/customers", label: "Customers", icon: "users", group: "work", belongs: ["/admin/customer"], opens: admin.adminCustomers },
  { href: "/admin/quotes", label: "Quotes", icon: "fileText", group: "work", belongs: ["/admin/quote"], opens: admin.adminQuotes },
  {
    href: "/admin/jobs",
    label: "Jobs",
    icon: "wrench",
    group: "work",
    belongs: ["/admin/job"],
    opens: adminJobs,
    waiting: { key: "jobsWaiting", words: "waiting too long", href: "/admin/jobs" },
  },
  { href: "/admin/installs", label: "Installs", icon: "truck", group: "work", opens: adminInstalls },
  {
    href: "/admin/texts",
    label: "Texts",
    icon: "message",
    group: "work",
    opens: admin.adminTextInbox,
    waiting: { key: "textsToAnswer", words: "to answer", href: "/admin/texts" },
  },
  { href: "/admin/calendar-settings", label: "Calendar settings", icon: "settings", group: "setup", opens: admin.adminCalendarSettings },
  { href: "/admin/price-book", label: "Price book", icon: "tag", group: "setup", opens: admin.adminPriceBook },
  // The audit is read from the build, not the API: it is the office's, as where jobs come from is.
  { href: "/admin/seo-dashboard", label: "SEO", icon: "search", group: "setup", opens: admin.adminSources },
  { href: "/admin/google-reviews-setup", label: "Google reviews", icon: "star", group: "setup", opens: admin.adminGoogleReviews },
  { href: "/admin/team", label: "Team", icon: "users", group: "setup", opens: adminTeam },
];

/** The screens the navigation lists now, in order. */
export function adminScreens(): AdminScreen[] {
  return [...SCREENS];
}

/** True when `role` may open `screen`: it may make the read the screen opens with. */
export function screenOpenTo(screen: Pick<AdminScreen, "opens">, role: Role | null): boolean {
  return opensAdmin(role) && mayCall(role, screen.opens, "GET");
}

/** The first screen `role` may open (the home's for owners and the office, the day view's for an estimator), or undefined. */
export function firstScreenOf(role: Role | null): AdminScreen | undefined {
  return SCREENS.find((screen) => screenOpenTo(screen, role));
}

/** The screen the admin page at `path` belongs to (its own entry, or the entry it belongs to), if any. */
export function screenOfPage(path: string): AdminScreen | undefined {
  const page = path.replace(/\/+$/, "") || "/";
  return SCREENS.find((screen) => currentness(screen, page));
}

/** The groups' headings, in order. */
export const ADMIN_GROUPS = [
  { id: "work", label: "Work" },
  { id: "setup", label: "Setup" },
] as const satisfies readonly { id: AdminScreen["group"]; label: string }[];

/**
 * How the entry of `screen` is current on the page at `path`: "page" on its own page, "true" on a
 * page that belongs to it (a customer's page under Customers), nothing elsewhere (aria-current).
 */
export function currentness(screen: AdminScreen, path: string): "page" | "true" | undefined {
  if (screen.href === path) return "page";
  return screen.belongs?.includes(path) ? "true" : undefined;
}

/** "3 to confirm": a count in the words of its screen. */
export function waitingText(count: number, waiting: Pick<WaitingCount, "words">): string {
  return `${count.toLocaleString("en-US")} ${waiting.words}`;
}
