/**
 * A contact-form lead as the admin screens see it: its statuses, the row, an admin's change to
 * it, and the list's filters.
 */
import { z } from "../zod";
import type { Touches } from "@/core/attribution";
import type { TextSummary } from "../sms-admin";
import { FLAG_FILTERS, MAX_PAGE, blankToUndefined, queryDate, queryEnum, queryInt, queryText, type AbuseFlag } from "./lists";
import { notesField } from "./notes";
import type { AdminPhoto } from "./photos";

/** Lead statuses: new on arrival; the admin moves it on. */
export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

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

/** GET /api/admin/leads/{id}: the lead with its photos. */
export type AdminLeadDetail = AdminLead & { photos: AdminPhoto[] };

/** PATCH /api/admin/leads/:id: at least one of the fields. */
export const leadPatchSchema = z
  .object({
    /** The new status. */
    status: z.enum(LEAD_STATUSES, { error: "Choose a status" }).optional(),
    /** Internal notes, replacing the old ones. */
    notes: notesField.optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.notes !== undefined, {
    message: "Change the status or the notes",
    path: ["_form"],
  });

/** A parsed lead change. */
export type LeadPatch = z.output<typeof leadPatchSchema>;

/** Which leads the list shows: "people" (no spam unless a flag filter asks for it: the admin screen's default) or "all". */
export const LEAD_SHOWS = ["people", "all"] as const;

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
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The start date must not be after the end date",
    path: ["to"],
  });

/** Parsed lead list filters and paging, defaults applied. */
export type LeadListQuery = z.output<typeof leadListQuerySchema>;
