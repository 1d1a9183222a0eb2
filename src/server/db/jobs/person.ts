/**
 * What one person has with the business, by their email's person key (src/core/person-key.ts),
 * for their own page: their upcoming visits, their quotes (through the visits and requests they
 * belong to), the jobs of those quotes, and the payments taken. Nothing of anyone else: every
 * read is bounded by the key, and spam is left out.
 */
import { and, asc, desc, eq, inArray, isNull, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { soonestFirst, upcomingAt } from "../appointments/person";
import {
  appointments,
  jobs,
  leads,
  photos,
  quotePayments,
  quoteRevisions,
  quotes,
  quoteSignatures,
  type Appointment,
  type Photo,
  type Quote,
  type QuotePayment,
} from "../schema";
import { linksOnSql } from "../quotes/links";
import { readJobs, type JobRecord } from "./jobs";

/** The person's upcoming visits (estimates and re-measures), soonest first. */
export function listUpcomingVisitsOf(db: Database, emailKey: string, now: Date): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.emailKey, emailKey), isNull(appointments.spamReason), upcomingAt(now)))
    .orderBy(...soonestFirst)
    .limit(20);
}

/** One of the person's visits, or null when it is someone else's. */
export async function findVisitOf(db: Database, emailKey: string, id: string): Promise<Appointment | null> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.emailKey, emailKey)));
  return row ?? null;
}

/** A quote of the person's, with its current revision's last day and options, and the signed total. */
export interface PersonQuote {
  quote: Quote;
  validUntil: string;
  options: unknown;
  signedTotal: number | null;
  /** One of its links works: false once the office turned them off, until it is sent again. */
  linksOn: boolean;
}

/** The quotes sent to the person (not drafts), newest first, by the visits and requests they belong to. */
export function listQuotesOf(db: Database, emailKey: string): Promise<PersonQuote[]> {
  return db
    .select({
      quote: quotes,
      validUntil: quoteRevisions.validUntil,
      options: quoteRevisions.options,
      signedTotal: quoteSignatures.totalCents,
      linksOn: linksOnSql(sql`${quotes.id}`),
    })
    .from(quotes)
    .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.revision)))
    .leftJoin(appointments, eq(appointments.id, quotes.appointmentId))
    .leftJoin(leads, eq(leads.id, quotes.leadId))
    .leftJoin(quoteSignatures, eq(quoteSignatures.quoteId, quotes.id))
    .where(and(ne(quotes.status, "draft"), or(eq(appointments.emailKey, emailKey), eq(leads.emailKey, emailKey))))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(50);
}

/** The jobs of these quotes, with their customers. */
export async function listJobsOfQuotes(db: Database, quoteIds: readonly string[]): Promise<JobRecord[]> {
  if (quoteIds.length === 0) return [];
  const ids = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(inArray(jobs.quoteId, [...quoteIds]));
  return readJobs(
    db,
    ids.map((row) => row.id),
  );
}

/** The payments of these quotes that took money, newest first. */
export function listPaymentsOfQuotes(db: Database, quoteIds: readonly string[]): Promise<QuotePayment[]> {
  if (quoteIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(quotePayments)
    .where(and(inArray(quotePayments.quoteId, [...quoteIds]), isNotNull(quotePayments.paidAt)))
    .orderBy(desc(quotePayments.paidAt));
}

/** The photos of these jobs, oldest first. */
export function listPhotosOfJobs(db: Database, jobIds: readonly string[]): Promise<Photo[]> {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(photos)
    .where(inArray(photos.jobId, [...jobIds]))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

/** The person's first name as their newest visit or request has it; "" when none. */
export async function firstNameOf(db: Database, emailKey: string): Promise<string> {
  const [row] = rowsOf<{ first_name: string }>(
    await db.execute(sql`
      select first_name from (
        select ${appointments.firstName} as first_name, ${appointments.createdAt} as at from ${appointments} where ${appointments.emailKey} = ${emailKey} and ${appointments.spamReason} is null
        union all
        select ${leads.firstName}, ${leads.createdAt} from ${leads} where ${leads.emailKey} = ${emailKey} and ${leads.spamReason} is null
      ) as people order by at desc limit 1
    `),
  );
  return row?.first_name ?? "";
}
