/**
 * The admin's reading of quotes: the list (filters, newest first, keyset pages), one quote in
 * full, who a new quote is for, the quotes of one person (for the customer's page), and the
 * dashboard's pipeline figures over 30 and 90 days.
 */
import { addDays, phoenixDate, phoenixInstant } from "@/core/phoenix-time";
import type { PricedOpeningRecord } from "@/core/quote-openings";
import { quoteValue, type PricedOption } from "@/core/quote-pricing";
import { quoteStage } from "@/core/quote-status";
import { contractFactsNotice } from "@/core/server/contract-facts";
import type { EstimatorScope } from "../db/team/scope";
import type { AdminQuote, AdminQuoteDetail, PipelineWindow, QuoteListQuery, QuoteSubject } from "@/schemas/quote";
import type { Database } from "../db/client";
import { jobIdOfQuote } from "../db/jobs/jobs";
import { countPipeline, listQuotesOf, listQuotesOfPerson, readQuotePage, type QuoteListRow } from "../db/quotes/admin";
import { paymentView, signatureAndPayments } from "./customer-view";
import type { ServerEnv } from "../env";
import { NotFoundError } from "../http/errors";
import { leadSafeRequired } from "@/core/lead-safe";
import { missingFactsFor, sellerFacts } from "../seller";
import { contractFactsOf } from "./document";
import { depositRuleOf, optionsOf, quoteById, quoteOwnerOf } from "./records";

/** A list page: its rows, how many match (up to the cap), and the cursor of the next page. */
export interface QuotePage {
  items: AdminQuote[];
  total: number;
  totalCapped: boolean;
  pageSize: number;
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: string | null;
}

/** One page of quotes matching the filters, newest first. */
export async function listQuotes(db: Database, query: QuoteListQuery, now: Date, reach: EstimatorScope | null = null): Promise<QuotePage> {
  const { rows, total, capped, nextCursor } = await readQuotePage(db, query, now, reach);
  return { items: rows.map((row) => adminQuoteOf(row, now)), total, totalCapped: capped, pageSize: query.pageSize, nextCursor };
}

/** One quote as the admin sees it: every figure, its views, signature and payments. */
export async function quoteDetail(db: Database, env: ServerEnv, id: string, now: Date): Promise<AdminQuoteDetail> {
  const { quote, revision, customer } = await quoteById(db, id);
  const [{ signature, payments }, jobId] = await Promise.all([signatureAndPayments(db, id), jobIdOfQuote(db, id)]);
  const options = optionsOf(revision);
  const deposit = depositRuleOf(revision);
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    id: quote.id,
    number: quote.number,
    status: quoteStage({ status: quote.status, validUntil: revision.validUntil, firstViewedAt: quote.firstViewedAt }, now),
    storedStatus: quote.status,
    revision: quote.revision,
    customer: `${customer.firstName} ${customer.lastName}`,
    appointmentId: quote.appointmentId,
    leadId: quote.leadId,
    channel: customer.channel,
    locale: quote.locale,
    value: quoteValue(options, signature?.totalCents ?? null),
    views: quote.views,
    sentAt: iso(quote.sentAt),
    createdAt: quote.createdAt.toISOString(),
    options,
    taxClass: revision.taxClass,
    taxCity: revision.taxCity,
    taxRateAsOf: revision.taxRateAsOf,
    taxRatePercent: revision.taxRateBasisPoints / 100,
    deposit: deposit.kind === "fixed" ? { kind: "fixed", cents: deposit.cents } : { kind: "percent", percent: deposit.basisPoints / 100 },
    note: revision.note,
    jobAddress: revision.jobAddress,
    completion: revision.completion,
    validUntil: revision.validUntil,
    followUp: quote.followUp,
    followUpSentAt: iso(quote.followUpSentAt),
    firstViewedAt: iso(quote.firstViewedAt),
    lastViewedAt: iso(quote.lastViewedAt),
    signedAt: iso(quote.signedAt),
    declinedAt: iso(quote.declinedAt),
    declineReason: quote.declineReason,
    cancelledAt: iso(quote.cancelledAt),
    signature: signature && {
      optionId: signature.optionId,
      typedName: signature.typedName,
      signedAt: signature.signedAt.toISOString(),
      ipAddress: signature.ipAddress,
      userAgent: signature.userAgent,
      consentVersion: signature.consentVersion,
      documentSha256: signature.documentSha256,
      revision: signature.revision,
    },
    payments: payments.map(paymentView),
    cannotSend: contractFactsNotice(contractFactsOf(env, { revision }).missing),
    yearBuilt: revision.yearBuilt,
    jobId,
    pricedOpenings: revision.pricedOpenings as PricedOpeningRecord[] | null,
  };
}

/** Who a new quote for `owner` is for, and whether one can be sent now; 404 for a visit or lead that does not exist. */
export async function quoteSubject(
  db: Database,
  env: ServerEnv,
  owner: { appointmentId: string } | { leadId: string },
): Promise<QuoteSubject> {
  const found = await quoteOwnerOf(db, owner);
  if (!found) throw new NotFoundError("appointmentId" in owner ? "There is no such visit." : "There is no such lead.");
  return { ...found, cannotSend: contractFactsNotice(missingFactsFor(sellerFacts(env), leadSafeRequired(found.yearBuilt))) };
}

/** The quotes of a visit or a lead, newest first (its detail lists them). */
export async function quotesOf(
  db: Database,
  owner: { appointmentId: string } | { leadId: string },
  now: Date,
  reach: EstimatorScope | null = null,
): Promise<AdminQuote[]> {
  return (await listQuotesOf(db, owner, reach)).map((row) => adminQuoteOf(row, now));
}

/**
 * Every quote of one person, by their person key (src/core/server/person-key.ts: the normalised email,
 * or the phone's digits), through the visits and leads it belongs to; newest first.
 */
export async function quotesOfPerson(
  db: Database,
  keys: { emailKey?: string | null; phoneKey?: string | null },
  now: Date,
  reach: EstimatorScope | null = null,
): Promise<AdminQuote[]> {
  return (await listQuotesOfPerson(db, keys, reach)).map((row) => adminQuoteOf(row, now));
}

/** A list row as the admin sees it; its value is the signed total, else the span of its options' totals. */
function adminQuoteOf(row: QuoteListRow, now: Date): AdminQuote {
  return {
    id: row.quote.id,
    number: row.quote.number,
    status: quoteStage({ status: row.quote.status, validUntil: row.validUntil, firstViewedAt: row.quote.firstViewedAt }, now),
    revision: row.quote.revision,
    customer: row.customer ?? "",
    appointmentId: row.quote.appointmentId,
    leadId: row.quote.leadId,
    channel: row.channel,
    locale: row.quote.locale,
    value: quoteValue(row.options as PricedOption[], row.signedTotal),
    views: row.quote.views,
    sentAt: row.quote.sentAt?.toISOString() ?? null,
    createdAt: row.quote.createdAt.toISOString(),
  };
}

/** The dashboard's quote figures for the last 30 and 90 Phoenix days, one statement per window. */
export async function loadPipeline(db: Database, now: Date): Promise<PipelineWindow[]> {
  return Promise.all(
    [30, 90].map(async (days) => {
      const since = addDays(phoenixDate(now), -(days - 1));
      const { sent, signed, signedValueCents, depositsCents } = await countPipeline(db, phoenixInstant(since, 0).toISOString());
      return { days, since, sent, signed, closeRate: sent ? signed / sent : null, signedValueCents, depositsCents };
    }),
  );
}
