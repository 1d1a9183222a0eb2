/**
 * Signs a test request in: a real Auth.js session cookie (encrypted JWT) for http://localhost,
 * made with the same secret the functions read, so tests need no sign-in flow.
 */
import { encode } from "@auth/core/jwt";

/** The cookie name Auth.js uses on http (https adds the `__Secure-` prefix). */
export const SESSION_COOKIE = "authjs.session-token";

/** Secret used when a test does not pass one; stub AUTH_SECRET with it (see `TEST_AUTH_SECRET`). */
export const TEST_AUTH_SECRET = "test-auth-secret-for-vitest-only-0123456789";

/** Options for `sessionCookie`. */
export interface SessionCookieOptions {
  /** Display name in the token; default null. */
  name?: string | null;
  /** Secret to encrypt with; default AUTH_SECRET from the environment, else TEST_AUTH_SECRET. */
  secret?: string;
  /** Seconds until the token expires (negative: already expired); default 30 days. */
  expiresInSeconds?: number;
}

/** A `Cookie` header value that signs `email` in on http://localhost requests. */
export async function sessionCookie(email: string, { name = null, secret, expiresInSeconds = 30 * 24 * 60 * 60 }: SessionCookieOptions = {}): Promise<string> {
  const token = await encode({
    token: { email, name, picture: null, sub: email },
    secret: secret ?? (process.env.AUTH_SECRET || TEST_AUTH_SECRET),
    salt: SESSION_COOKIE,
    maxAge: expiresInSeconds,
  });
  return `${SESSION_COOKIE}=${token}`;
}
