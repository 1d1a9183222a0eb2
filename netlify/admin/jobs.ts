/** The office's jobs after the signature: `adminJobs` and the paths of one job, and `adminInstalls`. */
import {
  adminInstalls,
  adminJob,
  adminJobCounts,
  adminJobInstall,
  adminJobInstallDates,
  adminJobLeadSafePdf,
  adminJobOnMyWay,
  adminJobPhoto,
  adminJobPhotos,
  adminJobRemeasure,
  adminJobs,
} from "@/schemas/routes/jobs";
import { adminMoveSchema } from "@/schemas/reschedule";
import {
  installsQuerySchema,
  jobListQuerySchema,
  jobOnMyWaySchema,
  jobPatchSchema,
  jobPhotosSchema,
  officeInstallSchema,
  unbookQuerySchema,
} from "@/schemas/job";
import { photoMessages } from "@/i18n/photos";
import { getDb } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { parseWith, queryOf, withBody } from "@/server/http/handler";
import { json, pdfResponse } from "@/server/http/headers";
import { leadSafeRecordsPdf } from "@/server/lead-safe/records-pdf";
import { requireRowId } from "@/server/http/ids";
import { installsCalendar, jobCounts, listJobs } from "@/server/jobs/board";
import { sendInstallOnMyWay } from "@/server/jobs/crew-texts";
import { bookInstallByOffice, offeredInstallDates, unbookInstall } from "@/server/jobs/install";
import { jobDetail } from "@/server/jobs/job-detail";
import { attachJobPhotos, removeJobPhoto } from "@/server/jobs/job-photos";
import { patchJob } from "@/server/jobs/patch-job";
import { jobById, JOB_NOT_FOUND } from "@/server/jobs/records";
import { bookRemeasure } from "@/server/jobs/remeasure";
import { admins } from "./guard";

/** The job the path names; 404 for an id that is not a job's. */
const jobOf = (id: string | undefined) => jobById(getDb(), requireRowId(id, JOB_NOT_FOUND));

/** GET ?stage=&flag=&after=&pageSize=: a keyset page of the board, newest first, with every stage's count. */
export const jobsEndpoint = admins.on(adminJobs, {
  async GET({ url }) {
    return json(await listJobs(getDb(), parseWith(jobListQuerySchema, queryOf(url)), new Date()));
  },
});

/** GET: the navigation's counts (jobs per stage, waiting too long, installs today). */
export const jobCountsEndpoint = admins.on(adminJobCounts, {
  async GET() {
    return json(await jobCounts(getDb(), new Date()));
  },
});

/** GET: the job page. PATCH: the office's change (409 for a step back without `correction`, a closed job, or a change made meanwhile). */
export const jobEndpoint = admins.on(adminJob, {
  async GET({ params }) {
    return json(await jobDetail(getDb(), serverEnv(), requireRowId(params.id, JOB_NOT_FOUND), new Date()));
  },
  PATCH: withBody(jobPatchSchema, async ({ body, guarded: admin, params }) =>
    json(await patchJob(getDb(), serverEnv(), requireRowId(params.id, JOB_NOT_FOUND), body, { admin, now: new Date() })),
  ),
});

/** POST { startDate, notify? }: book or move the install (201 with the days). DELETE[?notify=0]: unbook it. */
export const jobInstallEndpoint = admins.on(adminJobInstall, {
  POST: withBody(officeInstallSchema, async ({ body, guarded: admin, params }) =>
    json(await bookInstallByOffice(getDb(), serverEnv(), await jobOf(params.id), body, admin, new Date()), { status: 201 }),
  ),
  async DELETE({ url, guarded: admin, params }) {
    const { notify } = parseWith(unbookQuerySchema, queryOf(url));
    return json(await unbookInstall(getDb(), serverEnv(), await jobOf(params.id), { notify }, admin, new Date()));
  },
});

/** GET: the start days the office may book, each with a crew free on all the job's days (none while the job cannot be booked). */
export const jobInstallDatesEndpoint = admins.on(adminJobInstallDates, {
  async GET({ params }) {
    return json(await offeredInstallDates(getDb(), await jobOf(params.id), new Date(), "office"));
  },
});

/** GET: the job's lead-safe records (every acknowledgment of EPA's pamphlet) as a PDF. */
export const jobLeadSafePdfEndpoint = admins.on(adminJobLeadSafePdf, {
  async GET({ params }) {
    return pdfResponse(await leadSafeRecordsPdf(getDb(), serverEnv(), await jobOf(params.id)));
  },
});

/** POST { appointmentDate, appointmentTime, notify? }: book the re-measure visit (201 with the job page). */
export const jobRemeasureEndpoint = admins.on(adminJobRemeasure, {
  POST: withBody(adminMoveSchema, async ({ body, guarded: admin, params }) => {
    const db = getDb();
    const now = new Date();
    const record = await jobOf(params.id);
    await bookRemeasure(db, serverEnv(), record, body, admin.email, now);
    return json(await jobDetail(db, serverEnv(), record.job.id, now), { status: 201 });
  }),
});

/** POST { photoIds }: attach the office's uploads to the job (the job page). */
export const jobPhotosEndpoint = admins.on(adminJobPhotos, {
  POST: withBody(jobPhotosSchema, async ({ body, guarded: admin, params }) => {
    const db = getDb();
    const now = new Date();
    const record = await jobOf(params.id);
    await attachJobPhotos(db, record, body.photoIds, admin.email, now);
    return json(await jobDetail(db, serverEnv(), record.job.id, now));
  }),
});

/** DELETE: remove one of the job's photos (the job page). */
export const jobPhotoEndpoint = admins.on(adminJobPhoto, {
  async DELETE({ guarded: admin, params }) {
    const db = getDb();
    const now = new Date();
    const record = await jobOf(params.id);
    await removeJobPhoto(db, record, requireRowId(params.photoId, photoMessages.en.notFound), admin.email, now);
    return json(await jobDetail(db, serverEnv(), record.job.id, now));
  },
});

/** POST { etaMinutes }: "your install crew is on the way" (201 when Twilio took it). */
export const jobOnMyWayEndpoint = admins.on(adminJobOnMyWay, {
  POST: withBody(jobOnMyWaySchema, async ({ body, guarded: admin, params }) =>
    json(await sendInstallOnMyWay(getDb(), serverEnv(), await jobOf(params.id), body.etaMinutes, admin.email, new Date()), { status: 201 }),
  ),
});

/** GET ?from=&to=[&crew=]: the installs calendar by crew. */
export const installsEndpoint = admins.on(adminInstalls, {
  async GET({ url }) {
    return json(await installsCalendar(getDb(), parseWith(installsQuerySchema, queryOf(url))));
  },
});
