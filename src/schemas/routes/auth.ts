/**
 * Signing in and out (netlify/functions/auth.mts): our routes on top of Auth.js, then Auth.js's
 * own pages. The header's script (on every page) and the sign-in islands import these, so this
 * file rides in the header's chunk (astro.config.mjs) and stays small.
 */
import type { Role } from "@/core/roles";
import type { Answers, ApiRoute } from "./route";

/** The signed-in user as GET /api/auth/status describes them. */
export interface AuthUser {
  email: string;
  name: string | null;
  image: string | null;
  isAdmin: boolean;
  /** Their role: owner for the ADMIN_EMAILS addresses, else their team row's; null for anyone else (a customer). */
  role: Role | null;
}

/** GET /api/auth/status: who is signed in. */
export interface AuthStatus {
  authenticated: boolean;
  user: AuthUser | null;
}

/** Who is signed in; always 200 (`authenticated: false` when nobody is). */
export const authStatus = { path: "/api/auth/status", GET: {} as Answers<AuthStatus> } satisfies ApiRoute;

/** Auth.js's own session route, answered by the same rule as the status, in Auth.js's shape (null when signed out). */
export const authSession = {
  path: "/api/auth/session",
  GET: {} as Answers<{ user: Pick<AuthUser, "name" | "email" | "image"> } | null>,
} satisfies ApiRoute;

/** Ends this session and clears its cookie; same-origin only. */
export const authLogout = { path: "/api/auth/logout", POST: {} as Answers<{ success: true }> } satisfies ApiRoute;

/** Ends every session of the signed-in user, this one included; 401 signed out. */
export const authLogoutEverywhere = {
  path: "/api/auth/logout-everywhere",
  POST: {} as Answers<{ success: true; ended: number }>,
} satisfies ApiRoute;

/**
 * A link, not a fetch: a 302 to Google, back to `returnTo` with ?auth=success; with no sign-in
 * set up, back to the sign-in screen, which says so (locally, to the developer sign-in).
 */
export const authGoogle = { path: "/api/auth/google", GET: {} as Answers<never, { returnTo?: string }> } satisfies ApiRoute;

/** The developer sign-in's page and form (404 unless allowed: docs/admin.md). */
export const authDevLogin = { path: "/api/auth/dev-login", GET: {} as Answers<never>, POST: {} as Answers<never> } satisfies ApiRoute;

/** Auth.js's own pages and callbacks (sign-in, callback/google, csrf, …), which post forms. */
export const authJs = { path: "/api/auth/*", GET: {} as Answers<unknown>, POST: {} as Answers<unknown> } satisfies ApiRoute;

/** Auth.js's base path itself. */
export const authJsBase = { path: "/api/auth", GET: {} as Answers<unknown>, POST: {} as Answers<unknown> } satisfies ApiRoute;
