/**
 * Each admin's private calendar subscription secret: only its hash is stored (see
 * `adminCalendarFeeds` in db/schema.ts), so the secret is handed out once, when it is made,
 * and a new one replaces it (the old URL stops working at once).
 */
import { randomBytes } from "node:crypto";
import { routeUrl } from "@/schemas/routes/route";
import { calendarFeedIcs } from "@/schemas/routes/site";
import { hashLinkToken } from "../private-links/tokens";
import { feedOwnerOf, replaceFeedSecret, type FeedOwnerRow } from "../db/calendar-feed/feeds";
import type { Database } from "../db/client";

/** When the admin's current secret was made, or null when they have none. */
export { feedMadeAt } from "../db/calendar-feed/feeds";

/** 256 random bits, URL-safe (43 characters). */
export function newFeedSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps of a secret: the same SHA-256 (hex, of the UTF-8 string) as
 * private links' tokens. Migration 0006 hashes the secrets once stored in clear with the
 * SQL equivalent, so the two must stay the same.
 */
export function hashFeedSecret(secret: string): string {
  return hashLinkToken(secret);
}

/** True for strings shaped like our secrets, so junk never reaches the database. */
export function isFeedSecretShape(secret: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(secret);
}

/** The feed's URL on `origin`. */
export function feedUrl(origin: string, secret: string): string {
  return `${origin.replace(/\/$/, "")}${routeUrl(calendarFeedIcs, { params: { secret } })}`;
}

/** Makes the admin a new secret, replacing any they had, and returns it: the only time it is seen. */
export async function rotateFeedSecret(db: Database, adminEmail: string, now: Date): Promise<string> {
  const secret = newFeedSecret();
  await replaceFeedSecret(db, adminEmail, hashFeedSecret(secret), now);
  return secret;
}

/** Whose a secret is (their address and live team row), or null. */
export async function feedOwner(db: Database, secret: string): Promise<FeedOwnerRow | null> {
  return feedOwnerOf(db, hashFeedSecret(secret));
}
