/**
 * The `attribution` object the booking and contact forms send: the first and last touch the
 * site's own script recorded (src/core/attribution.ts). Optional everywhere, so the spec's
 * payload without it still works; when present only known keys of bounded length are taken,
 * anything else is a 400. Its messages are English: a person never types these values.
 */
import * as z from "zod/mini";
import "../core/zod-mini";
import { isPlainText } from "@/core/plain-text";
import type { Touch } from "@/core/attribution";
import { TOUCH_PARAMS, TOUCH_VALUE_LIMIT } from "@/core/touch-params";

const value = z.optional(
  z
    .string()
    .check(z.maxLength(TOUCH_VALUE_LIMIT, `At most ${TOUCH_VALUE_LIMIT} characters.`), z.refine(isPlainText, "No control characters.")),
);

/** One touch: campaign tags, click ids, the referring host, the landing path and when (ms since the epoch). */
export const touchSchema = z.strictObject({
  ...(Object.fromEntries(TOUCH_PARAMS.map((param) => [param, value])) as Record<(typeof TOUCH_PARAMS)[number], typeof value>),
  /** Host of the referring site, e.g. "www.google.com". */
  referrer: z.optional(z.string().check(z.maxLength(253, "At most 253 characters."), z.regex(/^[a-z0-9.-]*$/i, "A host name."))),
  /** The landing path, e.g. "/cities/mesa". */
  landing: z.optional(
    z
      .string()
      .check(z.maxLength(TOUCH_VALUE_LIMIT, `At most ${TOUCH_VALUE_LIMIT} characters.`), z.regex(/^\/[^\s]*$/, "A path starting with /.")),
  ),
  /** When the touch happened, in milliseconds since the epoch. */
  at: z.number().check(z.int(), z.nonnegative()),
});

/** The first touch of the last 90 days and the latest touch that said where the visitor came from. */
export const attributionSchema = z.strictObject({
  first: z.optional(touchSchema),
  last: z.optional(touchSchema),
});

export type Attribution = z.output<typeof attributionSchema>;

// The schema and the core's type describe the same object.
export type _TouchMatches = Touch extends z.output<typeof touchSchema> ? true : never;
