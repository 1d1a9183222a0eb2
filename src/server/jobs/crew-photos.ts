/**
 * The crew's after-photos: a phone's photo stored through the upload pipeline and given to the job
 * at once. Apart from the office's job photos (./job-photos.ts) so the admin function, which only
 * attaches uploads, never loads the image pipeline (sharp, libheif) into its bundle.
 */
import { MAX_PHOTOS_PER_JOB } from "@/core/photo-limits";
import type { Database } from "../db/client";
import { attachCrewPhoto, countPhotos, photoByClientId } from "../db/photos/photos";
import { ConflictError, ValidationError } from "../http/errors";
import { deletePhotos } from "../photos/attach-photos";
import { storePhoto, type UploadSettings } from "../photos/upload-photo";
import { notePhotos } from "./job-photos";
import type { JobRecord } from "./records";

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
