/**
 * The admins' site-wide ceilings (src/core/site-ceilings.ts): a number each, or null for
 * "automatic", the learned one. The settings card and the server parse with this schema, and
 * the server answers with what is in force.
 */
import * as z from "zod/mini";
import "../core/zod-mini";
import type { CeilingKey, CeilingSettings } from "@/core/site-ceilings";

const ceiling = z._default(
  z.nullable(
    z
      .number("Write a whole number, or leave it empty for automatic.")
      .check(z.int("Write a whole number."), z.minimum(1, "At least 1."), z.maximum(100_000, "At most 100,000.")),
  ),
  null,
);

export const siteCeilingSettingsSchema = z.object({
  /** Booking requests the whole site takes an hour; past it, new ones are kept for the office and hold no slot. */
  bookingsPerHour: ceiling,
  /** Contact-form messages an hour; past it, they are stored without an email or text each. */
  leadsPerHour: ceiling,
  /** Calls clicked and booking forms started counted an hour; past it, no more are counted. */
  beaconsPerHour: ceiling,
  /** Automated texts an hour; past it, they wait for the next hour. */
  textsPerHour: ceiling,
  /** Automated texts a Phoenix day; past it, they are skipped. */
  textsPerDay: ceiling,
});

export type SiteCeilingSettings = z.infer<typeof siteCeilingSettingsSchema> & CeilingSettings;

/** One ceiling as the settings card shows it. */
export interface SiteCeiling {
  key: CeilingKey;
  /** The admins' number, or null for automatic. */
  set: number | null;
  /** The learned one: LEARNED_MULTIPLE times `busiest`, at least the floor. */
  learned: number;
  /** The busiest real hour (or day) of the last LEARNING_DAYS days. */
  busiest: number;
  /** What applies now: `set`, else `learned`. */
  inForce: number;
}

/** A ceiling reached in a window that has not ended: the dashboard's banner. */
export interface ReachedCeiling {
  key: CeilingKey;
  ceiling: number;
  /** How many came past it so far. */
  refused: number;
  /** ISO instants. */
  reachedAt: string;
  until: string;
}

/** GET /api/admin/site-ceilings. */
export interface SiteCeilingsRecord {
  ceilings: SiteCeiling[];
  reached: ReachedCeiling[];
  updatedBy: string | null;
  updatedAt: string | null;
}
