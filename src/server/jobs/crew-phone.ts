/**
 * The crew's phone (/crew): what a team member reads of their crews' install days (today's and
 * tomorrow's), and what the phone sends back: "On my way", an after-photo, the customer's
 * sign-off. An installer reaches only the jobs their crews hold (a job of another crew, or of
 * another week, is a 404 as if it did not exist); the office and owners reach every crew's, to see
 * what a crew sees. Nothing read here holds a price or a payment.
 */
import { JOB_STAGES } from "@/core/job-stages";
import { addDays, phoenixDate } from "@/core/phoenix-time";
import { leadSafeRequired } from "@/core/lead-safe";
import { mapLink } from "@/core/map-link";
import type { Role } from "@/core/roles";
import { photoMessages } from "@/i18n/photos";
import { decideStageChange } from "@/core/server/job-stage-change";
import type { CrewDays, CrewJob, CrewSignOff, SignOffBody } from "@/schemas/crew";
import { crewPhoto } from "@/schemas/routes/crew";
import { routeUrl } from "@/schemas/routes/route";
import type { Database } from "../db/client";
import { crewHoldsJob, insertSignOff, listCrewDays, signedYearsBuilt, signOffByClientId, signOffsOf } from "../db/jobs/crew-days";
import { writeJobChange } from "../db/jobs/changes";
import { readJobs } from "../db/jobs/jobs";
import { findPhoto, listPhotos } from "../db/photos/photos";
import type { JobSignOff } from "../db/schema";
import type { ServerEnv } from "../env";
import { ConflictError, ForbiddenError, NotFoundError } from "../http/errors";
import { deliverNotice } from "../notify/notice";
import { photoResponse } from "../photos/photo-response";
import { signOffIssues } from "../notify/sign-offs";
import { installUnitsOf } from "./install-units";
import { changeJob } from "./patch-job";
import { JOB_NOT_FOUND, jobById, localeOf, nextOf, noticeFactsOf, stageFactsOf, stageOf, type JobRecord } from "./records";

/** Who is looking: the signed-in team member, as the crew guard let them through. */
export interface CrewViewer {
  email: string;
  /** Their Google name: who did what names them by it. */
  name: string | null;
  role: Role;
  personId: string | null;
}

/** The team member whose crews the viewer sees; null for the office and owners, who see every crew. */
function crewMemberOf(viewer: CrewViewer): string | null {
  if (viewer.role !== "installer") return null;
  // An installer is always a team row; one without would otherwise see every crew.
  if (!viewer.personId) throw new ForbiddenError("Ask the owner to add you to the team.");
  return viewer.personId;
}

/**
 * The days a write may be about: yesterday through tomorrow, so a photo or a sign-off taken on the
 * install day and sent from the phone's queue after midnight still reaches its job.
 */
const writeWindow = (now: Date) => [addDays(phoenixDate(now), -1), addDays(phoenixDate(now), 1)] as const;

/** Where the phone reads one of the job's photos. */
export const crewPhotoUrl = (id: string) => routeUrl(crewPhoto, { params: { id } });

/** The job `jobId` if one of the viewer's crews holds it from yesterday through tomorrow; 404 otherwise. */
export async function crewJobRecord(db: Database, viewer: CrewViewer, jobId: string, now: Date): Promise<JobRecord> {
  const [first, last] = writeWindow(now);
  if (!(await crewHoldsJob(db, crewMemberOf(viewer), jobId, first, last))) throw new NotFoundError(JOB_NOT_FOUND);
  return jobById(db, jobId);
}

/** The image of one of the viewer's crews' jobs' photos (`size`), `private, no-store`; 404 for any other. */
export async function crewPhotoImage(
  db: Database,
  viewer: CrewViewer,
  photoId: string,
  size: "full" | "thumb",
  now: Date,
): Promise<Response> {
  const photo = await findPhoto(db, photoId);
  const [first, last] = writeWindow(now);
  if (!photo?.jobId || !(await crewHoldsJob(db, crewMemberOf(viewer), photo.jobId, first, last))) {
    throw new NotFoundError(photoMessages.en.notFound);
  }
  return photoResponse(photo, { size }, photoMessages.en);
}

/** A sign-off as the phone reads it. */
export function signOffView(row: JobSignOff): CrewSignOff {
  return {
    clientId: row.clientId,
    typedName: row.typedName,
    outcome: row.outcome,
    issues: row.issues,
    signedAt: row.signedAt.toISOString(),
    recordedBy: row.recordedBy,
  };
}

/** Today's and tomorrow's install days of the viewer's crews, by day then crew, each with its job as the crew reads it. */
export async function crewDays(db: Database, viewer: CrewViewer, now: Date): Promise<CrewDays> {
  const today = phoenixDate(now);
  const tomorrow = addDays(today, 1);
  const rows = await listCrewDays(db, crewMemberOf(viewer), today, tomorrow);
  const jobIds = [...new Set(rows.map((row) => row.jobId))];
  const [records, units, years, signOffs, photos] = await Promise.all([
    readJobs(db, jobIds),
    installUnitsOf(db, jobIds),
    signedYearsBuilt(db, jobIds),
    signOffsOf(db, jobIds),
    Promise.all(jobIds.map(async (jobId) => [jobId, await listPhotos(db, { jobId })] as const)),
  ]);
  const photosOf = new Map(photos);
  const jobsById = new Map(
    records.map(({ job, customer }): [string, CrewJob] => [
      job.id,
      {
        id: job.id,
        number: job.number,
        stage: stageOf(job),
        customerName: `${customer.firstName} ${customer.lastName}`,
        phone: customer.phone,
        address: job.jobAddress,
        mapUrl: mapLink(job.jobAddress),
        openings: (units.get(job.id) ?? []).map(({ openingId, unit, photoCount }) => ({ ...unit, openingId, photoCount })),
        photos: (photosOf.get(job.id) ?? []).map((photo) => ({ id: photo.id, url: crewPhotoUrl(photo.id), takenBy: photo.takenBy })),
        notes: job.measurements,
        permitNumber: job.permitNumber,
        leadSafe: leadSafeRequired(years.get(job.id) ?? null),
        locale: localeOf(job),
        signOff: signOffs.has(job.id) ? signOffView(signOffs.get(job.id)!) : null,
      },
    ]),
  );
  return {
    today,
    tomorrow,
    days: rows.flatMap((row) => {
      const job = jobsById.get(row.jobId);
      return job ? [{ day: row.day, crew: row.crew, crewName: row.crewName, job }] : [];
    }),
  };
}

/** Why the phone cannot complete the job yet, in the crew's words. */
const NOT_YET: Record<string, string> = {
  "needs-photos": "Take an after-photo of the finished work first: a job is completed only with one.",
  "install-not-begun": "This install has not begun yet: the customer signs off on its day.",
  "needs-install-days": "This job holds no install days.",
  closed: "This job is closed (cancelled or already completed).",
  backward: "This job is closed (cancelled or already completed).",
};

/** What a sign-off came to: the row kept, and whether this request wrote it. */
export interface SignOffResult {
  created: boolean;
  signOff: CrewSignOff;
}

/** The answer to a sign-off the job already holds: the same one again (sent twice) is that record; another phone's is a 409. */
function alreadySigned(row: JobSignOff, body: SignOffBody): SignOffResult {
  if (row.clientId !== body.clientId) {
    throw new ConflictError(`The customer already signed off this job (${row.typedName}, ${row.signedAt.toISOString()}).`);
  }
  return { created: false, signOff: signOffView(row) };
}

/**
 * Records the customer's sign-off on the job `jobId` (one per job; the same `clientId` again
 * answers the same record, another a 409), then completes the job, or flags its issues to the
 * office. A "completed" the stage rules refuse (no after-photo yet) is a 409 and records nothing.
 */
export async function signOffJob(
  db: Database,
  viewer: CrewViewer,
  jobId: string,
  body: SignOffBody,
  meta: { ipAddress: string | null; userAgent: string | null },
  env: ServerEnv,
  now: Date,
): Promise<SignOffResult> {
  const record = await crewJobRecord(db, viewer, jobId, now);
  const held = (await signOffsOf(db, [jobId])).get(jobId);
  if (held) return finishRepeat(db, env, viewer, alreadySigned(held, body), held, now);
  const sent = await signOffByClientId(db, body.clientId);
  // Recorded meanwhile by the same sign-off sent again, or (a phone's mistake) for another job.
  if (sent?.jobId === jobId) return finishRepeat(db, env, viewer, alreadySigned(sent, body), sent, now);
  if (sent) throw new ConflictError("This sign-off was recorded for another job.");
  if (body.outcome === "completed") {
    const decision = decideStageChange(stageFactsOf(record, now), "completed");
    if (decision && "refused" in decision) throw new ConflictError(NOT_YET[decision.refused] ?? NOT_YET.closed);
  }
  const row = await insertSignOff(db, {
    jobId,
    clientId: body.clientId,
    typedName: body.typedName,
    outcome: body.outcome,
    issues: body.outcome === "issues" ? (body.issues ?? "") : "",
    signedAt: new Date(body.signedAt),
    receivedAt: now,
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent,
    recordedBy: viewer.email,
  });
  if (!row) {
    // Another request recorded one first: the same sign-off sent twice, or another phone's.
    const first = (await signOffsOf(db, [jobId])).get(jobId);
    if (!first) throw new ConflictError("This sign-off was recorded for another job.");
    return finishRepeat(db, env, viewer, alreadySigned(first, body), first, now);
  }
  if (row.outcome === "completed") await completeSignedOff(db, env, viewer, row, now);
  else await flagIssues(db, env, record, row, now);
  return { created: true, signOff: signOffView(row) };
}

/** A sign-off sent again: a "completed" whose completion was lost (the answer, not the record) completes now; issues were told once. */
async function finishRepeat(
  db: Database,
  env: ServerEnv,
  viewer: CrewViewer,
  result: SignOffResult,
  row: JobSignOff,
  now: Date,
): Promise<SignOffResult> {
  if (row.outcome === "completed") await completeSignedOff(db, env, viewer, row, now);
  return result;
}

/**
 * Completes the signed-off job by the stage rules (a job still scheduled passes installed), with
 * the customer's usual notice of completion, once: a job already completed is left alone, and of
 * two requests completing it at once the second finds it done.
 */
async function completeSignedOff(db: Database, env: ServerEnv, viewer: CrewViewer, row: JobSignOff, now: Date): Promise<void> {
  const record = await jobById(db, row.jobId);
  if (stageOf(record.job) === "completed") return;
  const note = `The customer signed off on the crew's phone: ${row.typedName}.`;
  try {
    await changeJob(db, env, record, { stage: "completed", note }, { admin: viewer, now });
  } catch (error) {
    if (error instanceof ConflictError && stageOf((await jobById(db, row.jobId)).job) === "completed") return;
    throw error;
  }
}

/** The customer signed off with issues: the job's timeline notes them and the admins are told; the job stays where it is. */
async function flagIssues(db: Database, env: ServerEnv, record: JobRecord, row: JobSignOff, now: Date): Promise<void> {
  const stage = stageOf(record.job);
  const facts = noticeFactsOf(record, { next: await nextOf(db, record) });
  const email = signOffIssues(facts, row, env);
  const stored = await writeJobChange(db, {
    jobId: record.job.id,
    atStages: JOB_STAGES,
    set: { sign_off_issues_at: row.receivedAt },
    events: [
      {
        actor: row.recordedBy,
        kind: "note",
        fromStage: stage,
        toStage: stage,
        note: `The customer signed off with issues (${row.typedName}): ${row.issues}`,
        notified: true,
        changes: { signOff: "issues" },
      },
    ],
    emails: [email],
    now,
  });
  await deliverNotice(db, env, { emails: [email], texts: [] }, stored ?? [], { now });
}
