/**
 * The database, in one file. Row types come from `$inferSelect`; migrations in
 * `drizzle/` are generated from this file by `npm run db:generate` and checked in.
 */
import { sql, type SQL } from "drizzle-orm";
import type { AdapterAccountType } from "@auth/core/adapters";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type PgColumn,
} from "drizzle-orm/pg-core";
import type { DepositState } from "../../core/deposit-state";
import type { InstallMethod, OpeningKind, OpeningStyle } from "../../core/openings";
import type { LinePricing, OptionPrice } from "../../core/price-book";
import type { PurchaseOrderKind, PurchaseOrderStatus, RemakeReason } from "../../core/purchase-orders";
import { JOB_STAGES, type JobStage } from "../../core/job-stages";
import type { QuoteStatus } from "../../core/quote-status";
import type { LeadSafeSource } from "../../core/lead-safe";
import { PERMIT_REQUIRED, PERMIT_STATUSES, type PermitRequired, type PermitStatus } from "../../core/permits";
import { ROLES, type Role } from "../../core/roles";
import type { SignOffOutcome } from "../../core/sign-off";
import type { TaxClass } from "../../core/tax-class";
import type { LeadStatus } from "../../schemas/admin/leads";
import type { AppointmentStatus } from "../../schemas/appointment";
import type { JobEventKind } from "../../schemas/job";
import type { ChangeOrderStatus, InvoiceKind, InvoiceStatus, PaymentMethod } from "../../schemas/money";
import { DASH_TAG_DOMAINS, DOT_BLIND_DOMAINS, PLUS_TAG_DOMAINS } from "../../core/server/person-key";

/** A list of domains as an SQL list of literals (they are constants of ours, never input). */
const domainsSql = (domains: readonly string[]) => sql.raw(domains.map((domain) => `'${domain}'`).join(", "));

/**
 * The email's person key in SQL; the same rule as emailKey() in src/core/server/person-key.ts, from the
 * same lists of domains. Changing it changes generated columns: it takes a migration that
 * drops and adds them (Postgres cannot alter a generated expression) and re-keys review_requests.
 */
const emailKeySql = (email: SQL) => {
  const normal = sql`lower(btrim(${email}))`;
  const name = sql`split_part(${normal}, '@', 1)`;
  const domain = sql`split_part(${normal}, '@', 2)`;
  const untagged = (separator: string) => sql`split_part(${name}, ${sql.raw(`'${separator}'`)}, 1)`;
  const undotted = sql`replace(${untagged("+")}, '.', '')`;
  return sql`(case
  when ${domain} in (${domainsSql(DOT_BLIND_DOMAINS)}) and ${undotted} <> '' then ${undotted} || '@gmail.com'
  when ${domain} in (${domainsSql(PLUS_TAG_DOMAINS)}) and ${untagged("+")} <> '' then ${untagged("+")} || '@' || ${domain}
  when ${domain} in (${domainsSql(DASH_TAG_DOMAINS)}) and ${untagged("-")} <> '' then ${untagged("-")} || '@' || ${domain}
  else ${normal} end)`;
};

/** The phone's person key in SQL; the same rule as phoneKey() in src/core/server/person-key.ts. */
const phoneKeySql = (phone: SQL) => sql`nullif(regexp_replace(regexp_replace(${phone}, '[^0-9]', '', 'g'), '^1([0-9]{10})$', '\\1'), '')`;

/**
 * What the admin search reads in one row, as one text: the searched columns joined by spaces.
 * A search word has no space, so it is found in this text exactly when it is found in one of
 * the columns; one trigram (pg_trgm) GIN index on the same expression then serves every word.
 * The lists build their condition from these same functions (src/server/admin/list-filters.ts),
 * so the expression always matches the index's.
 */
export const searchTextSql = (columns: SQL[]) => sql`(${sql.join(columns, sql` || ' ' || `)})`;

/** A phone's digits only, for the admin search by a number as written any way; indexed the same way. */
export const phoneDigitsSql = (phone: SQL) => sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`;

type Searched = Record<"firstName" | "lastName" | "email" | "phone", PgColumn>;

/** An appointment's searched text: names, email, phone, address and ZIP. */
export const appointmentSearchText = (t: Searched & Record<"address" | "zipCode", PgColumn>) =>
  searchTextSql([t.firstName, t.lastName, t.email, t.phone, t.address, t.zipCode].map((column) => sql`${column}`));

/** A lead's searched text: names, email and phone. */
export const leadSearchText = (t: Searched) => searchTextSql([t.firstName, t.lastName, t.email, t.phone].map((column) => sql`${column}`));

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A booked in-home estimate. Every active appointment holds a seat 1..capacity of its
 * slot; the partial unique index on (date, time, seat) makes the database the final
 * judge against double booking, even for requests that arrive at the same instant.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    zipCode: text("zip_code").notNull(),
    serviceType: text("service_type").notNull(),
    projectDetails: text("project_details").notNull().default(""),
    /** Calendar day in Phoenix time. */
    appointmentDate: date("appointment_date", { mode: "string" }).notNull(),
    /** Slot label, e.g. "10:00 AM". */
    appointmentTime: text("appointment_time").notNull(),
    /** Length in minutes. */
    duration: integer("duration").notNull(),
    /** pending | confirmed | completed | cancelled | no-show (src/schemas/appointment.ts). */
    status: text("status").$type<AppointmentStatus>().notNull().default("pending"),
    /** Which crew of the slot this appointment occupies (1..capacity). */
    seat: integer("seat").notNull(),
    /** SHA-256 of the cancel token; the token itself is only ever in the visitor's email. */
    cancelTokenHash: text("cancel_token_hash").notNull(),
    /** The ZIP is outside the service area: booked anyway, flagged for the admin. */
    outsideServiceArea: boolean("outside_service_area").notNull().default(false),
    /** The customer's language ("en" | "es"): the language of their emails and manage link. */
    locale: text("locale").notNull().default("en"),
    /** Internal notes, seen only by admins. */
    adminNotes: text("admin_notes").notNull().default(""),
    /** Who booked, for the per-person cap: the normalised email (see src/core/server/person-key.ts). */
    emailKey: text("email_key").generatedAlwaysAs(emailKeySql(sql`email`)),
    /** Who booked, for the per-person cap: the phone's digits, no leading US 1. */
    phoneKey: text("phone_key").generatedAlwaysAs(phoneKeySql(sql`phone`)),
    /**
     * Which of the person's upcoming places (1..maxUpcomingPerPerson) this booking holds, by
     * email and by phone. Partial unique indexes make the database the judge of the per-person
     * cap, as the seat does for a slot. Null: holds no place (past, or restored by an admin).
     */
    emailPlace: integer("email_place"),
    phonePlace: integer("phone_place"),
    /** Why the bot check judged it spam; spam is stored cancelled, holds no slot and sends no email. */
    spamReason: text("spam_reason"),
    /** The client address it came from (for the admin's view of abuse). */
    clientAddress: text("client_address"),
    /** iCalendar SEQUENCE of the visit's event: raised by every move and by a cancellation, so calendars apply the newest. */
    icsSequence: integer("ics_sequence").notNull().default(0),
    /** Where the visitor came from: the first and last touch the form sent (src/schemas/attribution.ts); null when it sent none. */
    attribution: jsonb("attribution"),
    /** The channel those touches mean (src/core/channel.ts), e.g. "google-business-profile"; "direct" without any. */
    channel: text("channel").notNull().default("direct"),
    /** A re-measure: the job this visit measures again before the order (the office books it); null for an estimate visit. */
    jobId: uuid("job_id").references((): AnyPgColumn => jobs.id),
    /** The year the home was built, as recorded at the visit; null: unknown, which counts as before 1978 (src/core/lead-safe.ts). */
    yearBuilt: integer("year_built"),
    /** The estimator the visit is assigned to; null: nobody yet. */
    estimatorId: uuid("estimator_id").references((): AnyPgColumn => teamMembers.id),
    ...timestamps,
  },
  (t) => [
    index("appointments_job")
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
    uniqueIndex("appointments_active_seat")
      .on(t.appointmentDate, t.appointmentTime, t.seat)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex("appointments_cancel_token").on(t.cancelTokenHash),
    // A double click, or a retried request, finds the same active booking instead of a second one.
    uniqueIndex("appointments_active_person")
      .on(sql`lower(${t.email})`, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} <> 'cancelled'`),
    index("appointments_date").on(t.appointmentDate),
    uniqueIndex("appointments_email_place")
      .on(t.emailKey, t.emailPlace)
      .where(sql`${t.status} in ('pending', 'confirmed') and ${t.emailPlace} is not null`),
    uniqueIndex("appointments_phone_place")
      .on(t.phoneKey, t.phonePlace)
      .where(sql`${t.status} in ('pending', 'confirmed') and ${t.phonePlace} is not null`),
    index("appointments_email_key").on(t.emailKey),
    index("appointments_phone_key").on(t.phoneKey),
    // The admin lists stay flat with years of history (tests/admin/query-plans.test.ts):
    // a status filter reads its own rows newest day first, the dashboard's chart reads only its
    // weeks by booking time, the flag filters read only flagged rows, and search reads a
    // trigram index instead of every row.
    index("appointments_status_date").on(t.status, t.appointmentDate),
    index("appointments_created_at").on(t.createdAt),
    index("appointments_spam")
      .on(t.appointmentDate)
      .where(sql`${t.spamReason} is not null`),
    index("appointments_outside_area")
      .on(t.appointmentDate)
      .where(sql`${t.outsideServiceArea}`),
    index("appointments_search").using("gin", sql`${appointmentSearchText(t)} gin_trgm_ops`),
    index("appointments_phone_digits").using("gin", sql`${phoneDigitsSql(sql`${t.phone}`)} gin_trgm_ops`),
    // The dashboard's "Where jobs come from" counts by channel over the last 30 and 90 days.
    index("appointments_channel_created").on(t.channel, t.createdAt),
    // The dashboard's weekly chart counts the bookings that are not spam by booking time: this
    // index holds exactly those rows, so the count reads the index alone (an index-only scan),
    // not one table page per booking.
    index("appointments_booked_not_spam")
      .on(t.createdAt)
      .where(sql`${t.spamReason} is null`),
    // The list's city filter (lower(city) = lower(?)) reads only that city's rows, newest day
    // first. The city itself is the last column only so that its count up to the cap reads the
    // index alone: Postgres plans an index-only scan of lower(city) only when city is in the index.
    index("appointments_city_date").on(sql`lower(${t.city})`, t.appointmentDate, t.city),
    index("appointments_estimator_date")
      .on(t.estimatorId, t.appointmentDate)
      .where(sql`${t.estimatorId} is not null`),
    check("appointments_year_built", sql`${t.yearBuilt} is null or ${t.yearBuilt} between 1600 and 2200`),
  ],
);

/**
 * What an admin or the customer changed on an appointment and when: one row per changed
 * field (status or notes) or move, written in the same statement as the change so the
 * history cannot miss one.
 */
export const appointmentEvents = pgTable(
  "appointment_events",
  {
    id: serial("id").primaryKey(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id),
    /** Who made the change: an admin's email, the signed-in customer's email, or "customer (cancel link)". */
    actor: text("actor").notNull(),
    /** What changed: "status" | "notes" | "moved" (from/to are "YYYY-MM-DD h:mm AM" slots). */
    action: text("action").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("appointment_events_appointment").on(t.appointmentId)],
);

/**
 * Further links to an appointment's manage page (/cancel/{token}), minted for emails sent
 * after the confirmation (reminders, a moved visit). Like the confirmation's token, only
 * the SHA-256 is stored; the token itself is only in the email.
 */
export const appointmentLinks = pgTable(
  "appointment_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("appointment_links_appointment").on(t.appointmentId)],
);

/**
 * One row per reminder written: the unique (appointment, kind, start) makes the database
 * the judge, so overlapping runs never remind twice, and a moved visit (a new start) is
 * reminded of its new time only.
 */
export const appointmentReminders = pgTable(
  "appointment_reminders",
  {
    id: serial("id").primaryKey(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id),
    /** "day-before" | "morning-of". */
    kind: text("kind").notNull(),
    /** The visit's start the reminder was about. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("appointment_reminders_once").on(t.appointmentId, t.kind, t.startsAt)],
);

/**
 * Each admin's private calendar subscription. Only the SHA-256 of the secret is stored, as
 * for the appointment links: a leaked backup must not hand out live subscriptions to every
 * customer's name, phone and address. So the settings page shows the URL once, when it is
 * made; after that it can only make a new one. Rotating replaces the hash, and the old URL
 * stops working at once.
 */
export const adminCalendarFeeds = pgTable("admin_calendar_feeds", {
  /** The admin's email, lower-case. */
  adminEmail: text("admin_email").primaryKey(),
  /** SHA-256 (hex) of the 256-bit URL-safe secret; unique so a feed request finds one admin. */
  secretHash: text("secret_hash").notNull().unique(),
  /** `updatedAt` is when the current secret was made. */
  ...timestamps,
});

/**
 * Day sheets already sent: one row per Phoenix day, so overlapping or retried runs of the
 * morning job email the admins once.
 */
export const daySheets = pgTable("day_sheets", {
  /** Phoenix calendar day, YYYY-MM-DD. */
  day: date("day", { mode: "string" }).primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A contact-form enquiry. Stored before anything else happens to it, so none is lost. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service").notNull(),
    projectDetails: text("project_details").notNull().default(""),
    /** Where the form was sent from, e.g. "contact-page". */
    source: text("source").notNull().default("website"),
    /** The language the enquiry was written in ("en" | "es"), so the reply can be in it. */
    locale: text("locale").notNull().default("en"),
    /** new | contacted | won | lost (src/schemas/admin/leads.ts). */
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    notes: text("notes").notNull().default(""),
    /** Forwarding to the external admin host: not-configured | pending | sent | failed */
    forwardStatus: text("forward_status").notNull().default("not-configured"),
    forwardAttempts: integer("forward_attempts").notNull().default(0),
    /** The normalised email and phone (src/core/server/person-key.ts), for the per-person limits. */
    emailKey: text("email_key").generatedAlwaysAs(emailKeySql(sql`email`)),
    phoneKey: text("phone_key").generatedAlwaysAs(phoneKeySql(sql`phone`)),
    /** Why the bot check judged it spam; spam is kept for the admin but sends no email and is not forwarded. */
    spamReason: text("spam_reason"),
    /** The client address it came from (for the admin's view of abuse). */
    clientAddress: text("client_address"),
    /**
     * More than LEADS_PER_PERSON leads came from its person (same email or phone, not spam) in
     * the day up to it, this one included. Set once, when the row is written, by the trigger
     * `leads_over_limit` (hand-written in the migration; same rule as leadOverLimitSql in
     * src/server/admin/flags.ts): later leads never change an earlier one's count.
     */
    overLimit: boolean("over_limit").notNull().default(false),
    /** Where the visitor came from: the first and last touch the form sent (src/schemas/attribution.ts); null when it sent none. */
    attribution: jsonb("attribution"),
    /** The channel those touches mean (src/core/channel.ts), e.g. "google-business-profile"; "direct" without any. */
    channel: text("channel").notNull().default("direct"),
    /**
     * A booking request kept as this lead instead of booked: the slot it asked for
     * ("2026-12-16 10:00 AM"), so a repeat of the request finds it and is answered as a
     * booking's repeat is (src/server/booking/hold-for-office.ts); null for other leads.
     */
    requestedSlot: text("requested_slot"),
    ...timestamps,
  },
  (t) => [
    index("leads_created_at").on(t.createdAt),
    // A held booking's repeat: the same person asking for the same slot again.
    index("leads_requested_slot")
      .on(t.emailKey, t.requestedSlot)
      .where(sql`${t.requestedSlot} is not null`),
    index("leads_email_key").on(t.emailKey, t.createdAt),
    index("leads_phone_key").on(t.phoneKey, t.createdAt),
    // As for appointments: status and flag filters read their own rows, search a trigram index.
    index("leads_status_created_at").on(t.status, t.createdAt),
    index("leads_spam")
      .on(t.createdAt)
      .where(sql`${t.spamReason} is not null`),
    index("leads_over_limit")
      .on(t.createdAt)
      .where(sql`${t.overLimit}`),
    index("leads_search").using("gin", sql`${leadSearchText(t)} gin_trgm_ops`),
    index("leads_phone_digits").using("gin", sql`${phoneDigitsSql(sql`${t.phone}`)} gin_trgm_ops`),
    // The dashboard's "Where jobs come from" counts by channel.
    index("leads_channel_created").on(t.channel, t.createdAt),
    // As appointments_booked_not_spam: the weekly chart counts these from the index alone.
    index("leads_sent_not_spam")
      .on(t.createdAt)
      .where(sql`${t.spamReason} is null`),
  ],
);

/**
 * Requests per client address and time window, shared by every function instance: one
 * upsert counts a request and answers the new count, so concurrent requests never miss one.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    /** What is counted, e.g. "booking", "lead", "move", "cancel" (per address) or "move-visit" (per visit). */
    scope: text("scope").notNull(),
    /** Who is counted: the client address (an IPv6 client's /64, src/core/server/address-key.ts), or a visit's id for "move-visit". */
    address: text("address").notNull(),
    /** Start of the fixed window (see rateWindow() in src/core/limits.ts). */
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.address, t.windowStart] }), index("rate_limit_hits_window").on(t.windowStart)],
);

/**
 * The whole site's count of one ceiling's window (src/core/site-ceilings.ts): bookings, leads,
 * beacons and texts per hour, texts per Phoenix day. One upsert takes a place under the ceiling,
 * so every function instance shares the count; one row a window, kept LEARNING_DAYS days, is
 * also the hourly history the beacons' ceiling learns from. A window whose ceiling was reached
 * is the admins' banner while it lasts and their one email (`announced_at`).
 */
export const siteCounts = pgTable(
  "site_counts",
  {
    /** The ceiling: "bookingsPerHour", "leadsPerHour", "beaconsPerHour", "textsPerHour" or "textsPerDay". */
    ceiling: text("ceiling").notNull(),
    /** Start of the window: the clock hour, or the Phoenix day's midnight. */
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    /** What was taken under the ceiling. */
    count: integer("count").notNull().default(0),
    /** What came past it (held, not counted, waiting or skipped). */
    refused: integer("refused").notNull().default(0),
    /** The ceiling in force when it was first reached. */
    reachedCeiling: integer("reached_ceiling"),
    /** When the first one came past the ceiling; null while it was not reached. */
    reachedAt: timestamp("reached_at", { withTimezone: true }),
    /** When the admins' email about it was stored (or left out, the same flood going on from the window before). */
    announcedAt: timestamp("announced_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.ceiling, t.windowStart] }),
    // The announcer's question, "what was reached and not told?", reads only those rows.
    index("site_counts_unannounced")
      .on(t.reachedAt)
      .where(sql`${t.reachedAt} is not null and ${t.announcedAt} is null`),
  ],
);

/** The site-wide ceilings as admins last saved them (one row, id 1), parsed by src/schemas/site-ceilings.ts. */
export const siteCeilingSettings = pgTable("site_ceiling_settings", {
  id: integer("id").primaryKey().default(1),
  settings: jsonb("settings").notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The booking calendar's rules as admins last saved them (one row, id 1). */
export const calendarSettings = pgTable("calendar_settings", {
  id: integer("id").primaryKey().default(1),
  /** Parsed by the shared settings schema on every read and write. */
  settings: jsonb("settings").notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every email the site sends, written before the send is tried. A failed send stays
 * here with its error and is retried; it never undoes the booking or lead it belongs to.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    /** What it is about, e.g. "appointment-confirmation". */
    kind: text("kind").notNull(),
    /** The appointment or lead it belongs to. */
    relatedId: uuid("related_id"),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** An iCalendar invitation attached as invite.ics. */
    ics: text("ics"),
    /** Files attached besides the invitation (a signed contract's PDF): [{ filename, contentType, base64 }]; emptied with the body. */
    attachments: jsonb("attachments"),
    /** The Reply-To address: the office on a customer's email, the customer on an admins' notice. Kept after the body is purged. */
    replyTo: text("reply_to"),
    /** pending | sent | failed | skipped (no longer due when retried: what it told of stopped being true; see lastError). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("email_outbox_status").on(t.status)],
);

// ── Sign-in (Auth.js's Drizzle adapter) ────────────────────────────────────────────
// The four tables the adapter documents for Postgres, under our own names; the adapter reads
// them by their TypeScript keys (see authTables in src/server/auth/config.ts).

/** Someone who has signed in: one row per (lower-cased) email, whichever way they signed in. */
export const authUsers = pgTable("auth_users", {
  id: text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  name: text("name"),
  /** Trimmed and lower-cased on the way in, so Google and the developer sign-in share one row. */
  email: text("email").notNull().unique(),
  emailVerified: timestamp("email_verified", { withTimezone: true, mode: "date" }),
  image: text("image"),
});

/**
 * A sign-in method linked to a user (Google's `sub`). The token columns are the adapter's;
 * we keep them empty (the Google provider's `account` callback stores no tokens).
 */
export const authAccounts = pgTable(
  "auth_accounts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    type: text("type").$type<AdapterAccountType>().notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    refresh_token: text("refresh_token"),
    access_token: text("access_token"),
    expires_at: integer("expires_at"),
    token_type: text("token_type"),
    scope: text("scope"),
    id_token: text("id_token"),
    session_state: text("session_state"),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index("auth_accounts_user").on(t.userId)],
);

/**
 * One signed-in browser. The cookie holds only a random token and the row only its SHA-256
 * digest (`sessionToken`, src/server/auth/session-token.ts); deleting the row signs that
 * browser out on its next request, whatever the cookie says. `expires` is the absolute limit
 * (set at sign-in, never extended); `lastActiveAt` moves on each request and enforces the idle
 * limit (both in src/server/auth/session-store.ts).
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    sessionToken: text("session_token").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    expires: timestamp("expires", { withTimezone: true, mode: "date" }).notNull(),
    // Set from the application's clock (not the database's), like `expires`, so both limits
    // are measured on one clock.
    lastActiveAt: timestamp("last_active_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  // "Sign out everywhere" deletes by user.
  (t) => [index("auth_sessions_user").on(t.userId)],
);

/** The adapter's table for email sign-in links; unused while Google is the only provider. */
export const authVerificationTokens = pgTable(
  "auth_verification_tokens",
  {
    identifier: text("identifier").notNull(),
    token: text("token").notNull(),
    expires: timestamp("expires", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

/**
 * Calls clicked and booking forms started, counted per Phoenix day, page, channel and kind
 * (POST `beacon`). Only the count: no address, no person, nothing to link two counts.
 * One upsert per beacon adds one, so concurrent beacons never lose a count.
 */
export const beaconCounts = pgTable(
  "beacon_counts",
  {
    /** Phoenix calendar day. */
    day: date("day", { mode: "string" }).notNull(),
    /** The page's path, e.g. "/cities/mesa". */
    path: text("path").notNull(),
    /** src/core/channel.ts. */
    channel: text("channel").notNull(),
    /** "call" (a tel: link clicked) | "form-start" (the booking form's first use). */
    kind: text("kind").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.channel, t.kind] })],
);

/**
 * Review requests, one row per person (the email's key): when they were last asked, and
 * whether they said "no more". The claim in src/server/review-requests/claim-review-request.ts
 * upserts this row only when the last request is 12 months old, so overlapping runs, and two
 * visits of one person, ask once between them.
 */
export const reviewRequests = pgTable("review_requests", {
  /** The person: the normalised email (src/core/server/person-key.ts). */
  emailKey: text("email_key").primaryKey(),
  /** The completed visit the last request was about (when estimates are asked about too). */
  appointmentId: uuid("appointment_id").references(() => appointments.id),
  /** The completed job the last request was about. */
  jobId: uuid("job_id").references((): AnyPgColumn => jobs.id),
  /** When the last request was written; null for someone who opted out before any. */
  requestedAt: timestamp("requested_at", { withTimezone: true }),
  /** SHA-256 of the opt-out link's token in the last request; the token is only in the email. */
  optOutTokenHash: text("opt_out_token_hash").unique(),
  /** Set by the opt-out link: never asked again. */
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }),
  ...timestamps,
});

/**
 * Customers' photos. The image itself is in the photo store (Netlify Blobs, key =
 * id, src/server/photos/photo-store.ts); this row says whose it is. An upload waits here with
 * neither owner until a booking, lead or manage request names it; one still waiting after
 * 24 hours is deleted, as are photos 12 months after the visit (src/server/photos/sweep-photos.ts).
 * ON DELETE SET NULL: a deleted appointment or lead leaves its photos ownerless (the images
 * must be deleted from the store, which a cascade could not do); attached_at still set, they
 * are never attachable again, and the next sweep deletes them with their images.
 * At most six per owner: the trigger "photos_per_owner" (drizzle/0013, not expressible here).
 */
export const photos = pgTable(
  "photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** A job's photo (its measurements, the finished install), added by the office. */
    jobId: uuid("job_id").references((): AnyPgColumn => jobs.id, { onDelete: "set null" }),
    /** An opening's photo on the measure sheet (at most six each); the opening's visit owns it too. */
    openingId: uuid("opening_id").references((): AnyPgColumn => openings.id, { onDelete: "set null" }),
    /** The stored (re-encoded) image's type, e.g. "image/jpeg". */
    contentType: text("content_type").notNull(),
    /** The stored image's size in bytes and its pixel size, after re-encoding. */
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The client address that uploaded it (an IPv6 client's /64): the per-address limit and the admin's view of abuse. */
    clientAddress: text("client_address"),
    /** When a booking, lead or manage request took it; null while it waits. */
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    /** The phone's own id for a photo taken offline (the crew's phone), so a photo sent twice is kept once. */
    clientId: uuid("client_id").unique(),
    /** Who in the team took it (their email); null for a customer's upload. */
    takenBy: text("taken_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("photos_appointment").on(t.appointmentId),
    index("photos_lead").on(t.leadId),
    index("photos_job").on(t.jobId),
    index("photos_opening").on(t.openingId),
    // The sweep's search for uploads nobody took.
    index("photos_waiting")
      .on(t.createdAt)
      .where(sql`${t.appointmentId} is null and ${t.leadId} is null and ${t.jobId} is null and ${t.openingId} is null`),
  ],
);

export type Appointment = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;
export type AppointmentEventRow = typeof appointmentEvents.$inferSelect;
export type AppointmentReminderRow = typeof appointmentReminders.$inferSelect;
export type AdminCalendarFeed = typeof adminCalendarFeeds.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type EmailMessage = typeof emailOutbox.$inferSelect;
export type AuthSession = typeof authSessions.$inferSelect;
export type ReviewRequest = typeof reviewRequests.$inferSelect;

// ── Text messages (Twilio) ───────────────────────────────────────────────────────────
// See src/server/sms/. Numbers are stored in E.164 (+1XXXXXXXXXX, src/core/nanp.ts).

/**
 * A customer's consent to texts, given by ticking the box on the booking or contact form:
 * one row per booking or lead that carried it, with the exact wording's version and the
 * language it was shown in (TCPA asks us to be able to show what was agreed to, and when).
 */
export const smsConsents = pgTable(
  "sms_consents",
  {
    id: serial("id").primaryKey(),
    /** The number consented for, E.164. */
    phone: text("phone").notNull(),
    appointmentId: uuid("appointment_id").references(() => appointments.id),
    leadId: uuid("lead_id").references(() => leads.id),
    /** SMS_CONSENT_VERSION in src/i18n/sms.ts when the box was ticked. */
    wordingVersion: text("wording_version").notNull(),
    /** The language the wording was shown in ("en" | "es"). */
    locale: text("locale").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    /** The client address the form was sent from, as the booking or lead stores it; null for consents recorded before it was kept. */
    clientAddress: text("client_address"),
  },
  (t) => [
    index("sms_consents_phone").on(t.phone),
    index("sms_consents_appointment").on(t.appointmentId),
    index("sms_consents_lead").on(t.leadId),
  ],
);

/**
 * What a number told us by keyword: STOP opts it out of every text (whatever consent it gave
 * before), START opts it back in. Also when it last got the "we got your message" auto-reply,
 * so it gets at most one a day.
 */
export const smsNumbers = pgTable("sms_numbers", {
  phone: text("phone").primaryKey(),
  optedOut: boolean("opted_out").notNull().default(false),
  /** When STOP or START was last received. */
  optChangedAt: timestamp("opt_changed_at", { withTimezone: true }),
  /** Phoenix day (YYYY-MM-DD) of the last auto-reply. */
  lastAutoReplyDay: date("last_auto_reply_day", { mode: "string" }),
  /**
   * The visit or lead (its id) whose automated texts this number gets while its owner has not
   * engaged: set by the first such text, in one statement, so a number anyone can type into a
   * form gets the texts of one booking or request, not of every form that names it
   * (src/server/sms/unasked.ts).
   */
  firstSubjectId: uuid("first_subject_id"),
});

/**
 * Every text, both directions. Outbound rows are the SMS outbox: written before the send is
 * tried, retried like emails (src/server/sms/outbox.ts), never sent twice. Inbound rows are
 * the customer's replies. Twilio's status callbacks update `deliveryStatus` by `providerSid`.
 */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: serial("id").primaryKey(),
    /** "outbound" | "inbound". */
    direction: text("direction").notNull(),
    /** What it is about, e.g. "confirmation", "reminder-day-before", "on-my-way", "admin", "reply"; inbound: the keyword it was taken for, or "message" (older inbound rows: "reply"). */
    kind: text("kind").notNull(),
    appointmentId: uuid("appointment_id").references(() => appointments.id),
    leadId: uuid("lead_id").references(() => leads.id),
    /** The job a text is about (install days, a stage); its consent is still the visit's or lead's above. */
    jobId: uuid("job_id").references((): AnyPgColumn => jobs.id),
    /** The customer's number, E.164. */
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    /** Outbound: pending | sent | failed | skipped (see lastError). Inbound: received, then answered once an admin texts back or marks it (src/server/db/sms/inbox.ts). */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Not sent before this instant (quiet hours). */
    notBefore: timestamp("not_before", { withTimezone: true }),
    /** Twilio's message SID (SM...), unique so a callback finds one row. */
    providerSid: text("provider_sid").unique(),
    /** Twilio's last reported status: queued | sent | delivered | undelivered | failed ... */
    deliveryStatus: text("delivery_status"),
    deliveryErrorCode: text("delivery_error_code"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Who sent an admin text (their email); null for automated ones. */
    sentBy: text("sent_by"),
    ...timestamps,
  },
  (t) => [
    index("sms_messages_status").on(t.status),
    index("sms_messages_phone").on(t.phone, t.createdAt),
    index("sms_messages_appointment").on(t.appointmentId),
    index("sms_messages_lead").on(t.leadId),
    index("sms_messages_job")
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
    // The dashboard's "sent today / this month": a bounded range, whatever years of texts lie before it.
    index("sms_messages_sent_at").on(t.sentAt),
  ],
);

/** The admins' text-message settings (one row, id 1), parsed by src/schemas/sms-settings.ts. */
export const smsSettings = pgTable("sms_settings", {
  id: integer("id").primaryKey().default(1),
  settings: jsonb("settings").notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SmsConsent = typeof smsConsents.$inferSelect;
export type NewSmsConsent = typeof smsConsents.$inferInsert;
export type SmsMessage = typeof smsMessages.$inferSelect;
export type Photo = typeof photos.$inferSelect;

// ── Quotes, signatures and deposits ───────────────────────────────────────────────────
// See src/server/quotes/. Amounts are integer cents, computed by src/core/quote-pricing.ts.

/**
 * A quote written after a visit (or for a lead): its state, its link and what the customer did
 * with it. What it offers lives in its revisions; `revision` is the one the link shows. Exactly
 * one of appointmentId and leadId is set (the check `quotes_one_owner`).
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The quote's number for people ("Quote 1042"). */
    number: serial("number").notNull().unique(),
    appointmentId: uuid("appointment_id").references(() => appointments.id),
    leadId: uuid("lead_id").references(() => leads.id),
    /** The customer's language ("en" | "es"), from their booking or lead: their link, emails and PDF. */
    locale: text("locale").notNull(),
    /** draft | sent | signed | paid | declined | cancelled (src/core/quote-status.ts). */
    status: text("status").$type<QuoteStatus>().notNull().default("draft"),
    /** The revision the link shows and the customer signs. */
    revision: integer("revision").notNull().default(1),
    /** Whether the one follow-up (opened, not signed after three days) may go out; an admin can turn it off. */
    followUp: boolean("follow_up").notNull().default(true),
    followUpSentAt: timestamp("follow_up_sent_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The customer's first and last opening of the link, and how many times. */
    firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    views: integer("views").notNull().default(0),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * The payment that paid the deposit: set by the statement that marks the quote paid, so
     * exactly one payment counts; any other that takes money is refunded (src/server/payments/refunds.ts).
     */
    depositPaymentId: uuid("deposit_payment_id"),
    /**
     * The deposit's current Checkout attempt: a new one replaces it only by compare-and-set on
     * this column, and only once it can no longer be paid, so a deposit has at most one open
     * Checkout page (src/server/quotes/checkout-attempt.ts).
     */
    checkoutPaymentId: uuid("checkout_payment_id"),
    /** The admin who wrote it. */
    createdBy: text("created_by").notNull(),
    ...timestamps,
  },
  (t) => [
    check("quotes_one_owner", sql`(${t.appointmentId} is null) <> (${t.leadId} is null)`),
    index("quotes_appointment").on(t.appointmentId),
    index("quotes_lead").on(t.leadId),
    // The admin list, newest first (keyset on created_at, id), and its status filter.
    index("quotes_created").on(t.createdAt, t.id),
    index("quotes_status_created").on(t.status, t.createdAt, t.id),
    // The dashboard's figures over 30 and 90 days.
    index("quotes_sent_at").on(t.sentAt),
    index("quotes_signed_at").on(t.signedAt),
    // The follow-up job's candidates: sent, opened, not yet followed up.
    index("quotes_follow_up_due")
      .on(t.firstViewedAt)
      .where(sql`${t.status} = 'sent' and ${t.followUp} and ${t.followUpSentAt} is null`),
  ],
);

/**
 * The links to a quote's page (/quote/{token}): one per email that carried one (sent, sent
 * again, the follow-up), all showing the latest revision. Only the SHA-256 of the 256-bit token
 * is stored; the token itself is only in the customer's email and text. A link works until the
 * quote's "valid until" day has passed, and for good once the quote is signed, unless it was
 * retired: each send retires every earlier link, and an admin can retire them all, so a link
 * that leaked is revoked by a new send.
 */
export const quoteLinks = pgTable(
  "quote_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the link stopped opening the quote (a later send, or an admin's revoke); null while it works. */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (t) => [index("quote_links_quote").on(t.quoteId)],
);

/**
 * What a quote offers, one row per revision: the admin's input and the amounts the server
 * computed from it. A draft's revision is edited in place; once sent, an edit adds revision
 * n + 1. No revision of a signed quote can change (trigger `quote_revisions_frozen`, drizzle/0016).
 */
export const quoteRevisions = pgTable(
  "quote_revisions",
  {
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id),
    revision: integer("revision").notNull(),
    /** The options as typed and priced (src/core/quote-pricing.ts PricedOption[]). */
    options: jsonb("options").notNull(),
    /**
     * The tax rate applied, in basis points (830 = 8.30%): for a modification, the city's combined
     * TPT rate taken on 65% of the price; 0 for a replacement. A revision written before tax classes
     * (tax_class null) keeps the sales tax rate its writer typed, as its customer read it.
     */
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull(),
    /** replacement | modification (src/core/tax-class.ts); null on revisions written before tax classes. */
    taxClass: text("tax_class").$type<TaxClass>(),
    /** For a modification: the city whose rate applies, and the day that rate was published (the owner's table). */
    taxCity: text("tax_city"),
    taxRateAsOf: date("tax_rate_as_of", { mode: "string" }),
    /** The year the home was built, copied from the visit; null: unknown, which counts as before 1978. */
    yearBuilt: integer("year_built"),
    /** "percent" (depositValue in basis points) or "fixed" (depositValue in cents). */
    depositKind: text("deposit_kind").notNull(),
    depositValue: integer("deposit_value").notNull(),
    note: text("note").notNull().default(""),
    /** Where the work is done: the visit's address, or what the admin typed for a lead. */
    jobAddress: text("job_address").notNull(),
    /** When the work should be done, in the admin's words; "" when not given. */
    completion: text("completion").notNull().default(""),
    /** The last Phoenix day it can be signed. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /**
     * For a quote priced from the measure sheet: each option's openings with the price book's line and
     * options as they were when it was written (src/core/quote-openings.ts PricedOpeningRecord[]), so the
     * re-measure prices a changed size by the quote's own prices and no later change to the book reaches it.
     * Null for a quote of typed lines. Never shown to the customer.
     */
    pricedOpenings: jsonb("priced_openings"),
    createdBy: text("created_by").notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.revision] }),
    check("quote_revisions_tax_class", sql`${t.taxClass} is null or ${t.taxClass} in ('replacement', 'modification')`),
  ],
);

/**
 * A customer's signature: one per quote (the primary key: a second signature is refused),
 * never changed or deleted (trigger `quote_signatures_unchangeable`, drizzle/0016). It keeps
 * the exact document shown (its canonical JSON) and that text's SHA-256, so the record proves
 * itself: anyone can hash `document` again and compare.
 */
export const quoteSignatures = pgTable("quote_signatures", {
  quoteId: uuid("quote_id")
    .primaryKey()
    .references(() => quotes.id),
  revision: integer("revision").notNull(),
  /** The option signed for. */
  optionId: text("option_id").notNull(),
  /** The full name the customer typed. */
  typedName: text("typed_name").notNull(),
  signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
  /** The client address the platform saw, and the browser's User-Agent. */
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  /** QUOTE_CONSENT_VERSION (src/i18n/quote-terms.ts) of the consent the customer ticked. */
  consentVersion: text("consent_version").notNull(),
  /** The document shown, as canonical JSON (src/core/quote-document.ts), and its SHA-256 (hex). */
  document: text("document").notNull(),
  documentSha256: text("document_sha256").notNull(),
  /** The signed option's total and deposit, in cents, as the document states them. */
  totalCents: integer("total_cents").notNull(),
  depositCents: integer("deposit_cents").notNull(),
});

/**
 * Money through Stripe for a quote: the deposit's Checkout attempts (one row each, written
 * before its session is opened) and what became of them. Only Stripe's signed webhook moves a
 * row to paid; a refund is recorded on the row it refunds, with why.
 */
export const quotePayments = pgTable(
  "quote_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id),
    /** Stripe's Checkout Session id (cs_...); null for the moment between the row and its session. */
    checkoutSessionId: text("checkout_session_id").unique(),
    /** Stripe's PaymentIntent id (pi_...), once known: what a refund names. */
    paymentIntentId: text("payment_intent_id"),
    amountCents: integer("amount_cents").notNull(),
    /** open | processing | paid | failed | expired | mismatched (src/core/deposit-state.ts); only ever moves forward. */
    status: text("status").$type<DepositState>().notNull().default("open"),
    /** When Stripe said the money came in (a mismatched payment's too: it is refunded). */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** What Stripe's session said it charged, when that was not `amountCents` in US dollars (status mismatched). */
    receivedCents: integer("received_cents"),
    receivedCurrency: text("received_currency"),
    /** Stripe's Refund id (re_...) and when it was asked for. */
    refundId: text("refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** Why it was refunded: cancelled (the contract), duplicate (the deposit was paid already), mismatch (another amount or currency). */
    refundReason: text("refund_reason"),
    /** The last refund Stripe refused, and why: the payment stays as it is and the sweep tries again. */
    refundFailedAt: timestamp("refund_failed_at", { withTimezone: true }),
    refundError: text("refund_error"),
    /** A dispute (chargeback) Stripe opened on the payment. */
    disputeId: text("dispute_id"),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("quote_payments_quote").on(t.quoteId),
    index("quote_payments_intent").on(t.paymentIntentId),
    // The dashboard's "deposits collected".
    index("quote_payments_paid_at").on(t.paidAt),
    // The money panel's problems: disputes, and refunds Stripe refused that are still not made
    // (refundRefusedSql in src/server/db/money/predicates.ts: the same condition).
    index("quote_payments_disputed")
      .on(t.disputedAt)
      .where(sql`${t.disputedAt} is not null`),
    index("quote_payments_refund_refused")
      .on(t.refundFailedAt)
      .where(sql`${t.refundFailedAt} is not null and ${t.refundId} is null`),
    // The refund sweep's candidates: money in, not yet refunded.
    index("quote_payments_unrefunded")
      .on(t.quoteId)
      .where(sql`${t.paidAt} is not null and ${t.refundId} is null`),
  ],
);

/** Stripe events already handled, by id: a replayed or repeated delivery changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
});

/** The admins' quote defaults (one row, id 1), parsed by src/schemas/quote.ts quoteSettingsSchema. */
export const quoteSettings = pgTable("quote_settings", {
  id: integer("id").primaryKey().default(1),
  settings: jsonb("settings").notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Quote = typeof quotes.$inferSelect;
export type QuoteRevision = typeof quoteRevisions.$inferSelect;
export type QuoteSignature = typeof quoteSignatures.$inferSelect;
export type QuotePayment = typeof quotePayments.$inferSelect;

// ── Jobs: from the signature to installed windows ─────────────────────────────────────
// See src/server/jobs/ and docs/jobs.md. Stages: src/core/job-stages.ts.

/** A list of our own constants (never input) as an SQL list of literals. */
const literalsSql = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/** The stages as an SQL list of literals. */
const jobStagesSql = literalsSql(JOB_STAGES);

/**
 * A job: the work a signed quote sells, from the re-measure to the installed windows. Created by
 * the statement that records the signature (src/server/db/quotes/quotes.ts signQuoteRow), one per
 * quote (the unique quote_id), with the chosen option's scope and figures as signed. Its stage
 * moves forward only (src/core/server/job-stage-change.ts); every change is a row of job_events.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The job's number for people ("Job 1001"). */
    number: serial("number").notNull().unique(),
    quoteId: uuid("quote_id")
      .notNull()
      .unique()
      .references(() => quotes.id),
    /** The quote's owner, as on quotes: the visit or the lead (exactly one, check `jobs_one_owner`). */
    appointmentId: uuid("appointment_id").references(() => appointments.id),
    leadId: uuid("lead_id").references(() => leads.id),
    /** The option signed for. */
    optionId: text("option_id").notNull(),
    /** The chosen option as signed: its name and lines (src/schemas/job.ts JobScope). */
    scope: jsonb("scope").notNull(),
    totalCents: integer("total_cents").notNull(),
    depositCents: integer("deposit_cents").notNull(),
    jobAddress: text("job_address").notNull(),
    /** The customer's language ("en" | "es"): every notice about the job is in it. */
    locale: text("locale").notNull(),
    /** The lead channel of the visit or lead (src/core/channel.ts). */
    channel: text("channel").notNull().default("direct"),
    /** Where the job stands (src/core/job-stages.ts); the check below holds it to the list. */
    stage: text("stage").$type<JobStage>().notNull().default("signed"),
    /** The stage an on-hold job left; resuming returns to it. */
    stageBeforeHold: text("stage_before_hold").$type<JobStage>(),
    /** How many open days the install takes, on one crew. */
    installDays: integer("install_days").notNull().default(1),
    /** The office let the customer choose install days before delivery. */
    schedulingOpen: boolean("scheduling_open").notNull().default(false),
    /** The re-measure's values and notes, as the office wrote them. */
    measurements: text("measurements").notNull().default(""),
    measuredOn: date("measured_on", { mode: "string" }),
    manufacturer: text("manufacturer"),
    /** The manufacturer's sales order number: the warranty registration asks for it. */
    orderNumber: text("order_number"),
    orderedOn: date("ordered_on", { mode: "string" }),
    /** The expected delivery: a day, or the first day (Sunday) of a week (`expected_delivery_precision`). */
    expectedDelivery: date("expected_delivery", { mode: "string" }),
    expectedDeliveryPrecision: text("expected_delivery_precision").notNull().default("day"),
    deliveredOn: date("delivered_on", { mode: "string" }),
    installedAt: timestamp("installed_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** iCalendar SEQUENCE of the install's event: raised by every booking, move and unbooking, so calendars apply the newest. */
    installSequence: integer("install_sequence").notNull().default(0),
    /**
     * Raised by every statement that changes the job's money (an invoice, a signed change order, a
     * payment in, back or disputed): a statement that decides on the money (an invoice's amount, a
     * change order's floor) writes only if it is still the version its facts were read at.
     */
    moneyVersion: integer("money_version").notNull().default(0),
    /** The building permit (src/core/permits.ts): required or not, its number, where it stands, the inspection day. */
    permitRequired: text("permit_required").$type<PermitRequired>().notNull().default("unknown"),
    permitNumber: text("permit_number"),
    permitStatus: text("permit_status").$type<PermitStatus>().notNull().default("not-applied"),
    permitInspectionDate: date("permit_inspection_date", { mode: "string" }),
    /** When the customer signed off on the crew's phone with issues: the office's flag until the job is completed or cancelled. */
    signOffIssuesAt: timestamp("sign_off_issues_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("jobs_one_owner", sql`(${t.appointmentId} is null) <> (${t.leadId} is null)`),
    check(
      "jobs_stage",
      sql`${t.stage} in (${jobStagesSql}) and (${t.stageBeforeHold} is null or ${t.stageBeforeHold} in (${jobStagesSql}))`,
    ),
    check("jobs_install_days", sql`${t.installDays} between 1 and 30`),
    check("jobs_expected_delivery_precision", sql`${t.expectedDeliveryPrecision} in ('day', 'week')`),
    check(
      "jobs_permit",
      sql`${t.permitRequired} in (${literalsSql(PERMIT_REQUIRED)}) and ${t.permitStatus} in (${literalsSql(PERMIT_STATUSES)})`,
    ),
    // The board: a stage's jobs newest first (keyset on created_at, id), and all of them.
    index("jobs_stage_created").on(t.stage, t.createdAt, t.id),
    index("jobs_created").on(t.createdAt, t.id),
    index("jobs_appointment").on(t.appointmentId),
    index("jobs_lead").on(t.leadId),
    // The waiting-too-long flags (src/core/server/job-flags.ts) read only the jobs at their stage.
    index("jobs_awaiting_delivery")
      .on(t.expectedDelivery)
      .where(sql`${t.deliveredOn} is null and ${t.stage} in ('signed', 'measured', 'ordered', 'scheduled')`),
    index("jobs_awaiting_install")
      .on(t.deliveredOn)
      .where(sql`${t.stage} = 'delivered'`),
    index("jobs_awaiting_completion")
      .on(t.installedAt)
      .where(sql`${t.stage} = 'installed'`),
    // The money panel's earnings read only the jobs completed in its window.
    index("jobs_completed")
      .on(t.completedAt)
      .where(sql`${t.stage} = 'completed'`),
    // The flag for a permit required and not yet issued reads only those jobs.
    index("jobs_permit_pending")
      .on(t.createdAt)
      .where(
        sql`${t.permitRequired} = 'yes' and ${t.permitStatus} in ('not-applied', 'applied') and ${t.stage} not in ('completed', 'cancelled')`,
      ),
    // The flag for issues the customer noted at the sign-off reads only those jobs.
    index("jobs_sign_off_issues")
      .on(t.signOffIssuesAt)
      .where(sql`${t.signOffIssuesAt} is not null and ${t.stage} not in ('completed', 'cancelled')`),
  ],
);

/**
 * A job's timeline: every change with its time, who made it (an admin's email, "customer" or
 * "system"), a note, whether the customer was told, and what changed. Written by the statement
 * that makes the change; never changed or deleted (trigger `job_events_unchangeable`).
 */
export const jobEvents = pgTable(
  "job_events",
  {
    id: serial("id").primaryKey(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** An admin's email, "customer" or "system". */
    actor: text("actor").notNull(),
    /** What happened (src/schemas/job.ts JOB_EVENT_KINDS): "stage", "order", "install-booked", "note"… */
    kind: text("kind").$type<JobEventKind>().notNull(),
    /** The stage before and after (the same when the stage did not change). */
    fromStage: text("from_stage").$type<JobStage>(),
    toStage: text("to_stage").$type<JobStage>().notNull(),
    note: text("note").notNull().default(""),
    /** The customer was sent a notice of it. */
    notified: boolean("notified").notNull().default(false),
    /** What changed besides the stage: order fields, install dates, measurements… */
    changes: jsonb("changes"),
  },
  (t) => [index("job_events_job").on(t.jobId, t.at, t.id)],
);

/**
 * The crew-days installs hold: one row per day of a job, the crew it holds. The unique
 * (day, crew) is the judge: two jobs never hold one crew on one day, whatever the race (the seat
 * rule, src/server/db/seats.ts INSTALL_SEATS). Unbooking deletes the job's rows; a move deletes and
 * inserts them in one statement.
 */
export const installDays = pgTable(
  "install_days",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id),
    /** Phoenix calendar day. */
    day: date("day", { mode: "string" }).notNull(),
    /** The crew holding the day: a crews row's number. */
    crew: integer("crew").notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day] }), uniqueIndex("install_days_crew_day").on(t.day, t.crew)],
);

/**
 * Install reminders written: one row per job and first install day, so overlapping runs of the
 * reminder job remind once, and a moved install (a new first day) is reminded of its new days only.
 */
export const installReminders = pgTable(
  "install_reminders",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id),
    /** The first install day the reminder was about. */
    firstDay: date("first_day", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.firstDay] })],
);

/**
 * Links to a customer's own page (/my/{token}): everything of theirs, found by their email's
 * person key (src/core/person-key.ts). Only the SHA-256 of the 256-bit token is stored; the token
 * is only in the email that carried it. A link lasts 30 days; every notice carries a fresh one.
 */
export const customerLinks = pgTable(
  "customer_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** The person: the normalised email the link was sent to. */
    emailKey: text("email_key").notNull(),
    /** The language of the page and email. */
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("customer_links_expires").on(t.expiresAt)],
);

export type Job = typeof jobs.$inferSelect;
export type JobEvent = typeof jobEvents.$inferSelect;
export type InstallDay = typeof installDays.$inferSelect;
export type CustomerLink = typeof customerLinks.$inferSelect;

// ── Paid in full: change orders, invoices and their payments ─────────────────────────
// See docs/quotes-and-payments.md. The money rules: src/core/job-money.ts.

/**
 * A change to a signed contract, after the re-measure: lines added or removed (a negative line is
 * a credit), a note, sent and signed as a quote is. It changes the job's contract total only once
 * signed (`status` signed); it can never take the total below what has been paid.
 */
export const changeOrders = pgTable(
  "change_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The change order's number for people ("Change order 3001"), across all jobs. */
    number: serial("number").notNull().unique(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id),
    /** The lines as the office wrote them and the server priced them: [{ description, quantity, unitPriceCents, amountCents }]. */
    items: jsonb("items").notNull(),
    note: text("note").notNull().default(""),
    /** The sum of the lines' amounts, in cents (negative for a credit). */
    totalCents: integer("total_cents").notNull(),
    /** The contract total the change was written against, and the one it makes once signed. */
    contractBeforeCents: integer("contract_before_cents").notNull(),
    /** draft | sent | signed | void (src/schemas/money.ts). */
    status: text("status").$type<ChangeOrderStatus>().notNull().default("draft"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    createdBy: text("created_by").notNull(),
    ...timestamps,
  },
  (t) => [
    check("change_orders_status", sql`${t.status} in ('draft', 'sent', 'signed', 'void')`),
    index("change_orders_job").on(t.jobId, t.createdAt),
    // The money panel's "contracted" adds the signed ones.
    index("change_orders_signed")
      .on(t.signedAt)
      .where(sql`${t.status} = 'signed'`),
  ],
);

/** Private links to a change order (/change-order/{token}): the SHA-256 of a 256-bit token, as quote_links. */
export const changeOrderLinks = pgTable(
  "change_order_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    changeOrderId: uuid("change_order_id")
      .notNull()
      .references(() => changeOrders.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (t) => [index("change_order_links_change_order").on(t.changeOrderId)],
);

/**
 * A customer's signature of a change order: one each (the primary key), never changed or deleted
 * (trigger `change_order_signatures_unchangeable`), with the exact document shown and its SHA-256,
 * as quote_signatures.
 */
export const changeOrderSignatures = pgTable("change_order_signatures", {
  changeOrderId: uuid("change_order_id")
    .primaryKey()
    .references(() => changeOrders.id),
  typedName: text("typed_name").notNull(),
  signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  consentVersion: text("consent_version").notNull(),
  document: text("document").notNull(),
  documentSha256: text("document_sha256").notNull(),
  totalCents: integer("total_cents").notNull(),
  /** The contract total before and after this change, as the document stated them. */
  contractBeforeCents: integer("contract_before_cents").notNull(),
  contractAfterCents: integer("contract_after_cents").notNull(),
});

/**
 * A bill for part of a job's balance: a progress invoice (a percent of the contract or an amount)
 * or the final one (the rest). Its amount is the server's, decided once when it is written
 * (src/core/job-money.ts); it never asks for more than the balance. Paid by one payment (card or
 * bank through Stripe Checkout, or one the office records); a failed bank payment reopens it.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The invoice's number for people and the books ("Invoice 5001"). */
    number: serial("number").notNull().unique(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id),
    /** progress | final. */
    kind: text("kind").$type<InvoiceKind>().notNull(),
    /** What a progress invoice was asked as: basis points of the contract (2500 = 25%), or null for an amount. */
    percentBasisPoints: integer("percent_basis_points"),
    amountCents: integer("amount_cents").notNull(),
    /** What the invoice bills, as drawn on its page and PDF: [{ description, amountCents }]. */
    lines: jsonb("lines").notNull(),
    /** open (written, or sent and unpaid) | processing (a bank payment on its way) | paid | void. */
    status: text("status").$type<InvoiceStatus>().notNull().default("open"),
    /** The Phoenix day it is due; null: due on receipt. */
    dueOn: date("due_on", { mode: "string" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    /** The office may switch the 3- and 10-day reminders off. */
    reminders: boolean("reminders").notNull().default(true),
    /** When each reminder was written (once each, by the statement that writes it). */
    firstReminderAt: timestamp("first_reminder_at", { withTimezone: true }),
    secondReminderAt: timestamp("second_reminder_at", { withTimezone: true }),
    /** The current Stripe Checkout attempt (an invoice_payments row): one open page at a time. */
    checkoutPaymentId: uuid("checkout_payment_id"),
    /** The one payment that paid it (named by the statement that marks it paid); any other paid payment of it is refunded. */
    paidPaymentId: uuid("paid_payment_id"),
    createdBy: text("created_by").notNull(),
    ...timestamps,
  },
  (t) => [
    check("invoices_kind", sql`${t.kind} in ('progress', 'final')`),
    check("invoices_status", sql`${t.status} in ('open', 'processing', 'paid', 'void')`),
    check("invoices_amount", sql`${t.amountCents} > 0`),
    index("invoices_job").on(t.jobId, t.createdAt),
    index("invoices_created").on(t.createdAt, t.id),
    // The books: invoices by their day (sent, else written), in that order.
    index("invoices_day").on(sql`coalesce(${t.sentAt}, ${t.createdAt})`, t.id),
    // Outstanding with its aging, and the reminder run: sent, unpaid (outstandingInvoiceSql in src/server/db/money/predicates.ts).
    index("invoices_outstanding")
      .on(t.sentAt)
      .where(sql`${t.status} in ('open', 'processing') and ${t.sentAt} is not null`),
  ],
);

/** Private links to an invoice (/invoice/{token}): the SHA-256 of a 256-bit token, as quote_links. */
export const invoiceLinks = pgTable(
  "invoice_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (t) => [index("invoice_links_invoice").on(t.invoiceId)],
);

/**
 * Money for an invoice: a Stripe Checkout attempt (card or US bank account; written before its
 * session is opened; only Stripe's signed events, or the reconcile job asking Stripe, move it on,
 * src/core/deposit-state.ts) or a payment the office took offline (check, cash, financing, other),
 * recorded paid. A refund, a refund Stripe refused, and a dispute are recorded on the row.
 */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id),
    /** stripe (card or bank, through Checkout) | check | cash | financing | other. */
    method: text("method").$type<PaymentMethod>().notNull(),
    /** How Stripe's customer paid, once known: card | us_bank_account. */
    stripeMethod: text("stripe_method"),
    /** The office's reference for an offline payment (a check number, a financing contract). */
    reference: text("reference"),
    /** Who recorded an offline payment (an admin's email). */
    recordedBy: text("recorded_by"),
    checkoutSessionId: text("checkout_session_id").unique(),
    paymentIntentId: text("payment_intent_id"),
    amountCents: integer("amount_cents").notNull(),
    /** open | processing | paid | failed | expired | mismatched (src/core/deposit-state.ts). */
    status: text("status").$type<DepositState>().notNull().default("open"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    receivedCents: integer("received_cents"),
    receivedCurrency: text("received_currency"),
    refundId: text("refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundReason: text("refund_reason"),
    /** The last refund Stripe refused, and why: the payment stays as it is and the sweep tries again. */
    refundFailedAt: timestamp("refund_failed_at", { withTimezone: true }),
    refundError: text("refund_error"),
    /** A dispute (chargeback) Stripe opened on the payment. */
    disputeId: text("dispute_id"),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("invoice_payments_method", sql`${t.method} in ('stripe', 'check', 'cash', 'financing', 'other')`),
    check("invoice_payments_amount", sql`${t.amountCents} > 0`),
    index("invoice_payments_invoice").on(t.invoiceId),
    index("invoice_payments_job").on(t.jobId),
    index("invoice_payments_intent").on(t.paymentIntentId),
    // Collected per week, and the payments export.
    index("invoice_payments_paid_at").on(t.paidAt),
    // The money panel's problems: disputes, and refunds Stripe refused that are still not made
    // (refundRefusedSql in src/server/db/money/predicates.ts: the same condition).
    index("invoice_payments_disputed")
      .on(t.disputedAt)
      .where(sql`${t.disputedAt} is not null`),
    index("invoice_payments_refund_refused")
      .on(t.refundFailedAt)
      .where(sql`${t.refundFailedAt} is not null and ${t.refundId} is null`),
    // The reconcile job: Stripe attempts not settled yet (awaitingStripeSql in src/server/db/money/predicates.ts).
    index("invoice_payments_pending")
      .on(t.createdAt)
      .where(sql`${t.status} in ('open', 'processing') and ${t.checkoutSessionId} is not null`),
  ],
);

export type ChangeOrder = typeof changeOrders.$inferSelect;
export type ChangeOrderSignature = typeof changeOrderSignatures.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type InvoicePayment = typeof invoicePayments.$inferSelect;

// ── The price book and the measure sheet ─────────────────────────────────────────────
// See src/core/price-book.ts (the pricing), src/core/measure.ts (sizes in sixteenths) and
// src/core/safety-glazing.ts (where the code wants tempered glass).

/**
 * A product line of the owner's price book ("Milgard Tuscany V400"): how it prices an opening's
 * unit (`pricing`, src/core/price-book.ts LinePricing) and its install labour per method. A retired
 * line (`active` false) prices nothing new; the quotes that used it keep its prices in their own
 * revision (`quote_revisions.priced_openings`), so no change here reaches a quote already made.
 */
export const priceBookLines = pgTable(
  "price_book_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    nameEs: text("name_es"),
    kind: text("kind").$type<OpeningKind>().notNull(),
    pricing: jsonb("pricing").$type<LinePricing>().notNull(),
    installInsertCents: integer("install_insert_cents").notNull(),
    installFullFrameCents: integer("install_full_frame_cents").notNull(),
    /** Who the line's units are ordered from; null until the owner names one (orders wait for it). */
    supplierId: uuid("supplier_id").references((): AnyPgColumn => suppliers.id),
    active: boolean("active").notNull().default(true),
    updatedBy: text("updated_by").notNull(),
    ...timestamps,
  },
  (t) => [
    check("price_book_lines_kind", sql`${t.kind} in ('window', 'patio-door', 'entry-door')`),
    check("price_book_lines_install", sql`${t.installInsertCents} >= 0 and ${t.installFullFrameCents} >= 0`),
  ],
);

/**
 * An option of the price book (Low-E, grids, a colour, obscure or tempered glass): its price
 * (src/core/price-book.ts OptionPrice) and the lines it applies to (null: every line). At most one
 * active option is the tempered upgrade (`price_book_options_one_tempered`): the server adds it to
 * every opening the code requires tempered glass for.
 */
export const priceBookOptions = pgTable(
  "price_book_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    nameEs: text("name_es"),
    price: jsonb("price").$type<OptionPrice>().notNull(),
    lineIds: uuid("line_ids").array(),
    tempered: boolean("tempered").notNull().default(false),
    active: boolean("active").notNull().default(true),
    updatedBy: text("updated_by").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("price_book_options_one_tempered")
      .on(t.tempered)
      .where(sql`${t.tempered} and ${t.active}`),
  ],
);

/**
 * One window or door of a visit's measure sheet, as the estimator measured it at the house: its
 * place, kind, style, size in whole sixteenths of an inch (exact), install method and the facts the
 * safety-glazing rule reads. `client_id` is the sheet's own id for it, made on the phone: a resend
 * after lost signal finds the row it already wrote (`openings_client`) instead of writing a second.
 * At the re-measure the office records the final size beside the first (`final_*`): the job keeps both.
 */
export const openings = pgTable(
  "openings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id),
    clientId: uuid("client_id"),
    location: text("location").notNull(),
    kind: text("kind").$type<OpeningKind>().notNull(),
    // The schema lets in only the kind's own styles (src/schemas/openings.ts).
    style: text("style").$type<OpeningStyle>().notNull(),
    widthSixteenths: integer("width_sixteenths").notNull(),
    heightSixteenths: integer("height_sixteenths").notNull(),
    installMethod: text("install_method").$type<InstallMethod>().notNull(),
    obscure: boolean("obscure").notNull().default(false),
    wetArea: boolean("wet_area").notNull().default(false),
    nearDoor: boolean("near_door").notNull().default(false),
    /** The glass's bottom edge above the floor, in sixteenths; null when not measured. */
    sillSixteenths: integer("sill_sixteenths"),
    notes: text("notes").notNull().default(""),
    finalWidthSixteenths: integer("final_width_sixteenths"),
    finalHeightSixteenths: integer("final_height_sixteenths"),
    finalMeasuredAt: timestamp("final_measured_at", { withTimezone: true }),
    finalMeasuredBy: text("final_measured_by"),
    createdBy: text("created_by").notNull(),
    ...timestamps,
  },
  (t) => [
    check("openings_kind", sql`${t.kind} in ('window', 'patio-door', 'entry-door')`),
    check("openings_install_method", sql`${t.installMethod} in ('insert', 'full-frame')`),
    // 6 to 180 inches, in sixteenths (src/core/measure.ts): the schema's range, held by the database too.
    check("openings_size", sql`${t.widthSixteenths} between 96 and 2880 and ${t.heightSixteenths} between 96 and 2880`),
    check(
      "openings_final_size",
      sql`(${t.finalWidthSixteenths} is null) = (${t.finalHeightSixteenths} is null) and coalesce(${t.finalWidthSixteenths} between 96 and 2880 and ${t.finalHeightSixteenths} between 96 and 2880, true)`,
    ),
    index("openings_appointment").on(t.appointmentId, t.createdAt),
    uniqueIndex("openings_client").on(t.appointmentId, t.clientId),
  ],
);

export type PriceBookLineRow = typeof priceBookLines.$inferSelect;
export type PriceBookOptionRow = typeof priceBookOptions.$inferSelect;
export type OpeningRow = typeof openings.$inferSelect;

// ── Orders to the manufacturer and what each job earns ───────────────────────────────
// See src/server/purchase-orders/ and docs/orders-and-margin.md; the checks are src/core/purchase-orders.ts,
// the money src/core/job-money.ts.

/** A manufacturer or distributor the office orders units from; a price-book line names its supplier. */
export const suppliers = pgTable("suppliers", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  /** Where orders are emailed. */
  email: text("email").notNull(),
  /** Our account number with the supplier, printed on every order. */
  accountNumber: text("account_number"),
  active: boolean("active").notNull().default(true),
  updatedBy: text("updated_by").notNull(),
  ...timestamps,
});

/**
 * An order to one supplier for a job's units (`kind` "order"), or for units made again (`kind`
 * "remake"). Written as a draft from the job's openings at their final sizes, revised while a draft,
 * sent by email (PDF and CSV), then confirmed by the supplier's confirmation: clean, or with
 * mismatches the office accepts with a reason (`accepted_*`) or answers with a corrected order that
 * supersedes this one. One live order per job and supplier (`purchase_orders_one_live`) holds under
 * two writes at once.
 */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order's number for people and suppliers ("PO 7001"). */
    number: serial("number").notNull().unique(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    kind: text("kind").$type<PurchaseOrderKind>().notNull().default("order"),
    status: text("status").$type<PurchaseOrderStatus>().notNull().default("draft"),
    /** Raised by each revision of a draft. */
    revision: integer("revision").notNull().default(1),
    /** The order a corrected one replaces. */
    supersedesId: uuid("supersedes_id").references((): AnyPgColumn => purchaseOrders.id),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The supplier's ship date, from its confirmation. */
    shipDate: date("ship_date", { mode: "string" }),
    /** The last confirmation's differences from the order (src/core/purchase-orders.ts Mismatch[]); [] when clean. */
    mismatches: jsonb("mismatches"),
    acceptedReason: text("accepted_reason"),
    acceptedBy: text("accepted_by"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdBy: text("created_by").notNull(),
    ...timestamps,
  },
  (t) => [
    check("purchase_orders_kind", sql`${t.kind} in ('order', 'remake')`),
    check("purchase_orders_status", sql`${t.status} in ('draft', 'sent', 'needs-attention', 'confirmed', 'superseded', 'cancelled')`),
    index("purchase_orders_job").on(t.jobId, t.createdAt),
    uniqueIndex("purchase_orders_one_live")
      .on(t.jobId, t.supplierId)
      .where(sql`${t.kind} = 'order' and ${t.status} not in ('superseded', 'cancelled')`),
    // Remakes for one job and supplier gather on one draft, whatever the race.
    uniqueIndex("purchase_orders_one_remake_draft")
      .on(t.jobId, t.supplierId)
      .where(sql`${t.kind} = 'remake' and ${t.status} = 'draft'`),
  ],
);

/**
 * One opening on an order: what was ordered (`ordered`, src/core/purchase-orders.ts OrderedUnit:
 * room, style, size in sixteenths, product, options, tempered and obscure, never a price), what the
 * supplier confirmed and what the unit costs us, when it was received, and for a remake line why it
 * was made again, what it cost and who pays.
 */
export const purchaseOrderLines = pgTable(
  "purchase_order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseOrderId: uuid("purchase_order_id")
      .notNull()
      .references(() => purchaseOrders.id),
    openingId: uuid("opening_id")
      .notNull()
      .references(() => openings.id),
    position: integer("position").notNull(),
    ordered: jsonb("ordered").notNull(),
    /** The supplier's confirmation of this line (src/core/purchase-orders.ts ConfirmedUnit), null until confirmed. */
    confirmed: jsonb("confirmed"),
    /** What the unit costs us, from the confirmation. */
    unitCostCents: integer("unit_cost_cents"),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    remakeReason: text("remake_reason").$type<RemakeReason>(),
    remakeCostCents: integer("remake_cost_cents"),
    remakeChargedTo: text("remake_charged_to").$type<"us" | "supplier">(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("purchase_order_lines_opening").on(t.purchaseOrderId, t.openingId),
    index("purchase_order_lines_opening_any").on(t.openingId),
    check("purchase_order_lines_cost", sql`coalesce(${t.unitCostCents}, 0) >= 0 and coalesce(${t.remakeCostCents}, 0) >= 0`),
    check(
      "purchase_order_lines_remake",
      sql`coalesce(${t.remakeReason} in ('mis-measure', 'damaged', 'supplier-error', 'other'), true) and coalesce(${t.remakeChargedTo} in ('us', 'supplier'), true)`,
    ),
  ],
);

/** A cost the office adds to a job besides its units and crew-days: a permit fee, disposal. */
export const jobCosts = pgTable(
  "job_costs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("job_costs_amount", sql`${t.amountCents} > 0`), index("job_costs_job").on(t.jobId)],
);

/** The costing settings (one row, src/schemas/job-costs.ts): what a crew-day costs. */
export const costSettings = pgTable("cost_settings", {
  id: integer("id").primaryKey().default(1),
  settings: jsonb("settings").notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Supplier = typeof suppliers.$inferSelect;
export type PurchaseOrder = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLine = typeof purchaseOrderLines.$inferSelect;
export type JobCost = typeof jobCosts.$inferSelect;

// ── Arizona: tax rates, lead-safe acknowledgments ─────────────────────────────────────
// See docs/arizona-rules.md.

/** The owner's table of combined TPT rates by city (one row, id 1; src/schemas/tax-rates.ts). */
export const taxRateSettings = pgTable("tax_rate_settings", {
  id: integer("id").primaryKey().default(1),
  rates: jsonb("rates").notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An owner's written acknowledgment of EPA's "Renovate Right" pamphlet for a home built before 1978,
 * recorded like a signature: the typed name, the time, the client address, the pamphlet's edition and
 * language. Given with the quote's signature or again before the install; kept at least three years
 * (never purged) and never changed (trigger `lead_safe_acknowledgments_unchangeable`).
 */
export const leadSafeAcknowledgments = pgTable(
  "lead_safe_acknowledgments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id),
    jobId: uuid("job_id").references(() => jobs.id),
    source: text("source").$type<LeadSafeSource>().notNull(),
    typedName: text("typed_name").notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The pamphlet's edition and the language it was given in. */
    pamphletEdition: text("pamphlet_edition").notNull(),
    locale: text("locale").notNull(),
  },
  (t) => [
    check("lead_safe_acknowledgments_source", sql`${t.source} in ('signature', 'install')`),
    index("lead_safe_acknowledgments_quote").on(t.quoteId, t.acknowledgedAt),
    index("lead_safe_acknowledgments_at").on(t.acknowledgedAt),
  ],
);

export type LeadSafeAcknowledgment = typeof leadSafeAcknowledgments.$inferSelect;

// ── The team: people, roles, crews, who did what, the customer's sign-off ─────────────
// See docs/team.md. Roles: src/core/roles.ts.

/**
 * A person of the firm who signs in with Google: their address, name and role. Removing someone
 * marks the row (`removed_at`) so the record of what they did still names them; only one live row
 * per address. The addresses in ADMIN_EMAILS are owners without a row.
 */
export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Trimmed and lower-cased, as auth_users keeps it. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<Role>().notNull(),
    createdBy: text("created_by").notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("team_members_role", sql`${t.role} in (${literalsSql(ROLES)})`),
    uniqueIndex("team_members_live_email")
      .on(t.email)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * A crew: a named team of installers. Its number is what install_days.crew holds, so the install
 * days booked before crews had names keep their crew (the migration made "Crew 1".."Crew n" from the
 * calendar's crew count). A retired crew takes no new install day.
 */
export const crews = pgTable("crews", {
  id: uuid("id").primaryKey().defaultRandom(),
  number: serial("number").notNull().unique(),
  name: text("name").notNull(),
  retiredAt: timestamp("retired_at", { withTimezone: true }),
  ...timestamps,
});

/** Who is on a crew. */
export const crewMembers = pgTable(
  "crew_members",
  {
    crewId: uuid("crew_id")
      .notNull()
      .references(() => crews.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => teamMembers.id),
  },
  (t) => [primaryKey({ columns: [t.crewId, t.memberId] }), index("crew_members_member").on(t.memberId)],
);

/**
 * Who did what in the admin: one row per write (a stage change, a payment recorded, a refund, a
 * void, a price override, a team change), written in the same transaction as the write. Never
 * changed or deleted (trigger `admin_activity_unchangeable`).
 */
export const adminActivity = pgTable(
  "admin_activity",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The person's address and name as they were then; their team row when they have one. */
    actorEmail: text("actor_email").notNull(),
    actorName: text("actor_name"),
    personId: uuid("person_id").references(() => teamMembers.id),
    /** What was done, e.g. "job.stage", "payment.record", "refund", "invoice.void", "team.add". */
    action: text("action").notNull(),
    jobId: uuid("job_id").references(() => jobs.id),
    /** What else it concerned, and the details people need to read it. */
    subjectId: text("subject_id"),
    detail: jsonb("detail"),
  },
  (t) => [
    index("admin_activity_at").on(t.at, t.id),
    index("admin_activity_job").on(t.jobId, t.at),
    index("admin_activity_person").on(t.personId, t.at),
    index("admin_activity_actor").on(t.actorEmail, t.at),
  ],
);

/**
 * The customer's sign-off on the installer's phone when the work is done: one per job (the primary
 * key), recorded like a signature. "completed" completes the job; "issues" flags them to the office.
 * The phone's own id (`client_id`) makes a sign-off sent twice from an offline queue count once.
 */
export const jobSignOffs = pgTable(
  "job_sign_offs",
  {
    jobId: uuid("job_id")
      .primaryKey()
      .references(() => jobs.id),
    clientId: uuid("client_id").notNull().unique(),
    typedName: text("typed_name").notNull(),
    outcome: text("outcome").$type<SignOffOutcome>().notNull(),
    issues: text("issues").notNull().default(""),
    /** When the customer signed on the phone, and when the server received it. */
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The installer whose phone took it. */
    recordedBy: text("recorded_by").notNull(),
  },
  (t) => [check("job_sign_offs_outcome", sql`${t.outcome} in ('completed', 'issues')`)],
);

export type TeamMember = typeof teamMembers.$inferSelect;
export type Crew = typeof crews.$inferSelect;
export type AdminActivityRow = typeof adminActivity.$inferSelect;
export type JobSignOff = typeof jobSignOffs.$inferSelect;
