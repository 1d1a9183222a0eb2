/**
 * The photos' retention, run by the scheduled function sweep-photos: an upload
 * nobody attached within 24 hours, photos 12 months after their visit (or after their lead
 * arrived), photos of a deleted appointment or lead, and any a bot's booking or lead got,
 * are deleted: image first, then row.
 */
import { PHOTO_RETENTION_MONTHS, retentionCutoffDay, UNATTACHED_PHOTO_TTL_MS } from "@/core/photo-limits";
import { phoenixDate, phoenixInstant } from "@/core/phoenix-time";
import type { Database } from "../db/client";
import { listExpiredPhotoIds } from "../db/photos/photos";
import { deletePhotos } from "./attach-photos";

/** Most photos one run deletes; the next run takes the rest. */
const BATCH = 200;

/** Deletes what is due at `now` and answers how many photos went. */
export async function sweepPhotos(db: Database, now: Date): Promise<number> {
  const visitCutoffDay = retentionCutoffDay(phoenixDate(now), PHOTO_RETENTION_MONTHS);
  const leadCutoff = phoenixInstant(visitCutoffDay, 0);
  const ids = await listExpiredPhotoIds(db, {
    waitingSince: new Date(now.getTime() - UNATTACHED_PHOTO_TTL_MS),
    visitCutoffDay,
    leadCutoff,
    limit: BATCH,
  });
  await deletePhotos(
    db,
    ids.map((id) => ({ id })),
  );
  return ids.length;
}
