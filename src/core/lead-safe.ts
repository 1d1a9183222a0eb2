/**
 * EPA's Renovation, Repair and Painting rule (40 CFR 745 Subpart E) for homes built before 1978:
 * the owner receives the "Renovate Right" pamphlet and acknowledges it in writing no more than 60
 * days before the work starts (docs/arizona-rules.md).
 */
import { addDays } from "./phoenix-time";

/** Where an acknowledgment was given: with the quote's signature, or again when the install is chosen. */
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

/** The oldest year built the office may record (the database holds the same floor, `appointments_year_built`). */
export const EARLIEST_YEAR_BUILT = 1600;

/**
 * What is wrong with `yearBuilt` as a home's year built in Phoenix's year `thisYear`: "future"
 * for a year not yet come, "too-early" before 1600; null when it can be recorded (null itself:
 * unknown, always allowed).
 */
export function yearBuiltProblem(yearBuilt: number | null, thisYear: number): "future" | "too-early" | null {
  if (yearBuilt === null) return null;
  if (yearBuilt > thisYear) return "future";
  if (yearBuilt < EARLIEST_YEAR_BUILT) return "too-early";
  return null;
}

/**
 * Whether an acknowledgment given on one of the Phoenix days `acknowledgedOn` lies within the
 * 60 days before an install whose first day is `firstDay` (that day counted, the work starting
 * on it): what EPA asks before the work starts (40 CFR 745.84(a)).
 */
export function acknowledgmentCovers(acknowledgedOn: readonly string[], firstDay: string): boolean {
  const earliest = addDays(firstDay, -ACKNOWLEDGMENT_DAYS);
  return acknowledgedOn.some((day) => day >= earliest && day <= firstDay);
}
