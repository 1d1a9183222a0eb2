/**
 * The admin function's guard, and the `on` its routes are served with: each handler receives
 * the signed-in admin as `guarded`.
 */
import { requireAdmin, requireSameOrigin } from "@/server/auth/session";
import { guardedBy } from "@/server/http/serve";

/**
 * Only admins get past (401 signed out, 403 not an admin), then state-changing calls must come
 * from this site (403). It runs before the path is matched, so only admins learn which paths exist.
 */
export const admins = guardedBy(async (request, context) => {
  const admin = await requireAdmin(request);
  requireSameOrigin(request, context); // Passes GET; checks POST, PUT, PATCH and DELETE.
  return admin;
});
