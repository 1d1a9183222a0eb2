/**
 * The Auth.js configuration, built from `serverEnv()`: Google (or a stand-in OpenID issuer from
 * AUTH_GOOGLE_ISSUER) with database sessions through Auth.js's Drizzle adapter. Null when there
 * is no session secret: then sign-in answers 503 (see `authConfigOrResponse`). The developer
 * sign-in is not an Auth.js provider (see dev-login.ts).
 */
import type { AuthConfig } from "@auth/core";
import Google, { type GoogleProfile } from "@auth/core/providers/google";
import type { Provider } from "@auth/core/providers";
import { authAdapter } from "../db/auth/adapter";
import { serverEnv, type ServerEnv } from "../env";
import { json } from "../http/headers";
import { describeError } from "../log-safe";
import { withConcurrentFirstSignIn } from "./first-sign-in";
import { resolveAuthSecret } from "./secret";
import { purgeDeadSessions, SESSION_MAX_AGE_SECONDS } from "./session-store";
import { withHashedSessionTokens } from "./session-token";
import { authJsBase } from "@/schemas/routes/auth";

export { isDevLoginAllowed } from "./deployment";
export { SESSION_IDLE_SECONDS, SESSION_MAX_AGE_SECONDS } from "./session-store";

/** Where every Auth.js route lives (the route table's). */
export const AUTH_BASE_PATH = authJsBase.path;

/**
 * The Auth.js config, or null when no session secret is available. Async because it loads the
 * database driver, which only Auth.js's own routes need from this module.
 */
export async function authConfig(env: ServerEnv = serverEnv()): Promise<AuthConfig | null> {
  const secret = resolveAuthSecret(env);
  if (!secret) return null;
  const { getDb } = await import("../db/client");
  return {
    basePath: AUTH_BASE_PATH,
    trustHost: true,
    secret,
    // The table keeps digests of the session tokens, never the tokens (session-token.ts), and
    // a first sign-in made twice at once signs in twice (first-sign-in.ts).
    adapter: withHashedSessionTokens(withConcurrentFirstSignIn(authAdapter(getDb()))),
    // `expires` is set once, at sign-in, to the absolute limit: an update age as long as the
    // session means Auth.js never extends it. The idle limit is ours (session-store.ts).
    session: { strategy: "database", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_MAX_AGE_SECONDS },
    providers: providers(),
    callbacks: {
      signIn: ({ account, profile }) => account?.provider !== "google" || (Boolean(profile?.email) && profile?.email_verified !== false),
    },
    // Auth.js's own logger prints whole error objects; an adapter's failed query carries the
    // person's email and name in them. Ours says what failed without the values.
    logger: {
      error: (error) => console.error(`[auth] ${describeError(error)}`),
      warn: (code) => console.warn(`[auth] warning ${code}`),
      debug: () => {},
    },
    events: {
      // Sign-ins are rare, so they sweep away the rows of sessions that have ended by themselves.
      signIn: () => purgeDeadSessions(new Date()),
    },
  };
}

/** The config, or the 503 answer every sign-in route gives when sign-in is not configured. */
export async function authConfigOrResponse(): Promise<AuthConfig | Response> {
  return (await authConfig()) ?? json({ success: false, error: "Sign-in is not configured" }, { status: 503 });
}

/** True when Google (or its stand-in) is configured with a client id and secret. */
export function isGoogleConfigured(): boolean {
  const env = serverEnv();
  return Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);
}

function providers(): Provider[] {
  const { AUTH_GOOGLE_ID, AUTH_GOOGLE_SECRET, AUTH_GOOGLE_ISSUER } = serverEnv();
  if (!AUTH_GOOGLE_ID || !AUTH_GOOGLE_SECRET) return [];
  return [
    Google({
      clientId: AUTH_GOOGLE_ID,
      clientSecret: AUTH_GOOGLE_SECRET,
      ...(AUTH_GOOGLE_ISSUER && { issuer: AUTH_GOOGLE_ISSUER }),
      // One user per address, as ADMIN_EMAILS names people by address.
      profile: (profile: GoogleProfile) => ({
        id: profile.sub,
        name: profile.name ?? null,
        email: profile.email?.trim().toLowerCase(),
        image: profile.picture ?? null,
      }),
      // Google verifies its addresses (unverified ones are refused above), so a new Google account
      // for a known address (or one first used with the developer sign-in) joins that user.
      allowDangerousEmailAccountLinking: true,
      // Store no Google tokens: the site never calls Google on the user's behalf.
      account: () => ({}),
    }),
  ];
}
