/**
 * What the admin API answers and accepts. The admin islands import the types and parse
 * their forms with the same schemas the server parses requests with.
 */
import type { AffectedReason } from "@/core/affected-appointments";
import { z } from "./zod";
import { isPlainText } from "@/core/plain-text";
import { isRealDate } from "@/core/phoenix-time";
import { APPOINTMENT_STATUSES, type AppointmentStatus } from "./appointment";
import type { CalendarSettings } from "../core/calendar-settings";
import type { Touches } from "@/core/attribution";
import type { AdminText, TextSummary } from "./sms-admin";
import type { AdminQuote } from "./quote";
import type { InstallCalendarEntry } from "./installs";

/** Lead statuses: new on arrival; the admin moves it on. */
export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Highest page number the lists accept (any real list ends far sooner). */
export const MAX_PAGE = 10_000;

/** Longest admin note on an appointment or a lead, in characters. */
export const MAX_ADMIN_NOTES = 5000;

/** Why an appointment or lead is marked for the admin: judged spam, beyond a per-person limit, or outside the service area. */
export const ABUSE_FLAGS = ["spam", "over-limit", "outside-service-area"] as const;
export type AbuseFlag = (typeof ABUSE_FLAGS)[number];

/** The list filter on flags: any flag at all, or one in particular. */
export const FLAG_FILTERS = ["any", ...ABUSE_FLAGS] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

/** An appointment as admins see it: every column except the cancel-token hash, the seat and person keys; instants as ISO strings. */
export interface AdminAppointment {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
  serviceType: string;
  projectDetails: string;
  /** Phoenix calendar day, YYYY-MM-DD. */
  appointmentDate: string;
  /** Slot label, e.g. "10:00 AM". */
  appointmentTime: string;
  /** Minutes. */
  duration: number;
  status: AppointmentStatus;
  /** The language the customer booked in ("en" | "es"): their emails and texts are in it. */
  locale: string;
  /** The ZIP is outside the service area. */
  outsideServiceArea: boolean;
  /** Why the bot check judged it spam (stored cancelled); null for a person's booking. */
  spamReason: string | null;
  /** The client address it was sent from, when known. */
  clientAddress: string | null;
  /** Marks for the admin; "over-limit" only in the lists, where the person's other visits are counted. */
  flags: AbuseFlag[];
  /** How many photos the customer attached (lists only). */
  photoCount?: number;
  /** Consent and texts at a glance (lists only; the thread is fetched when opened). */
  texts?: TextSummary;
  adminNotes: string;
  /** Where the visitor came from: the channel (src/core/channel.ts) and the touches the form sent, if any. */
  channel: string;
  attribution: Touches | null;
  /** A re-measure: the job it measures again (GET /api/admin/jobs/{jobId}); null for an estimate visit. */
  jobId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One change an admin made to an appointment. */
export interface AppointmentEvent {
  id: number;
  appointmentId: string;
  /** The admin's email. */
  actor: string;
  /**
   * What changed: a field (status, notes), "moved" to another time (from/to "YYYY-MM-DD h:mm AM"),
   * or "notified": what the office's change sent the customer (to: "email", "email and text", or "nobody").
   */
  action: "status" | "notes" | "moved" | "notified";
  from: string | null;
  to: string | null;
  createdAt: string;
}

/** A customer's photo as the admin JSON lists it; `url` and `thumbnailUrl` are behind the admin guard. */
export interface AdminPhoto {
  id: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
  url: string;
  thumbnailUrl: string;
}

/** How the office's change would reach the customer now: by email, by text too when they can be texted, in their language. */
export interface CustomerReach {
  email: string;
  /** Texts are configured and on, the booking carried consent, and the number sent no STOP. */
  text: boolean;
  /** The language of their booking: their emails and texts are in it. */
  locale: "en" | "es";
}

/** An appointment with its history, oldest change first, its photos, and how a change would reach its customer. */
export type AdminAppointmentDetail = AdminAppointment & { events: AppointmentEvent[]; photos?: AdminPhoto[]; reach?: CustomerReach };
/** GET /api/admin/leads/{id}: the lead with its photos. */
export type AdminLeadDetail = AdminLead & { photos: AdminPhoto[] };

/** A contact-form lead as admins see it; instants as ISO strings. */
export interface AdminLead {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  projectDetails: string;
  /** Where the form was sent from, e.g. "contact-page". */
  source: string;
  status: LeadStatus;
  /** The language the lead wrote in ("en" | "es"). */
  locale: string;
  notes: string;
  /** Forwarding to the external admin host: not-configured | pending | sent | failed. */
  forwardStatus: string;
  forwardAttempts: number;
  /** Why the bot check judged it spam (never emailed or forwarded); null for a person's message. */
  spamReason: string | null;
  /** The client address it was sent from, when known. */
  clientAddress: string | null;
  /** Marks for the admin; "over-limit" only in the list, where the person's other leads are counted. */
  flags: AbuseFlag[];
  /** Where the visitor came from: the channel (src/core/channel.ts) and the touches the form sent, if any. */
  channel: string;
  attribution: Touches | null;
  /** A booking request kept as this lead: the slot it asked for ("2026-12-16 10:00 AM"); null for other leads. */
  requestedSlot: string | null;
  /** How many photos came with it (list only). */
  photoCount?: number;
  /** Consent and texts at a glance (list only; the thread is fetched when opened). */
  texts?: TextSummary;
  createdAt: string;
  updatedAt: string;
}

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
  /** Installs working today, and this week (Sunday to Saturday), by crew, each with its days in the range. */
  installs: { today: InstallCalendarEntry[]; thisWeek: InstallCalendarEntry[] };
  /** Jobs waiting too long (src/core/server/job-flags.ts), in all. */
  jobsWaiting: number;
}

/** One page of a list. */
export interface AdminPage<T> {
  items: T[];
  /** How many rows match: exact, unless `totalCapped`. */
  total: number;
  /**
   * True when counting stopped at `total` and more rows match (the lists count a long history
   * only so far past the page, see COUNT_AHEAD, 500, in src/server/db/admin-lists/filters.ts).
   */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** Whether texts are configured (Twilio), so the rows' `texts` can be acted on (appointments and leads lists). */
  textsConfigured?: boolean;
}

/** What the admin screens say of text holding a NUL or another control character (Postgres refuses NUL). */
const CONTROL_CHARACTERS = "Remove the special characters that cannot be shown";

const notes = z
  .string({ error: "Notes must be text" })
  .trim()
  .max(MAX_ADMIN_NOTES, `Keep notes under ${MAX_ADMIN_NOTES} characters`)
  .refine(isPlainText, CONTROL_CHARACTERS);

/** PATCH /api/admin/appointments/:id: at least one of the fields. */
export const appointmentPatchSchema = z
  .object({
    /** The new status; moving a cancelled appointment back needs a free seat in its slot. */
    status: z.enum(APPOINTMENT_STATUSES, { error: "Choose a status" }).optional(),
    /** Internal notes, replacing the old ones. */
    adminNotes: notes.optional(),
    /**
     * Tell the customer of a status change they hear of (confirmed, cancelled): true unless the
     * office says they already know (false). The history records what was sent either way.
     */
    notify: z.boolean({ error: "Say whether to tell the customer" }).optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.adminNotes !== undefined, { message: "Change the status or the notes", path: ["_form"] });

/** A parsed appointment change. */
export type AppointmentPatch = z.output<typeof appointmentPatchSchema>;

/** PATCH /api/admin/leads/:id: at least one of the fields. */
export const leadPatchSchema = z
  .object({
    /** The new status. */
    status: z.enum(LEAD_STATUSES, { error: "Choose a status" }).optional(),
    /** Internal notes, replacing the old ones. */
    notes: notes.optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.notes !== undefined, { message: "Change the status or the notes", path: ["_form"] });

/** A parsed lead change. */
export type LeadPatch = z.output<typeof leadPatchSchema>;

// Query values arrive as strings; an empty one (`?search=`) means "no filter".
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const queryText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Keep it under ${max} characters`).refine(isPlainText, CONTROL_CHARACTERS).optional());

const queryDate = z.preprocess(blankToUndefined, z.string().refine(isRealDate, "Use a real date written YYYY-MM-DD").optional());

const queryEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `Choose one of: ${values.join(", ")}` }).optional());

const queryInt = (max: number, fallback: number, label: string) =>
  z.preprocess(
    (value) => (blankToUndefined(value) === undefined ? fallback : Number(value)),
    z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`),
  );

/** The orders of the admin appointment list. */
export const APPOINTMENT_SORTS = ["newest", "time"] as const;

/**
 * Which appointments the list shows: "upcoming" (today on, soonest first, cancelled and spam
 * left out unless a status or flag filter asks for them: the admin screen's default), "past"
 * (newest first) or "all" (newest first: the API's default).
 */
export const APPOINTMENT_SHOWS = ["upcoming", "past", "all"] as const;

/** Which leads the list shows: "people" (no spam unless a flag filter asks for it: the admin screen's default) or "all". */
export const LEAD_SHOWS = ["people", "all"] as const;

/** Filters and paging of the admin appointment list and its CSV export, read from the query string. */
export const adminListQuerySchema = z
  .object({
    /** Words to find, case-insensitively, in first or last name, email, phone, address or ZIP. */
    search: queryText(200),
    /** Exact status. */
    status: queryEnum(APPOINTMENT_STATUSES),
    /** First appointment day (Phoenix, YYYY-MM-DD), inclusive. */
    from: queryDate,
    /** Last appointment day, inclusive. */
    to: queryDate,
    /** City, compared case-insensitively. */
    city: queryText(100),
    /** Only flagged appointments: any flag, or one in particular. */
    flag: queryEnum(FLAG_FILTERS),
    /** 1-based page number. */
    page: queryInt(MAX_PAGE, 1, "Page"),
    /** Rows per page, 1..100. */
    pageSize: queryInt(100, 20, "Page size"),
    /** The list's order (not the CSV's): "newest" day first (the default), or "time", the day view's: earliest first, cancelled visits after the others. */
    sort: z.preprocess(blankToUndefined, z.enum(APPOINTMENT_SORTS, { error: `Choose one of: ${APPOINTMENT_SORTS.join(", ")}` }).default("newest")),
    /** Upcoming, past or all (see APPOINTMENT_SHOWS); upcoming is listed soonest first whatever `sort` says. */
    show: z.preprocess(blankToUndefined, z.enum(APPOINTMENT_SHOWS, { error: `Choose one of: ${APPOINTMENT_SHOWS.join(", ")}` }).default("all")),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "The start date must not be after the end date", path: ["to"] });

/** Parsed appointment list filters and paging, defaults applied. */
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** Filters and paging of the admin lead list and its CSV export: search (names, email, phone), status, arrival days, paging. */
export const leadListQuerySchema = z
  .object({
    /** Words to find, case-insensitively, in first or last name, email or phone. */
    search: queryText(200),
    /** Exact status. */
    status: queryEnum(LEAD_STATUSES),
    /** First day the lead arrived (Phoenix, YYYY-MM-DD), inclusive. */
    from: queryDate,
    /** Last arrival day, inclusive. */
    to: queryDate,
    /** Only flagged leads: any flag, or one in particular ("outside-service-area" never matches a lead). */
    flag: queryEnum(FLAG_FILTERS),
    /** People only (no spam unless `flag` asks for it) or all (see LEAD_SHOWS). */
    show: z.preprocess(blankToUndefined, z.enum(LEAD_SHOWS, { error: `Choose one of: ${LEAD_SHOWS.join(", ")}` }).default("all")),
    /** 1-based page number. */
    page: queryInt(MAX_PAGE, 1, "Page"),
    /** Rows per page, 1..100. */
    pageSize: queryInt(100, 20, "Page size"),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "The start date must not be after the end date", path: ["to"] });

/** Parsed lead list filters and paging, defaults applied. */
export type LeadListQuery = z.output<typeof leadListQuerySchema>;


// ── Customers: one page per person ─────────────────────────────────────────────────

/** The list's opaque keyset cursor: where the last page ended (its last row's time and id, base64url). */
const CURSOR = /^[A-Za-z0-9_-]{20,120}$/;

/** GET /api/admin/customers: search (names, email, phone, address) and the page after `after`. */
export const customerListQuerySchema = z.object({
  /** Words to find, case-insensitively, in a visit's names, email, phone, address or ZIP, or a lead's names, email or phone. */
  search: queryText(200),
  /** The cursor a page answered with (`nextCursor`), for the page after it; none for the first page. */
  after: z.preprocess(blankToUndefined, z.string().regex(CURSOR, "Start again from the first page").optional()),
  /** Which page `after` leads to (1-based): only for the count the page answers with. */
  page: queryInt(MAX_PAGE, 1, "Page"),
  /** Rows per page, 1..100. */
  pageSize: queryInt(100, 20, "Page size"),
});

/** Parsed customer list filters. */
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** One person in the customer list: their latest visit or lead (the one that opens their page), and how many of each they have. */
export interface AdminCustomer {
  /** The row their page opens from: GET /api/admin/customers/{kind}/{id}. */
  kind: "appointment" | "lead";
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The visit's address, city and ZIP; null for a lead. */
  address: string | null;
  city: string | null;
  /** When they last booked or wrote, ISO. */
  lastActivityAt: string;
  /** Visits and leads with the same email or phone (the person key of the limits, src/core/person-key.ts). */
  visits: number;
  leads: number;
}

/**
 * One page of customers, most recent activity first. People are not counted (that would read
 * every row): `total` is the people up to this page's end, `totalCapped` says more follow, and
 * `nextCursor` leads to them (null on the last page).
 */
export interface AdminCustomerPage {
  items: AdminCustomer[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  nextCursor: string | null;
}

/** A review request sent to the person (src/server/review-requests), or their opt-out. */
export interface CustomerReviewRequest {
  requestedAt: string | null;
  optedOutAt: string | null;
  /** The completed visit it asked about. */
  appointmentId: string | null;
}

/** A text in the person's threads, with the visit or lead it belongs to. */
export type CustomerText = AdminText & { appointmentId: string | null; leadId: string | null };

/** A photo the person sent, with the visit or lead it came with. */
export type CustomerPhoto = AdminPhoto & { appointmentId: string | null; leadId: string | null };

/**
 * GET /api/admin/customers/{kind}/{id}: everything the business has with the person behind that
 * visit or lead, matched on the person key the limits use (same email after normalising, or same
 * phone digits). Each part is loaded by its own loader (src/server/admin/customer-record.ts), so a
 * new part (quotes) is one loader there and one section on the page.
 */
export interface CustomerRecord {
  /** The person as their latest visit or lead gives them. */
  person: { firstName: string; lastName: string; email: string; phone: string; address: string | null; city: string | null; zipCode: string | null; locale: string };
  /** Their visits, upcoming soonest first, then past newest first. */
  visits: AdminAppointment[];
  /** Their contact-form leads, newest first. */
  leads: AdminLead[];
  photos: CustomerPhoto[];
  /** Their texts, both ways, oldest first. */
  texts: CustomerText[];
  reviewRequests: CustomerReviewRequest[];
  /** Their quotes, newest first (src/server/quotes). */
  quotes: AdminQuote[];
}

/** An appointment the new calendar settings would no longer allow, and why (settings never change it). */
export type AffectedAppointment = AdminAppointment & { reason: AffectedReason };

/** GET /api/admin/calendar-settings. */
export interface CalendarSettingsRecord {
  settings: CalendarSettings;
  /** When and by whom they were last saved; null while the defaults are in use. */
  updatedAt: string | null;
  updatedBy: string | null;
}

/** GET /api/admin/calendar-feed: whether the admin has a calendar link, and when it was made; never the link itself. */
export interface CalendarFeedState {
  exists: boolean;
  /** ISO instant; null when there is no link. */
  madeAt: string | null;
}

/** POST /api/admin/calendar-feed: the new link, the one time its URL is shown. */
export interface NewCalendarFeed {
  url: string;
  madeAt: string;
}

/** GET /api/admin/google-reviews: what the Google reviews setup page shows of its live test. */
export interface PlacesConnectionReport {
  apiKeySet: boolean;
  placeIdSet: boolean;
  /** The configured place ID (not secret: it is in every Google Maps link). */
  placeId: string | null;
  ok: boolean;
  rating: number | null;
  reviewCount: number | null;
  /** The place on Google Maps. */
  url: string | null;
  /** What went wrong, in plain words; null when all is well. */
  problem: string | null;
  checkedAt: string;
  /** The last good answer this server instance got, if any. */
  lastSuccessAt: string | null;
}
