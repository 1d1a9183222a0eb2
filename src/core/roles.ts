/**
 * The people of the firm and what each may do. An owner may do everything; the office everything but
 * the team and the firm-wide settings; an estimator their visits, measure sheets and quotes; an
 * installer only the crew's phone. The addresses in ADMIN_EMAILS are owners whatever the team says.
 */
export const ROLES = ["owner", "office", "estimator", "installer"] as const;

/** A role. */
export type Role = (typeof ROLES)[number];
