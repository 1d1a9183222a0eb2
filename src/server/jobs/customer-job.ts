/**
 * A job as its customer sees it, in their language: the quote page's `job` (GET `quote`)
 * and each job of their own page. Stages reached and when, what happens next, the expected
 * delivery, the install's days and whether they may choose them, and the warranty once completed.
 */
import type { Locale } from "@/i18n/locales";
import type { CustomerJob } from "@/schemas/job";
import type { Database } from "../db/client";
import { listJobEvents } from "../db/jobs/events";
import { readJobOfQuote, type JobRecord } from "../db/jobs/jobs";
import { nextOf } from "./records";
import { toCustomerJob } from "./views";

/** The customer's view of `record`, in `locale`. */
export async function customerJobOf(db: Database, record: JobRecord, locale: Locale): Promise<CustomerJob> {
  const [events, next] = await Promise.all([listJobEvents(db, record.job.id), nextOf(db, record)]);
  return toCustomerJob(record, events, next, locale);
}

/** The job of the quote `quoteId` as its customer sees it, or null before it is signed. */
export async function customerJobOfQuote(db: Database, quoteId: string, locale: Locale): Promise<CustomerJob | null> {
  const record = await readJobOfQuote(db, quoteId);
  return record ? customerJobOf(db, record, locale) : null;
}

/** The job of the quote, for the quote page's install chooser; 409-free: null before it is signed. */
export function jobOfQuote(db: Database, quoteId: string): Promise<JobRecord | null> {
  return readJobOfQuote(db, quoteId);
}
