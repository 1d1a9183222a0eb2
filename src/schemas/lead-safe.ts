/**
 * Lead-safe work in homes built before 1978 (src/core/lead-safe.ts): the home's year built as the
 * office records it, the customer's acknowledgment of EPA's pamphlet given again before the
 * install, and the acknowledgments as the office reads them.
 */
import { EARLIEST_YEAR_BUILT } from "@/core/lead-safe";
import type { LeadSafeSource } from "@/core/lead-safe";
import { isPlainText } from "@/core/plain-text";
import { leadSafeCustomerWords } from "@/i18n/lead-safe";
import { locales, type Locale } from "@/i18n/locales";
import { quotePageCopy } from "@/i18n/quotes";
import { z } from "./zod";

/** The words of a year outside what a home's year built can be. */
export const YEAR_BUILT_MESSAGE = `Type the year the home was built, from ${EARLIEST_YEAR_BUILT} to this year, or leave it empty if nobody knows`;

/**
 * The year a home was built; null: unknown, which counts as before 1978 until someone sets it.
 * A year not yet come is refused where the clock is read (src/server/lead-safe/year-built.ts).
 */
export const yearBuiltField = z
  .number({ error: YEAR_BUILT_MESSAGE })
  .int(YEAR_BUILT_MESSAGE)
  .min(EARLIEST_YEAR_BUILT, YEAR_BUILT_MESSAGE)
  .max(9999, YEAR_BUILT_MESSAGE)
  .nullable();

/** POST /api/quotes/{token}/lead-safe: the acknowledgment given again before the install, its messages in the page's language. */
export const leadSafeAcknowledgeSchemaFor = (locale: Locale) => {
  const m = quotePageCopy[locale].errors;
  return z.object({
    /** The owner's full name as typed. */
    name: z.string({ error: m.typeName }).trim().min(2, m.typeName).max(120, m.nameTooLong).refine(isPlainText, m.typeName),
    /** "I received the pamphlet": must be exactly true. */
    agree: z.literal(true, { error: leadSafeCustomerWords[locale].agree }),
    locale: z.enum(locales).optional().default("en"),
  });
};

/** One acknowledgment as the office reads it. */
export interface LeadSafeAcknowledgmentView {
  source: LeadSafeSource;
  typedName: string;
  /** ISO instant. */
  acknowledgedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  pamphletEdition: string;
  locale: string;
}

/** What the install chooser shows about lead-safe work: asked again while no acknowledgment covers the days it offers. */
export interface LeadSafeInstallState {
  /** The home needs lead-safe work (built before 1978, or of an unknown year). */
  required: boolean;
  /** The last Phoenix day an acknowledgment was given; null for none. */
  lastAcknowledgedOn: string | null;
  /** The chooser asks for the acknowledgment again before a day can be chosen. */
  askAgain: boolean;
}
