/**
 * Giving uploaded photos to a booking, a lead or a visit (through its manage link), and
 * taking them away. A booking or lead never fails over its photos (they are an extra): an id
 * that expired or is not waiting is skipped. The manage page is strict and says why.
 */
import { MAX_PHOTOS_PER_OWNER, photosFit } from "@/core/photo-limits";
import { photoMessages, type PhotoMessages } from "@/i18n/photos";
import type { Database } from "../db/client";
import { attachWaitingPhotos, countPhotos, deletePhotoRows, type PhotoOwner } from "../db/photos";
import type { Photo } from "../db/schema";
import { ValidationError } from "../http/errors";
import { describeError } from "../log-safe";
import { photoKeys, withPhotoStore } from "./photo-store";

/**
 * Attaches the waiting photos among `ids` to a new booking or lead and answers how many it
 * now holds. Never throws: a failure is logged and the booking or lead stands without them.
 */
export async function attachNewPhotos(db: Database, owner: PhotoOwner, ids: readonly string[] | undefined, now: Date): Promise<number> {
  if (!ids?.length) return 0;
  try {
    await attachWaitingPhotos(db, owner, [...new Set(ids)], MAX_PHOTOS_PER_OWNER, now);
    return await countPhotos(db, owner);
  } catch (error) {
    console.error(`Photos not attached to a new ${"appointmentId" in owner ? "booking" : "lead"}: ${describeError(error)}`);
    return 0;
  }
}

/**
 * Attaches `ids` to a visit through its manage link: 400 when the visit would hold more than
 * six, or when an id is not a waiting upload (expired, or already someone's).
 */
export async function attachPhotosStrictly(db: Database, owner: PhotoOwner, ids: readonly string[], now: Date, messages: PhotoMessages): Promise<void> {
  const unique = [...new Set(ids)];
  if (!photosFit(await countPhotos(db, owner), unique.length)) throw new ValidationError(messages.tooMany(MAX_PHOTOS_PER_OWNER), { photoIds: [messages.tooMany(MAX_PHOTOS_PER_OWNER)] });
  const taken = await attachWaitingPhotos(db, owner, unique, MAX_PHOTOS_PER_OWNER, now);
  if (taken.length === unique.length) return;
  // A concurrent request took the last places, or an id is not waiting: say which.
  if (!photosFit(await countPhotos(db, owner), 0)) throw new ValidationError(messages.tooMany(MAX_PHOTOS_PER_OWNER), { photoIds: [messages.tooMany(MAX_PHOTOS_PER_OWNER)] });
  throw new ValidationError(messages.unknown, { photoIds: [messages.unknown] });
}

/**
 * Deletes photos' images from the store, then their rows (the row goes last, so an image is
 * never left without one). A store that fails is a 503 in `messages`' language (English for the sweep).
 */
export async function deletePhotos(db: Database, rows: readonly Pick<Photo, "id">[], messages: PhotoMessages = photoMessages.en): Promise<void> {
  if (rows.length === 0) return;
  await withPhotoStore("delete", (store) => Promise.all(rows.flatMap(({ id }) => [store.delete(photoKeys(id).full), store.delete(photoKeys(id).thumb)])), messages);
  await deletePhotoRows(db, rows.map(({ id }) => id));
}
