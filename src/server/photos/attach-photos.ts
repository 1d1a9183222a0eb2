/**
 * Giving uploaded photos to a visit through its manage link, strictly (the page says why an id
 * is refused), and taking photos away. A new booking or lead takes its photos leniently
 * (attachNewPhotos in src/server/db/photos/photos.ts).
 */
import { MAX_PHOTOS_PER_JOB, MAX_PHOTOS_PER_OWNER, photosFit } from "@/core/photo-limits";
import { photoMessages, type PhotoMessages } from "@/i18n/photos";
import type { Database } from "../db/client";
import { attachWaitingPhotos, countPhotos, deletePhotoRows, type PhotoOwner } from "../db/photos/photos";
import type { Photo } from "../db/schema";
import { ValidationError } from "../http/errors";
import { photoKeys, withPhotoStore } from "./photo-store";

/**
 * Attaches `ids` to a visit through its manage link, or to a job by the office: 400 when the
 * owner would hold more than it may (six; a job 24), or when an id is not a waiting upload
 * (expired, or already someone's).
 */
export async function attachPhotosStrictly(
  db: Database,
  owner: PhotoOwner,
  ids: readonly string[],
  now: Date,
  messages: PhotoMessages,
): Promise<void> {
  const unique = [...new Set(ids)];
  const max = "jobId" in owner ? MAX_PHOTOS_PER_JOB : MAX_PHOTOS_PER_OWNER;
  const tooMany = () => new ValidationError(messages.tooMany(max), { photoIds: [messages.tooMany(max)] });
  if (!photosFit(await countPhotos(db, owner), unique.length, max)) throw tooMany();
  const taken = await attachWaitingPhotos(db, owner, unique, max, now);
  if (taken.length === unique.length) return;
  // A concurrent request took the last places, or an id is not waiting: say which.
  if (!photosFit(await countPhotos(db, owner), 0, max)) throw tooMany();
  throw new ValidationError(messages.unknown, { photoIds: [messages.unknown] });
}

/**
 * Deletes photos' images from the store, then their rows (the row goes last, so an image is
 * never left without one). A store that fails is a 503 in `messages`' language (English for the sweep).
 */
export async function deletePhotos(
  db: Database,
  rows: readonly Pick<Photo, "id">[],
  messages: PhotoMessages = photoMessages.en,
): Promise<void> {
  if (rows.length === 0) return;
  await withPhotoStore(
    "delete",
    (store) => Promise.all(rows.flatMap(({ id }) => [store.delete(photoKeys(id).full), store.delete(photoKeys(id).thumb)])),
    messages,
  );
  await deletePhotoRows(
    db,
    rows.map(({ id }) => id),
  );
}
