/**
 * The install-day chooser's rules: what an answer to "book this start day" means for the
 * customer (taken meanwhile, not offered, or a failure to retry), which offered days show before
 * "Show more days", and whether a chosen day still stands once the list is fresh. Pure.
 */
import { ApiError } from "@/browser/api-request";

/** Why a booking did not go through: taken meanwhile (409), not offered (400), or anything else. */
export type ChooserProblem = "taken" | "notOffered" | "failed";

export function chooserProblem(error: unknown): ChooserProblem {
  if (error instanceof ApiError && error.status === 409) return "taken";
  if (error instanceof ApiError && error.status === 400) return "notOffered";
  return "failed";
}

/** A problem after which the offered days are asked again: the list changed under the customer. */
export function refreshesDates(problem: ChooserProblem): boolean {
  return problem !== "failed";
}

/** Days shown before "Show more days": about two weeks of working days, one screen on a phone. */
export const FIRST_DAYS_SHOWN = 10;

/** The offered days to draw: the first ones, or all of them once the customer asked. */
export function shownDates(dates: readonly string[], showAll: boolean): { dates: readonly string[]; more: boolean } {
  if (showAll || dates.length <= FIRST_DAYS_SHOWN) return { dates, more: false };
  return { dates: dates.slice(0, FIRST_DAYS_SHOWN), more: true };
}

/** The chosen day while it is still offered, else none (a fresh list dropped it). */
export function keptChoice(chosen: string | null, dates: readonly string[]): string | null {
  return chosen !== null && dates.includes(chosen) ? chosen : null;
}
