/**
 * A job's photos: the office's uploads (POST `photos`, as any photo) attached to the job, at
 * most 24 (the database's trigger holds it, drizzle/0021), and removed; the admins see them at
 * `adminPhoto`, the customer on their own page. Each change is noted in the timeline.
 */
import { JOB_STAGES } from "@/core/job-stages";
import { photoMessages } from "@/i18n/photos";
import type { Database } from "../db/client";
import { writeJobChange } from "../db/jobs/changes";
import { findOwnedPhoto } from "../db/photos/photos";
import { NotFoundError } from "../http/errors";
import { attachPhotosStrictly, deletePhotos } from "../photos/attach-photos";
import { stageOf, type JobRecord } from "./records";

/** Notes the photos' change in the job's timeline (after the change itself, which the photos module makes). */
export async function notePhotos(
  db: Database,
  record: JobRecord,
  admin: string,
  changes: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const stage = stageOf(record.job);
  await writeJobChange(db, {
    jobId: record.job.id,
    atStages: JOB_STAGES,
    set: {},
    events: [{ actor: admin, kind: "photos", fromStage: stage, toStage: stage, notified: false, changes }],
    emails: [],
    now,
  });
}

/** Attaches the uploads `photoIds` to the job: 400 past 24, or for an id that is not a waiting upload. */
export async function attachJobPhotos(
  db: Database,
  record: JobRecord,
  photoIds: readonly string[],
  admin: string,
  now: Date,
): Promise<void> {
  await attachPhotosStrictly(db, { jobId: record.job.id }, photoIds, now, photoMessages.en);
  await notePhotos(db, record, admin, { added: [...new Set(photoIds)] }, now);
}

/** Removes one of the job's photos (image and row); 404 for another's. */
export async function removeJobPhoto(db: Database, record: JobRecord, photoId: string, admin: string, now: Date): Promise<void> {
  const photo = await findOwnedPhoto(db, { jobId: record.job.id }, photoId);
  if (!photo) throw new NotFoundError(photoMessages.en.notFound);
  await deletePhotos(db, [photo]);
  await notePhotos(db, record, admin, { removed: [photoId] }, now);
}
