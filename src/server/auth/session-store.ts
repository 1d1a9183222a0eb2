/**
 * Sessions in the database (the auth_sessions table Auth.js's Drizzle adapter writes at sign-in).
 * The cookie holds only a random token, the row only its digest (session-token.ts); a session is alive while its row exists, its absolute
 * limit (`expires`) is ahead and it was used within the idle limit. Every read is one statement
 * (src/server/db/auth/sessions.ts), so it holds on Neon's HTTP driver too.
 */
import {
  deleteDeadSessions,
  deleteSession,
  deleteSessionsOfOwner,
  insertUserSession,
  touchLiveSession,
  type SessionOwner,
} from "../db/auth/sessions";
import type { Database } from "../db/client";
import { newSessionToken, sessionTokenDigest } from "./session-token";

/** A session ends after this long without a request: 8 hours, a working day. */
export const SESSION_IDLE_SECONDS = 8 * 60 * 60;

/** A session ends this long after sign-in however busy it is: 24 hours. */
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The database, its drivers loaded on first use: the status check every page makes has nothing
 * to look up when signed out, and the auth function loads afresh for each call under Netlify's
 * local emulation.
 */
async function db(): Promise<Database> {
  const { getDb } = await import("../db/client");
  return getDb();
}

/** The earliest last activity a session may have at `now` and still be alive. */
export function idleCutoff(now: Date): Date {
  return new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000);
}

/**
 * The owner of the live session `token`, marking it active at `now` (which restarts its idle
 * time); null when there is no such row, or it has passed either limit. One UPDATE … RETURNING:
 * a session that is not alive is never refreshed back to life.
 */
export async function touchSession(token: string, now: Date): Promise<SessionOwner | null> {
  return touchLiveSession(await db(), sessionTokenDigest(token), now, idleCutoff(now));
}

/** Ends the session `token` (sign-out); nothing happens when there is none. */
export async function endSession(token: string): Promise<void> {
  await deleteSession(await db(), sessionTokenDigest(token));
}

/**
 * Ends every session of the user who owns `token`, that one included ("Sign out everywhere").
 * Returns how many ended.
 */
export async function endAllSessionsOf(token: string): Promise<number> {
  return deleteSessionsOfOwner(await db(), sessionTokenDigest(token));
}

/** Deletes every session that has passed either limit at `now`; run at each sign-in. */
export async function purgeDeadSessions(now: Date): Promise<void> {
  await deleteDeadSessions(await db(), now, idleCutoff(now));
}

/** A signed-in person as a sign-in method describes them. */
export interface SignInProfile {
  email: string;
  name: string | null;
  image: string | null;
}

/**
 * Opens a session for `profile` without Auth.js: the user row (by email) is created or updated,
 * then a session row with a fresh token. Used by the developer sign-in, which Auth.js does not
 * run with database sessions (its Credentials provider is JWT-only).
 */
export async function openSession(profile: SignInProfile, now: Date): Promise<{ token: string; expires: Date }> {
  const email = profile.email.trim().toLowerCase();
  const token = newSessionToken();
  const expires = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  await insertUserSession(
    await db(),
    { email, name: profile.name, image: profile.image },
    { digest: sessionTokenDigest(token), expires, now },
  );
  return { token, expires };
}
