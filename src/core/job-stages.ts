/**
 * Where a job stands after the signature: the stages in their order, the two that step aside
 * (on hold, cancelled), and which are open. Shared by the server (which decides every change,
 * src/core/server/job-stage-change.ts) and the screens (which draw the board's columns and the
 * timeline in this order; the words are src/i18n/jobs.ts), with the shapes the screens draw: a
 * job's flags, its next step and its scope as signed (which the server decides in src/core/server).
 *
 *   signed → measured → ordered → delivered → scheduled → installed → completed
 *   on_hold (from any open stage; resuming returns to the stage it left), cancelled (the end)
 */
import type { OpeningDescriptor } from "./quote-pricing";

/** The stages a job moves through, in order. */
export const JOB_PATH = ["signed", "measured", "ordered", "delivered", "scheduled", "installed", "completed"] as const;

/** Every stage the database stores (the check `jobs_stage` in src/server/db/schema.ts). */
export const JOB_STAGES = [...JOB_PATH, "on_hold", "cancelled"] as const;

/** A stage. */
export type JobStage = (typeof JOB_STAGES)[number];

/** A stage of the path (not on hold, not cancelled). */
export type JobPathStage = (typeof JOB_PATH)[number];

/** True for a stage the database knows. */
export function isJobStage(value: unknown): value is JobStage {
  return typeof value === "string" && (JOB_STAGES as readonly string[]).includes(value);
}

/** The stage's place on the path (0 for signed … 6 for completed); -1 for on hold and cancelled. */
export function stageRank(stage: JobStage): number {
  return (JOB_PATH as readonly string[]).indexOf(stage);
}

/** True while the job still waits for something: not completed, not cancelled. */
export function isOpenStage(stage: JobStage): boolean {
  return stage !== "completed" && stage !== "cancelled";
}

/** True for a stage whose job has reached `stage` on the path (on hold and cancelled reach nothing). */
export function hasReached(stage: JobStage, reached: JobPathStage): boolean {
  return stageRank(stage) >= stageRank(reached);
}

/** Why a job is flagged as waiting too long, or waiting for the office (decided in src/core/server/job-flags.ts). */
export const JOB_FLAGS = ["delivery-overdue", "install-not-booked", "completion-overdue", "permit-pending", "sign-off-issues"] as const;
export type JobFlag = (typeof JOB_FLAGS)[number];

/** The next step of a job, with its day when one is known. */
export type NextStep =
  /** Signed: the office books a re-measure (`on`, its day, once booked). */
  | { step: "re-measure"; on: string | null }
  /** Measured: the office orders the windows. */
  | { step: "order" }
  /** Ordered: the windows are on their way (`expected`: the day, or the week's Sunday). */
  | { step: "delivery"; expected: string | null; precision: "day" | "week" }
  /** Delivered, or scheduling opened early: the customer chooses the install days. */
  | { step: "choose-install" }
  /** Scheduled: the install, on these days. */
  | { step: "install"; dates: string[] }
  /** Installed: the office's final check, then the job is completed. */
  | { step: "completion" }
  /** Completed: nothing waits; the warranty stands. */
  | { step: "done" }
  /** Completed with `amountCents` still owed: paid from its open invoice (`invoiced`), or from the final invoice still to be sent. */
  | { step: "pay-balance"; amountCents: number; invoiced: boolean }
  | { step: "on-hold" }
  | { step: "cancelled" };

/** The chosen option as signed: its name and lines, and its figures in cents. */
export interface JobScope {
  name: string;
  /** `opening`: a line priced from the measure sheet keeps the opening as the customer read it. */
  items: { description: string; quantity: number; unitPriceCents: number; totalCents: number; opening?: OpeningDescriptor }[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}
