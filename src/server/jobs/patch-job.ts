/**
 * The office's change to a job (PATCH `adminJob`): a stage, the order and delivery
 * facts, the re-measure's values, the install's length, early scheduling, a note. The stage rule
 * (src/core/server/job-stage-change.ts) decides whether the move is allowed; one statement writes
 * the change, its timeline event, the notice's links and emails (src/server/db/jobs/changes.ts);
 * then the notice is delivered. The customer hears of each step that matters to them unless the
 * office says they already know (`notify: false`), and the timeline records which.
 */
import { phoenixDate, startOfWeek } from "@/core/phoenix-time";
import { formatDay } from "@/i18n/dates";
import { stageRank } from "@/core/job-stages";
import {
  decideStageChange,
  marksInstalled,
  releasesInstallDays,
  type StageChange,
  type StageRefusal,
} from "@/core/server/job-stage-change";
import type { AdminJobDetail, JobEventKind, JobPatch } from "@/schemas/job";
import { adminJobInstall } from "@/schemas/routes/jobs";
import { activityBy, type Actor } from "../db/activity/activity";
import type { Database } from "../db/client";
import { writeJobChange, type JobColumns } from "../db/jobs/changes";
import type { Job } from "../db/schema";
import type { ServerEnv } from "../env";
import { ConflictError, ValidationError } from "../http/errors";
import { deliverNotice, SILENT } from "../notify/notice";
import { installUnbooked, jobCompleted, jobDelivered, jobInstalled, jobMeasured, jobOrdered, type JobNotice } from "../notify/jobs";
import { jobSizedByOpenings } from "../openings/openings";
import { sentOrderFacts } from "./order-facts";
import { jobDetail } from "./job-detail";
import { jobById, nextOf, noticeFactsOf, precisionOf, stageFactsOf, stageOf, type JobRecord } from "./records";

/** Why a stage change is refused, in the office's words (`firstDay`: the install's first day, when it is ahead). */
const REFUSED: Record<StageRefusal, (firstDay: string | null) => string> = {
  backward: () => "The job is already past that stage. To put a mistake right, send the change again with correction: true.",
  closed: () => "This job is cancelled (or completed) and cannot change. A completed job reopens only with correction: true.",
  "needs-install-days": () => `A job is scheduled by booking its install days (POST ${adminJobInstall.path}).`,
  "install-not-begun": (firstDay) =>
    `The install starts on ${firstDay ? formatDay(firstDay, "en", true) : "its first day"}: the job can be marked installed (or completed) from that day on.`,
  "needs-photos": () => "Add the after photos first: a job is marked installed only with at least one photo of the finished work.",
};

/** The 409 of a change that lost to another made meanwhile. */
const CHANGED_MEANWHILE = "The job changed while you were editing it. Reload it and try again.";

/** The stage the patch moves the job to at `now`, as the rule decides it; null for none. 409 when refused. */
function stageChangeOf(record: JobRecord, patch: JobPatch, now: Date): StageChange | null {
  if (!patch.stage) return null;
  const facts = stageFactsOf(record, now);
  const decision = decideStageChange(facts, patch.stage, { correction: patch.correction });
  if (decision && "refused" in decision) throw new ConflictError(REFUSED[decision.refused](facts.installAhead));
  return decision;
}

/**
 * 400 for new free-text measurements on a job whose sizes are its signed openings (each final size
 * recorded on its own): the older text stays as it was, read-only. The same text sent back
 * unchanged passes.
 */
async function refuseFreeTextOverOpenings(db: Database, job: Job, patch: JobPatch): Promise<void> {
  if (patch.measurements === undefined || patch.measurements === job.measurements) return;
  if (!(await jobSizedByOpenings(db, job.id))) return;
  const message = "This job's sizes are its openings: record each opening's final size instead.";
  throw new ValidationError(message, { measurements: [message] });
}

/** The columns the patch writes, with the facts a stage records when it is reached (its day, its instant) and forgets when a correction goes back before it. */
function columnsOf(job: Job, patch: JobPatch, change: StageChange | null, now: Date): JobColumns {
  const today = phoenixDate(now);
  const expected =
    patch.expectedDelivery && (patch.expectedDeliveryPrecision ?? precisionOf(job)) === "week"
      ? startOfWeek(patch.expectedDelivery)
      : patch.expectedDelivery;
  const set: JobColumns = {
    manufacturer: patch.manufacturer,
    order_number: patch.orderNumber,
    ordered_on: patch.orderedOn,
    expected_delivery: expected,
    expected_delivery_precision: patch.expectedDeliveryPrecision,
    delivered_on: patch.deliveredOn,
    measured_on: patch.measuredOn,
    measurements: patch.measurements,
    install_days: patch.installDays,
    scheduling_open: patch.schedulingOpen,
    ...(patch.permit && {
      permit_required: patch.permit.required,
      permit_number: patch.permit.number,
      permit_status: patch.permit.status,
      permit_inspection_date: patch.permit.inspectionDate,
    }),
  };
  if (!change) return set;
  set.stage = change.to;
  set.stage_before_hold = change.stageBeforeHold;
  if (change.move === "forward") {
    if (change.to === "measured") set.measured_on ??= job.measuredOn ?? today;
    if (change.to === "ordered") set.ordered_on ??= job.orderedOn ?? today;
    if (change.to === "delivered") set.delivered_on ??= job.deliveredOn ?? today;
    if (change.to === "installed") set.installed_at = job.installedAt ?? now;
    if (change.to === "completed") {
      set.installed_at = job.installedAt ?? now;
      set.completed_at = now;
    }
  }
  if (change.move === "correction") {
    if (stageRank(change.to) < stageRank("completed")) set.completed_at = null;
    if (stageRank(change.to) < stageRank("installed")) set.installed_at = null;
    if (stageRank(change.to) < stageRank("delivered")) set.delivered_on = null;
  }
  return set;
}

/** A column's name as the screens read it: "order_number" → "orderNumber". */
const fieldOf = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Each column the patch changes, before and after, by its field's name, for the timeline. */
function changesOf(job: Job, set: JobColumns): Record<string, { from: unknown; to: unknown }> {
  const before: Record<keyof JobColumns, unknown> = {
    stage: job.stage,
    stage_before_hold: job.stageBeforeHold,
    manufacturer: job.manufacturer,
    order_number: job.orderNumber,
    ordered_on: job.orderedOn,
    expected_delivery: job.expectedDelivery,
    expected_delivery_precision: job.expectedDeliveryPrecision,
    delivered_on: job.deliveredOn,
    measured_on: job.measuredOn,
    measurements: job.measurements,
    install_days: job.installDays,
    scheduling_open: job.schedulingOpen,
    installed_at: job.installedAt?.toISOString() ?? null,
    completed_at: job.completedAt?.toISOString() ?? null,
    permit_required: job.permitRequired,
    permit_number: job.permitNumber,
    permit_status: job.permitStatus,
    permit_inspection_date: job.permitInspectionDate,
    sign_off_issues_at: job.signOffIssuesAt?.toISOString() ?? null,
  };
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [column, value] of Object.entries(set) as [keyof JobColumns, unknown][]) {
    const after = value instanceof Date ? value.toISOString() : value;
    if (value !== undefined && column !== "stage" && column !== "stage_before_hold" && before[column] !== after)
      changes[fieldOf(column)] = { from: before[column], to: after };
  }
  return changes;
}

/** What the timeline calls the change: its stage, else what it touched. */
function kindOf(change: StageChange | null, changed: Record<string, unknown>): JobEventKind {
  if (change) return "stage";
  const touched = (columns: string[]) => columns.some((column) => column in changed);
  if (touched(["manufacturer", "orderNumber", "orderedOn", "expectedDelivery", "expectedDeliveryPrecision", "deliveredOn"])) return "order";
  if (touched(["measuredOn", "measurements"])) return "measurements";
  if (touched(["installDays", "schedulingOpen"])) return "install-settings";
  if (touched(["permitRequired", "permitNumber", "permitStatus", "permitInspectionDate"])) return "permit";
  return "note";
}

/** The job as the change leaves it, for the next step its notice names. */
function afterChange(job: Job, set: JobColumns): Job {
  const merged = { ...job };
  if (set.stage) merged.stage = set.stage;
  if (set.expected_delivery !== undefined) merged.expectedDelivery = set.expected_delivery;
  if (set.expected_delivery_precision) merged.expectedDeliveryPrecision = set.expected_delivery_precision;
  if (set.scheduling_open !== undefined) merged.schedulingOpen = set.scheduling_open;
  if (set.manufacturer !== undefined) merged.manufacturer = set.manufacturer;
  if (set.order_number !== undefined) merged.orderNumber = set.order_number;
  if (set.install_days !== undefined) merged.installDays = set.install_days;
  return merged;
}

/**
 * The notice of the change: the step the job reached (measured, ordered, delivered, installed,
 * completed), a new expected delivery of an ordered job, scheduling opened early (the choice of
 * install days), or install days released (their calendar event removed). Corrections, holds and
 * notes tell nobody.
 */
async function noticeOf(
  db: Database,
  record: JobRecord,
  change: StageChange | null,
  set: JobColumns,
  released: boolean,
  env: ServerEnv,
  now: Date,
): Promise<JobNotice | null> {
  const after = afterChange(record.job, set);
  const stage = stageOf(after);
  const next = await nextOf(db, record, after, released ? [] : record.install.dates);
  const facts = noticeFactsOf(record, {
    next,
    installDates: released ? [] : record.install.dates,
    installSequence: record.job.installSequence + (released ? 1 : 0),
    job: { manufacturer: after.manufacturer, orderNumber: after.orderNumber, installDays: after.installDays },
  });
  if (released) return installUnbooked(facts, record.install.dates, env, now);
  if (change?.move === "forward") {
    if (stage === "measured") return jobMeasured(facts, env, now);
    if (stage === "ordered") return jobOrdered(facts, env, now);
    if (stage === "delivered") return jobDelivered({ ...facts, quoteId: record.job.quoteId }, env, now);
    if (stage === "installed") return jobInstalled(facts, env, now);
    if (stage === "completed") return jobCompleted(facts, env, now);
    return null;
  }
  if (change) return null;
  const openedEarly = set.scheduling_open === true && !record.job.schedulingOpen && next.step === "choose-install";
  if (openedEarly) return jobDelivered({ ...facts, quoteId: record.job.quoteId }, env, now);
  const newDelivery = set.expected_delivery !== undefined && set.expected_delivery !== record.job.expectedDelivery && stage === "ordered";
  return newDelivery ? jobOrdered(facts, env, now) : null;
}

/**
 * 400 for a typed manufacturer, order number or order day on a job whose purchase orders are sent:
 * those facts come from the orders (written when each is sent). The same values sent back pass.
 */
async function refuseTypedOrderFacts(db: Database, job: Job, patch: JobPatch): Promise<void> {
  const typed = (["manufacturer", "orderNumber", "orderedOn"] as const).filter(
    (field) => patch[field] !== undefined && patch[field] !== job[field],
  );
  if (typed.length === 0 || (await sentOrderFacts(db, job.id)).length === 0) return;
  const message = "This job's order facts come from its purchase orders.";
  throw new ValidationError(message, Object.fromEntries(typed.map((field) => [field, [message]])));
}

/** Applies the office's change to the job `id` and answers the job page; 409 for a refused stage, a closed job, or a change made meanwhile. */
export async function patchJob(
  db: Database,
  env: ServerEnv,
  id: string,
  patch: JobPatch,
  { admin, now }: { admin: Actor; now: Date },
): Promise<AdminJobDetail> {
  const record = await jobById(db, id);
  await refuseFreeTextOverOpenings(db, record.job, patch);
  await refuseTypedOrderFacts(db, record.job, patch);
  return changeJob(db, env, record, patch, { admin, now });
}

/**
 * Applies a change to the job `record` as the stage rule allows, with its timeline event and the
 * customer's notice, and answers the job page: the office's PATCH, and the system's own steps
 * (an order sent moves the job to ordered with the orders' facts).
 */
export async function changeJob(
  db: Database,
  env: ServerEnv,
  record: JobRecord,
  patch: JobPatch,
  { admin, now }: { admin: Actor; now: Date },
): Promise<AdminJobDetail> {
  const { job, install } = record;
  const id = job.id;
  const stage = stageOf(job);
  const change = stageChangeOf(record, patch, now);
  const set = columnsOf(job, patch, change, now);
  const changed = changesOf(job, set);
  if (stage === "cancelled" && Object.keys(changed).length > 0) throw new ConflictError(REFUSED.closed(null));
  const released = change !== null && releasesInstallDays(change.to) && install.dates.length > 0;
  const notice = patch.notify === false ? null : await noticeOf(db, record, change, set, released, env, now);
  const kind = kindOf(change, changed);
  const installing = change !== null && marksInstalled(stageFactsOf(record, now), change.to);
  const eventChanges = {
    ...changed,
    ...(change?.move === "correction" && { correction: true }),
    ...(change && change.move !== "forward" && { move: change.move }),
    ...(released && { releasedDates: install.dates }),
    // The permit as it now stands, for the timeline's title ("Permit issued: BP-2026-1234").
    ...(kind === "permit" &&
      patch.permit && { permit: { required: patch.permit.required, number: patch.permit.number, status: patch.permit.status } }),
  };
  const stored = await writeJobChange(db, {
    jobId: id,
    atStages: [stage],
    set,
    releaseInstallDays: released,
    events: [
      {
        actor: admin.email,
        kind,
        fromStage: stage,
        toStage: change?.to ?? stage,
        note: patch.note ?? "",
        notified: Boolean(notice?.emails.length),
        changes: eventChanges,
      },
    ],
    activity: activityBy(admin, `job.${kind}`, {
      at: now,
      jobId: id,
      detail: { fromStage: stage, toStage: change?.to ?? stage, ...eventChanges, ...(patch.note && { note: patch.note }) },
    }),
    emails: notice?.emails ?? [],
    links: notice?.links,
    needsPhotos: installing,
    ...(installing && { installBegunBy: phoenixDate(now) }),
    now,
  });
  if (!stored) throw new ConflictError(CHANGED_MEANWHILE);
  await deliverNotice(db, env, notice ?? SILENT, stored, { now });
  return jobDetail(db, env, id, now);
}
