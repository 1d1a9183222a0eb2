/**
 * The rules on how many photos a booking or lead may carry and how large they may be, as pure
 * decisions: the caller counts (in the database) or reads the header and passes the facts in.
 */
import type { PhotoFormat } from "./photo-content";

/** Most photos one appointment or lead may carry; the database's trigger "photos_per_owner" (drizzle/0013) holds the same 6 under any race. */
export const MAX_PHOTOS_PER_OWNER = 6;

/** Most photos one job may carry (the re-measure's and the finished install's, added by the office); the same trigger holds it (drizzle/0021). */
export const MAX_PHOTOS_PER_JOB = 24;

/** Longest edge of a stored photo, in pixels: the browser resizes to it, and the server again. */
export const PHOTO_MAX_EDGE = 2048;

/**
 * What one upload may weigh at most (PHOTO_MAX_BYTES's default): Netlify takes about 4.5 MB of
 * binary in a request. The picker checks a photo it sends as it is (a HEIC the browser
 * cannot convert) against it, so a visitor reads why instead of a platform error.
 */
export const PHOTO_UPLOAD_CEILING_BYTES = 4_500_000;

/**
 * Most pixels a HEIC may have. libheif decodes in WebAssembly, where the whole picture is held
 * twice (as decoded and as RGB, some 8 bytes a pixel with the memory's growth), so a HEIC costs
 * its full size. iPhones save 24 MP by default (5712 × 4284), 12 MP before the iPhone 14 Pro;
 * their 48 MP "HEIF Max" files are larger than an upload may be anyway.
 */
export const PHOTO_MAX_HEIC_PIXELS = 25_000_000;

/**
 * Most pixels of a progressive JPEG or an interlaced PNG: no phone camera saves either, and
 * neither can be decoded in strips (a progressive JPEG holds every DCT coefficient, 2 bytes
 * each, until its last scan), so they cost their full size. 12.6 MP takes in a phone photo
 * re-saved by an app (4032 × 3024) at about 100 MB.
 */
export const PHOTO_MAX_PROGRESSIVE_PIXELS = 12_600_000;

/**
 * Most pixels of a CMYK image: print files, never a camera's. Turning CMYK into RGB goes
 * through its colour profile, some 0.4 s a megapixel here, so a large one would hold the
 * one decoder for tens of seconds.
 */
export const PHOTO_MAX_CMYK_PIXELS = 12_600_000;

/** Most pixels of a progressive CMYK JPEG: four components' coefficients, a third more than RGB's. */
export const PHOTO_MAX_PROGRESSIVE_CMYK_PIXELS = 8_400_000;

/** What an image's header says about the memory its decoding takes, read before any pixel is decoded. */
export interface PhotoHeader {
  format: PhotoFormat;
  width: number;
  height: number;
  /** A progressive JPEG or an interlaced (Adam7) PNG. */
  progressive: boolean;
  /** CMYK (or YCCK) colour. */
  cmyk: boolean;
}

/** Why a header is refused, and the ceiling it passed: "pixels" (any image), "progressive" or "cmyk". */
export interface PixelRefusal {
  reason: "pixels" | "progressive" | "cmyk";
  maxPixels: number;
}

/**
 * Null when an image with `header` may be decoded, else why not: more pixels than `maxPixels`
 * (PHOTO_MAX_PIXELS), than a HEIC, a progressive or a CMYK image may have. The narrowest
 * reason is given, so the visitor reads what to change.
 */
export function pixelRefusal(header: PhotoHeader, maxPixels: number): PixelRefusal | null {
  const pixels = header.width * header.height;
  const ceilings: PixelRefusal[] = [];
  if (header.progressive && header.cmyk) ceilings.push({ reason: "cmyk", maxPixels: PHOTO_MAX_PROGRESSIVE_CMYK_PIXELS });
  if (header.cmyk) ceilings.push({ reason: "cmyk", maxPixels: PHOTO_MAX_CMYK_PIXELS });
  if (header.progressive) ceilings.push({ reason: "progressive", maxPixels: PHOTO_MAX_PROGRESSIVE_PIXELS });
  ceilings.push({ reason: "pixels", maxPixels: formatMaxPixels(header.format, maxPixels) });
  return (
    ceilings
      .map((ceiling) => ({ ...ceiling, maxPixels: Math.min(ceiling.maxPixels, maxPixels) }))
      .find((ceiling) => pixels > ceiling.maxPixels) ?? null
  );
}

/** Most pixels an image of `format` may have whatever its header says besides: `maxPixels`, lower for a HEIC. */
export function formatMaxPixels(format: PhotoFormat, maxPixels: number): number {
  return format === "heic" ? Math.min(maxPixels, PHOTO_MAX_HEIC_PIXELS) : maxPixels;
}

/** A pixel count in megapixels as people write it: 12600000 → "12.6". */
export function megapixels(pixels: number): string {
  return String(Number((pixels / 1_000_000).toFixed(1)));
}

/** Longest edge of a thumbnail, in pixels (admin detail, manage page). */
export const PHOTO_THUMB_EDGE = 320;

/** How long an upload may wait to be attached to a booking or lead before it is deleted. */
export const UNATTACHED_PHOTO_TTL_MS = 24 * 3600 * 1000;

/** How long photos are kept after the visit (or after a lead arrived): 12 months. */
export const PHOTO_RETENTION_MONTHS = 12;

/** True when `existing` photos plus `adding` more stay within `max`. */
export function photosFit(existing: number, adding: number, max: number = MAX_PHOTOS_PER_OWNER): boolean {
  return adding >= 0 && existing + adding <= max;
}

/**
 * True when a photo of `bytes` bytes is within a limit of `maxBytes`. An empty file is within
 * it: it is not too large but unreadable, which the upload answers as such (400, not 413).
 */
export function photoSizeAllowed(bytes: number, maxBytes: number): boolean {
  return bytes <= maxBytes;
}

/**
 * The Phoenix calendar day (YYYY-MM-DD) on or before which a visit's photos are due for deletion
 * at `today` (YYYY-MM-DD): visits on or before it took place `months` or more ago.
 */
export function retentionCutoffDay(today: string, months: number = PHOTO_RETENTION_MONTHS): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1 - months, 1));
  // The same day of the month, or the month's last day (12 months before 2027-02-28 … 2026-02-28).
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day, lastDay));
  return shifted.toISOString().slice(0, 10);
}
