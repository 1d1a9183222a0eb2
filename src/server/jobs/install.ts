/**
 * A job's install days: the start days a customer is offered, the customer's choice from the
 * quote's page, and the office's booking, move and unbooking. Which days a start takes and which
 * starts are offered are the core's (src/core/server/install-days.ts); the database judges who
 * gets a crew-day (src/server/db/jobs/install-days.ts). Booking moves the job to "scheduled",
 * unbooking back to where its facts say (a system event, not a correction).
 */
import {
  installDates,
  installHorizon,
  mayBookInstall,
  mayChangeBookedInstall,
  offeredStartDays,
  startDayProblem,
  type InstallBooker,
  type InstallCalendar,
} from "@/core/server/install-days";
import { nextStep } from "@/core/server/job-next";
import { stageAfterUnbooking } from "@/core/server/job-stage-change";
import type { JobStage } from "@/core/job-stages";
import { jobPageWords } from "@/i18n/jobs";
import { leadSafeCustomerWords } from "@/i18n/lead-safe";
import type { Locale } from "@/i18n/locales";
import { permitWords } from "@/i18n/permits";
import type { CustomerInstallResult, InstallBooking, InstallDates } from "@/schemas/job";
import { activityBy, type Actor } from "../db/activity/activity";
import type { Database } from "../db/client";
import { activeCrewNumbers, crewNamesById } from "../db/crews";
import { bookInstallDays, changeInstallCrew, listHeldCrewDays, unbookInstallDays, type InstallWrite } from "../db/jobs/install-days";
import type { NewJobEvent } from "../db/jobs/events";
import { loadCalendarSettings } from "../db/settings/calendar";
import { uniqueViolation } from "../db/unique-violation";
import type { ServerEnv } from "../env";
import { ConflictError, ValidationError } from "../http/errors";
import { deliverNotice, SILENT } from "../notify/notice";
import { leadSafeInstallDays, requireAcknowledgment } from "../lead-safe/acknowledgments";
import { installBooked, installChosenNotification, installMoved, installUnbooked, type JobNotice } from "../notify/jobs";
import { installFactsOf, noticeFactsOf, optionalStage, precisionOf, stageOf, type JobRecord } from "./records";
import { permitOf } from "./views";

/**
 * The start days `by` is offered for `record` at `now`, each with a crew free on all the job's
 * days (a move may keep the job's own days): none while `by` may not book (the customer's until
 * delivery or scheduling opened early, and once booked). The core decides both; the choosers
 * only show this list.
 */
export async function offeredInstallDates(db: Database, record: JobRecord, now: Date, by: InstallBooker): Promise<InstallDates> {
  const days = record.job.installDays;
  if (!mayBookInstall(installFactsOf(record), by)) return { dates: [], days };
  const [settings, crews] = await Promise.all([loadCalendarSettings(db), activeCrewNumbers(db)]);
  const horizon = installHorizon(settings, days, now);
  const held = await listHeldCrewDays(db, horizon.first, horizon.last);
  // A home built before 1978: only days the pamphlet's acknowledgment can cover, and whether to ask for it again.
  const { dates, leadSafe } = await leadSafeInstallDays(
    db,
    record.job.quoteId,
    offeredStartDays(settings, held, days, now, { by, crews, leaving: record.job.id }),
    now,
  );
  return { dates, days, leadSafe };
}

/**
 * Books the days, retrying on fresh rows when another booking took a crew-day between this
 * statement's look and its write: each retry follows a booking that committed, and at most
 * crews × days of them can take this job's days, so the loop ends. Null when no crew is free.
 */
async function bookWithRetry(db: Database, write: InstallWrite): Promise<Awaited<ReturnType<typeof bookInstallDays>>> {
  let attempts: number | undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      return await bookInstallDays(db, write);
    } catch (error) {
      if (uniqueViolation(error) === null) throw error;
      attempts ??= (await activeCrewNumbers(db)).length * write.dates.length + 1;
      if (attempt >= attempts) throw error;
    }
  }
}

/** The days `start` takes for the job, by the calendar `settings`; 400 (naming `startDate`, with `message`) when `by` may not start one then. */
function datesFrom(
  settings: InstallCalendar,
  start: string,
  days: number,
  now: Date,
  { by, message }: { by: InstallBooker; message: string },
): string[] {
  const problem = startDayProblem(settings, start, now, { by });
  const dates = problem ? [] : installDates(settings, start, days);
  if (dates.length !== days) throw new ValidationError(message, { startDate: [message] });
  return dates;
}

/** The booking's notice, the event and the write, for either side. */
async function book(
  db: Database,
  env: ServerEnv,
  record: JobRecord,
  dates: string[],
  {
    actor,
    admin,
    atStages,
    notify,
    now,
    extraEmails = [],
  }: {
    actor: string;
    /** The office's person who books, for who did what; none for the customer's own choice. */
    admin?: Actor;
    atStages: readonly JobStage[];
    notify: boolean;
    now: Date;
    extraEmails?: JobNotice["emails"];
  },
) {
  const { job, install } = record;
  const moving = install.dates.length > 0;
  const facts = noticeFactsOf(record, { next: { step: "install", dates }, installDates: dates, installSequence: job.installSequence + 1 });
  const notice = notify ? (moving ? installMoved(facts, env, now) : installBooked(facts, env, now)) : null;
  const event: NewJobEvent = {
    actor,
    kind: moving ? "install-moved" : "install-booked",
    fromStage: stageOf(job),
    toStage: "scheduled",
    notified: Boolean(notice?.emails.length),
    changes: { dates, ...(moving && { previousDates: install.dates }) },
  };
  const booked = await bookWithRetry(db, {
    jobId: job.id,
    atStages,
    dates,
    stage: "scheduled",
    schedulingOpen: job.schedulingOpen,
    events: [event],
    emails: [...(notice?.emails ?? []), ...(notice ? extraEmails : [])],
    links: notice?.links,
    ...(admin && {
      activity: activityBy(admin, `job.${event.kind}`, {
        at: now,
        jobId: job.id,
        detail: { fromStage: event.fromStage, toStage: event.toStage, ...event.changes },
      }),
    }),
    now,
  });
  if (booked) await deliverNotice(db, env, notice ?? SILENT, booked.emails, { now });
  return booked;
}

/** The office's 409 of a booking for a home built before 1978 without the pamphlet's acknowledgment in the 60 days before its first day. */
export const INSTALL_NEEDS_ACKNOWLEDGMENT =
  "This home was built before 1978 (or its year is unknown): EPA's RRP rule needs the owner's acknowledgment of the Renovate Right pamphlet within the 60 days before the install's first day, and there is none. The customer confirms it again from their quote's page (the install chooser asks); then book the day.";

/**
 * The customer's choice of a start day from the quote's page: 200 with the days; 400 for a day
 * not offered (past, too soon, closed, beyond the calendar's weeks); 409 when no crew is free on one of its
 * days any more (taken meanwhile), when the days are booked already, or before they can be chosen.
 */
export async function chooseInstall(
  db: Database,
  env: ServerEnv,
  record: JobRecord,
  startDate: string,
  locale: Locale,
  now: Date,
): Promise<CustomerInstallResult> {
  const words = jobPageWords[locale];
  if (record.install.dates.length > 0) throw new ConflictError(words.alreadyBooked);
  if (!mayBookInstall(installFactsOf(record), "customer")) throw new ConflictError(words.notOpen);
  const settings = await loadCalendarSettings(db);
  const dates = datesFrom(settings, startDate, record.job.installDays, now, { by: "customer", message: words.notOffered });
  await requireAcknowledgment(db, record.job.quoteId, dates[0]!, leadSafeCustomerWords[locale].installNeedsAcknowledgment);
  const facts = noticeFactsOf(record, { next: { step: "install", dates }, installDates: dates });
  const booked = await book(db, env, record, dates, {
    actor: "customer",
    atStages: [stageOf(record.job)],
    notify: true,
    now,
    extraEmails: [installChosenNotification(facts, env)],
  });
  if (!booked) throw new ConflictError(words.taken);
  return { stage: "scheduled", dates };
}

/**
 * The office books (or moves) the install from `startDate`: 201 with the days; 400 for a start
 * day the office's chooser does not offer (past or its work begun, closed, beyond the calendar's
 * weeks); 409 when no crew is free on one of the days, or the job is on hold,
 * installed or closed. The customer hears of it unless `notify` is false.
 *
 * A job whose permit is required and not issued is a 409 naming `confirmPermit` until the office
 * confirms it books anyway (the permit may come before the day; the office decides). The
 * customer's own chooser is never held back by a permit: the office answers for the permit, and
 * it warns the office on the job page and the flags instead.
 */
export async function bookInstallByOffice(
  db: Database,
  env: ServerEnv,
  record: JobRecord,
  { startDate, notify = true, confirmPermit = false }: { startDate: string; notify?: boolean; confirmPermit?: boolean },
  admin: Actor,
  now: Date,
): Promise<InstallBooking> {
  const stage = stageOf(record.job);
  if (!mayBookInstall(installFactsOf(record), "office"))
    throw new ConflictError(`A job that is ${stage.replace("_", " ")} cannot be booked. Resume it first, or correct its stage.`);
  const permit = permitOf(record.job);
  if (permit.pending && !confirmPermit) {
    const warning = permitWords.en.bookingWarning(permit.status);
    throw new ConflictError(warning, { confirmPermit: [warning] });
  }
  const settings = await loadCalendarSettings(db);
  const dates = datesFrom(settings, startDate, record.job.installDays, now, {
    by: "office",
    message:
      "That day cannot start an install: it is past or its work has begun, the calendar is closed that day (a closed weekday, a holiday or a day off), or it is beyond the calendar's weeks ahead. Choose one of the days offered.",
  });
  await requireAcknowledgment(db, record.job.quoteId, dates[0]!, INSTALL_NEEDS_ACKNOWLEDGMENT);
  const booked = await book(db, env, record, dates, { actor: admin.email, admin, atStages: [stage], notify, now });
  if (!booked) throw new ConflictError("No crew is free on one of those days (or the job changed meanwhile). Choose another start day.");
  return { jobId: record.job.id, stage: "scheduled", crew: booked.crew, dates };
}

/**
 * The office unbooks the install days: the job goes back to where its facts say (delivered once
 * delivery is recorded), a system move of the stage, not a correction; an on-hold job stays on
 * hold. The customer's calendar event is removed unless `notify` is false. 409 when none are booked.
 */
export async function unbookInstall(
  db: Database,
  env: ServerEnv,
  record: JobRecord,
  { notify = true }: { notify?: boolean },
  admin: Actor,
  now: Date,
): Promise<InstallBooking> {
  const { job, install } = record;
  const stage = stageOf(job);
  if (!mayChangeBookedInstall(installFactsOf(record)))
    throw new ConflictError("This job has no install days to unbook before its install.");
  const back = stageAfterUnbooking(job);
  const after = stage === "scheduled" ? back : stage;
  const beforeHold = stage === "on_hold" && optionalStage(job.stageBeforeHold) === "scheduled" ? back : optionalStage(job.stageBeforeHold);
  const next = nextStep({
    stage: after,
    expectedDelivery: job.expectedDelivery,
    expectedDeliveryPrecision: precisionOf(job),
    schedulingOpen: job.schedulingOpen,
    installDates: [],
    remeasureOn: null,
  });
  const facts = noticeFactsOf(record, { next, installDates: [], installSequence: job.installSequence + 1 });
  const notice = notify ? installUnbooked(facts, install.dates, env, now) : null;
  const event: NewJobEvent = {
    actor: admin.email,
    kind: "install-unbooked",
    fromStage: stage,
    toStage: after,
    notified: Boolean(notice?.emails.length),
    changes: { previousDates: install.dates, system: "the stage follows the unbooking" },
  };
  const stored = await unbookInstallDays(db, {
    jobId: job.id,
    atStage: stage,
    stage: after,
    stageBeforeHold: stage === "on_hold" ? beforeHold : null,
    events: [event],
    emails: notice?.emails ?? [],
    links: notice?.links,
    activity: activityBy(admin, "job.install-unbooked", {
      at: now,
      jobId: job.id,
      detail: { fromStage: stage, toStage: after, previousDates: install.dates },
    }),
    now,
  });
  if (!stored) throw new ConflictError("The job changed while you were editing it. Reload it and try again.");
  await deliverNotice(db, env, notice ?? SILENT, stored, { now });
  return { jobId: job.id, stage: after, crew: null, dates: [] };
}

/**
 * The office hands the job's booked days to another crew (`crewId`), the days unchanged: 200 with
 * the crew; 400 naming `crewId` for no such crew; 409 when the job holds no days it may change, or
 * the crew is retired or busy on one of the days (or took one meanwhile). The customer is not told: the days they were given
 * stay. The timeline says which crew now holds them.
 */
export async function moveInstallToCrew(
  db: Database,
  record: JobRecord,
  crewId: string,
  admin: string,
  now: Date,
): Promise<InstallBooking> {
  const { job, install } = record;
  const stage = stageOf(job);
  if (!mayChangeBookedInstall(installFactsOf(record))) throw new ConflictError("This job holds no install days to give another crew.");
  const busy = "That crew is retired or busy on one of the job's days. Choose another crew, or move the install to other days.";
  // The timeline names the new crew, so its name is read first; the statement writes the entry only when the crew changes.
  const crewName = (await crewNamesById(db)).get(crewId.toLowerCase());
  if (!crewName) throw new ValidationError(undefined, { crewId: [`No crew has the id ${crewId}`] });
  const event: NewJobEvent = {
    actor: admin,
    kind: "install-settings",
    fromStage: stage,
    toStage: stage,
    notified: false,
    changes: { crew: crewName, previousCrew: install.crewName, dates: install.dates },
  };
  const moved = await changeInstallCrew(db, {
    jobId: job.id,
    atStage: stage,
    crewId: crewId.toLowerCase(),
    events: [event],
    now,
  }).catch((error: unknown) => {
    throw uniqueViolation(error) === null ? error : new ConflictError(busy);
  });
  if (!moved) throw new ConflictError(busy);
  return { jobId: job.id, stage, crew: moved.crew, dates: install.dates };
}
