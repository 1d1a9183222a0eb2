/**
 * A job's building permit: whether the city requires one for this work (a same-size replacement
 * often not, a changed opening often so), its number, and where it stands.
 */
export const PERMIT_REQUIRED = ["yes", "no", "unknown"] as const;
export type PermitRequired = (typeof PERMIT_REQUIRED)[number];

export const PERMIT_STATUSES = ["not-applied", "applied", "issued", "passed"] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];
