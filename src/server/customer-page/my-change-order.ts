/**
 * A signed change order as a PDF through the customer's own page, apart from the page itself so
 * the PDF library loads only in the function that writes change orders' PDFs
 * (netlify/functions/change-orders.mts).
 */
import type { Locale } from "@/i18n/locales";
import { jobPageWords } from "@/i18n/jobs";
import { changeOrderPdfResponse } from "../change-orders/pdf-response";
import { readChangeOrder } from "../db/change-orders/change-orders";
import type { Database } from "../db/client";
import { listJobsOfQuotes, listQuotesOf } from "../db/jobs/person";
import type { CustomerLink } from "../db/schema";
import type { ServerEnv } from "../env";
import { NotFoundError } from "../http/errors";

/** One of the person's signed change orders as a PDF; 404 for anyone else's, or one not signed. */
export async function myChangeOrderPdf(db: Database, env: ServerEnv, link: CustomerLink, changeOrderId: string, locale: Locale) {
  const [record, quotes] = await Promise.all([readChangeOrder(db, changeOrderId), listQuotesOf(db, link.emailKey)]);
  const jobs =
    record?.order.status === "signed"
      ? await listJobsOfQuotes(
          db,
          quotes.map((row) => row.quote.id),
        )
      : [];
  if (!record || !jobs.some((job) => job.job.id === record.job.id)) throw new NotFoundError(jobPageWords[locale].notYours);
  return changeOrderPdfResponse(db, env, record, locale);
}
