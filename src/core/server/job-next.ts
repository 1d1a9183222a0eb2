/**
 * What happens next in a job, and when: the one answer every notice to the customer and their
 * page give (the words are src/i18n/jobs.ts `nextStepWords`), so "where are my windows?" always
 * has an answer. Pure: the job's facts and the install days are given.
 */
import { formatDay } from "@/i18n/dates";
import { installDaysInWords, nextStepWords } from "@/i18n/jobs";
import type { Locale } from "@/i18n/locales";
import { formatCents } from "@/i18n/money";
import type { AmountOwed } from "../job-money";
import type { JobStage, NextStep } from "../job-stages";
import { mayBookInstall } from "./install-days";

export type { NextStep } from "../job-stages";

/** The facts the next step is read from. */
export interface NextFacts {
  stage: JobStage;
  expectedDelivery: string | null;
  expectedDeliveryPrecision: "day" | "week";
  schedulingOpen: boolean;
  /** The install's days, booked or none. */
  installDates: readonly string[];
  /** The re-measure visit's day, when one is booked. */
  remeasureOn: string | null;
  /** What is still owed (read for a completed job only): a completed job with money due asks for it. */
  owed?: AmountOwed;
}

/** The next step of a job: choosing the install days whenever the customer may (./install-days.ts decides when). */
export function nextStep(facts: NextFacts): NextStep {
  if (mayBookInstall(facts, "customer")) return { step: "choose-install" };
  switch (facts.stage) {
    case "signed":
      return { step: "re-measure", on: facts.remeasureOn };
    case "measured":
      return { step: "order" };
    case "ordered":
      return { step: "delivery", expected: facts.expectedDelivery, precision: facts.expectedDeliveryPrecision };
    case "delivered":
      return { step: "choose-install" };
    case "scheduled":
      return { step: "install", dates: [...facts.installDates] };
    case "installed":
      return { step: "completion" };
    case "completed":
      return facts.owed && facts.owed.dueCents > 0
        ? { step: "pay-balance", amountCents: facts.owed.dueCents, invoiced: facts.owed.invoicedCents > 0 }
        : { step: "done" };
    case "on_hold":
      return { step: "on-hold" };
    case "cancelled":
      return { step: "cancelled" };
  }
}

/** The next step as one sentence in `locale`: what every notice and the customer's page say. */
export function nextStepSentence(next: NextStep, locale: Locale): string {
  const w = nextStepWords[locale];
  switch (next.step) {
    case "re-measure":
      return next.on ? w.remeasureOn(formatDay(next.on, locale)) : w.remeasureSoon;
    case "order":
      return w.order;
    case "delivery":
      if (!next.expected) return w.deliveryUnknown;
      return next.precision === "week"
        ? w.deliveryWeekOf(formatDay(next.expected, locale))
        : w.deliveryOn(formatDay(next.expected, locale));
    case "choose-install":
      return w.chooseInstall;
    case "install":
      return w.install(installDaysInWords(next.dates, locale, "after-verb"));
    case "completion":
      return w.completion;
    case "done":
      return w.done;
    case "pay-balance":
      return (next.invoiced ? w.payInvoice : w.payBalanceSoon)(formatCents(next.amountCents, locale));
    case "on-hold":
      return w.onHold;
    case "cancelled":
      return w.cancelled;
  }
}
