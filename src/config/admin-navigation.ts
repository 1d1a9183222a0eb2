/**
 * The admin's screens, in the order the admin frame's navigation lists them
 * (src/layouts/AdminLayout.astro), and what waits on each: the count a screen shows beside its
 * name comes from GET /api/admin/waiting (src/schemas/admin/waiting.ts), and the dashboard's
 * "Waiting for you" lists the same counts with the same words and links. A new screen is one
 * entry here (its page uses AdminLayout); a new kind of waiting work is a `waiting` on its entry.
 */
import type { WaitingKey } from "@/schemas/admin/waiting";

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

/** Who did what in the admin (src/pages/admin/activity.astro), the owner's. */
export const ACTIVITY_PAGE = "/admin/activity";

/** Who did what on the job `jobId` alone: the job page's "Who did what" links it. */
export function jobActivityPath(jobId: string): string {
  return `${ACTIVITY_PAGE}?jobId=${encodeURIComponent(jobId)}`;
}

/** The admin's home: the dashboard, which opens on today. Signed-in admins who open /dashboard are sent here. */
export const ADMIN_HOME = "/admin/dashboard";

const SCREENS: readonly AdminScreen[] = [
  { href: ADMIN_HOME, label: "Today", icon: "sun", group: "work" },
  { href: "/admin/today", label: "Day view", icon: "calendar", group: "work" },
  {
    href: "/admin/appointments",
    label: "Appointments",
    icon: "clipboard",
    group: "work",
    belongs: ["/admin/measure"],
    waiting: { key: "visitsToConfirm", words: "to confirm", href: "/admin/appointments?status=pending&show=all" },
  },
  {
    href: "/admin/leads",
    label: "Leads",
    icon: "inbox",
    group: "work",
    waiting: { key: "newLeads", words: "new", href: "/admin/leads?status=new" },
  },
  { href: "/admin/customers", label: "Customers", icon: "users", group: "work", belongs: ["/admin/customer"] },
  { href: "/admin/quotes", label: "Quotes", icon: "fileText", group: "work", belongs: ["/admin/quote"] },
  {
    href: "/admin/jobs",
    label: "Jobs",
    icon: "wrench",
    group: "work",
    belongs: ["/admin/job"],
    waiting: { key: "jobsWaiting", words: "waiting too long", href: "/admin/jobs" },
  },
  { href: "/admin/installs", label: "Installs", icon: "truck", group: "work" },
  {
    href: "/admin/texts",
    label: "Texts",
    icon: "message",
    group: "work",
    waiting: { key: "textsToAnswer", words: "to answer", href: "/admin/texts" },
  },
  { href: "/admin/calendar-settings", label: "Calendar settings", icon: "settings", group: "setup" },
  { href: "/admin/crews", label: "Crews", icon: "users", group: "setup" },
  { href: "/admin/price-book", label: "Price book", icon: "tag", group: "setup" },
  { href: "/admin/tax-rates", label: "Tax rates", icon: "fileText", group: "setup" },
  { href: "/admin/seo-dashboard", label: "SEO", icon: "search", group: "setup" },
  { href: "/admin/google-reviews-setup", label: "Google reviews", icon: "star", group: "setup" },
  { href: "/admin/team", label: "Team", icon: "users", group: "setup" },
  { href: ACTIVITY_PAGE, label: "Who did what", icon: "clipboard", group: "setup" },
];

/** The screens the navigation lists now, in order. */
export function adminScreens(): AdminScreen[] {
  return [...SCREENS];
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
