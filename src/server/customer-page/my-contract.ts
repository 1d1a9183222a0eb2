/**
 * A signed contract as a PDF through the customer's own page, apart from the page itself so the
 * PDF library loads only in the function that writes PDFs (netlify/functions/quote-pdf.mts).
 */
import type { Locale } from "@/i18n/locales";
import { jobPageWords } from "@/i18n/jobs";
import type { Database } from "../db/client";
import type { CustomerLink } from "../db/schema";
import type { ServerEnv } from "../env";
import { NotFoundError } from "../http/errors";
import { quotePdfResponse } from "../quotes/quote-pdf";
import { quoteById } from "../quotes/records";
import { quoteOfPerson } from "./my-page";

/** One of the person's signed contracts as a PDF; 404 for anyone else's, or an unsigned quote. */
export async function myContractPdf(db: Database, env: ServerEnv, link: CustomerLink, quoteId: string, locale: Locale) {
  const row = await quoteOfPerson(db, link, quoteId, locale);
  if (!row.quote.signedAt) throw new NotFoundError(jobPageWords[locale].notYours);
  return quotePdfResponse(db, env, await quoteById(db, row.quote.id), locale);
}
