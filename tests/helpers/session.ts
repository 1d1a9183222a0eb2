/**
 * Signs a test request in: a real database session (the row the developer sign-in opens) in
 * the test's database, and its cookie for http://localhost, so tests need no sign-in flow.
 * Needs the database: call after `useFunctionDatabase`/`useFunctionEnv`.
 */
import { eq } from "drizzle-orm";
import { vi } from "vitest";
import { resetServerEnv } from "../../src/server/env";
import { getDb } from "../../src/server/db/client";
import { authSessions } from "../../src/server/db/schema";
import { openSession } from "../../src/server/auth/session-store";
import { sessionTokenDigest } from "../../src/server/auth/session-token";

/** The cookie name Auth.js uses on http (https adds the `__Secure-` prefix). */
export const SESSION_COOKIE = "authjs.session-token";

/** Stub AUTH_SECRET with this: without a secret sign-in is off, and nobody is signed in. */
export const TEST_AUTH_SECRET = "test-auth-secret-for-vitest-only-0123456789";

/** Options for `sessionCookie`. */
export interface SessionCookieOptions {
  /** Display name of the user; default null. */
  name?: string | null;
  /** Seconds until the session's absolute limit (negative: already past); default the site's maximum age. */
  expiresInSeconds?: number;
}

/** A `Cookie` header value that signs `email` in on http://localhost requests. */
export async function sessionCookie(email: string, { name = null, expiresInSeconds }: SessionCookieOptions = {}): Promise<string> {
  const { token } = await openSession({ email, name, image: null }, new Date());
  if (expiresInSeconds !== undefined) {
    await getDb()
      .update(authSessions)
      .set({ expires: new Date(Date.now() + expiresInSeconds * 1000) })
      .where(eq(authSessions.sessionToken, sessionTokenDigest(token)));
  }
  return `${SESSION_COOKIE}=${token}`;
}

/** The session token inside a `sessionCookie` value. */
export function tokenOf(cookie: string): string {
  return cookie.slice(cookie.indexOf("=") + 1);
}

/** GET /api/health as an admin, who reads the whole report (anyone else reads only up or down). */
export async function adminHealthRequest(): Promise<Request> {
  vi.stubEnv("AUTH_SECRET", TEST_AUTH_SECRET);
  resetServerEnv();
  return new Request("http://localhost/api/health", { headers: { Cookie: await sessionCookie("admin@windowsanddoorsnearme.com") } });
}
