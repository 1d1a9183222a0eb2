/** The admin lead list and its CSV export: search, status, arrival days, flag; newest first, each page in one statement. */
import { and, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { AdminLead, AdminPage, LeadListQuery } from "@/schemas/admin";
import type { Database } from "../db/client";
import { leads, type Lead } from "../db/schema";
import { MAX_EXPORT_ROWS } from "./appointment-list";
import { leadFlagCondition, leadOverLimit } from "./flags";
import { phoenixDayRange, searchCondition } from "./list-filters";
import { toAdminLead } from "./views";

/** The filter part of a lead list query (no paging). */
export type LeadFilters = Omit<LeadListQuery, "page" | "pageSize">;

/** The WHERE condition of the filters; undefined when there are none. */
export function leadConditions(filters: LeadFilters): SQL | undefined {
  return and(
    filters.search ? searchCondition(filters.search, [leads.firstName, leads.lastName, leads.email, leads.phone], leads.phone) : undefined,
    filters.status ? eq(leads.status, filters.status) : undefined,
    ...phoenixDayRange(leads.createdAt, filters.from, filters.to),
    filters.flag ? leadFlagCondition(filters.flag) : undefined,
  );
}

const newestFirst = [desc(leads.createdAt), desc(leads.id)];

/** One page of the filtered leads with the total number of matches. */
export async function listLeads(db: Database, query: LeadListQuery): Promise<AdminPage<AdminLead>> {
  const where = leadConditions(query);
  const rows = await db
    .select({ ...getTableColumns(leads), overLimit: leadOverLimit(), total: sql<number>`(count(*) over ())::int` })
    .from(leads)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // A page past the end has no rows to carry the total; count on its own then.
  const total = rows[0]?.total ?? (query.page > 1 ? await countLeads(db, where) : 0);
  return { items: rows.map(({ total: _total, ...row }) => toAdminLead(row)), total, page: query.page, pageSize: query.pageSize };
}

/** Every lead matching the filters (up to MAX_EXPORT_ROWS), newest first. */
export async function exportLeads(db: Database, filters: LeadFilters): Promise<Lead[]> {
  return db.select().from(leads).where(leadConditions(filters)).orderBy(...newestFirst).limit(MAX_EXPORT_ROWS);
}

async function countLeads(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(leads).where(where);
  return row?.count ?? 0;
}
