/**
 * The admin lead list's statements and its CSV export's: search, status, arrival days, flag;
 * newest first. Bounded reads whatever the history, as for appointments (./appointments.ts).
 */
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { LeadListQuery } from "@/schemas/admin/leads";
import type { Database } from "../client";
import { leads, leadSearchText, phoneDigitsSql, type Lead } from "../schema";
import { COUNT_AHEAD, countUpTo, EXPORT_BATCH_ROWS, MAX_EXPORT_ROWS, phoenixDayRange, searchCondition } from "./filters";
import { leadFlagCondition } from "./flags";

/** The filter part of a lead list query (no paging). */
export type LeadFilters = Omit<LeadListQuery, "page" | "pageSize">;

/** The WHERE condition of the filters; undefined when there are none. */
export function leadConditions(filters: LeadFilters): SQL | undefined {
  return and(
    filters.search ? searchCondition(filters.search, leadSearchText(leads), phoneDigitsSql(sql`${leads.phone}`)) : undefined,
    filters.status ? eq(leads.status, filters.status) : undefined,
    ...phoenixDayRange(leads.createdAt, filters.from, filters.to),
    filters.flag ? leadFlagCondition(filters.flag) : undefined,
    // "People" leaves spam out unless a flag filter asks for flagged leads.
    filters.show === "people" && !filters.flag ? isNull(leads.spamReason) : undefined,
  );
}

const newestFirst = [desc(leads.createdAt), desc(leads.id)];

/** One page of the filtered leads with the number of matches (exact up to COUNT_AHEAD past the page, as for appointments). */
export async function readLeadPage(db: Database, query: LeadListQuery): Promise<{ rows: Lead[]; total: number; capped: boolean }> {
  const where = leadConditions(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset(offset),
    countUpTo(db, leads, where, offset + COUNT_AHEAD),
  ]);
  return { rows, total: count.total, capped: count.capped };
}

/**
 * Every lead matching the filters (up to MAX_EXPORT_ROWS), newest first, as keyset batches of
 * `batchRows` read one query at a time when the reader asks for more.
 */
export async function* exportLeads(db: Database, filters: LeadFilters, batchRows = EXPORT_BATCH_ROWS): AsyncGenerator<Lead[]> {
  const where = leadConditions(filters);
  let cursor: { id: string; createdAtText: string } | undefined;
  for (let read = 0; read < MAX_EXPORT_ROWS;) {
    const rows = await db
      .select({ lead: leads, createdAtText: sql<string>`${leads.createdAt}::text` })
      .from(leads)
      .where(and(where, cursor && sql`(${leads.createdAt}, ${leads.id}) < (${cursor.createdAtText}::timestamptz, ${cursor.id}::uuid)`))
      .orderBy(...newestFirst)
      .limit(Math.min(batchRows, MAX_EXPORT_ROWS - read));
    if (rows.length) yield rows.map((row) => row.lead);
    if (rows.length < batchRows) return;
    read += rows.length;
    const last = rows.at(-1)!;
    cursor = { id: last.lead.id, createdAtText: last.createdAtText };
  }
}
