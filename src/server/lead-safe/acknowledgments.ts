/**
 * The owner's acknowledgment of EPA's pamphlet before the install (40 CFR 745.84(a): within the
 * 60 days before the work starts): what the install chooser shows, the check every booking
 * makes (the customer's and the office's), and the acknowledgment given again from the quote's
 * page. A job meets it when its contract was signed as one for a home built before 1978.
 */
import { acknowledgmentCovers } from "@/core/lead-safe";
import { phoenixDate } from "@/core/phoenix-time";
import { renovateRightPamphlet } from "@/i18n/lead-safe";
import type { Locale } from "@/i18n/locales";
import type { LeadSafeInstallState } from "@/schemas/lead-safe";
import type { Database } from "../db/client";
import { insertAcknowledgment, listAcknowledgments, signedAsLeadSafe } from "../db/lead-safe/acknowledgments";
import { ConflictError } from "../http/errors";

/** The Phoenix days the quote's acknowledgments were given on; null when its contract needs none. */
async function acknowledgedDays(db: Database, quoteId: string): Promise<string[] | null> {
  if (!(await signedAsLeadSafe(db, quoteId))) return null;
  return (await listAcknowledgments(db, quoteId)).map((row) => phoenixDate(row.acknowledgedAt));
}

/**
 * The start days of `offered` a booking may take for the quote's job at `now`, and what the
 * chooser shows: for a home that needs lead-safe work, only days an acknowledgment given today
 * would cover (a later one cannot be booked yet), and the chooser asks again while an offered
 * day is not covered by one given already.
 */
export async function leadSafeInstallDays(
  db: Database,
  quoteId: string,
  offered: string[],
  now: Date,
): Promise<{ dates: string[]; leadSafe: LeadSafeInstallState }> {
  const days = await acknowledgedDays(db, quoteId);
  if (days === null) return { dates: offered, leadSafe: { required: false, lastAcknowledgedOn: null, askAgain: false } };
  const today = phoenixDate(now);
  const dates = offered.filter((day) => acknowledgmentCovers([today], day));
  return {
    dates,
    leadSafe: {
      required: true,
      lastAcknowledgedOn: days.at(-1) ?? null,
      askAgain: dates.some((day) => !acknowledgmentCovers(days, day)),
    },
  };
}

/** 409 with `message` when the quote's job needs an acknowledgment within the 60 days before `firstDay` and has none. */
export async function requireAcknowledgment(db: Database, quoteId: string, firstDay: string, message: string): Promise<void> {
  const days = await acknowledgedDays(db, quoteId);
  if (days !== null && !acknowledgmentCovers(days, firstDay)) throw new ConflictError(message);
}

/** What the customer gave from the quote's page. */
export interface AcknowledgmentGiven {
  name: string;
  locale: Locale;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Records the acknowledgment given again before the install (source "install"), the pamphlet in
 * the customer's language; 409 (`notNeeded`) for a job whose contract needs none.
 */
export async function acknowledgeBeforeInstall(
  db: Database,
  quoteId: string,
  given: AcknowledgmentGiven,
  { now, notNeeded }: { now: Date; notNeeded: string },
): Promise<{ acknowledgedOn: string }> {
  if (!(await signedAsLeadSafe(db, quoteId))) throw new ConflictError(notNeeded);
  const row = await insertAcknowledgment(db, {
    quoteId,
    source: "install",
    typedName: given.name,
    ipAddress: given.ipAddress,
    userAgent: given.userAgent,
    pamphletEdition: renovateRightPamphlet[given.locale].edition,
    locale: given.locale,
    at: now,
  });
  return { acknowledgedOn: phoenixDate(row.acknowledgedAt) };
}
