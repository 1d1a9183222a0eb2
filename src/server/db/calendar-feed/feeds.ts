/**
 * The admins' calendar feeds (table admin_calendar_feeds, one row per admin holding the hash of
 * their secret), and the visits a feed lists.
 */
import { and, eq, gte, ne, sql } from "drizzle-orm";
import { soonestFirst } from "../appointments/person";
import type { Database } from "../client";
import { adminCalendarFeeds, appointments, type Appointment } from "../schema";
import { liveMemberOf, type LiveMember } from "../team/team";

/** Whose a feed is: their address and, read in the same statement, their live team row (null: none, or removed). */
export interface FeedOwnerRow {
  email: string;
  member: LiveMember | null;
}

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

/** Whose a secret's hash is, with their live team row, or null. */
export async function feedOwnerOf(db: Database, secretHash: string): Promise<FeedOwnerRow | null> {
  const [row] = await db
    .select({ email: adminCalendarFeeds.adminEmail, member: liveMemberOf(adminCalendarFeeds.adminEmail) })
    .from(adminCalendarFeeds)
    .where(eq(adminCalendarFeeds.secretHash, secretHash));
  return row ?? null;
}

/** Every visit not cancelled from the Phoenix day `from` on, soonest first; only those assigned to `estimatorId` when given. */
export function listVisitsFrom(db: Database, from: string, estimatorId?: string): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        ne(appointments.status, "cancelled"),
        gte(appointments.appointmentDate, from),
        estimatorId === undefined ? undefined : eq(appointments.estimatorId, estimatorId),
      ),
    )
    .orderBy(...soonestFirst);
}
