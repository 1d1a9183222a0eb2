/**
 * Whether a job may move from its stage to another, and what kind of move it is: one rule that
 * the office's change (PATCH /api/admin/jobs/{id}) asks, and whose answer the job's history
 * records. Forward only; a step back is a correction the office must say it means. Pure.
 */
import { stageRank, type JobStage } from "../job-stages";

/** The facts of a job the rule reads. */
export interface StageFacts {
  stage: JobStage;
  /** The stage an on-hold job left, where resuming returns it. */
  stageBeforeHold: JobStage | null;
  /** The job holds install days (a scheduled job must). */
  hasInstallDays: boolean;
  /** The job has at least one photo attached (the after photos an installed job must have). */
  hasPhotos: boolean;
  /** The install's first day while it has not begun in Phoenix (./install-days.ts `installAhead`), else null. */
  installAhead: string | null;
}

/** What kind of move a change is. */
export type StageMove = "forward" | "correction" | "hold" | "resume" | "cancel";

/** A change the rule lets through. */
export interface StageChange {
  move: StageMove;
  to: JobStage;
  /** The column's new value: the stage left, while on hold; null otherwise. */
  stageBeforeHold: JobStage | null;
}

/** Why a change is refused: a step back without `correction`, a job that is closed, "scheduled" without install days, "installed" before the install's first day, or without a photo. */
export type StageRefusal = "backward" | "closed" | "needs-install-days" | "install-not-begun" | "needs-photos";

/** The stage a job is at for moving on: the stage it left, while on hold. */
function effectiveStage(job: Pick<StageFacts, "stage" | "stageBeforeHold">): JobStage {
  return job.stage === "on_hold" ? (job.stageBeforeHold ?? "signed") : job.stage;
}

/**
 * True when moving the job to `to` marks the windows installed, which needs a photo: "installed"
 * itself, or a skip ahead to "completed" from before it (which passes installed).
 */
export function marksInstalled(job: Pick<StageFacts, "stage" | "stageBeforeHold">, to: JobStage): boolean {
  return to === "installed" || (to === "completed" && stageRank(effectiveStage(job)) < stageRank("installed"));
}

/**
 * The change from the job's stage to `to`: null when it is the stage the job has (nothing to
 * do), a refusal, or the move. A cancelled job is closed for good; a completed one reopens
 * only by a correction. On hold is reached from any open stage, and resuming to the stage it
 * left needs no correction (another forward stage neither); a job goes to "scheduled" only
 * with install days (booking them moves it there by itself), and is marked installed only once
 * its booked install has begun (from its first day, Phoenix) and with at least one photo
 * attached (the crew's after photos); a skip to "completed" past installed asks the same. Like
 * the install days, these are facts the stage stands on, not an order of steps: a correction
 * back to "installed" needs them too.
 */
export function decideStageChange(
  job: StageFacts,
  to: JobStage,
  { correction = false }: { correction?: boolean } = {},
): StageChange | { refused: StageRefusal } | null {
  if (to === job.stage) return null;
  if (job.stage === "cancelled") return { refused: "closed" };
  if (job.stage === "completed" && !correction) return { refused: to === "cancelled" || to === "on_hold" ? "closed" : "backward" };
  if (to === "cancelled") return { move: "cancel", to, stageBeforeHold: null };
  if (to === "on_hold") return { move: "hold", to, stageBeforeHold: job.stage };
  if (to === "scheduled" && !job.hasInstallDays) return { refused: "needs-install-days" };
  if (marksInstalled(job, to) && job.installAhead !== null) return { refused: "install-not-begun" };
  if (marksInstalled(job, to) && !job.hasPhotos) return { refused: "needs-photos" };
  const from = effectiveStage(job);
  if (job.stage === "on_hold" && to === from) return { move: "resume", to, stageBeforeHold: null };
  if (stageRank(to) > stageRank(from)) return { move: "forward", to, stageBeforeHold: null };
  return correction ? { move: "correction", to, stageBeforeHold: null } : { refused: "backward" };
}

/** True when a job at `stage` holds no install days: before scheduling (a correction back, say) or cancelled. */
export function releasesInstallDays(stage: JobStage): boolean {
  return stage === "cancelled" || (stage !== "on_hold" && stageRank(stage) < stageRank("scheduled"));
}

/** The recorded facts that tell how far a job got before its install days were booked. */
export interface ProgressFacts {
  deliveredOn: string | null;
  orderNumber: string | null;
  orderedOn: string | null;
  measuredOn: string | null;
}

/**
 * The stage a scheduled job returns to when its install days are unbooked (a system event, not a
 * correction): delivered once its delivery is recorded, else as far as its facts say (the office
 * may book the days before delivery).
 */
export function stageAfterUnbooking(facts: ProgressFacts): JobStage {
  if (facts.deliveredOn) return "delivered";
  if (facts.orderNumber || facts.orderedOn) return "ordered";
  if (facts.measuredOn) return "measured";
  return "signed";
}
