/**
 * Where the code wants tempered (safety) glass, from the facts the measure sheet records: the
 * hazardous locations of IRC R308.4 that a replacement window or door meets in a house.
 * - R308.4.1: glass in a door (a patio door, an entry door);
 * - R308.4.5: in a wet area (the walls around a tub, a shower, a pool) with the sill under 60 in;
 * - R308.4.2: within 24 in of a door's edge with the sill under 60 in;
 * - R308.4.3: a pane over 9 square feet with the sill under 18 in.
 * The sill is the bottom edge of the glass above the floor. When the estimator has not measured it,
 * the rule assumes it low: a pane is flagged until a measurement clears it, never the other way.
 * The server decides the flags and prices the tempered upgrade from them (./price-book.ts); the
 * measure sheet shows the same answer as the estimator types.
 */
import { areaOver, SIXTEENTHS_PER_INCH, type OpeningSize } from "./measure";
import type { OpeningKind } from "./openings";

/** Why an opening needs tempered glass: one per R308.4 case it meets. */
export const TEMPERED_REASONS = ["door", "wet-area", "near-door", "large-pane"] as const;
export type TemperedReason = (typeof TEMPERED_REASONS)[number];

/** The sill heights the rule compares with, in inches. */
const WET_AREA_SILL = 60;
const NEAR_DOOR_SILL = 60;
const LARGE_PANE_SILL = 18;
/** A large pane is more than this many square feet. */
const LARGE_PANE_FEET = 9;

/** What the rule reads of an opening. */
export interface GlazingFacts extends OpeningSize {
  kind: OpeningKind;
  wetArea: boolean;
  nearDoor: boolean;
  /** The sill's height above the floor in sixteenths of an inch; null when not measured. */
  sillSixteenths: number | null;
}

/** Whether the sill is under `inches` (an unmeasured sill counts as under). */
const sillUnder = (sillSixteenths: number | null, inches: number) =>
  sillSixteenths === null || sillSixteenths < inches * SIXTEENTHS_PER_INCH;

/** The R308.4 cases the opening meets, in the order above; empty when tempered glass is not required. */
export function temperedReasons(facts: GlazingFacts): TemperedReason[] {
  const reasons: TemperedReason[] = [];
  if (facts.kind !== "window") reasons.push("door");
  if (facts.wetArea && sillUnder(facts.sillSixteenths, WET_AREA_SILL)) reasons.push("wet-area");
  if (facts.nearDoor && sillUnder(facts.sillSixteenths, NEAR_DOOR_SILL)) reasons.push("near-door");
  if (areaOver(facts, LARGE_PANE_FEET) && sillUnder(facts.sillSixteenths, LARGE_PANE_SILL)) reasons.push("large-pane");
  return reasons;
}

/** What the server says of an opening besides its size. */
export interface OpeningFlags {
  /** The code requires tempered glass here. */
  temperedRequired: boolean;
  /** Why, one R308.4 case each. */
  temperedReasons: TemperedReason[];
}

/** The flags of an opening. */
export function openingFlags(facts: GlazingFacts): OpeningFlags {
  const reasons = temperedReasons(facts);
  return { temperedRequired: reasons.length > 0, temperedReasons: reasons };
}
