/**
 * Each admin's private calendar subscription secret: made on first ask, replaced on
 * rotation (the old URL stops working at once). Why the secret is stored as it is, not
 * hashed: see `adminCalendarFeeds` in db/schema.ts.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminCalendarFeeds } from "../db/schema";

/** 256 random bits, URL-safe (43 characters). */
export function newFeedSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** True for strings shaped like our secrets, so junk never reaches the database. */
export function isFeedSecretShape(secret: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(secret);
}

/** The feed's URL on `origin`. */
export function feedUrl(origin: string, secret: string): string {
  return `${origin.replace(/\/$/, "")}/api/calendar-feed/${secret}.ics`;
}

/** The admin's secret, made now when they have none (two first asks at once agree on one). */
export async function feedSecretFor(db: Database, adminEmail: string, now: Date): Promise<string> {
  const email = adminEmail.toLowerCase();
  await db.insert(adminCalendarFeeds).values({ adminEmail: email, secret: newFeedSecret(), createdAt: now, updatedAt: now }).onConflictDoNothing({ target: adminCalendarFeeds.adminEmail });
  const [row] = await db.select().from(adminCalendarFeeds).where(eq(adminCalendarFeeds.adminEmail, email));
  return row!.secret;
}

/** Replaces the admin's secret with a new one and returns it. */
export async function rotateFeedSecret(db: Database, adminEmail: string, now: Date): Promise<string> {
  const secret = newFeedSecret();
  await db
    .insert(adminCalendarFeeds)
    .values({ adminEmail: adminEmail.toLowerCase(), secret, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: adminCalendarFeeds.adminEmail, set: { secret: sql`excluded.secret`, updatedAt: now } });
  return secret;
}

/** The admin email a secret belongs to, or null. */
export async function feedOwner(db: Database, secret: string): Promise<string | null> {
  const [row] = await db.select({ adminEmail: adminCalendarFeeds.adminEmail }).from(adminCalendarFeeds).where(eq(adminCalendarFeeds.secret, secret));
  return row?.adminEmail ?? null;
}
