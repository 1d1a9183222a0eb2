/**
 * POST `photos`, one photo per request: read the multipart body (route() read it within its size limit),
 * judge the file by its bytes, decode and re-encode it, store its row, then both images.
 * The photo waits, owned by nobody, until a booking, lead or manage request names its id.
 */
import { sniffPhotoFormat } from "@/core/photo-content";
import { photoSizeAllowed } from "@/core/photo-limits";
import type { PhotoMessages } from "@/i18n/photos";
import { addressKey } from "@/core/server/address-key";
import type { Database } from "../db/client";
import { insertPhoto } from "../db/photos/photos";
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "../http/errors";
import { deletePhotos } from "./attach-photos";
import { photoKeys, withPhotoStore } from "./photo-store";
import { processPhoto } from "./process-photo";

/** Room the multipart envelope (boundaries, part headers) may take beside the photo itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export interface UploadSettings {
  maxBytes: number;
  maxPixels: number;
  messages: PhotoMessages;
  /** Answer the stored thumbnail too, as a data: URL: the picker asks when the browser could not draw one (a HEIC outside Safari). */
  preview?: boolean;
}

/** Takes the request's photo and answers its new id; throws 400, 413, 415 or 503 with a message. */
export async function uploadPhoto(
  db: Database,
  request: Request,
  clientAddress: string | undefined,
  settings: UploadSettings,
): Promise<{ id: string; thumbnail?: string }> {
  return storePhoto(db, photoFieldOf(await readPhotoForm(request, settings.messages), settings.messages), clientAddress, settings);
}

/** Judges, re-encodes and stores one photo file (the row, then both images) and answers its new id; throws 400, 413, 415 or 503 with a message. */
export async function storePhoto(
  db: Database,
  file: File,
  clientAddress: string | undefined,
  settings: UploadSettings,
): Promise<{ id: string; thumbnail?: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // An empty file (a photo the phone had not finished saving, a failed copy) holds nothing to read.
  if (bytes.byteLength === 0) throw new ValidationError(settings.messages.corrupt, { photo: [settings.messages.corrupt] });
  if (!photoSizeAllowed(bytes.byteLength, settings.maxBytes)) throw photoTooLarge(settings.maxBytes, settings.messages);
  const format = sniffPhotoFormat(bytes);
  if (!format) throw new UnsupportedMediaTypeError(settings.messages.unsupported);
  const photo = await processPhoto(bytes, format, settings);
  const id = crypto.randomUUID();
  const keys = photoKeys(id);
  // The row first: it is what the sweep finds an image by, so an image is never stored without one.
  // Stamped by the clock the sweep judges its age by.
  await insertPhoto(db, {
    id,
    contentType: photo.contentType,
    bytes: photo.full.byteLength,
    width: photo.width,
    height: photo.height,
    clientAddress: clientAddress ? addressKey(clientAddress) : null,
    createdAt: new Date(),
  });
  try {
    await withPhotoStore(
      "upload",
      async (store) => {
        await store.set(keys.full, new Blob([new Uint8Array(photo.full)]), { metadata: { contentType: photo.contentType } });
        await store.set(keys.thumb, new Blob([new Uint8Array(photo.thumb)]), { metadata: { contentType: photo.contentType } });
      },
      settings.messages,
    );
  } catch (error) {
    // Take back whatever may have been written, then the row. If the store cannot even delete,
    // the row stays: an upload nobody was given, which the sweep deletes with its images in a day.
    await deletePhotos(db, [{ id }], settings.messages).catch(() => {});
    throw error;
  }
  // The uploader's own photo, back to the uploader only, in the answer to their upload.
  return settings.preview ? { id, thumbnail: `data:${photo.contentType};base64,${photo.thumb.toString("base64")}` } : { id };
}

/** The request's multipart body (415 for another kind, 400 when it cannot be read); the body was read within `photoBodyLimit` by route(). */
export async function readPhotoForm(request: Request, messages: PhotoMessages): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) throw new UnsupportedMediaTypeError(messages.missing);
  try {
    return await request.formData();
  } catch {
    throw new ValidationError(messages.missing, { photo: [messages.missing] });
  }
}

/** The form's one `photo` file (400 without one). */
export function photoFieldOf(form: FormData, messages: PhotoMessages): File {
  const files = form.getAll("photo").filter((value): value is File => typeof value !== "string");
  if (files.length !== 1) throw new ValidationError(messages.missing, { photo: [messages.missing] });
  return files[0]!;
}

/** The most an upload's body may hold: the photo and the multipart envelope around it. */
export function photoBodyLimit(maxBytes: number): number {
  return maxBytes + MULTIPART_OVERHEAD_BYTES;
}

/** The 413 of a photo over `maxBytes`, in `messages`' language. */
export function photoTooLarge(maxBytes: number, messages: PhotoMessages): PayloadTooLargeError {
  const megabytes = String(Number((maxBytes / 1_000_000).toFixed(2)));
  return new PayloadTooLargeError(messages.tooLarge(megabytes), { photo: [messages.tooLarge(megabytes)] });
}
