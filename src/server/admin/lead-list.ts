/**
 * The admin lead list and its CSV export, as the admin API answers them (the statements, bounded
 * whatever the history, are in src/server/db/admin-lists/leads.ts).
 */
import type { AdminLead, LeadListQuery } from "@/schemas/admin/leads";
import type { AdminPage } from "@/schemas/admin/lists";
import { readLeadPage } from "../db/admin-lists/leads";
import type { Database } from "../db/client";
import { toAdminLead } from "./views";

/** Every lead matching the filters, in keyset batches: the CSV export's reader. */
export { exportLeads } from "../db/admin-lists/leads";

/** One page of the filtered leads with the number of matches (exact up to COUNT_AHEAD past the page, as for appointments). */
export async function listLeads(db: Database, query: LeadListQuery): Promise<AdminPage<AdminLead>> {
  const { rows, total, capped } = await readLeadPage(db, query);
  return { items: rows.map(toAdminLead), total, totalCapped: capped, page: query.page, pageSize: query.pageSize };
}
