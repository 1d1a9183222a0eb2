/**
 * Jobs after the signature, as the admin changes them (PATCH /api/admin/jobs/{id}, its install
 * days, its re-measure and photos) and as the screens read them: the board's rows, the job page,
 * the installs calendar, and the job as its customer sees it (the quote page, their own page).
 * Every answer is shaped for a screen to render as it is; words come from src/i18n/jobs.ts.
 */
import type { TaxRule } from "@/core/tax-class";
import type { InstallOpening } from "@/core/install-sheet";
import { isRealDate } from "@/core/phoenix-time";
import { JOB_FLAGS, JOB_STAGES, type JobFlag, type JobScope, type JobStage, type NextStep } from "@/core/job-stages";
import { locales, type Locale } from "@/i18n/locales";
import { jobPageWords } from "@/i18n/jobs";
import type { CustomerReach } from "./admin/appointments";
import type { AdminPhoto } from "./admin/photos";
import type { JobEarningsView } from "./job-costs";
import type { JobMoneyView } from "./money";
import type { OpeningView } from "./openings";
import { permitSchema, type JobPermit } from "./permits";
import type { QuotePaymentView } from "./quote";
import { officeText } from "./admin/office-text";
import { z } from "./zod";
import type { LeadSafeInstallState } from "./lead-safe";

export type { JobFlag, JobScope, JobStage, NextStep } from "@/core/job-stages";
export type { CustomerJob, CustomerTimelineEntry, JobWarranty } from "./customer-job";
export type { InstallCalendar, InstallCalendarEntry } from "./installs";

/** What a timeline entry records. */
export const JOB_EVENT_KINDS = [
  /** The job began: the quote was signed. */
  "created",
  /** The stage changed (forward, a correction, on hold, resumed, cancelled). */
  "stage",
  /** Order or delivery facts recorded without a stage change. */
  "order",
  /** The re-measure's values or day recorded, or its visit booked. */
  "measurements",
  "install-booked",
  "install-moved",
  "install-unbooked",
  /** The install's length in days, or the customer's early choice, changed. */
  "install-settings",
  "photos",
  "note",
  /** "On my way" was texted to the customer. */
  "on-my-way",
  /** The customer signed a change order: the contract total changed. */
  "change-order",
  /** A payment of one of the job's invoices came in (recorded by the office, or settled by Stripe). */
  "payment",
  /** The building permit recorded: required or not, its number, status or inspection. */
  "permit",
] as const;
export type JobEventKind = (typeof JOB_EVENT_KINDS)[number];

const text = officeText;
/** A real day typed as YYYY-MM-DD, named `label` in its messages. */
export const day = (label: string) =>
  z.string({ error: `Give ${label} as YYYY-MM-DD` }).refine(isRealDate, `Give ${label} as a real day, YYYY-MM-DD`);

/** Longest free text of a job (a note, the measurements). */
export const MAX_JOB_TEXT = 5000;

/** The longest install, in open days. */
export const MAX_INSTALL_DAYS = 30;

const INSTALL_LENGTH = `Give the install's length as whole days, 1 to ${MAX_INSTALL_DAYS}`;

/** Open days an install takes: the one rule, and its one sentence, of the server and the job page's length field. */
export const installDaysSchema = z
  .number({ error: INSTALL_LENGTH })
  .int(INSTALL_LENGTH)
  .min(1, INSTALL_LENGTH)
  .max(MAX_INSTALL_DAYS, INSTALL_LENGTH);

/**
 * PATCH /api/admin/jobs/{id}: a stage, order and delivery facts, the install's length, a note,
 * at least one of them. A stage backwards needs `correction: true` (409 without); an unknown
 * stage is a 400. The customer hears of a change that matters to them unless `notify` is false.
 */
export const jobPatchSchema = z
  .object({
    /** The new stage (src/core/job-stages.ts). "scheduled" is reached by booking install days. */
    stage: z.enum(JOB_STAGES, { error: `Choose a stage: ${JOB_STAGES.join(", ")}` }).optional(),
    /** The office means a step back (a mistake put right); recorded as a correction. */
    correction: z.boolean({ error: "Say whether this is a correction" }).optional(),
    /** "Milgard", "Pella". */
    manufacturer: text("the manufacturer", 80).nullable().optional(),
    /** The manufacturer's sales order number. */
    orderNumber: text("the order number", 60).nullable().optional(),
    orderedOn: day("the order date").nullable().optional(),
    /** The expected delivery day, or the Sunday of the expected week (`expectedDeliveryPrecision: "week"`). */
    expectedDelivery: day("the expected delivery").nullable().optional(),
    expectedDeliveryPrecision: z.enum(["day", "week"], { error: "Say day or week" }).optional(),
    deliveredOn: day("the delivery day").nullable().optional(),
    measuredOn: day("the re-measure's day").nullable().optional(),
    /** The re-measure's values and notes, replacing the earlier ones: only for a job whose visit has no openings (400 otherwise). */
    measurements: text("the measurements", MAX_JOB_TEXT).optional(),
    /** Open days the install takes, 1..MAX_INSTALL_DAYS. */
    installDays: installDaysSchema.optional(),
    /** Let the customer choose install days before delivery. */
    schedulingOpen: z.boolean({ error: "Say whether the customer may choose now" }).optional(),
    /** The building permit, whole (src/schemas/permits.ts). */
    permit: permitSchema.optional(),
    /** A note for the timeline (only the office reads it). */
    note: text("the note", MAX_JOB_TEXT).optional(),
    /** False: the customer already knows; nothing is sent, and the timeline says so. */
    notify: z.boolean({ error: "Say whether to tell the customer" }).optional(),
  })
  .refine(({ correction: _correction, notify: _notify, ...change }) => Object.values(change).some((value) => value !== undefined), {
    message: "Change the stage, the order, the install or add a note",
    path: ["_form"],
  });
export type JobPatch = z.output<typeof jobPatchSchema>;

/** GET /api/admin/jobs: the board, a stage's column or a flag's jobs, newest first, in keyset pages. */
export const jobListQuerySchema = z.object({
  stage: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(JOB_STAGES, { error: `Choose a stage: ${JOB_STAGES.join(", ")}` }).optional(),
  ),
  /** Only the jobs waiting too long for this reason. */
  flag: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(JOB_FLAGS, { error: `Choose a flag: ${JOB_FLAGS.join(", ")}` }).optional(),
  ),
  /** The cursor of the page to read: `nextCursor` of the page before. */
  after: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, "Not a page of this list")
      .optional(),
  ),
  pageSize: z.preprocess(
    (value) => (value === undefined || value === "" ? 50 : Number(value)),
    z.number({ error: "Page size must be a number" }).int().min(1).max(100),
  ),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

/** POST /api/admin/jobs/{id}/install: book (or move to) the install days from `startDate`. */
export const officeInstallSchema = z.object({
  /** The first day, YYYY-MM-DD; the install takes the job's length in open days from it. */
  startDate: day("the first install day"),
  /** False: the customer already agreed on the phone; nothing is sent, and the timeline says so. */
  notify: z.boolean({ error: "Say whether to tell the customer" }).optional(),
  /** The office books though the permit is required and not issued (409 without, naming why). */
  confirmPermit: z.boolean({ error: "Say whether to book without the permit" }).optional(),
});
export type OfficeInstallRequest = z.input<typeof officeInstallSchema>;

/** DELETE /api/admin/jobs/{id}/install[?notify=0]: the query says whether to tell the customer. */
export const unbookQuerySchema = z.object({
  notify: z.preprocess((value) => (value === undefined || value === "" ? true : value !== "0" && value !== "false"), z.boolean()),
});

/** POST /api/quotes/{token}/install: the customer's start day, its messages in their language. */
export const customerInstallSchemaFor = (locale: Locale) =>
  z.object({
    startDate: z.string({ error: jobPageWords[locale].chooseDay }).refine(isRealDate, jobPageWords[locale].chooseDay),
    /** The page's language. */
    locale: z.enum(locales).optional().default("en"),
  });

/** POST /api/admin/jobs/{id}/photos: attach the office's uploads (POST /api/photos) to the job. */
export const jobPhotosSchema = z.object({
  photoIds: z
    .array(z.uuid("Not a photo of this site"), { error: "Name the photos" })
    .min(1, "Name at least one photo")
    .max(24, "A job holds at most 24 photos"),
});

/** GET /api/admin/installs?from=&to=[&crew=]: the installs calendar, by crew, over at most 62 days. */
export const installsQuerySchema = z
  .object({
    from: day("the first day"),
    to: day("the last day"),
    crew: z.preprocess(
      (value) => (value === undefined || value === "" ? undefined : Number(value)),
      z.number({ error: "Choose a crew" }).int().min(1).max(2_147_483_647).optional(),
    ),
  })
  .refine(({ from, to }) => from <= to, { message: "The last day can't be before the first", path: ["to"] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 <= 62, {
    message: "Ask for at most 62 days at a time",
    path: ["to"],
  });

/** POST /api/admin/jobs/{id}/on-my-way: "the install crew is on the way", arriving in 15, 30 or 45 minutes. */
export const jobOnMyWaySchema = z.object({
  etaMinutes: z.union([z.literal(15), z.literal(30), z.literal(45)], { error: "Choose 15, 30 or 45 minutes" }),
});

// ── What the screens read ──────────────────────────────────────────────────────────

/** One change of the job, oldest first. */
export interface JobTimelineEntry {
  /** The job's stage after the change. */
  stage: JobStage;
  /** ISO instant. */
  at: string;
  /** Who made it: an admin's email, "customer" or "system". */
  by: string;
  /** The name of the person whose email `by` is (their team row's, else their Google name); null for the customer, the system, or a name never known. */
  byName: string | null;
  note: string;
  kind: JobEventKind;
  /** The stage before (the same when the stage did not change). */
  fromStage: JobStage | null;
  /** A step back the office recorded as a correction. */
  correction: boolean;
  /** The customer was sent a notice of it. */
  notified: boolean;
  /** What changed besides the stage (order fields, install dates, measurements…). */
  changes: Record<string, unknown> | null;
}

/** The order and the delivery. */
export interface JobOrder {
  manufacturer: string | null;
  orderNumber: string | null;
  /** YYYY-MM-DD. */
  orderedOn: string | null;
  /** The expected day, or the Sunday of the expected week. */
  expectedDelivery: string | null;
  expectedDeliveryPrecision: "day" | "week";
  deliveredOn: string | null;
  /**
   * The purchase orders the suppliers have, each number with its supplier and send day: once there
   * is one, the manufacturer, order number and order day above come from them and are not typed.
   */
  purchaseOrders: { number: number; supplier: string; sentOn: string }[];
}

/** The install: its length, the crew and the days it holds (none until booked). */
export interface JobInstall {
  /** Open days it takes. */
  days: number;
  /** The number of the crew holding the days (table crews); null until booked. */
  crew: number | null;
  /** That crew's name ("Crew 1", "Luis and Ana"); null until booked. */
  crewName: string | null;
  /** YYYY-MM-DD, in order. */
  dates: string[];
  /** The office let the customer choose before delivery. */
  schedulingOpen: boolean;
  /** The office may book (or move) the install days now, so the job page shows its start-day chooser (src/core/server/install-days.ts decides it). */
  canBook: boolean;
  /** The office may let the customer choose before delivery (not delivered, nothing booked). */
  canOpenEarly: boolean;
  /** The office may hand the booked days to another crew or unbook them (days booked, scheduled or on hold). */
  canChangeCrew: boolean;
  /** The install's first day while marking the job installed waits for it (the stage buttons offer Installed from that day); null otherwise. */
  installedFrom: string | null;
  /** Every opening to install: its orders' units once ordered, else the signed openings at their final sizes; never a price. */
  openings: InstallOpening[];
}

/** The job's re-measure visit, when one is booked. */
export interface JobRemeasureVisit {
  appointmentId: string;
  appointmentDate: string;
  appointmentTime: string;
  status: string;
}

/** A job on the board: a card of its stage's column. */
export interface AdminJob {
  id: string;
  /** "Job 1001". */
  number: number;
  stage: JobStage;
  quoteId: string;
  quoteNumber: number;
  /** "Rosa Quintero". */
  customer: string;
  jobAddress: string;
  /** The signed option's total. */
  totalCents: number;
  /** The contract now: the signed total and every signed change order (src/core/job-money.ts). */
  contractTotalCents: number;
  /** The chosen option's name ("Better"). */
  optionName: string;
  expectedDelivery: string | null;
  expectedDeliveryPrecision: "day" | "week";
  /** The install days, once booked. */
  installDates: string[];
  /** Where it waits too long (src/core/server/job-flags.ts). */
  flags: JobFlag[];
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/jobs: a keyset page of the board (newest first). */
export interface AdminJobPage {
  items: AdminJob[];
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: string | null;
  pageSize: number;
  /** Jobs per stage, all of them (the board's column heads). */
  counts: Record<JobStage, number>;
}

/** The job's customer, as the job page shows them. */
export interface JobCustomer {
  name: string;
  /** The given name(s) as typed ("María José"): what the office's sentences call them. */
  firstName: string;
  email: string;
  phone: string;
  locale: Locale;
  /** The visit (estimate) or lead the quote was written for. */
  appointmentId: string | null;
  leadId: string | null;
  /** How a change would reach them now (email, and text when they can be texted). */
  reach: CustomerReach;
}

/** GET /api/admin/jobs/{id}: the job page. */
export interface AdminJobDetail extends JobMoneyView, JobEarningsView {
  id: string;
  number: number;
  stage: JobStage;
  /** The stage an on-hold job left. */
  stageBeforeHold: JobStage | null;
  quoteId: string;
  quoteNumber: number;
  customer: JobCustomer;
  jobAddress: string;
  /**
   * Its contract was signed for a home built before 1978 (or of an unknown year): the crew works
   * lead-safe, and the owner's acknowledgments of EPA's pamphlet download at GET /api/admin/jobs/{id}/lead-safe.pdf.
   */
  leadSafe: boolean;
  totalCents: number;
  depositCents: number;
  channel: string;
  scope: JobScope;
  /** The signed quote's tax rule (src/core/tax-class.ts): a change order's lines are taxed by it. */
  tax: TaxRule;
  timeline: JobTimelineEntry[];
  order: JobOrder;
  install: JobInstall;
  permit: JobPermit;
  /**
   * The re-measure: its day, its visit, and the older free-text measurements (`notes`), which the
   * office edits unless the option signed priced openings (`notesEditable`, decided by the
   * server): then the openings below hold the sizes and the text stays read-only. `finalSizesOpen`: the openings'
   * final sizes may be recorded now (before the windows are ordered).
   */
  measurements: {
    measuredOn: string | null;
    notes: string;
    notesEditable: boolean;
    finalSizesOpen: boolean;
    visit: JobRemeasureVisit | null;
  };
  /** The openings of the option signed, each with its measured size and, once recorded, its final one. */
  openings: OpeningView[];
  photos: AdminPhoto[];
  /** The deposit's payments, newest first. */
  payments: QuotePaymentView[];
  flags: JobFlag[];
  next: NextStep;
  /** The stages a PATCH may move it to without `correction` (the screen's buttons). */
  forwardStages: JobStage[];
  createdAt: string;
  updatedAt: string;
}

/** The answer of booking, moving or unbooking install days. */
export interface InstallBooking {
  jobId: string;
  stage: JobStage;
  crew: number | null;
  dates: string[];
}

/** GET /api/admin/jobs/counts: what the admin's navigation counts. */
export interface AdminJobCounts {
  /** Open jobs per stage. */
  stages: Record<JobStage, number>;
  /** Jobs waiting too long, per reason, and in all. */
  flags: Record<JobFlag, number> & { total: number };
  /** Installs today (Phoenix). */
  installsToday: number;
}

/** GET /api/quotes/{token}/install-dates: the start days offered (empty until scheduling is open). */
export interface InstallDates {
  dates: string[];
  /** Open days the install takes from the start day chosen. */
  days: number;
  /** For a home built before 1978: whether the chooser asks for the pamphlet's acknowledgment again first (absent while nothing can be booked). */
  leadSafe?: LeadSafeInstallState;
}

/** POST /api/quotes/{token}/install: the days booked. */
export interface CustomerInstallResult {
  stage: JobStage;
  dates: string[];
}
