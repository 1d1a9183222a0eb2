/**
 * What the admin's lists share: a page of rows, the marks a row can carry and the filter on them,
 * and how a filter's query-string value is read.
 */
import { z } from "../zod";
import { isPlainText } from "@/core/plain-text";
import { isRealDate } from "@/core/phoenix-time";
import { CONTROL } from "./office-text";

/** Highest page number the lists accept (any real list ends far sooner). */
export const MAX_PAGE = 10_000;

/** Why an appointment or lead is marked for the admin: judged spam, beyond a per-person limit, or outside the service area. */
export const ABUSE_FLAGS = ["spam", "over-limit", "outside-service-area"] as const;
export type AbuseFlag = (typeof ABUSE_FLAGS)[number];

/** The list filter on flags: any flag at all, or one in particular. */
export const FLAG_FILTERS = ["any", ...ABUSE_FLAGS] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

/** One page of a list. */
export interface AdminPage<T> {
  items: T[];
  /** How many rows match: exact, unless `totalCapped`. */
  total: number;
  /**
   * True when counting stopped at `total` and more rows match (the lists count a long history
   * only so far past the page, see COUNT_AHEAD, 500, in src/server/db/admin-lists/filters.ts).
   */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** Whether texts are configured (Twilio), so the rows' `texts` can be acted on (appointments and leads lists). */
  textsConfigured?: boolean;
}

// Query values arrive as strings; an empty one (`?search=`) means "no filter".
export const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A text filter of at most `max` characters. */
export const queryText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Keep it under ${max} characters`).refine(isPlainText, CONTROL).optional());

/** A Phoenix day filter, YYYY-MM-DD. */
export const queryDate = z.preprocess(blankToUndefined, z.string().refine(isRealDate, "Use a real date written YYYY-MM-DD").optional());

/** One of `values`. */
export const queryEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `Choose one of: ${values.join(", ")}` }).optional());

/** A whole number from 1 to `max`, `fallback` when absent. */
export const queryInt = (max: number, fallback: number, label: string) =>
  z.preprocess(
    (value) => (blankToUndefined(value) === undefined ? fallback : Number(value)),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be at least 1`)
      .max(max, `${label} must be at most ${max}`),
  );
