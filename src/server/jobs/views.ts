/**
 * A job as each screen reads it: a card of the board, the timeline's entries, and the job as its
 * customer sees it (the quote page, their own page), where the office's notes stay out.
 */
import { permitPending } from "@/core/permits";
import { jobFlags, type FlagCutoffs } from "@/core/server/job-flags";
import { mayBookInstall } from "@/core/server/install-days";
import { nextStepSentence, type NextStep } from "@/core/server/job-next";
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";
import type { AdminJob, CustomerJob, CustomerTimelineEntry, JobTimelineEntry, JobWarranty } from "@/schemas/job";
import type { JobPermit } from "@/schemas/permits";
import { business } from "@/config/business";
import type { NamedJobEvent } from "../db/jobs/events";
import type { JobRecord } from "../db/jobs/jobs";
import type { Job, JobEvent } from "../db/schema";
import { siteOrigin } from "../env";
import { manufacturerWarranty } from "../notify/jobs";
import { installFactsOf, optionalStage, precisionOf, scopeOf, stageOf } from "./records";

/** The flags of a job at the cutoffs. */
export function flagsOf(job: Job, cutoffs: FlagCutoffs) {
  return jobFlags(
    {
      stage: stageOf(job),
      expectedDelivery: job.expectedDelivery,
      expectedDeliveryPrecision: precisionOf(job),
      deliveredOn: job.deliveredOn,
      installedAt: job.installedAt,
      permit: permitOf(job),
      signOffIssuesAt: job.signOffIssuesAt,
    },
    cutoffs,
  );
}

/** The job's permit as recorded, and whether it holds the install back (required, not issued). */
export function permitOf(job: Job): JobPermit {
  const permit = {
    required: job.permitRequired,
    number: job.permitNumber,
    status: job.permitStatus,
    inspectionDate: job.permitInspectionDate,
  };
  return { ...permit, pending: permitPending(permit) };
}

/** A job as a card of the board, with its contract now (src/core/job-money.ts decides it). */
export function toAdminJob({ job, customer, quoteNumber, install }: JobRecord, cutoffs: FlagCutoffs, contractTotalCents: number): AdminJob {
  return {
    id: job.id,
    number: job.number,
    stage: stageOf(job),
    quoteId: job.quoteId,
    quoteNumber,
    customer: `${customer.firstName} ${customer.lastName}`,
    jobAddress: job.jobAddress,
    totalCents: job.totalCents,
    contractTotalCents,
    optionName: scopeOf(job).name,
    expectedDelivery: job.expectedDelivery,
    expectedDeliveryPrecision: precisionOf(job),
    installDates: install.dates,
    flags: flagsOf(job, cutoffs),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

/** One event as the job page's timeline shows it. */
export function toTimelineEntry(event: NamedJobEvent): JobTimelineEntry {
  const changes = (event.changes as Record<string, unknown> | null) ?? null;
  return {
    stage: optionalStage(event.toStage) ?? "signed",
    at: event.at.toISOString(),
    by: event.actor,
    byName: event.actorName,
    note: event.note,
    kind: event.kind,
    fromStage: optionalStage(event.fromStage),
    correction: changes?.correction === true,
    notified: event.notified,
    changes,
  };
}

/** The stages the customer saw the job reach, in order: its start and each change of stage (never the office's notes). */
export function customerTimeline(events: readonly JobEvent[]): CustomerTimelineEntry[] {
  return events.flatMap((event) => {
    const stage = optionalStage(event.toStage);
    const reached = event.kind === "created" || (event.fromStage !== null && event.fromStage !== event.toStage);
    return stage && reached ? [{ stage, at: event.at.toISOString() }] : [];
  });
}

/** The warranty of a completed job: the manufacturer's links (business facts) and the company's workmanship warranty, in `locale`. */
export function warrantyOf(job: Job, locale: Locale): JobWarranty | null {
  if (stageOf(job) !== "completed") return null;
  const links = manufacturerWarranty(job.manufacturer);
  return {
    manufacturer: job.manufacturer,
    orderNumber: job.orderNumber,
    warrantyUrl: links?.warrantyUrl ?? null,
    registrationUrl: links?.registrationUrl ?? null,
    workmanship: business.warranty.workmanship[locale],
    workmanshipUrl: `${siteOrigin()}${localizePath("/warranty", locale)}`,
  };
}

/** The job as its customer sees it, in `locale`. */
export function toCustomerJob(record: JobRecord, events: readonly JobEvent[], next: NextStep, locale: Locale): CustomerJob {
  const { job, install } = record;
  const stage = stageOf(job);
  return {
    id: job.id,
    number: job.number,
    stage,
    timeline: customerTimeline(events),
    next,
    nextSentence: nextStepSentence(next, locale),
    expectedDelivery: job.expectedDelivery,
    expectedDeliveryPrecision: precisionOf(job),
    install: { days: job.installDays, dates: install.dates, canChoose: mayBookInstall(installFactsOf(record), "customer") },
    manufacturer: job.manufacturer,
    optionName: scopeOf(job).name,
    jobAddress: job.jobAddress,
    warranty: warrantyOf(job, locale),
  };
}
