/**
 * The job page (GET `adminJob`): the job, its customer and how a change would reach
 * them, its timeline, order, install days, re-measure and openings (both sizes), photos, the deposit's payments, its money
 * after the signature (contract, paid, balance, change orders, invoices), what it costs and
 * earns, its flags and what happens next.
 */
import type { InstallOpening } from "@/core/install-sheet";
import { signedAsLeadSafe } from "../db/lead-safe/acknowledgments";
import { JOB_STAGES } from "@/core/job-stages";
import { flagCutoffs } from "@/core/server/job-flags";
import { mayBookInstall, mayOpenSchedulingEarly, mayChangeBookedInstall } from "@/core/server/install-days";
import { decideStageChange } from "@/core/server/job-stage-change";
import type { AdminJobDetail, JobInstall } from "@/schemas/job";
import type { Database } from "../db/client";
import { jobTaxRule } from "../db/change-orders/change-orders";
import { listJobEvents } from "../db/jobs/events";
import { remeasureVisitOf, type JobRecord } from "../db/jobs/jobs";
import { listPhotos } from "../db/photos/photos";
import { signatureAndPayments } from "../db/quotes/quotes";
import { loadCalendarSettings } from "../db/settings/calendar";
import type { ServerEnv } from "../env";
import { installUnitsOf } from "./install-units";
import { jobEarningsView } from "./job-earnings";
import { jobMoneyView } from "../money/job-money";
import { customerReach } from "../notify/reach";
import { adminPhotoUrl, photoSummary } from "../photos/photo-response";
import { jobOpenings } from "../openings/openings";
import { sentOrderFacts } from "./order-facts";
import { paymentView } from "../quotes/customer-view";
import { installFactsOf, jobById, localeOf, nextOf, optionalStage, precisionOf, scopeOf, stageFactsOf, stageOf } from "./records";
import { REMEASURE_AT } from "./remeasure";
import { flagsOf, permitOf, toTimelineEntry } from "./views";

/**
 * The stages the office may move the job to at `now` without a correction, in order. Installed
 * stays offered while the job has no photo: the office's click is answered with why (add the
 * after photos first) rather than the step vanishing without a word. Before the install's first
 * day it is not offered at all (nor a skip to completed): the page says from when it will be.
 */
function forwardStagesOf(record: JobRecord, now: Date) {
  const facts = { ...stageFactsOf(record, now), hasPhotos: true };
  return JOB_STAGES.filter((to) => {
    const decision = decideStageChange(facts, to);
    return decision !== null && !("refused" in decision);
  });
}

/** The install as the job page shows it at `now`: its days, and what the office may do with them (the core decides; the page only shows it). */
function installOf(record: JobRecord, openings: InstallOpening[], now: Date): JobInstall {
  const { job, install } = record;
  const facts = installFactsOf(record);
  const stageFacts = stageFactsOf(record, now);
  const refusal = decideStageChange(stageFacts, "installed");
  return {
    days: job.installDays,
    crew: install.crew,
    crewName: install.crewName,
    dates: install.dates,
    schedulingOpen: job.schedulingOpen,
    canBook: mayBookInstall(facts, "office"),
    canOpenEarly: mayOpenSchedulingEarly(facts),
    canChangeCrew: mayChangeBookedInstall(facts),
    installedFrom: refusal && "refused" in refusal && refusal.refused === "install-not-begun" ? stageFacts.installAhead : null,
    openings,
  };
}

/** The job page of job `id` at `now`; 404 when there is none. */
export async function jobDetail(db: Database, env: ServerEnv, id: string, now: Date): Promise<AdminJobDetail> {
  const record = await jobById(db, id);
  const { job, customer } = record;
  const owner = job.appointmentId ? { id: job.appointmentId, of: "appointment" as const } : { id: job.leadId!, of: "lead" as const };
  const [events, photos, { payments }, visit, settings, reach, next, money, tax, sheet, earnings, purchaseOrders, units, leadSafe] =
    await Promise.all([
      listJobEvents(db, id),
      listPhotos(db, { jobId: id }),
      signatureAndPayments(db, job.quoteId),
      remeasureVisitOf(db, id),
      loadCalendarSettings(db),
      customerReach(db, env, { id: owner.id, email: customer.email, locale: job.locale }, owner.of),
      nextOf(db, record),
      jobMoneyView(db, id),
      jobTaxRule(db, id),
      jobOpenings(db, job),
      jobEarningsView(db, id),
      sentOrderFacts(db, id),
      installUnitsOf(db, [id]),
      signedAsLeadSafe(db, job.quoteId),
    ]);
  return {
    id: job.id,
    number: job.number,
    stage: stageOf(job),
    stageBeforeHold: optionalStage(job.stageBeforeHold),
    quoteId: job.quoteId,
    quoteNumber: record.quoteNumber,
    customer: {
      name: `${customer.firstName} ${customer.lastName}`,
      firstName: customer.firstName,
      email: customer.email,
      phone: customer.phone,
      locale: localeOf(job),
      appointmentId: job.appointmentId,
      leadId: job.leadId,
      reach,
    },
    jobAddress: job.jobAddress,
    leadSafe,
    totalCents: job.totalCents,
    depositCents: job.depositCents,
    channel: job.channel,
    scope: scopeOf(job),
    tax: tax ?? { taxClass: null, rateBasisPoints: 0 },
    timeline: events.map(toTimelineEntry),
    order: {
      manufacturer: job.manufacturer,
      orderNumber: job.orderNumber,
      orderedOn: job.orderedOn,
      expectedDelivery: job.expectedDelivery,
      expectedDeliveryPrecision: precisionOf(job),
      deliveredOn: job.deliveredOn,
      purchaseOrders,
    },
    install: installOf(record, units.get(id) ?? [], now),
    permit: permitOf(job),
    measurements: {
      measuredOn: job.measuredOn,
      notes: job.measurements,
      notesEditable: !sheet.sizedByOpenings,
      finalSizesOpen: REMEASURE_AT.includes(stageOf(job)),
      visit: visit && {
        appointmentId: visit.id,
        appointmentDate: visit.appointmentDate,
        appointmentTime: visit.appointmentTime,
        status: visit.status,
      },
    },
    openings: sheet.openings,
    photos: photos.map((photo) => photoSummary(photo, adminPhotoUrl)),
    payments: payments.map(paymentView),
    ...money,
    ...earnings,
    flags: flagsOf(job, flagCutoffs(settings, now)),
    next,
    forwardStages: forwardStagesOf(record, now),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}
