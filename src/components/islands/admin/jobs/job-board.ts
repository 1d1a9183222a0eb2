/**
 * What the jobs board shows (/admin/jobs): its columns in the path's order, the two stages set
 * aside (on hold, cancelled), each card's facts (number, customer, town, total, the next day that
 * matters, why it waits too long), the phone's stage filter with each stage's count, and the
 * column a link asks for. Pure: the island draws it, ./use-job-board.ts fetches it.
 */
import { adminJobPath } from "@/config/admin-navigation";
import { isJobStage, isOpenStage, JOB_PATH, JOB_STAGES, type JobStage } from "@/core/job-stages";
import { jobStageLabels } from "@/i18n/jobs";
import type { AdminJob, JobFlag } from "@/schemas/job";
import { plural } from "../admin-format";
import { formatShortDay } from "../admin-time";
import { dollars } from "../quotes/quote-format";

/** The board's columns, side by side at desktop width. */
export const BOARD_COLUMNS: readonly JobStage[] = JOB_PATH;

/** The stages off the path, shown below the columns. */
export const SET_ASIDE: readonly JobStage[] = ["on_hold", "cancelled"];

/** Cards a column reads at a time; "More" reads the next ones. */
export const BOARD_PAGE_SIZE = 20;

/** Each stage's name on the office's screens. */
export const STAGE_LABELS: Record<JobStage, string> = jobStageLabels.en;

/** Why a job waits too long, in the office's words. */
export const FLAG_LABELS: Record<JobFlag, string> = {
  "delivery-overdue": "Delivery overdue",
  "install-not-booked": "Install not booked",
  "completion-overdue": "Not completed",
  "permit-pending": "Permit not issued",
  "sign-off-issues": "Customer noted issues",
};

/**
 * The town of a job address ("123 E Main St, Gilbert, AZ 85233" → "Gilbert"): the last part
 * before the state and ZIP; the whole address when it has no commas.
 */
export function townOf(address: string): string {
  const parts = address
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return "";
  const stateZip = /^[A-Z]{2}(\s+\d{5}(-\d{4})?)?$/;
  const places = stateZip.test(parts.at(-1)!) ? parts.slice(0, -1) : parts;
  if (places.length < 2) return (places[0] ?? "").replace(/\s+[A-Z]{2}\s+\d{5}(-\d{4})?$/, "");
  return places.at(-1)!.replace(/\s+[A-Z]{2}(\s+\d{5}(-\d{4})?)?$/, "");
}

/** "Dec 9" or "Dec 9 – Dec 11 (3 days)": install days in order. */
export function daysText(dates: readonly string[]): string {
  if (dates.length === 0) return "";
  if (dates.length === 1) return formatShortDay(dates[0]!);
  return `${formatShortDay(dates[0]!)} – ${formatShortDay(dates.at(-1)!)} (${plural(dates.length, "day")})`;
}

/** "Delivery Dec 8", "Delivery week of Dec 6". */
export function deliveryText(expected: string | null, precision: "day" | "week"): string | null {
  if (!expected) return null;
  return precision === "week" ? `Delivery week of ${formatShortDay(expected)}` : `Delivery ${formatShortDay(expected)}`;
}

/** The next day that matters for a job at its stage: the install's days once booked, else the expected delivery while the windows are on their way. */
export function nextDateText(
  job: Pick<AdminJob, "stage" | "expectedDelivery" | "expectedDeliveryPrecision" | "installDates">,
): string | null {
  if (!isOpenStage(job.stage)) return null;
  if (job.installDates.length > 0) return `Install ${daysText(job.installDates)}`;
  if (job.stage === "signed" || job.stage === "measured" || job.stage === "ordered" || job.stage === "on_hold")
    return deliveryText(job.expectedDelivery, job.expectedDeliveryPrecision);
  if (job.stage === "delivered") return "Install days not chosen yet";
  return null;
}

/** One card of a column. */
export interface JobCard {
  id: string;
  href: string;
  /** "Job 1001". */
  title: string;
  customer: string;
  town: string;
  total: string;
  nextDate: string | null;
  /** Why it waits too long, in words; empty when it does not. */
  flags: string[];
}

/** The card of `job`. */
export function jobCard(job: AdminJob): JobCard {
  return {
    id: job.id,
    href: adminJobPath(job.id),
    title: `Job ${job.number}`,
    customer: job.customer,
    town: townOf(job.jobAddress),
    total: dollars(job.contractTotalCents),
    nextDate: nextDateText(job),
    flags: job.flags.map((flag) => FLAG_LABELS[flag]),
  };
}

/** A column's heading: "Ordered (3)", the count once known. */
export function columnHeading(stage: JobStage, counts: Partial<Record<JobStage, number>> | undefined): string {
  const count = counts?.[stage];
  return count === undefined ? STAGE_LABELS[stage] : `${STAGE_LABELS[stage]} (${count})`;
}

/** The phone's stage filter: every stage, path first, each with its count. */
export function stageOptions(counts: Partial<Record<JobStage, number>> | undefined): { value: JobStage; label: string }[] {
  return JOB_STAGES.map((stage) => ({ value: stage, label: columnHeading(stage, counts) }));
}

/** The column a link asks for (?stage=ordered), the first one otherwise. */
export function stageFrom(search: string): JobStage {
  const asked = new URLSearchParams(search).get("stage");
  return isJobStage(asked) ? asked : "signed";
}

/** The flag a link asks for (?flag=delivery-overdue): the board lists only those jobs. */
export function flagFrom(search: string): JobFlag | null {
  const asked = new URLSearchParams(search).get("flag");
  return asked && Object.hasOwn(FLAG_LABELS, asked) ? (asked as JobFlag) : null;
}

/** "3 open jobs": the board's summary, open as src/core/job-stages.ts decides it. */
export function openJobsText(counts: Partial<Record<JobStage, number>> | undefined): string {
  if (!counts) return "Loading the jobs...";
  const open = JOB_STAGES.filter(isOpenStage).reduce((sum, stage) => sum + (counts[stage] ?? 0), 0);
  return `${plural(open, "open job")}.`;
}
