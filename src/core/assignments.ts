/**
 * Who may be given what: a visit goes to someone who measures and quotes (an estimator, or the
 * office or an owner doing it themselves); an install crew is made of installers.
 */
import type { Role } from "./roles";

/** The roles a visit's estimator may have. */
export const VISIT_ROLES = ["estimator", "office", "owner"] as const satisfies readonly Role[];

/** A role a visit's estimator may have. */
export type VisitRole = (typeof VISIT_ROLES)[number];

/** The role a crew's members have. */
export const CREW_ROLE = "installer" satisfies Role;

/**
 * Whether a person of `role` (their team row `personId`) may give a visit to `estimatorId` (null:
 * nobody). The office and owners dispatch; an estimator may only take a visit for themselves, so
 * nobody hands their own visits to a colleague or takes one from another.
 */
export function mayAssignVisit(role: Role | null, personId: string | null, estimatorId: string | null): boolean {
  if (role === "owner" || role === "office") return true;
  return role === "estimator" && personId !== null && estimatorId?.toLowerCase() === personId.toLowerCase();
}
