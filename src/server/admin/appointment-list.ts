/**
 * The admin appointment list and its CSV export, as the admin API answers them: a page of rows
 * with their marks, counted only so far (the statements, and why each read stays bounded, are in
 * src/server/db/admin-lists/appointments.ts).
 */
import type { AdminAppointment, AdminListQuery } from "@/schemas/admin/appointments";
import type { AdminPage } from "@/schemas/admin/lists";
import { readAppointmentPage, type AppointmentFilters } from "../db/admin-lists/appointments";
import type { AppointmentFlagContext } from "../db/admin-lists/flags";
import type { Database } from "../db/client";
import { toAdminAppointment } from "./views";

/** Every appointment matching the filters, in keyset batches: the CSV export's reader. */
export { exportAppointments } from "../db/admin-lists/appointments";

/**
 * One page of the filtered list with the number of matches: exact up to COUNT_AHEAD past the
 * page's first row, else that many with `totalCapped` (the admin sees "more than").
 */
export async function listAppointments(
  db: Database,
  query: AdminListQuery & Pick<AppointmentFilters, "reach">,
  flagContext: AppointmentFlagContext,
): Promise<AdminPage<AdminAppointment>> {
  const { rows, total, capped } = await readAppointmentPage(db, query, flagContext);
  return { items: rows.map(toAdminAppointment), total, totalCapped: capped, page: query.page, pageSize: query.pageSize };
}
