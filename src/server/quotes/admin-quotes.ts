/**
 * The admin's reading of quotes: the list (filters, newest first, keyset pages), one quote in
 * full, who a new quote is for, the quotes of one person (for the customer's page), and the
 * dashboard's pipeline figures over 30 and 90 days.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { addDays, phoenixDate, phoenixInstant } from "@/core/phoenix-time";
import { quoteValue, type PricedOption } from "@/core/quote-pricing";
import { quoteStage } from "@/core/quote-status";
import { contractFactsNotice } from "@/core/contract-facts";
import type { AdminQuote, AdminQuoteDetail, PipelineWindow, QuoteListQuery, QuoteSubject } from "@/schemas/quote";
import type { Database } from "../db/client";
import { appointments, leads, quotePayments, quoteRevisions, quotes, quoteSignatures } from "../db/schema";
import { paymentView, signatureAndPayments } from "./customer-view";
import type { ServerEnv } from "../env";
import { NotFoundError } from "../http/errors";
import { sellerFacts } from "../seller";
import { depositRuleOf, optionsOf, quoteById, quoteOwnerOf, rowsOf } from "./records";

const customerName = sql<string>`coalesce(${appointments.firstName} || ' ' || ${appointments.lastName}, ${leads.firstName} || ' ' || ${leads.lastName})`;
const channel = sql<string>`coalesce(${appointments.channel}, ${leads.channel}, 'direct')`;

/** A list page: its rows, how many match (up to the cap), and the cursor of the next page. */
export interface QuotePage {
  items: AdminQuote[];
  total: number;
  totalCapped: boolean;
  pageSize: number;
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: string | null;
}

/** Rows counted past a page, like the other admin lists: a long history is counted only so far. */
const COUNT_CAP = 500;

/** The condition a list stage means at `now` (opened, expired and sent are read from a sent quote's day and views). */
function stageCondition(stage: QuoteListQuery["status"], now: Date): SQL | undefined {
  if (!stage) return undefined;
  const today = phoenixDate(now);
  if (stage === "expired") return sql`${quotes.status} = 'sent' and ${quoteRevisions.validUntil} < ${today}`;
  if (stage === "opened") return sql`${quotes.status} = 'sent' and ${quoteRevisions.validUntil} >= ${today} and ${quotes.firstViewedAt} is not null`;
  if (stage === "sent") return sql`${quotes.status} = 'sent' and ${quoteRevisions.validUntil} >= ${today} and ${quotes.firstViewedAt} is null`;
  return eq(quotes.status, stage);
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const words = search.split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => {
      const like = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      return or(ilike(appointments.firstName, like), ilike(appointments.lastName, like), ilike(appointments.email, like), ilike(appointments.phone, like), ilike(leads.firstName, like), ilike(leads.lastName, like), ilike(leads.email, like), ilike(leads.phone, like));
    }),
  );
}

/** Encodes a row's place in the newest-first order. */
function cursorOf(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
}

function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/.test(id)) return sql`false`;
  return sql`(${quotes.createdAt}, ${quotes.id}) < (${at}::timestamptz, ${id}::uuid)`;
}

/** One page of quotes matching the filters, newest first. */
export async function listQuotes(db: Database, query: QuoteListQuery, now: Date): Promise<QuotePage> {
  const filters = and(stageCondition(query.status, now), searchCondition(query.search));
  const base = () =>
    db
      .select({ quote: quotes, validUntil: quoteRevisions.validUntil, options: quoteRevisions.options, customer: customerName, channel, signedTotal: quoteSignatures.totalCents })
      .from(quotes)
      .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.revision)))
      .leftJoin(appointments, eq(appointments.id, quotes.appointmentId))
      .leftJoin(leads, eq(leads.id, quotes.leadId))
      .leftJoin(quoteSignatures, eq(quoteSignatures.quoteId, quotes.id));
  const [rows, counted] = await Promise.all([
    base()
      .where(and(filters, afterCursor(query.after)))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(query.pageSize + 1),
    base().where(filters).limit(COUNT_CAP + 1),
  ]);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map((row) => adminQuoteOf(row, now)),
    total: Math.min(counted.length, COUNT_CAP),
    totalCapped: counted.length > COUNT_CAP,
    pageSize: query.pageSize,
    nextCursor: rows.length > query.pageSize && last ? cursorOf(last.quote.createdAt, last.quote.id) : null,
  };
}

/** One quote as the admin sees it: every figure, its views, signature and payments. */
export async function quoteDetail(db: Database, env: ServerEnv, id: string, now: Date): Promise<AdminQuoteDetail> {
  const { quote, revision, customer } = await quoteById(db, id);
  const { signature, payments } = await signatureAndPayments(db, id);
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
    cannotSend: contractFactsNotice(sellerFacts(env).missing),
  };
}

/** Who a new quote for `owner` is for, and whether one can be sent now; 404 for a visit or lead that does not exist. */
export async function quoteSubject(db: Database, env: ServerEnv, owner: { appointmentId: string } | { leadId: string }): Promise<QuoteSubject> {
  const found = await quoteOwnerOf(db, owner);
  if (!found) throw new NotFoundError("appointmentId" in owner ? "There is no such visit." : "There is no such lead.");
  return { ...found, cannotSend: contractFactsNotice(sellerFacts(env).missing) };
}

/** The quotes of a visit or a lead, newest first (its detail lists them). */
export async function quotesOf(db: Database, owner: { appointmentId: string } | { leadId: string }, now: Date): Promise<AdminQuote[]> {
  const where = "appointmentId" in owner ? eq(quotes.appointmentId, owner.appointmentId) : eq(quotes.leadId, owner.leadId);
  return quotesWhere(db, where, now);
}

/**
 * Every quote of one person, by their person key (src/core/person-key.ts: the normalised email,
 * or the phone's digits), through the visits and leads it belongs to; newest first.
 */
export async function quotesOfPerson(db: Database, { emailKey, phoneKey }: { emailKey?: string | null; phoneKey?: string | null }, now: Date): Promise<AdminQuote[]> {
  const keys = (table: typeof appointments | typeof leads) => or(emailKey ? eq(table.emailKey, emailKey) : undefined, phoneKey ? eq(table.phoneKey, phoneKey) : undefined);
  if (!emailKey && !phoneKey) return [];
  return quotesWhere(db, or(keys(appointments), keys(leads))!, now);
}

async function quotesWhere(db: Database, where: SQL, now: Date): Promise<AdminQuote[]> {
  const rows = await db
    .select({ quote: quotes, validUntil: quoteRevisions.validUntil, options: quoteRevisions.options, customer: customerName, channel, signedTotal: quoteSignatures.totalCents })
    .from(quotes)
    .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.revision)))
    .leftJoin(appointments, eq(appointments.id, quotes.appointmentId))
    .leftJoin(leads, eq(leads.id, quotes.leadId))
    .leftJoin(quoteSignatures, eq(quoteSignatures.quoteId, quotes.id))
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(100);
  return rows.map((row) => adminQuoteOf(row, now));
}

/** A list row: the quote, its current revision's last day and options, the customer's name and channel, the signed total. */
interface ListRow {
  quote: typeof quotes.$inferSelect;
  validUntil: string;
  options: unknown;
  customer: string | null;
  channel: string;
  signedTotal: number | null;
}

/** A list row as the admin sees it; its value is the signed total, else the span of its options' totals. */
function adminQuoteOf(row: ListRow, now: Date): AdminQuote {
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
      const from = phoenixInstant(since, 0).toISOString();
      const [row] = rowsOf<{ sent: number; signed: number; signed_value: number; deposits: number }>(
        await db.execute(sql`select
          (select count(*) from ${quotes} where ${quotes.sentAt} >= ${from})::int as sent,
          (select count(*) from ${quotes} where ${quotes.sentAt} >= ${from} and ${quotes.status} in ('signed', 'paid'))::int as signed,
          (select coalesce(sum(s.total_cents), 0) from ${quoteSignatures} s join ${quotes} q on q.id = s.quote_id where s.signed_at >= ${from} and q.status in ('signed', 'paid'))::bigint as signed_value,
          (select coalesce(sum(amount_cents), 0) from ${quotePayments} where ${quotePayments.paidAt} >= ${from} and ${quotePayments.status} = 'paid' and ${quotePayments.refundId} is null)::bigint as deposits
        `),
      );
      const sent = Number(row?.sent ?? 0);
      const signed = Number(row?.signed ?? 0);
      return { days, since, sent, signed, closeRate: sent ? signed / sent : null, signedValueCents: Number(row?.signed_value ?? 0), depositsCents: Number(row?.deposits ?? 0) };
    }),
  );
}
