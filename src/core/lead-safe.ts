/**
 * EPA's Renovation, Repair and Painting rule (40 CFR 745 Subpart E) for homes built before 1978:
 * the owner receives the "Renovate Right" pamphlet and acknowledges it in writing no more than 60
 * days before the work starts. Where an acknowledgment was given: with the quote's signature, or
 * again when the install is chosen.
 */
export const LEAD_SAFE_SOURCES = ["signature", "install"] as const;
export type LeadSafeSource = (typeof LEAD_SAFE_SOURCES)[number];
