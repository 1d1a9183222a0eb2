/**
 * The campaign tags and click ids a touch keeps, and the longest value kept: the list the
 * schema (src/schemas/attribution.ts) and the admin's source summaries read.
 * The header's inline script keeps its own copy (./attribution.ts), and shares no module with
 * anything else: a module it shared with the admin's islands or the forms' schema would make
 * the bundler put that module, and the script with it, in files of their own, where it must
 * stay inline to note where the visitor came from at once (astro.config.mjs).
 * src/schemas/attribution.test.ts keeps the two equal; the types below keep this one a subset.
 */
import type { TouchParam } from "./attribution";

/** The campaign tags and click ids a touch keeps, in their order of display. */
export const TOUCH_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
] as const satisfies readonly TouchParam[];

/** Longest tag value or landing path accepted. */
export const TOUCH_VALUE_LIMIT = 200;
