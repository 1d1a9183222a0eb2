/**
 * Reading a job for its use cases: by id (404 when none), its scope as signed, the facts the
 * rules read (stage, next step, flags) and the facts its notices name. Shared by every use case
 * of this folder.
 */
import { amountOwed, jobMoney, type AmountOwed } from "@/core/job-money";
import { isJobStage, type JobStage } from "@/core/job-stages";
import { nextStep, type NextStep } from "@/core/server/job-next";
import { installAhead, type InstallJobFacts } from "@/core/server/install-days";
import type { StageFacts } from "@/core/server/job-stage-change";
import { toLocale, type Locale } from "@/i18n/locales";
import type { JobScope } from "@/core/server/job-scope";
import type { Database } from "../db/client";
import { readJob, remeasureVisitOf, type JobRecord } from "../db/jobs/jobs";
import { jobMoneyFacts } from "../db/money/job-money";
import { jobLedgerRows } from "../db/money/ledger";
import type { Job } from "../db/schema";
import { NotFoundError } from "../http/errors";
import type { JobNoticeFacts } from "../notify/jobs";

export type { JobRecord } from "../db/jobs/jobs";

/** The 404 of a job id that names none. */
export const JOB_NOT_FOUND = "There is no such job.";

/** The job with this id; 404 when none. */
export async function jobById(db: Database, id: string): Promise<JobRecord> {
  const record = await readJob(db, id);
  if (!record) throw new NotFoundError(JOB_NOT_FOUND);
  return record;
}

/** What the stage rule reads of a job at `now`: its stage, the stage it left when on hold, its install days (and whether they have begun) and photos. */
export function stageFactsOf({ job, install, photoCount }: JobRecord, now: Date): StageFacts {
  return {
    stage: stageOf(job),
    stageBeforeHold: optionalStage(job.stageBeforeHold),
    hasInstallDays: install.dates.length > 0,
    hasPhotos: photoCount > 0,
    installAhead: installAhead(install.dates, now),
  };
}

/** What the install booking rule reads of a job: its stage, early scheduling and the days booked. */
export function installFactsOf({ job, install }: JobRecord): InstallJobFacts {
  return { stage: stageOf(job), schedulingOpen: job.schedulingOpen, installDates: install.dates };
}

/** The job's stage, as the column's check allows only stages. */
export function stageOf(job: Pick<Job, "stage">): JobStage {
  return isJobStage(job.stage) ? job.stage : "signed";
}

/** A stored stage column that may be null. */
export function optionalStage(stage: string | null): JobStage | null {
  return stage !== null && isJobStage(stage) ? stage : null;
}

/** "day" or "week", as the column's check allows. */
export function precisionOf(job: Pick<Job, "expectedDeliveryPrecision">): "day" | "week" {
  return job.expectedDeliveryPrecision === "week" ? "week" : "day";
}

/** The customer's language. */
export function localeOf(job: Pick<Job, "locale">): Locale {
  return toLocale(job.locale);
}

/** The scope as stored. */
export function scopeOf(job: Pick<Job, "scope">): JobScope {
  return job.scope as JobScope;
}

/**
 * What happens next for the job as it stands, or as a change leaves it (`job`, `installDates`):
 * the re-measure's day read while it waits for one, and what is still owed once completed.
 */
export async function nextOf(
  db: Database,
  record: JobRecord,
  job: Job = record.job,
  installDates: readonly string[] = record.install.dates,
): Promise<NextStep> {
  const stage = stageOf(job);
  const [visit, owed] = await Promise.all([
    stage === "signed" ? remeasureVisitOf(db, job.id) : null,
    stage === "completed" ? owedOf(db, job.id) : undefined,
  ]);
  return nextStep({
    stage,
    expectedDelivery: job.expectedDelivery,
    expectedDeliveryPrecision: precisionOf(job),
    schedulingOpen: job.schedulingOpen,
    installDates,
    remeasureOn: visit && visit.status !== "cancelled" ? visit.appointmentDate : null,
    owed,
  });
}

/** What the customer of job `jobId` still owes (src/core/job-money.ts `amountOwed`). */
async function owedOf(db: Database, jobId: string): Promise<AmountOwed> {
  const [facts, rows] = await Promise.all([jobMoneyFacts(db, [jobId]), jobLedgerRows(db, jobId)]);
  const read = facts.get(jobId);
  if (!read) throw new NotFoundError(JOB_NOT_FOUND);
  return amountOwed(jobMoney(read.facts), read.facts.onItsWayCents, rows.invoices);
}

/** What a notice about the job names, after a change that leaves it as `after` says. */
export function noticeFactsOf(
  record: JobRecord,
  after: {
    next: NextStep;
    installDates?: readonly string[];
    installSequence?: number;
    job?: Partial<Pick<Job, "manufacturer" | "orderNumber" | "installDays">>;
  },
): JobNoticeFacts {
  const { job, customer } = record;
  return {
    id: job.id,
    number: job.number,
    locale: localeOf(job),
    customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
    consent: job.appointmentId ? { appointmentId: job.appointmentId } : { leadId: job.leadId! },
    jobAddress: job.jobAddress,
    manufacturer: after.job?.manufacturer !== undefined ? after.job.manufacturer : job.manufacturer,
    orderNumber: after.job?.orderNumber !== undefined ? after.job.orderNumber : job.orderNumber,
    installDates: after.installDates ?? record.install.dates,
    installSequence: after.installSequence ?? job.installSequence,
    installDays: after.job?.installDays ?? job.installDays,
    next: after.next,
  };
}
