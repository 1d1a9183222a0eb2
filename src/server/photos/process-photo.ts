/**
 * Every accepted photo is decoded and encoded anew with sharp (libvips): what is stored is
 * pixels we wrote ourselves, never the sender's file. The orientation is applied to the
 * pixels, and every piece of metadata (EXIF with its GPS position, XMP, ICC, comments) is
 * left behind, because sharp writes none unless asked. `limitInputPixels` refuses a
 * decompression bomb (a tiny PNG that claims 50,000 × 50,000 pixels) from its header, before
 * any pixel is decoded. HEIC, which sharp's prebuilt libvips cannot decode (no HEVC decoder),
 * is decoded by libheif first (./decode-heic.ts) and reaches sharp as plain pixels.
 */
import type { Sharp, SharpOptions } from "sharp";
import { PHOTO_MAX_EDGE, PHOTO_MAX_HEIC_PIXELS, PHOTO_THUMB_EDGE } from "@/core/photo-limits";
import type { PhotoFormat } from "@/core/photo-content";
import { UnsupportedMediaTypeError, ValidationError } from "../http/errors";
import type { PhotoMessages } from "@/i18n/photos";
import { describeError } from "../log-safe";
import { decodeHeic, type RgbaImage, HeicDecoderUnavailableError, HeicPixelLimitError, HeicUnsupportedError } from "./decode-heic";

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
 * `maxPixels`, is a 400; a HEIF whose codec the server has no decoder for is a 415 that says what to send.
 */
export async function processPhoto(input: Uint8Array, format: PhotoFormat, { maxPixels, messages }: { maxPixels: number; messages: PhotoMessages }): Promise<ProcessedPhoto> {
  // Loaded on use: the bundle stays importable (scripts/bundle-functions.mjs reads its config)
  // where the native package is not installed, and only this call pays for libvips.
  const { default: sharp } = await import("sharp");
  const options: SharpOptions = { limitInputPixels: maxPixels, failOn: "warning", sequentialRead: true };
  // failOn "warning" (the default, said here on purpose): a truncated JPEG that libjpeg
  // would pad with grey is refused, not stored half-grey.
  const source = format === "heic" ? await heicSource(sharp, input, maxPixels, messages) : sharp(input, options);
  try {
    const { data, info } = await source
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(data).resize({ width: PHOTO_THUMB_EDGE, height: PHOTO_THUMB_EDGE, fit: "inside", withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer();
    return { full: data, thumb, contentType: "image/jpeg", width: info.width, height: info.height };
  } catch (error) {
    throw refusal(error, messages);
  }
}

/**
 * A HEIC's primary image decoded by libheif, upright, as raw RGBA for sharp. Sharp's prebuilt
 * libvips reads HEIF containers but carries no HEVC decoder (patents), so it cannot take the
 * file itself. The raw pixels carry no EXIF, so sharp's `rotate()` leaves them as libheif
 * turned them (HEIF orientation is `irot`/`imir`, never the EXIF tag).
 */
async function heicSource(sharp: typeof import("sharp").default, input: Uint8Array, maxPixels: number, messages: PhotoMessages): Promise<Sharp> {
  // A HEIC is decoded whole in WebAssembly memory, so it gets a lower ceiling than sharp's streamed formats.
  const image = await decodeHeicOrRefuse(input, Math.min(maxPixels, PHOTO_MAX_HEIC_PIXELS), messages);
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 }, limitInputPixels: maxPixels });
}

/**
 * decodeHeic, its refusals as 400 or 415, never a 500: too many pixels and anything the decoder
 * failed on are 400s; a codec it lacks, or a decoder that would not load (logged: that one is
 * ours to mend), a 415 that asks for a JPEG, which the visitor can always send.
 */
async function decodeHeicOrRefuse(input: Uint8Array, maxPixels: number, messages: PhotoMessages): Promise<RgbaImage> {
  try {
    return await decodeHeic(input, maxPixels);
  } catch (error) {
    if (error instanceof HeicPixelLimitError) throw new ValidationError(messages.tooManyPixels, { photo: [messages.tooManyPixels] });
    if (error instanceof HeicDecoderUnavailableError) console.error(`HEIC decoder unavailable: ${describeError(error.cause)}`);
    if (error instanceof HeicUnsupportedError || error instanceof HeicDecoderUnavailableError) throw new UnsupportedMediaTypeError(messages.heicUnsupported);
    throw new ValidationError(messages.corrupt, { photo: [messages.corrupt] });
  }
}

/** The 400 for an image sharp could not take. */
function refusal(error: unknown, messages: PhotoMessages): Error {
  const reason = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(reason)) return new ValidationError(messages.tooManyPixels, { photo: [messages.tooManyPixels] });
  return new ValidationError(messages.corrupt, { photo: [messages.corrupt] });
}
