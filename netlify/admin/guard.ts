/**
 * The admin function's guard, and the `on` its routes are served with: each handler receives
 * the signed-in person as `guarded`.
 */
import { requireSameOrigin, requireUser } from "@/server/auth/session";
import { ForbiddenError } from "@/server/http/errors";
import { guardedBy } from "@/server/http/serve";

/**
 * Only owners get past (401 signed out, 403 anyone else: the ADMIN_EMAILS addresses and the team's
 * owners), then state-changing calls must come from this site (403). It runs before the path is
 * matched, so only they learn which paths exist.
 */
export const admins = guardedBy(async (request, context) => {
  const person = await requireUser(request);
  if (person.role !== "owner") throw new ForbiddenError();
  requireSameOrigin(request, context); // Passes GET; checks POST, PUT, PATCH and DELETE.
  return person;
});
