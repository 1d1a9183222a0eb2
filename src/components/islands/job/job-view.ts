/**
 * What the customer's screens show of a job (the quote page after the signature, and each job of
 * their own page): the steps of its path with the day each was reached, which one it stands at,
 * the next step's sentence, the expected delivery, the install's days, the photos and the
 * warranty, each only when it has something to say. Pure: the job comes as the API answered it.
 */
import { JOB_PATH, stageRank, type JobPathStage, type JobStage } from "@/core/job-stages";
import { phoenixDate } from "@/core/phoenix-time";
import { formatDay } from "@/i18n/dates";
import { installDaysInWords, jobStageLabels } from "@/i18n/jobs";
import type { Locale } from "@/i18n/locales";
import { jobViewWords } from "@/i18n/my-page";
import type { CustomerJob } from "@/schemas/customer-job";

/** One step of the path as the timeline draws it. */
export interface TimelineStep {
  stage: JobPathStage;
  label: string;
  /** done: reached before now; current: where the job stands; upcoming: not yet. */
  state: "done" | "current" | "upcoming";
  /** The Phoenix day it was reached (YYYY-MM-DD), null when not reached. */
  on: string | null;
}

/**
 * The path's seven steps with the day each was first reached. A job on hold or cancelled stands
 * at none of them: the steps it reached are done, and the page says on hold or cancelled in the
 * next step's sentence.
 */
export function timelineSteps(job: Pick<CustomerJob, "stage" | "timeline">, locale: Locale): TimelineStep[] {
  const reachedOn = new Map<JobStage, string>();
  // The timeline is oldest first; a stage reached twice (after a correction) keeps its latest day.
  for (const entry of job.timeline) reachedOn.set(entry.stage, phoenixDate(new Date(entry.at)));
  const rank = stageRank(job.stage);
  const reachedRank = rank >= 0 ? rank : Math.max(-1, ...JOB_PATH.map((stage, index) => (reachedOn.has(stage) ? index : -1)));
  return JOB_PATH.map((stage, index) => {
    const state =
      index < reachedRank || (index === reachedRank && rank < 0)
        ? "done"
        : index === reachedRank
          ? stage === "completed"
            ? "done"
            : "current"
          : "upcoming";
    return { stage, label: jobStageLabels[locale][stage], state, on: index <= reachedRank ? (reachedOn.get(stage) ?? null) : null };
  });
}

/** Where the install-day chooser sits beside the job: on this page (the quote page), or behind a link (the customer's page). */
export type ChooserPlace = "here" | "elsewhere";

/**
 * The "what happens next" sentence: the server's (the notices say the same), except where the
 * chooser is right below it, which the sentence then points to.
 */
export function nextText(job: Pick<CustomerJob, "next" | "nextSentence" | "install">, locale: Locale, chooser: ChooserPlace): string {
  if (job.next.step === "choose-install" && job.install.canChoose && chooser === "here") return jobViewWords[locale].chooseBelow;
  return job.nextSentence;
}

/** What shows of a job besides its timeline and next step, each null or empty when it has nothing to say. */
export interface JobSections {
  /** "Expected delivery: …", while the windows are ordered and not yet delivered, unless the next step already says it. */
  expectedDelivery: string | null;
  /** "Our crew installs … on …", once install days are booked and until installed, unless the next step already names them. */
  installDays: string | null;
  /** The chooser (or the link to it). */
  chooseInstall: boolean;
  /** The warranty, once installed or completed and the server gave one. */
  warranty: boolean;
  photos: boolean;
}

/** `job`: the quote page's (no photos) or one of the customer's page (with its photos). */
export function jobSections(job: CustomerJob & { photos?: readonly unknown[] }, locale: Locale): JobSections {
  const t = jobViewWords[locale];
  const delivery =
    job.expectedDelivery && job.stage === "ordered" && job.next.step !== "delivery" ? formatDay(job.expectedDelivery, locale, true) : null;
  const installing =
    job.install.dates.length > 0 &&
    job.next.step !== "install" &&
    (job.stage === "scheduled" || job.stage === "delivered" || job.stage === "on_hold");
  return {
    expectedDelivery:
      delivery && (job.expectedDeliveryPrecision === "week" ? t.expectedDeliveryWeek(delivery) : t.expectedDelivery(delivery)),
    installDays: installing ? t.installDays(installDaysInWords(job.install.dates, locale, "after-verb")) : null,
    chooseInstall: job.install.canChoose,
    warranty: job.warranty !== null && (job.stage === "installed" || job.stage === "completed"),
    photos: (job.photos?.length ?? 0) > 0,
  };
}
