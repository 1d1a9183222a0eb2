/**
 * The office's jobs after the signature (netlify/functions/admin.mts, behind the admin guard):
 * the board, the job page and its changes, its install days, its re-measure, its photos, "On my
 * way", the installs calendar by crew, and the navigation's counts.
 */
import type {
  AdminJobCounts,
  AdminJobDetail,
  AdminJobPage,
  InstallBooking,
  InstallCalendar,
  InstallDates,
  installsQuerySchema,
  jobListQuerySchema,
  jobOnMyWaySchema,
  jobPatchSchema,
  jobPhotosSchema,
  officeInstallSchema,
  unbookQuerySchema,
} from "../job";
import type { adminMoveSchema } from "../reschedule";
import type { Answers, ApiRoute, QueryFrom, Takes } from "./route";

/** A keyset page of the board, newest first: `stage` one column, `flag` the jobs waiting too long for that reason; every stage's count. */
export const adminJobs = {
  path: "/api/admin/jobs",
  GET: {} as Answers<AdminJobPage, QueryFrom<typeof jobListQuerySchema>>,
} satisfies ApiRoute;

/** The navigation's counts: open jobs per stage, jobs waiting too long per reason (and in all), installs today. */
export const adminJobCounts = { path: "/api/admin/jobs/counts", GET: {} as Answers<AdminJobCounts> } satisfies ApiRoute;

/**
 * GET: the job page. PATCH: a stage, the order and delivery, the re-measure's values, the install's
 * length, early scheduling, a note; a stage backwards without `correction: true` is a 409, an
 * unknown stage a 400; the customer hears of a step unless `notify` is false.
 */
export const adminJob = {
  path: "/api/admin/jobs/:id",
  GET: {} as Answers<AdminJobDetail>,
  PATCH: {} as Takes<typeof jobPatchSchema, AdminJobDetail>,
} satisfies ApiRoute;

/**
 * POST: book (or move) the install from `startDate` on the lowest free crew: 201 with the days;
 * 400 for a past or closed start day; 409 when no crew is free on one of the days. DELETE: unbook
 * them (`notify: "0"` tells nobody); the job goes back to delivered.
 */
export const adminJobInstall = {
  path: "/api/admin/jobs/:id/install",
  POST: {} as Takes<typeof officeInstallSchema, InstallBooking>,
  DELETE: {} as Answers<InstallBooking, QueryFrom<typeof unbookQuerySchema>>,
} satisfies ApiRoute;

/** The start days with a crew free on every day of the job's install, from today through the calendar's weeks ahead (the office's chooser). */
export const adminJobInstallDates = { path: "/api/admin/jobs/:id/install-dates", GET: {} as Answers<InstallDates> } satisfies ApiRoute;

/** Book the job's re-measure as a visit for its customer (the calendar's rules): 201 with the job page; 409 once ordered. */
export const adminJobRemeasure = {
  path: "/api/admin/jobs/:id/re-measure",
  POST: {} as Takes<typeof adminMoveSchema, AdminJobDetail>,
} satisfies ApiRoute;

/** Attach the office's uploads (POST /api/photos) to the job, at most 24: the job page. */
export const adminJobPhotos = {
  path: "/api/admin/jobs/:id/photos",
  POST: {} as Takes<typeof jobPhotosSchema, AdminJobDetail>,
} satisfies ApiRoute;

/** Remove one of the job's photos: the job page. */
export const adminJobPhoto = { path: "/api/admin/jobs/:id/photos/:photoId", DELETE: {} as Answers<AdminJobDetail> } satisfies ApiRoute;

/** "Your install crew is on the way", arriving in 15, 30 or 45 minutes: 201 when Twilio took it, 409 without consent. */
export const adminJobOnMyWay = {
  path: "/api/admin/jobs/:id/on-my-way",
  POST: {} as Takes<typeof jobOnMyWaySchema, { id: number; status: string }>,
} satisfies ApiRoute;

/** The installs calendar: each crew's jobs over `from`..`to` (at most 62 days), optionally one crew's, and the closed days. */
export const adminInstalls = {
  path: "/api/admin/installs",
  GET: {} as Answers<InstallCalendar, QueryFrom<typeof installsQuerySchema>>,
} satisfies ApiRoute;

/** The job's lead-safe records (EPA's pamphlet acknowledgments) as a PDF: a link, not a fetch. */
export const adminJobLeadSafePdf = { path: "/api/admin/jobs/:id/lead-safe.pdf", GET: {} as Answers<Blob> } satisfies ApiRoute;
