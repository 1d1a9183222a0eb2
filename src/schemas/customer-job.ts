/**
 * A job as its customer sees it: the quote page's `job` (GET /api/quotes/{token}) and each job of
 * their own page (GET /api/my/{token}). The stages it reached and when (the office's notes are
 * never shown), what happens next, the install's days and the warranty.
 */
import type { JobStage } from "@/core/job-stages";
import type { NextStep } from "@/core/job-stages";

/** One step of a job as its customer sees it: the stage reached and when (the office's notes are not shown). */
export interface CustomerTimelineEntry {
  stage: JobStage;
  at: string;
}

/** The warranty, once the job is completed. */
export interface JobWarranty {
  manufacturer: string | null;
  orderNumber: string | null;
  /** The manufacturer's warranty and its registration, from the business facts; null when unknown. */
  warrantyUrl: string | null;
  registrationUrl: string | null;
  /** The company's workmanship warranty, in the customer's language. */
  workmanship: string;
  /** The site's warranty page. */
  workmanshipUrl: string;
}

/** A job as its customer sees it: the quote page's `job`, and each job of their own page. */
export interface CustomerJob {
  id: string;
  number: number;
  stage: JobStage;
  timeline: CustomerTimelineEntry[];
  next: NextStep;
  /** `next` as one sentence in the language asked for (src/i18n/jobs.ts). */
  nextSentence: string;
  expectedDelivery: string | null;
  expectedDeliveryPrecision: "day" | "week";
  install: { days: number; dates: string[]; canChoose: boolean };
  manufacturer: string | null;
  /** The chosen option's name. */
  optionName: string;
  jobAddress: string;
  warranty: JobWarranty | null;
}
