/**
 * Admins' view of customers' photos: the list an appointment or lead carries,
 * the counts the lists mark rows with, and the images themselves through the route table's
 * `adminPhoto` (`?size=thumb`, `&download=1`), behind the admin guard, `private, no-store`.
 */
import type { Database } from "../db/client";
import { findLead } from "../db/leads/leads";
import { countPhotosOf, findPhoto, listPhotos, type PhotoOwner } from "../db/photos/photos";
import { NotFoundError } from "../http/errors";
import { photoMessages } from "@/i18n/photos";
import { adminPhotoUrl, photoResponse, photoSummary, type PhotoSummary } from "../photos/photo-response";
import { toAdminLead } from "./views";
import { LEAD_NOT_FOUND } from "./patch-lead";

/** The photos of an appointment or lead as the admin JSON lists them. */
export async function adminPhotos(db: Database, owner: PhotoOwner): Promise<PhotoSummary[]> {
  return (await listPhotos(db, owner)).map((photo) => photoSummary(photo, adminPhotoUrl));
}

/** A list page with each row's `photoCount`, so the lists can mark the rows that have photos. */
export async function withPhotoCounts<T extends { id: string }, P extends { items: T[] }>(
  db: Database,
  kind: "appointment" | "lead",
  page: P,
): Promise<P & { items: (T & { photoCount: number })[] }> {
  const counts = await countPhotosOf(
    db,
    kind,
    page.items.map((item) => item.id),
  );
  return { ...page, items: page.items.map((item) => ({ ...item, photoCount: counts.get(item.id) ?? 0 })) };
}

/** One lead with its photos (GET `adminLead`); 404 when there is none. */
export async function getLeadDetail(db: Database, id: string) {
  const row = await findLead(db, id);
  if (!row) throw new NotFoundError(LEAD_NOT_FOUND);
  return { ...toAdminLead(row), photos: await adminPhotos(db, { leadId: id }) };
}

/** The image of any attached photo for an admin; a waiting upload (nobody's yet) is not shown. */
export async function adminPhotoResponse(db: Database, id: string, url: URL): Promise<Response> {
  const photo = await findPhoto(db, id);
  // The admin screens are in English.
  if (!photo || (!photo.appointmentId && !photo.leadId && !photo.jobId)) throw new NotFoundError(photoMessages.en.notFound);
  return photoResponse(
    photo,
    { size: url.searchParams.get("size") === "thumb" ? "thumb" : "full", download: url.searchParams.has("download") },
    photoMessages.en,
  );
}
