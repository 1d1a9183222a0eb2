/**
 * Every accepted photo is decoded and encoded anew with sharp (libvips): what is stored is
 * pixels we wrote ourselves, never the sender's file. The orientation is applied to the
 * pixels, and every piece of metadata (EXIF with its GPS position, XMP, ICC, comments) is
 * left behind, because sharp writes none unless asked. HEIC, which sharp's prebuilt libvips
 * cannot decode (no HEVC decoder), is decoded by libheif first (./decode-heic.ts) and reaches
 * sharp as plain pixels.
 *
 * Memory is bounded before anything is decoded: the header says the size, whether the image
 * is progressive (or interlaced) and whether it is CMYK, and src/core/photo-limits.ts refuses
 * what a phone does not produce (a decompression bomb first of all). Then one image is decoded
 * at a time per instance, so ten uploads at once take the memory of one.
 */
import type { Sharp, SharpOptions } from "sharp";
import {
  formatMaxPixels,
  megapixels,
  PHOTO_MAX_EDGE,
  PHOTO_THUMB_EDGE,
  pixelRefusal,
  type PhotoHeader,
  type PixelRefusal,
} from "@/core/photo-limits";
import { heifPrimarySize, type PhotoFormat } from "@/core/photo-content";
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "../http/errors";
import type { PhotoMessages } from "@/i18n/photos";
import { decodeHeic, type RgbImage, HeicDecoderUnavailableError, HeicPixelLimitError, HeicUnsupportedError } from "./decode-heic";

/** A photo ready to store: the full-size JPEG and its thumbnail. */
export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  contentType: "image/jpeg";
  width: number;
  height: number;
}

type SharpModule = typeof import("sharp").default;

let loaded: Promise<SharpModule> | undefined;

/**
 * sharp, loaded on first use (the bundle stays importable where the native package is not
 * installed, and only photo calls pay for libvips) and set up for a small function instance:
 * no operation cache (it would keep decoded images after the answer), and one libvips thread
 * per image, so an image's working memory is one strip, not one per core.
 */
function loadSharp(): Promise<SharpModule> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

/** The end of the queue of decodes: each waits for the one before it. */
let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` once every decode queued before it has finished: one image at a time per instance. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => {});
  return turn;
}

/**
 * Decodes `input` (already sniffed as `format`) and re-encodes it as JPEG, at most
 * PHOTO_MAX_EDGE px on the long edge. One over its pixel ceiling is a 413 saying which; a
 * corrupt or truncated image is a 400; a HEIF whose codec the server has no decoder for is a
 * 415 that says what to send.
 */
export async function processPhoto(
  input: Uint8Array,
  format: PhotoFormat,
  { maxPixels, messages }: { maxPixels: number; messages: PhotoMessages },
): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  return oneAtATime(async () => {
    const source =
      format === "heic"
        ? await heicSource(sharp, input, maxPixels, messages)
        : await checkedSource(sharp, input, format, maxPixels, messages);
    try {
      const { data, info } = await source
        .rotate()
        .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      const thumb = await sharp(data)
        .resize({ width: PHOTO_THUMB_EDGE, height: PHOTO_THUMB_EDGE, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 75 })
        .toBuffer();
      return { full: data, thumb, contentType: "image/jpeg", width: info.width, height: info.height };
    } catch (error) {
      throw refusal(error, maxPixels, messages);
    }
  });
}

/**
 * A JPEG, PNG or WebP for sharp, once its header (read without decoding a pixel) is within
 * the ceilings. `limitInputPixels` says the same ceiling again to libvips, and
 * `sequentialRead` lets it decode in strips, top to bottom, shrinking as it loads.
 */
async function checkedSource(
  sharp: SharpModule,
  input: Uint8Array,
  format: Exclude<PhotoFormat, "heic">,
  maxPixels: number,
  messages: PhotoMessages,
): Promise<Sharp> {
  // failOn "warning" (the default, said here on purpose): a truncated JPEG that libjpeg
  // would pad with grey is refused, not stored half-grey.
  const options: SharpOptions = { failOn: "warning", sequentialRead: true, limitInputPixels: maxPixels };
  // The header alone, whatever size it claims (no pixel limit here, so the refusal can say why).
  const header = await sharp(input, { ...options, limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw refusal(error, maxPixels, messages);
    });
  if (!header.width || !header.height) throw new ValidationError(messages.corrupt, { photo: [messages.corrupt] });
  const facts: PhotoHeader = {
    format,
    width: header.width,
    height: header.height,
    progressive: header.isProgressive === true,
    cmyk: header.space === "cmyk",
  };
  const refused = pixelRefusal(facts, maxPixels);
  if (refused) throw tooManyPixels(refused, messages);
  return sharp(input, options);
}

/**
 * A HEIC's primary image decoded by libheif, upright and shrunk, as raw RGB for sharp. Its
 * ceiling is checked from its header (`ispe`) here, and by the decoder again before any pixel is decoded.
 * The raw pixels carry no EXIF, so sharp's `rotate()` leaves them as libheif turned them
 * (HEIF orientation is `irot`/`imir`, never the EXIF tag).
 */
async function heicSource(sharp: SharpModule, input: Uint8Array, maxPixels: number, messages: PhotoMessages): Promise<Sharp> {
  // Read here first, so a bomb is refused before a worker and the decoder are even started.
  const claimed = heifPrimarySize(input);
  const refused = claimed && pixelRefusal({ format: "heic", ...claimed, progressive: false, cmyk: false }, maxPixels);
  if (refused) throw tooManyPixels(refused, messages);
  const image = await decodeHeicOrRefuse(input, maxPixels, messages);
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });
}

/**
 * decodeHeic, its refusals as 413, 400 or 415, never a 500: too many pixels is a 413; anything the
 * decoder failed on a 400; a codec it lacks, or a decoder that would not load (logged: that one
 * is ours to mend), a 415 that asks for a JPEG, which the visitor can always send.
 */
async function decodeHeicOrRefuse(input: Uint8Array, maxPixels: number, messages: PhotoMessages): Promise<RgbImage> {
  const ceiling: PixelRefusal = { reason: "pixels", maxPixels: formatMaxPixels("heic", maxPixels) };
  try {
    return await decodeHeic(input, ceiling.maxPixels, PHOTO_MAX_EDGE);
  } catch (error) {
    if (error instanceof HeicPixelLimitError) throw tooManyPixels(ceiling, messages);
    if (error instanceof HeicDecoderUnavailableError) console.error(`HEIC decoder unavailable: ${error.message}`);
    if (error instanceof HeicUnsupportedError || error instanceof HeicDecoderUnavailableError)
      throw new UnsupportedMediaTypeError(messages.heicUnsupported);
    throw new ValidationError(messages.corrupt, { photo: [messages.corrupt] });
  }
}

/** The 413 for an image over a pixel ceiling, saying which and how many megapixels it takes. */
function tooManyPixels({ reason, maxPixels }: PixelRefusal, messages: PhotoMessages): PayloadTooLargeError {
  const words = { pixels: messages.tooManyPixels, progressive: messages.progressiveTooLarge, cmyk: messages.cmykTooLarge }[reason](
    megapixels(maxPixels),
  );
  return new PayloadTooLargeError(words, { photo: [words] });
}

/** The answer for an image sharp could not take: its own pixel limit (a header that lied) is a 413, anything else a 400. */
function refusal(error: unknown, maxPixels: number, messages: PhotoMessages): Error {
  if (error instanceof PayloadTooLargeError || error instanceof ValidationError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(reason)) return tooManyPixels({ reason: "pixels", maxPixels }, messages);
  return new ValidationError(messages.corrupt, { photo: [messages.corrupt] });
}
