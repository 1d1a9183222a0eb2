/**
 * Where a job waits too long, for the admin's flags and the navigation's counts: its expected
 * delivery passed and nothing was delivered; delivered five business days ago and no install
 * booked; installed three business days ago and not completed; a permit required and not issued
 * (src/core/permits.ts), or the customer signed off on the crew's phone with issues, until the job
 * is done or cancelled. Business days are the days the
 * calendar is open (../closed-days.ts). The day each flag starts from is worked out here once
 * (`flagCutoffs`); the per-job answer (`jobFlags`) and the database's counts
 * (src/server/db/jobs/flags.ts) compare the job's recorded day with the same cutoffs. Pure.
 */
import { closedDay, type ClosedDaySettings } from "../closed-days";
import type { JobFlag, JobStage } from "../job-stages";
import { permitPending, type Permit } from "../permits";
import { addDays, phoenixDate } from "../phoenix-time";

export { JOB_FLAGS, type JobFlag } from "../job-stages";

/** Business days a delivered job may wait for its install days to be booked. */
export const DELIVERED_WAIT_BUSINESS_DAYS = 5;
/** Business days an installed job may wait to be marked completed. */
export const INSTALLED_WAIT_BUSINESS_DAYS = 3;

/** Stages still waiting for the windows: a delivery that is late flags them. */
export const AWAITING_DELIVERY: readonly JobStage[] = ["signed", "measured", "ordered", "scheduled"];

/**
 * Stages past caring for a permit or the customer's issues: a job done or cancelled is not flagged
 * for either (the indexes jobs_permit_pending and jobs_sign_off_issues leave them out too).
 */
export const SETTLED_STAGES: readonly JobStage[] = ["completed", "cancelled"];

/** The days the flags compare with, at `now`. */
export interface FlagCutoffs {
  /** Today, Phoenix: an expected delivery whose last day is before it has passed. */
  today: string;
  /** A job delivered on or before this day and not booked is flagged. */
  deliveredBy: string;
  /** A job installed on or before this day (Phoenix) and not completed is flagged. */
  installedBy: string;
}

/** The latest day from which `count` business days have passed by `today` (the business days after it, up to today, number `count`). */
function businessDaysBefore(settings: ClosedDaySettings, today: string, count: number): string {
  let day = today;
  let counted = 0;
  // A year of closed days at most: a calendar with none open flags nothing.
  for (let step = 0; step < 366 + count && counted < count; step++) {
    if (!closedDay(settings, day)) counted++;
    day = addDays(day, -1);
  }
  return counted < count ? addDays(today, -10_000) : day;
}

/** The cutoffs of the flags at `now`. */
export function flagCutoffs(settings: ClosedDaySettings, now: Date): FlagCutoffs {
  const today = phoenixDate(now);
  return {
    today,
    deliveredBy: businessDaysBefore(settings, today, DELIVERED_WAIT_BUSINESS_DAYS),
    installedBy: businessDaysBefore(settings, today, INSTALLED_WAIT_BUSINESS_DAYS),
  };
}

/**
 * The last day of an expected delivery: the day itself, or the week's Saturday when only the
 * week is known (a week's day is its Sunday). The same rule in SQL: expectedDeliveryEndSql in
 * src/server/db/jobs/flags.ts.
 */
export function expectedDeliveryEnd(expected: string, precision: "day" | "week"): string {
  return precision === "week" ? addDays(expected, 6) : expected;
}

/** What the flags read of a job. */
export interface FlagFacts {
  stage: JobStage;
  expectedDelivery: string | null;
  expectedDeliveryPrecision: "day" | "week";
  deliveredOn: string | null;
  installedAt: Date | null;
  permit: Pick<Permit, "required" | "status">;
  /** When the customer signed off with issues, if they did. */
  signOffIssuesAt: Date | null;
}

/** The flags of a job at the cutoffs. */
export function jobFlags(job: FlagFacts, cutoffs: FlagCutoffs): JobFlag[] {
  const flags: JobFlag[] = [];
  if (
    AWAITING_DELIVERY.includes(job.stage) &&
    !job.deliveredOn &&
    job.expectedDelivery &&
    expectedDeliveryEnd(job.expectedDelivery, job.expectedDeliveryPrecision) < cutoffs.today
  )
    flags.push("delivery-overdue");
  if (job.stage === "delivered" && job.deliveredOn && job.deliveredOn <= cutoffs.deliveredBy) flags.push("install-not-booked");
  if (job.stage === "installed" && job.installedAt && phoenixDate(job.installedAt) <= cutoffs.installedBy) flags.push("completion-overdue");
  if (!SETTLED_STAGES.includes(job.stage) && permitPending(job.permit)) flags.push("permit-pending");
  if (!SETTLED_STAGES.includes(job.stage) && job.signOffIssuesAt) flags.push("sign-off-issues");
  return flags;
}
