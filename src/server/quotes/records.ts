/**
 * Reading quotes: a quote with its customer (from the booking or lead it belongs to) and the
 * revision its link shows, found by id (by a link's token: src/server/private-links); and the
 * small conversions every use case of this folder shares.
 */
import type { DepositRule, PricedOption } from "@/core/quote-pricing";
import { toLocale, type Locale } from "@/i18n/locales";
import { findAppointment } from "../db/appointments/status";
import type { Database } from "../db/client";
import { findLead } from "../db/leads/leads";
import { readQuote, type QuoteRecord } from "../db/quotes/quotes";
import type { Quote, QuoteRevision } from "../db/schema";
import { NotFoundError } from "../http/errors";

/** A quote, its customer and the revision its link shows (read by src/server/db/quotes/quotes.ts). */
export type { QuoteRecord } from "../db/quotes/quotes";

/** The quote with this id; 404 when none. */
export async function quoteById(db: Database, id: string): Promise<QuoteRecord> {
  const record = await readQuote(db, id);
  if (!record) throw new NotFoundError("There is no such quote.");
  return record;
}

/** The options of a revision as stored. */
export function optionsOf(revision: QuoteRevision): PricedOption[] {
  return revision.options as PricedOption[];
}

/** The deposit rule of a revision. */
export function depositRuleOf(revision: QuoteRevision): DepositRule {
  return revision.depositKind === "fixed"
    ? { kind: "fixed", cents: revision.depositValue }
    : { kind: "percent", basisPoints: revision.depositValue };
}

/** The visit or lead a quote is for, as the editor shows it at its top and a new quote takes it. */
export interface QuoteOwner {
  /** "Rosa Quintero". */
  customer: string;
  /** The language the customer reads: every email about the quote, and the quote itself, are in it. */
  locale: Locale;
  /** The visit's Phoenix day and slot; null for a lead. */
  visit: { date: string; time: string } | null;
  /** The visit's address, the job address a quote starts from; "" for a lead (the admin types it). */
  jobAddress: string;
  /** The visit's city, whose TPT rate a modification quote takes; null for a lead (the admin names it). */
  city: string | null;
  /** The visit's home's year built, which its quote copies (null: unknown); null for a lead, whose editor types it. */
  yearBuilt: number | null;
}

/** The visit or lead `owner` names; null when there is none. */
export async function quoteOwnerOf(db: Database, owner: { appointmentId: string } | { leadId: string }): Promise<QuoteOwner | null> {
  if ("appointmentId" in owner) {
    const visit = await findAppointment(db, owner.appointmentId);
    if (!visit) return null;
    return {
      customer: `${visit.firstName} ${visit.lastName}`,
      locale: toLocale(visit.locale),
      visit: { date: visit.appointmentDate, time: visit.appointmentTime },
      jobAddress: `${visit.address}, ${visit.city}, AZ ${visit.zipCode}`,
      city: visit.city,
      yearBuilt: visit.yearBuilt,
    };
  }
  const lead = await findLead(db, owner.leadId);
  if (!lead) return null;
  return {
    customer: `${lead.firstName} ${lead.lastName}`,
    locale: toLocale(lead.locale),
    visit: null,
    jobAddress: "",
    city: null,
    yearBuilt: null,
  };
}

/** The customer's language. */
export function localeOf(quote: Quote): Locale {
  return toLocale(quote.locale);
}
