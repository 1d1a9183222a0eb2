/**
 * The admin function's guard, and the `on` its routes are served with: each handler receives
 * the signed-in person as `guarded`.
 */
import { opensAdmin } from "@/core/roles";
import { adminArea } from "@/schemas/routes/admin";
import { mayCall, refusal } from "@/schemas/routes/admin-permissions";
import { requireSameOrigin, requireUser } from "@/server/auth/session";
import { ForbiddenError } from "@/server/http/errors";
import { guardedBy } from "@/server/http/serve";

/**
 * Only the team's desk roles get past (401 signed out, 403 for a customer and an installer, whose
 * place is the crew's phone), then state-changing calls must come from this site (403). It runs
 * before the path is matched, so only they learn which paths exist. Then the permission table
 * (src/schemas/routes/admin-permissions.ts) decides each route and method before its handler:
 * 403 with a plain sentence naming the role.
 */
export const admins = guardedBy(
  async (request, context) => {
    const person = await requireUser(request);
    if (!opensAdmin(person.role)) throw new ForbiddenError(refusal(person.role, adminArea));
    requireSameOrigin(request, context); // Passes GET; checks POST, PUT, PATCH and DELETE.
    return person;
  },
  (person, route, method) => {
    if (!mayCall(person.role, route, method)) throw new ForbiddenError(refusal(person.role, route));
  },
);
