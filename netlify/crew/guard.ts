/**
 * The crew function's guard, and the `on` its routes are served with: each handler receives the
 * signed-in team member as `guarded`.
 */
import type { Role } from "@/core/roles";
import { requireSameOrigin, requireUser } from "@/server/auth/session";
import { ForbiddenError } from "@/server/http/errors";
import { guardedBy } from "@/server/http/serve";
import type { CrewViewer } from "@/server/jobs/crew-phone";

/** Who may open the crew's phone: the installers, and the office and owners to see what a crew sees. */
const CREW_ROLES: readonly Role[] = ["installer", "office", "owner"];

/**
 * Signed in (401) with a role that may open the crew's phone (403, with a plain sentence), then
 * state-changing calls only from this site (403). It runs before the path is matched, so only the
 * crews learn which paths exist.
 */
export const crewGuard = guardedBy(async (request, context): Promise<CrewViewer> => {
  const user = await requireUser(request);
  if (!user.role || !CREW_ROLES.includes(user.role)) throw new ForbiddenError("The crew's phone is for the install crews and the office.");
  requireSameOrigin(request, context); // Passes GET; checks POST, PUT, PATCH and DELETE.
  return { email: user.email, name: user.name, role: user.role, personId: user.personId };
});
