/**
 * The limits against floods, as pure decisions: the caller counts (in the database) and
 * passes the count and the clock in; these say yes or no and what to tell the visitor.
 */
import type { Locale } from "@/i18n/locales";
import { PHOENIX_UTC_OFFSET_MINUTES } from "@/core/phoenix-time";
import { serverMessages } from "@/i18n/server-messages";

/** Per-address limits: how many requests of a kind one client address may make per window. */
export interface AddressLimit {
  /** Requests allowed per window; the next one is refused. */
  max: number;
  /** Length of the window in seconds. */
  windowSeconds: number;
}

/** A fixed time window: requests inside it share one counter. */
export interface RateWindow {
  start: Date;
  end: Date;
}

/**
 * The window `now` falls in; windows are aligned to the epoch (shifted by `offsetMinutes`,
 * e.g. to start at a local midnight) so every instance agrees.
 */
export function rateWindow(now: Date, windowSeconds: number, offsetMinutes = 0): RateWindow {
  const size = windowSeconds * 1000;
  const offset = offsetMinutes * 60_000;
  const start = Math.floor((now.getTime() - offset) / size) * size + offset;
  return { start: new Date(start), end: new Date(start + size) };
}

/** The Phoenix calendar day `now` falls in, as a window (midnight to midnight, America/Phoenix has no daylight saving). */
export function phoenixDayWindow(now: Date): RateWindow {
  return rateWindow(now, 24 * 3600, -PHOENIX_UTC_OFFSET_MINUTES);
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Allowed while `count` (this request included) is within `max`; otherwise when to try again. */
export function addressLimitVerdict(count: number, max: number, window: RateWindow, now: Date): LimitVerdict {
  if (count <= max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000)) };
}

/** The 429 message when one address sent too many requests, in the visitor's language. */
export function tooManyRequestsMessage(retryAfterSeconds: number, phone: string, locale: Locale = "en"): string {
  return serverMessages[locale].tooManyRequests(Math.max(1, Math.ceil(retryAfterSeconds / 60)), phone);
}

/** The 429 message of a visit moved `max` times in the current window, in the visitor's language. */
export function visitMoveLimitMessage(max: number, retryAfterSeconds: number, phone: string, locale: Locale = "en"): string {
  return serverMessages[locale].move.tooMany(max, Math.max(1, Math.ceil(retryAfterSeconds / 60)), phone);
}

/**
 * The `source` of a lead that is a booking request kept for the office instead of booked, by why
 * it was held; every one starts with HELD_BOOKING_PREFIX.
 */
export const HELD_BOOKING_SOURCES = {
  /** Its email or phone already holds the most upcoming visits booked online. */
  overPersonLimit: "booking held: over the per-person limit",
  /** The site took its ceiling of bookings this hour (src/core/site-ceilings.ts). */
  pastSiteCeiling: "booking held: site-wide limit reached",
  /** Its network (an IPv4 /24, an IPv6 /48) took its share of that ceiling this hour. */
  pastNetworkShare: "booking held: its network's share of the site-wide limit reached",
} as const;

export const HELD_BOOKING_PREFIX = "booking held:";

/** The same message from the same email within this time is one lead, stored once. */
export const LEAD_DUPLICATE_WINDOW_MS = 10 * 60_000;

/** Leads one person (email or phone) may send per LEAD_PERSON_WINDOW_MS; the next is refused. */
export const LEADS_PER_PERSON = 5;

/** The rolling window of LEADS_PER_PERSON. */
export const LEAD_PERSON_WINDOW_MS = 24 * 60 * 60_000;

/** Start of the rolling window that ends at `now`. */
export function windowStart(now: Date, lengthMs: number): Date {
  return new Date(now.getTime() - lengthMs);
}

/** The 429 message of a person who sent LEADS_PER_PERSON messages in a day already. */
export function leadCapMessage(phone: string, locale: Locale = "en"): string {
  return serverMessages[locale].leadCap(LEADS_PER_PERSON, phone);
}
