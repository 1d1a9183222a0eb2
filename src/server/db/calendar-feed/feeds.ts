/**
 * The admins' calendar feeds (table admin_calendar_feeds, one row per admin holding the hash of
 * their secret), and the visits a feed lists.
 */
import { and, eq, gte, ne, sql } from "drizzle-orm";
import { soonestFirst } from "../appointments/person";
import type { Database } from "../client";
import { adminCalendarFeeds, appointments, type Appointment } from "../schema";

/** When the admin's current secret was made, or null when they have none. */
export async function feedMadeAt(db: Database, adminEmail: string): Promise<Date | null> {
  const [row] = await db
    .select({ updatedAt: adminCalendarFeeds.updatedAt })
    .from(adminCalendarFeeds)
    .where(eq(adminCalendarFeeds.adminEmail, adminEmail.toLowerCase()));
  return row?.updatedAt ?? null;
}

/** Stores the hash of the admin's new secret, replacing any they had. */
export async function replaceFeedSecret(db: Database, adminEmail: string, secretHash: string, now: Date): Promise<void> {
  await db
    .insert(adminCalendarFeeds)
    .values({ adminEmail: adminEmail.toLowerCase(), secretHash, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: adminCalendarFeeds.adminEmail, set: { secretHash: sql`excluded.secret_hash`, updatedAt: now } });
}

/** The admin email a secret's hash belongs to, or null. */
export async function feedOwnerOf(db: Database, secretHash: string): Promise<string | null> {
  const [row] = await db
    .select({ adminEmail: adminCalendarFeeds.adminEmail })
    .from(adminCalendarFeeds)
    .where(eq(adminCalendarFeeds.secretHash, secretHash));
  return row?.adminEmail ?? null;
}

/** Every visit not cancelled from the Phoenix day `from` on, soonest first. */
export function listVisitsFrom(db: Database, from: string): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(and(ne(appointments.status, "cancelled"), gte(appointments.appointmentDate, from)))
    .orderBy(...soonestFirst);
}
