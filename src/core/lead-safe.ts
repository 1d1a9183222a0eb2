/**
 * EPA's Renovation, Repair and Painting rule (40 CFR 745 Subpart E) for homes built before 1978:
 * the owner receives the "Renovate Right" pamphlet and acknowledges it in writing no more than 60
 * days before the work starts. Where an acknowledgment was given: with the quote's signature, or
 * again when the install is chosen.
 */
export const LEAD_SAFE_SOURCES = ["signature", "install"] as const;
export type LeadSafeSource = (typeof LEAD_SAFE_SOURCES)[number];

/** EPA's rule reaches homes built before this year. */
export const RRP_BEFORE_YEAR = 1978;

/** The acknowledgment must be given no more than this many days before the work starts. */
export const ACKNOWLEDGMENT_DAYS = 60;

/**
 * Whether work on a home built in `yearBuilt` needs lead-safe practices and the pamphlet. A year
 * nobody recorded counts as before 1978 until someone sets it: the rule errs toward the family.
 */
export function leadSafeRequired(yearBuilt: number | null): boolean {
  return yearBuilt === null || yearBuilt < RRP_BEFORE_YEAR;
}
