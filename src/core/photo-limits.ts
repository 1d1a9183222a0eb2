/**
 * The rules on how many photos a booking or lead may carry, as pure decisions: the caller
 * counts (in the database) and passes the counts in.
 */

/** Most photos one appointment or lead may carry; the database's trigger "photos_per_owner" (drizzle/0013) holds the same 6 under any race. */
export const MAX_PHOTOS_PER_OWNER = 6;

/** Longest edge of a stored photo, in pixels: the browser resizes to it, and the server again. */
export const PHOTO_MAX_EDGE = 2048;

/**
 * What one upload may weigh at most (PHOTO_MAX_BYTES's default): Netlify takes about 4.5 MB of
 * binary in a request. The picker checks a photo it sends as it is (a HEIC the browser
 * cannot convert) against it, so a visitor reads why instead of a platform error.
 */
export const PHOTO_UPLOAD_CEILING_BYTES = 4_500_000;

/**
 * Most pixels a HEIC may have, below PHOTO_MAX_PIXELS: libheif decodes in WebAssembly, where
 * the whole image is held as RGBA (4 bytes a pixel) and then copied out to JavaScript, so
 * 100 MP would take some 800 MB in a function. iPhones take at most 48 MP (8064 × 6048).
 */
export const PHOTO_MAX_HEIC_PIXELS = 50_000_000;

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
