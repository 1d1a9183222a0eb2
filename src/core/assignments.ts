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
