/**
 * The statements the site runs itself on the sessions (auth_sessions, keyed by the digest of
 * their token) and users (auth_users, one per email) that Auth.js's adapter (./adapter.ts)
 * writes. Every one is one statement, so it holds on Neon's HTTP driver too.
 */
import { and, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { authSessions, authUsers } from "../schema";
import { liveMemberOf, type LiveMember } from "../team/team";

/** Who a live session belongs to. */
export interface SessionOwner {
  userId: string;
  email: string;
  name: string | null;
  image: string | null;
  /** Their live row in the team, when they have one (src/core/roles.ts). */
  member: LiveMember | null;
}

/**
 * The owner of the session whose token digest is `digest`, marking it active at `now`, when it
 * has not passed its absolute limit and was used after `idleSince`; null otherwise. One
 * UPDATE … RETURNING: a session that is not alive is never refreshed back to life.
 */
export async function touchLiveSession(db: Database, digest: string, now: Date, idleSince: Date): Promise<SessionOwner | null> {
  const [owner] = await db
    .update(authSessions)
    .set({ lastActiveAt: now })
    .from(authUsers)
    .where(
      and(
        eq(authSessions.sessionToken, digest),
        eq(authUsers.id, authSessions.userId),
        gt(authSessions.expires, now),
        gt(authSessions.lastActiveAt, idleSince),
      ),
    )
    .returning({
      userId: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      image: authUsers.image,
      // The team is read in the same statement, so a person removed from it is not let in by a
      // session that was alive a moment before.
      member: liveMemberOf(authUsers.email),
    });
  return owner ?? null;
}

/** Deletes the session of the token digest `digest`; nothing happens when there is none. */
export async function deleteSession(db: Database, digest: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.sessionToken, digest));
}

/** Deletes every session of the user who owns the session `digest`, that one included; answers how many. */
export async function deleteSessionsOfOwner(db: Database, digest: string): Promise<number> {
  const owner = db.select({ userId: authSessions.userId }).from(authSessions).where(eq(authSessions.sessionToken, digest));
  const ended = await db.delete(authSessions).where(inArray(authSessions.userId, owner)).returning({ token: authSessions.sessionToken });
  return ended.length;
}

/** Deletes every session past its absolute limit at `now`, or unused since `idleSince`. */
export async function deleteDeadSessions(db: Database, now: Date, idleSince: Date): Promise<void> {
  await db.delete(authSessions).where(or(lte(authSessions.expires, now), lte(authSessions.lastActiveAt, idleSince)));
}

/** Creates or updates the user of `email` (their name and picture), then opens the session `digest` for them. */
export async function insertUserSession(
  db: Database,
  user: { email: string; name: string | null; image: string | null },
  session: { digest: string; expires: Date; now: Date },
): Promise<void> {
  const [row] = await db
    .insert(authUsers)
    .values(user)
    .onConflictDoUpdate({ target: authUsers.email, set: { name: sql`excluded.name`, image: sql`excluded.image` } })
    .returning({ id: authUsers.id });
  await db
    .insert(authSessions)
    .values({ sessionToken: session.digest, userId: row!.id, expires: session.expires, lastActiveAt: session.now });
}
