/**
 * Every accepted photo is decoded and encoded anew with sharp (libvips): what is stored is
 * pixels we wrote ourselves, never the sender's file. The orientation is applied to the
 * pixels, and every piece of metadata (EXIF with its GPS position, XMP, ICC, comments) is
 * left behind, because sharp writes none unless asked. `limitInputPixels` refuses a
 * decompression bomb (a tiny PNG that claims 50,000 × 50,000 pixels) from its header, before
 * any pixel is decoded.
 */
import type { SharpOptions } from "sharp";
import { PHOTO_MAX_EDGE, PHOTO_THUMB_EDGE } from "@/core/photo-limits";
import type { PhotoFormat } from "@/core/photo-content";
import { UnsupportedMediaTypeError, ValidationError } from "../http/errors";
import type { PhotoMessages } from "@/i18n/photos";

/** A photo ready to store: the full-size JPEG and its thumbnail. */
export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  contentType: "image/jpeg";
  width: number;
  height: number;
}

/**
 * Decodes `input` (already sniffed as `format`) and re-encodes it as JPEG, at most
 * PHOTO_MAX_EDGE px on the long edge. A corrupt or truncated image, or one over
 * `maxPixels`, is a 400; a HEIC this server's libvips cannot decode is a 415 that says what to send.
 */
export async function processPhoto(input: Uint8Array, format: PhotoFormat, { maxPixels, messages }: { maxPixels: number; messages: PhotoMessages }): Promise<ProcessedPhoto> {
  // Loaded on use: the bundle stays importable (scripts/bundle-functions.mjs reads its config)
  // where the native package is not installed, and only this call pays for libvips.
  const { default: sharp } = await import("sharp");
  const options: SharpOptions = { limitInputPixels: maxPixels, failOn: "warning", sequentialRead: true };
  // failOn "warning" (the default, said here on purpose): a truncated JPEG that libjpeg
  // would pad with grey is refused, not stored half-grey.
  const source = () => sharp(input, options);
  try {
    const { data, info } = await source()
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(data).resize({ width: PHOTO_THUMB_EDGE, height: PHOTO_THUMB_EDGE, fit: "inside", withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer();
    return { full: data, thumb, contentType: "image/jpeg", width: info.width, height: info.height };
  } catch (error) {
    throw refusal(error, format, messages);
  }
}

/** The 400 or 415 for an image sharp could not take. */
function refusal(error: unknown, format: PhotoFormat, messages: PhotoMessages): Error {
  const reason = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(reason)) return new ValidationError(messages.tooManyPixels, { photo: [messages.tooManyPixels] });
  // Sharp's prebuilt libvips reads HEIF containers but carries no HEVC decoder (patents), so
  // an iPhone's HEIC cannot be decoded here: the browser converts it, or the visitor sends a JPEG.
  if (format === "heic" && /heif|compression format|unsupported|bad seek|no decoder/i.test(reason)) return new UnsupportedMediaTypeError(messages.heicUnsupported);
  return new ValidationError(messages.corrupt, { photo: [messages.corrupt] });
}
