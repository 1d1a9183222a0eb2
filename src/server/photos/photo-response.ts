/**
 * A stored photo as an HTTP answer. Photos are never public: every answer is `private,
 * no-store`, so no CDN, proxy or shared cache keeps a copy, and it is only given after the
 * caller proved who they are (an admin's session, or the customer's own manage token).
 */
import type { PhotoMessages } from "@/i18n/photos";
import { adminPhoto } from "@/schemas/routes/admin";
import { routeUrl } from "@/schemas/routes/route";
import { apiSecurityHeaders } from "../http/headers";
import { NotFoundError } from "../http/errors";
import type { Photo } from "../db/schema";
import { photoKeys, withPhotoStore } from "./photo-store";

/** Which image of a photo, and whether the browser should save it rather than show it. */
export interface PhotoView {
  size: "full" | "thumb";
  download?: boolean;
}

/** The image of `photo` (already checked as the caller's to see), or 404 when the store no longer holds it; refusals in `messages`' language. */
export async function photoResponse(photo: Photo, { size, download = false }: PhotoView, messages: PhotoMessages): Promise<Response> {
  const key = photoKeys(photo.id)[size];
  const data = await withPhotoStore("read", (store) => store.get(key, { type: "arrayBuffer" }), messages);
  if (!data) throw new NotFoundError(messages.notFound);
  const headers = new Headers(apiSecurityHeaders);
  headers.set("Content-Type", photo.contentType);
  headers.set("Content-Length", String(data.byteLength));
  headers.set("Cache-Control", "private, no-store");
  if (download) headers.set("Content-Disposition", `attachment; filename="photo-${photo.id.slice(0, 8)}.jpg"`);
  return new Response(data, { status: 200, headers });
}

/** Where an admin reads a photo's image (`adminPhoto` of the route table), whoever's photo it is. */
export function adminPhotoUrl(id: string): string {
  return routeUrl(adminPhoto, { params: { id } });
}

/** What the JSON answers say of a photo: its id, size and where its images are (`imageUrl`: the full image's, by id; the thumbnail's adds ?size=thumb). */
export function photoSummary(photo: Photo, imageUrl: (id: string) => string) {
  const url = imageUrl(photo.id);
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    bytes: photo.bytes,
    createdAt: photo.createdAt.toISOString(),
    url,
    thumbnailUrl: `${url}?size=thumb`,
  };
}

/** A photo as the JSON answers list it. */
export type PhotoSummary = ReturnType<typeof photoSummary>;
