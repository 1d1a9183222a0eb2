/**
 * The manage page's photos: the visit is found by the link's token, and only that visit's
 * photos are ever listed, shown, added or removed. Adding and removing end when the visit
 * can no longer change (it started, or it was cancelled); seeing them does not.
 */
import { phoenixDayWindow } from "@/core/limits";
import type { Locale } from "@/i18n/locales";
import { photoMessages, type PhotoMessages } from "@/i18n/photos";
import { isCancellable } from "@/core/visit-time";
import { visitPhoto } from "@/schemas/routes/manage";
import { routeUrl } from "@/schemas/routes/route";
import type { Database } from "../db/client";
import { findOwnedPhoto, listPhotos } from "../db/photos/photos";
import { pruneHits, takeHit } from "../db/limits/rate-limits";
import type { Appointment } from "../db/schema";
import type { ServerEnv } from "../env";
import { ConflictError, NotFoundError, TooManyRequestsError } from "../http/errors";
import { requireRowId } from "../http/ids";
import { privateLinks } from "../private-links/documents";
import { openLink } from "../private-links/open";
import { attachPhotosStrictly, deletePhotos } from "./attach-photos";
import { photoResponse, photoSummary } from "./photo-response";

/** The counter's scope in rate_limit_hits for photos added through one visit's link; its key is the visit's id. */
export const VISIT_PHOTO_SCOPE = "photo-visit";

/** The visit of `visitPhotos` or `visitPhoto` (the path's `params`), the link's token and the photo id, if any; 404 for an unknown link or a malformed photo id. */
export async function managedVisit(
  db: Database,
  params: { token?: string; photoId?: string },
  messages: PhotoMessages,
  now: Date,
): Promise<{ visit: Appointment; token: string; photoId?: string }> {
  const { opened: visit, token } = await openLink(db, privateLinks.visit, params.token, { now });
  return { visit, token, photoId: params.photoId === undefined ? undefined : requireRowId(params.photoId, messages.notFound) };
}

/** The visit's photos as the manage page lists them, with image URLs (`visitPhoto`) under the same link's `token`. */
export async function manageList(db: Database, visit: Appointment, token: string) {
  return {
    photos: (await listPhotos(db, { appointmentId: visit.id })).map((photo) =>
      photoSummary(photo, (photoId) => routeUrl(visitPhoto, { params: { token, photoId } })),
    ),
  };
}

/** One of the visit's images; 404 for any photo not the visit's. */
export async function managePhoto(
  db: Database,
  visit: Appointment,
  photoId: string,
  size: "full" | "thumb",
  messages: PhotoMessages,
): Promise<Response> {
  const photo = await findOwnedPhoto(db, { appointmentId: visit.id }, photoId);
  if (!photo) throw new NotFoundError(messages.notFound);
  return photoResponse(photo, { size }, messages);
}

/**
 * Attaches uploads to the visit while it can change, within six photos (400) and the per-visit
 * daily limit (429). That limit counts photos, not requests (one request may name six): six at
 * a time is the visit's own bound, so it bounds the add-and-remove churn one link can make in
 * a day. A photo named counts whether or not it was then taken; an abuser pays for refusals too.
 */
export async function manageAttach(
  db: Database,
  visit: Appointment,
  photoIds: string[],
  { now, env, locale, messages }: { now: Date; env: ServerEnv; locale: Locale; messages: PhotoMessages },
): Promise<void> {
  requireChangeable(visit, now, locale);
  const window = phoenixDayWindow(now);
  const count = await takeHit(db, VISIT_PHOTO_SCOPE, visit.id, window.start, env.PHOTOS_PER_VISIT_PER_DAY, new Set(photoIds).size);
  if (count === null) {
    const retryAfterSeconds = Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000));
    throw new TooManyRequestsError(messages.visitDailyLimit(env.PHOTOS_PER_VISIT_PER_DAY), retryAfterSeconds);
  }
  // The first add of a visit's day clears its earlier days' counters, which can refuse nothing more.
  if (count === new Set(photoIds).size) await pruneHits(db, VISIT_PHOTO_SCOPE, window.start);
  await attachPhotosStrictly(db, { appointmentId: visit.id }, photoIds, now, messages);
}

/** Removes one of the visit's photos (image and row) while the visit can change; 404 for another's. */
export async function manageDelete(
  db: Database,
  visit: Appointment,
  photoId: string | undefined,
  now: Date,
  locale: Locale,
): Promise<void> {
  const messages = photoMessages[locale];
  if (!photoId) throw new NotFoundError(messages.notFound);
  requireChangeable(visit, now, locale);
  const photo = await findOwnedPhoto(db, { appointmentId: visit.id }, photoId);
  if (!photo) throw new NotFoundError(messages.notFound);
  await deletePhotos(db, [photo], messages);
}

/** 409 once the visit has started or was cancelled: its photos are then the record of it. */
function requireChangeable(visit: Appointment, now: Date, locale: Locale): void {
  if (!isCancellable(visit, now)) throw new ConflictError(photoMessages[locale].closed);
}
