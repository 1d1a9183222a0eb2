/**
 * The home's year built where the clock is read: a year not yet come in Phoenix, or before 1600,
 * is a 400 naming the field (src/core/lead-safe.ts judges it; the schema's field parses it).
 */
import { yearBuiltProblem } from "@/core/lead-safe";
import { phoenixDate } from "@/core/phoenix-time";
import { YEAR_BUILT_MESSAGE } from "@/schemas/lead-safe";
import { ValidationError } from "../http/errors";

/** Refuses `yearBuilt` (undefined: not given) with a 400 on `yearBuilt` when it cannot be a home's year built at `now`. */
export function checkYearBuilt(yearBuilt: number | null | undefined, now: Date): void {
  if (yearBuilt === undefined) return;
  if (yearBuiltProblem(yearBuilt, Number(phoenixDate(now).slice(0, 4))) === null) return;
  throw new ValidationError("Please correct the highlighted fields.", { yearBuilt: [YEAR_BUILT_MESSAGE] });
}
