/**
 * Who is signed in: the Auth.js session cookie (an encrypted JWT) read on the server, and the
 * one guard every admin call runs. Admin = signed in and email in ADMIN_EMAILS.
 */
import { decode } from "@auth/core/jwt";
import { serverEnv } from "../env";
import { ForbiddenError, UnauthorizedError } from "../http/errors";
import { requireThisSite, type SiteContext } from "../http/origin";
import { readSessionToken, sessionCookieName } from "./cookies";
import { resolveAuthSecret } from "./secret";

/** The signed-in user as the site sees them. */
export interface SessionUser {
  /** Google account address, trimmed and lower-cased. */
  email: string;
  /** Display name, when the provider gave one. */
  name: string | null;
  /** Profile picture URL, when the provider gave one. */
  image: string | null;
  /** True when the email is one of ADMIN_EMAILS. */
  isAdmin: boolean;
}

/** True when `email` (trimmed, case-insensitive) is one of `adminEmails`. */
export function isAdminEmail(email: string | null | undefined, adminEmails: readonly string[]): boolean {
  const normalized = email?.trim().toLowerCase();
  if (!normalized) return false;
  return adminEmails.some((admin) => admin.trim().toLowerCase() === normalized);
}

/** The signed-in user from the request's session cookie, or null (no cookie, forged, expired). */
export async function readSession(request: Request): Promise<SessionUser | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const secret = resolveAuthSecret();
  if (!secret) return null;
  try {
    const payload = await decode({ token, secret, salt: sessionCookieName(request) });
    const email = typeof payload?.email === "string" ? payload.email.trim().toLowerCase() : "";
    if (!email) return null;
    return {
      email,
      name: typeof payload?.name === "string" ? payload.name : null,
      image: typeof payload?.picture === "string" ? payload.picture : null,
      isAdmin: isAdminEmail(email, serverEnv().ADMIN_EMAILS),
    };
  } catch {
    // Forged, tampered with, encrypted with another secret, or expired: simply signed out.
    return null;
  }
}

/** The signed-in user; throws UnauthorizedError (401) when signed out. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await readSession(request);
  if (!user) throw new UnauthorizedError();
  return user;
}

/** Throws UnauthorizedError (401) when signed out, ForbiddenError (403) when not admin. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) throw new ForbiddenError();
  return user;
}

/**
 * Throws ForbiddenError (403) for a state-changing request (POST/PUT/PATCH/DELETE) whose Origin
 * (or, without Origin, Referer) is not this site's. One that states neither is refused too: these
 * calls ride on the session cookie. The rule is the public forms' one (src/server/http/origin.ts).
 */
export function requireSameOrigin(request: Request, context?: SiteContext): void {
  requireThisSite(request, context);
}
