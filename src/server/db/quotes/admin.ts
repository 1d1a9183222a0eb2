/**
 * The admin's reading of quotes: the list (filters, newest first, keyset pages), the quotes of a
 * visit, a lead or a person, and the dashboard's pipeline figures.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { phoenixDate } from "@/core/phoenix-time";
import { quoteInScope, type EstimatorScope } from "../team/scope";
import type { QuoteListQuery } from "@/schemas/quote";
import type { Database } from "../client";
import { afterKeyset, keysetCursor } from "../keyset";
import { rowsOf } from "../rows";
import { keepsMoneySql } from "../money/predicates";
import { appointments, leads, quoteRevisions, quotes, quoteSignatures } from "../schema";

const customerName = sql<string>`coalesce(${appointments.firstName} || ' ' || ${appointments.lastName}, ${leads.firstName} || ' ' || ${leads.lastName})`;
const channel = sql<string>`coalesce(${appointments.channel}, ${leads.channel}, 'direct')`;

/** A list row: the quote, its current revision's last day and options, the customer's name and channel, the signed total. */
export interface QuoteListRow {
  quote: typeof quotes.$inferSelect;
  validUntil: string;
  options: unknown;
  customer: string | null;
  channel: string;
  signedTotal: number | null;
}

/** Rows counted past a page, like the other admin lists: a long history is counted only so far. */
const COUNT_CAP = 500;

/** The condition a list stage means at `now` (opened, expired and sent are read from a sent quote's day and views). */
function stageCondition(stage: QuoteListQuery["status"], now: Date): SQL | undefined {
  if (!stage) return undefined;
  const today = phoenixDate(now);
  if (stage === "expired") return sql`${quotes.status} = 'sent' and ${quoteRevisions.validUntil} < ${today}`;
  if (stage === "opened")
    return sql`${quotes.status} = 'sent' and ${quoteRevisions.validUntil} >= ${today} and ${quotes.firstViewedAt} is not null`;
  if (stage === "sent")
    return sql`${quotes.status} = 'sent' and ${quoteRevisions.validUntil} >= ${today} and ${quotes.firstViewedAt} is null`;
  return eq(quotes.status, stage);
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const words = search.split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => {
      const like = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      return or(
        ilike(appointments.firstName, like),
        ilike(appointments.lastName, like),
        ilike(appointments.email, like),
        ilike(appointments.phone, like),
        ilike(leads.firstName, like),
        ilike(leads.lastName, like),
        ilike(leads.email, like),
        ilike(leads.phone, like),
      );
    }),
  );
}

/** The list's select: each quote with its current revision, customer and signature. */
function listSelect(db: Database) {
  return db
    .select({
      quote: quotes,
      validUntil: quoteRevisions.validUntil,
      options: quoteRevisions.options,
      customer: customerName,
      channel,
      signedTotal: quoteSignatures.totalCents,
    })
    .from(quotes)
    .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.revision)))
    .leftJoin(appointments, eq(appointments.id, quotes.appointmentId))
    .leftJoin(leads, eq(leads.id, quotes.leadId))
    .leftJoin(quoteSignatures, eq(quoteSignatures.quoteId, quotes.id));
}

/** One page of quotes matching the filters, newest first: its rows, how many match (up to the cap), and the cursor of the next page. */
export async function readQuotePage(
  db: Database,
  query: QuoteListQuery,
  now: Date,
  reach: EstimatorScope | null = null,
): Promise<{ rows: QuoteListRow[]; total: number; capped: boolean; nextCursor: string | null }> {
  const filters = and(stageCondition(query.status, now), searchCondition(query.search), reach ? quoteInScope(reach) : undefined);
  const [rows, counted] = await Promise.all([
    listSelect(db)
      .where(and(filters, afterKeyset(query.after, quotes.createdAt, quotes.id)))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(query.pageSize + 1),
    listSelect(db)
      .where(filters)
      .limit(COUNT_CAP + 1),
  ]);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    rows: page,
    total: Math.min(counted.length, COUNT_CAP),
    capped: counted.length > COUNT_CAP,
    nextCursor: rows.length > query.pageSize && last ? keysetCursor(last.quote.createdAt, last.quote.id) : null,
  };
}

/** The newest 100 quotes `where` selects, newest first. */
function listWhere(db: Database, where: SQL): Promise<QuoteListRow[]> {
  return listSelect(db).where(where).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(100);
}

/** The quotes of a visit or a lead, newest first; with `reach`, only those an estimator reaches. */
export function listQuotesOf(
  db: Database,
  owner: { appointmentId: string } | { leadId: string },
  reach: EstimatorScope | null = null,
): Promise<QuoteListRow[]> {
  const ofOwner = "appointmentId" in owner ? eq(quotes.appointmentId, owner.appointmentId) : eq(quotes.leadId, owner.leadId);
  return listWhere(db, reach ? and(ofOwner, quoteInScope(reach))! : ofOwner);
}

/** The quotes of one person, by their person keys, through the visits and leads they belong to; newest first; with `reach`, only those an estimator reaches. */
export async function listQuotesOfPerson(
  db: Database,
  { emailKey, phoneKey }: { emailKey?: string | null; phoneKey?: string | null },
  reach: EstimatorScope | null = null,
): Promise<QuoteListRow[]> {
  const keys = (table: typeof appointments | typeof leads) =>
    or(emailKey ? eq(table.emailKey, emailKey) : undefined, phoneKey ? eq(table.phoneKey, phoneKey) : undefined);
  if (!emailKey && !phoneKey) return [];
  const ofPerson = or(keys(appointments), keys(leads))!;
  return listWhere(db, reach ? and(ofPerson, quoteInScope(reach))! : ofPerson);
}

/** The pipeline since the instant `from`: quotes sent, of those signed now, the signed value, and the deposits kept (none refunded or disputed, as a job's money counts them). */
export async function countPipeline(
  db: Database,
  from: string,
): Promise<{ sent: number; signed: number; signedValueCents: number; depositsCents: number }> {
  const [row] = rowsOf<{ sent: number; signed: number; signed_value: number; deposits: number }>(
    await db.execute(sql`select
          (select count(*) from ${quotes} where ${quotes.sentAt} >= ${from})::int as sent,
          (select count(*) from ${quotes} where ${quotes.sentAt} >= ${from} and ${quotes.status} in ('signed', 'paid'))::int as signed,
          (select coalesce(sum(s.total_cents), 0) from ${quoteSignatures} s join ${quotes} q on q.id = s.quote_id where s.signed_at >= ${from} and q.status in ('signed', 'paid'))::bigint as signed_value,
          (select coalesce(sum(p.amount_cents), 0) from quote_payments p where p.paid_at >= ${from} and p.status = 'paid' and ${keepsMoneySql("p")})::bigint as deposits
        `),
  );
  return {
    sent: Number(row?.sent ?? 0),
    signed: Number(row?.signed ?? 0),
    signedValueCents: Number(row?.signed_value ?? 0),
    depositsCents: Number(row?.deposits ?? 0),
  };
}
