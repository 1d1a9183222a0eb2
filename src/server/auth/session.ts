/**
 * Who is signed in: the session cookie's token looked up in the database (a row that is gone or
 * past its limits means signed out), and the one guard every admin call runs. Admin = signed in
 * and email in ADMIN_EMAILS, read on every request.
 */
import type { Role } from "@/core/roles";
import { serverEnv } from "../env";
import { ForbiddenError, UnauthorizedError } from "../http/errors";
import { requireThisSite, type SiteContext } from "../http/origin";
import { readSessionToken } from "./cookies";
import { resolveAuthSecret } from "./secret";
import { touchSession } from "./session-store";

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
  /** Their role: owner for the addresses in ADMIN_EMAILS, else their live team row's; null for anyone else. */
  role: Role | null;
  /** Their team row's id; null for an owner named only by ADMIN_EMAILS, and for anyone else. */
  personId: string | null;
}

/** True when `email` (trimmed, case-insensitive) is one of `adminEmails`. */
export function isAdminEmail(email: string | null | undefined, adminEmails: readonly string[]): boolean {
  const normalized = email?.trim().toLowerCase();
  if (!normalized) return false;
  return adminEmails.some((admin) => admin.trim().toLowerCase() === normalized);
}

/**
 * Who `email` is at the desk: an owner when ADMIN_EMAILS names them, whatever the team says; else
 * the role of their live team row `member`; null for anyone else. The session and the calendar
 * feed both read a person this way.
 */
export function deskPerson(
  email: string,
  member: { id: string; role: Role } | null,
  adminEmails: readonly string[],
): Pick<SessionUser, "isAdmin" | "role" | "personId"> {
  const isAdmin = isAdminEmail(email, adminEmails);
  return { isAdmin, role: isAdmin ? "owner" : (member?.role ?? null), personId: member?.id ?? null };
}

/**
 * The signed-in user from the request's session cookie, or null (no cookie, no such session,
 * signed out, idle too long, past its maximum age, or sign-in switched off). A live session is
 * marked active, which restarts its idle time.
 */
export async function readSession(request: Request): Promise<SessionUser | null> {
  const token = readSessionToken(request);
  // No secret: sign-in is off here, so nobody is signed in, whatever the cookie says.
  if (!token || !resolveAuthSecret()) return null;
  const owner = await touchSession(token, new Date());
  if (!owner) return null;
  const email = owner.email.trim().toLowerCase();
  return { email, name: owner.name, image: owner.image, ...deskPerson(email, owner.member, serverEnv().ADMIN_EMAILS) };
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
