/**
 * The day the site is built, the one clock that decides which dated facts (incentives) pages
 * show. BUILD_DATE (YYYY-MM-DD) freezes it for a test or a rebuild of a past day; otherwise
 * it is now. Read only here, so every page of one build agrees.
 */
import { envValue } from "@/config/env-value";
import { phoenixInstant } from "@/core/phoenix-time";

/** Thrown when BUILD_DATE is set but is not a calendar date. */
export class BuildDateError extends Error {
  override name = "BuildDateError";
}

/** The build date: noon Phoenix time on BUILD_DATE when set (so its calendar day is unambiguous), else now. */
export function buildDate(frozen: string | undefined = envValue("BUILD_DATE"), now: () => Date = () => new Date()): Date {
  if (!frozen) return now();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(frozen) || Number.isNaN(Date.parse(frozen)))
    throw new BuildDateError(`BUILD_DATE must be YYYY-MM-DD, got "${frozen}".`);
  return phoenixInstant(frozen, 12 * 60);
}
