/**
 * A job's photos: the office's uploads (POST `photos`, as any photo) attached to the job, at
 * most 24 (the database's trigger holds it, drizzle/0021), and removed; the admins see them at
 * `adminPhoto`, the customer on their own page. Each change is noted in the timeline.
 */
import { JOB_STAGES } from "@/core/job-stages";
import { photoMessages } from "@/i18n/photos";
import type { Database } from "../db/client";
import { writeJobChange } from "../db/jobs/changes";
import { MAX_PHOTOS_PER_JOB } from "@/core/photo-limits";
import { attachCrewPhoto, countPhotos, findOwnedPhoto, photoByClientId } from "../db/photos/photos";
import { ConflictError, NotFoundError, ValidationError } from "../http/errors";
import { attachPhotosStrictly, deletePhotos } from "../photos/attach-photos";
import { storePhoto, type UploadSettings } from "../photos/upload-photo";
import { stageOf, type JobRecord } from "./records";

/** Notes the photos' change in the job's timeline (after the change itself, which the photos module makes). */
async function notePhotos(db: Database, record: JobRecord, admin: string, changes: Record<string, unknown>, now: Date): Promise<void> {
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

/**
 * Stores the phone's after-photo `file` (the upload pipeline's checks and limits) and gives it to
 * the job, taken by `takenBy`, with the phone's `clientId`: the same `clientId` sent again (its
 * answer lost) answers the photo it gave (`created` false) and stores nothing, one of another job
 * is a 409. 400 past 24 photos.
 */
export async function addCrewPhoto(
  db: Database,
  record: JobRecord,
  { clientId, file }: { clientId: string; file: File },
  takenBy: string,
  upload: UploadSettings & { clientAddress: string | undefined },
  now: Date,
): Promise<{ created: boolean; id: string }> {
  const jobId = record.job.id;
  const kept = async () => {
    const photo = await photoByClientId(db, clientId);
    if (photo && photo.jobId !== jobId) throw new ConflictError("This photo was sent for another job.");
    return photo ? { created: false, id: photo.id } : null;
  };
  const before = await kept();
  if (before) return before;
  const tooMany = () =>
    new ValidationError(upload.messages.tooMany(MAX_PHOTOS_PER_JOB), { photo: [upload.messages.tooMany(MAX_PHOTOS_PER_JOB)] });
  if ((await countPhotos(db, { jobId })) >= MAX_PHOTOS_PER_JOB) throw tooMany();
  const { id } = await storePhoto(db, file, upload.clientAddress, upload);
  const row = await attachCrewPhoto(db, { jobId, id, clientId, takenBy }, MAX_PHOTOS_PER_JOB, now);
  if (!row) {
    // The same photo sent at once took the clientId first, or the job filled meanwhile: this copy goes.
    await deletePhotos(db, [{ id }], upload.messages);
    const after = await kept();
    if (after) return after;
    throw tooMany();
  }
  await notePhotos(db, record, takenBy, { added: [row.id] }, now);
  return { created: true, id: row.id };
}
