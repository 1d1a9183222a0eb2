/**
 * Makes a phone photo small enough to send before it leaves the browser: decoded (with its
 * orientation applied), drawn at most PHOTO_MAX_EDGE px on the long edge, and encoded anew as
 * JPEG through a canvas. The canvas writes pixels only, so EXIF, GPS and every other piece of
 * metadata stay behind with the original. A HEIC the browser cannot decode (all but Safari)
 * is sent as it is: the server converts it (libheif) and answers its thumbnail.
 */
import { apiUrl } from "@/browser/api-request";
import { PHOTO_MAX_EDGE } from "@/core/photo-limits";
import type { Locale } from "@/i18n/locales";
import { photos } from "@/schemas/routes/booking";

/** What goes up: the bytes and the name to send them under, and a small preview when the browser could decode it. */
export interface PreparedPhoto {
  blob: Blob;
  name: string;
  /** A data: URL (the site's CSP allows data: images, not blob:), about 240 px. */
  thumbnail?: string;
}

/** Long edge of the preview shown in the list. */
const PREVIEW_EDGE = 240;

/** The photo resized and re-encoded, or the file itself when the browser cannot decode it. */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { blob: file, name: file.name || "photo" };
  }
  const scale = Math.min(1, PHOTO_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, width, height);
  const thumbnail = preview(bitmap);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
  if (!blob) return { blob: file, name: file.name || "photo" };
  return { blob, name: (file.name || "photo").replace(/\.[^.]*$/, "") + ".jpg", thumbnail };
}

/** A small JPEG of `bitmap` as a data: URL. */
function preview(bitmap: ImageBitmap): string {
  const scale = Math.min(1, PREVIEW_EDGE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL("image/jpeg", 0.7);
}

/** The answer of one upload: the new photo's id, or the server's message. */
export type UploadResult = { ok: true; id: string; thumbnail?: string } | { ok: false; message: string };

/**
 * POSTs one photo to the upload route as the field `photo`, reporting progress 0-100 (XMLHttpRequest:
 * fetch has no upload progress). A photo without a preview asks the server for its thumbnail.
 */
export function uploadPhoto(
  photo: PreparedPhoto,
  locale: Locale,
  onProgress: (percent: number) => void,
  fallback: string,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", apiUrl(photos, { query: { locale, ...(!photo.thumbnail && { preview: "1" }) } }));
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      let body: { id?: string; thumbnail?: string; error?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // A proxy's HTML page: keep the fallback message.
      }
      const thumbnail =
        typeof body.thumbnail === "string" && body.thumbnail.startsWith("data:image/jpeg;base64,") ? body.thumbnail : undefined;
      resolve(request.status === 201 && body.id ? { ok: true, id: body.id, thumbnail } : { ok: false, message: body.error ?? fallback });
    };
    request.onerror = () => resolve({ ok: false, message: fallback });
    const form = new FormData();
    form.append("photo", photo.blob, photo.name);
    request.send(form);
  });
}
