/**
 * A visit as the admin screens see it: the row, its history, how a change would reach its
 * customer, an admin's change to it, and the list's filters.
 */
import { z } from "../zod";
import type { Touches } from "@/core/attribution";
import { APPOINTMENT_STATUSES, type AppointmentStatus } from "../appointment";
import type { TextSummary } from "../sms-admin";
import { FLAG_FILTERS, MAX_PAGE, blankToUndefined, queryDate, queryEnum, queryInt, queryText, type AbuseFlag } from "./lists";
import { notesField } from "./notes";
import { yearBuiltField } from "../lead-safe";
import type { AdminPhoto } from "./photos";

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
  /** The team member who goes to the visit (a live estimator, office or owner); null: nobody yet. */
  estimatorId: string | null;
  /** Their name (lists only); null: nobody yet. */
  estimatorName?: string | null;
  /** The year the home was built; null: unknown, which counts as before 1978 (src/core/lead-safe.ts). */
  yearBuilt: number | null;
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
   * What changed: a field (status, notes, yearBuilt), "moved" to another time (from/to "YYYY-MM-DD h:mm AM"),
   * "notified": what the office's change sent the customer (to: "email", "email and text", or "nobody"),
   * or "estimator": who goes to the visit (from/to the team member's name; null: nobody).
   */
  action: "status" | "notes" | "yearBuilt" | "moved" | "notified" | "estimator";
  from: string | null;
  to: string | null;
  createdAt: string;
}

/** How the office's change would reach the customer now: by email, by text too when they can be texted, in their language. */
export interface CustomerReach {
  email: string;
  /** Texts are configured and on, the booking carried consent, and the number sent no STOP. */
  text: boolean;
  /** The language of their booking: their emails and texts are in it. */
  locale: "en" | "es";
}

/** A team member a visit may be given to: a live estimator, office person or owner. */
export interface EstimatorChoice {
  id: string;
  name: string;
  email: string;
  role: "estimator" | "office" | "owner";
}

/** An appointment with its history, oldest change first, its photos, how a change would reach its customer, and who may go to it. */
export type AdminAppointmentDetail = AdminAppointment & {
  events: AppointmentEvent[];
  photos?: AdminPhoto[];
  reach?: CustomerReach;
  /** The visit's estimator by name; null: nobody yet. */
  estimator?: EstimatorChoice | null;
  /** Who the visit may be given to, by name. */
  estimators?: EstimatorChoice[];
};

/** PATCH /api/admin/appointments/:id: at least one of the fields. */
export const appointmentPatchSchema = z
  .object({
    /** The new status; moving a cancelled appointment back needs a free seat in its slot. */
    status: z.enum(APPOINTMENT_STATUSES, { error: "Choose a status" }).optional(),
    /** Internal notes, replacing the old ones. */
    adminNotes: notesField.optional(),
    /**
     * Tell the customer of a status change they hear of (confirmed, cancelled): true unless the
     * office says they already know (false). The history records what was sent either way.
     */
    notify: z.boolean({ error: "Say whether to tell the customer" }).optional(),
    /** Who goes to the visit: a live team member whose role is estimator, office or owner; null: nobody. */
    estimatorId: z.string({ error: "Choose a team member" }).nullable().optional(),
    /** The year the home was built, recorded at the visit; null: unknown (counts as before 1978). */
    yearBuilt: yearBuiltField.optional(),
  })
  .refine(
    (patch) =>
      patch.status !== undefined || patch.adminNotes !== undefined || patch.estimatorId !== undefined || patch.yearBuilt !== undefined,
    {
      message: "Change the status, the notes, the estimator or the year built",
      path: ["_form"],
    },
  );

/** A parsed appointment change. */
export type AppointmentPatch = z.output<typeof appointmentPatchSchema>;

/** The orders of the admin appointment list. */
export const APPOINTMENT_SORTS = ["newest", "time"] as const;

/**
 * Which appointments the list shows: "upcoming" (today on, soonest first, cancelled and spam
 * left out unless a status or flag filter asks for them: the admin screen's default), "past"
 * (newest first) or "all" (newest first: the API's default).
 */
export const APPOINTMENT_SHOWS = ["upcoming", "past", "all"] as const;

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
    sort: z.preprocess(
      blankToUndefined,
      z.enum(APPOINTMENT_SORTS, { error: `Choose one of: ${APPOINTMENT_SORTS.join(", ")}` }).default("newest"),
    ),
    /** Upcoming, past or all (see APPOINTMENT_SHOWS); upcoming is listed soonest first whatever `sort` says. */
    show: z.preprocess(
      blankToUndefined,
      z.enum(APPOINTMENT_SHOWS, { error: `Choose one of: ${APPOINTMENT_SHOWS.join(", ")}` }).default("all"),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The start date must not be after the end date",
    path: ["to"],
  });

/** Parsed appointment list filters and paging, defaults applied. */
export type AdminListQuery = z.output<typeof adminListQuerySchema>;
