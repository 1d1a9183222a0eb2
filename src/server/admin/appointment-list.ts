/**
 * The admin appointment list and its CSV export: filters (search, status, days, city, flag),
 * newest appointment day first, each page in one statement.
 */
import { and, desc, eq, getTableColumns, gte, lte, sql, type SQL } from "drizzle-orm";
import type { AdminAppointment, AdminListQuery, AdminPage } from "@/schemas/admin";
import { slotOrder } from "../db/appointments";
import type { Database } from "../db/client";
import { appointments, type Appointment } from "../db/schema";
import { appointmentFlagCondition, appointmentOverLimit, type AppointmentFlagContext } from "./flags";
import { searchCondition } from "./list-filters";
import { toAdminAppointment } from "./views";

/** Most rows one CSV export holds. */
export const MAX_EXPORT_ROWS = 20_000;

/** The filter part of a list query (no paging). */
export type AppointmentFilters = Omit<AdminListQuery, "page" | "pageSize">;

/** The WHERE condition of the filters; undefined when there are none. */
export function appointmentConditions(filters: AppointmentFilters, flagContext: AppointmentFlagContext): SQL | undefined {
  const t = appointments;
  const conditions: (SQL | undefined)[] = [
    filters.search ? searchCondition(filters.search, [t.firstName, t.lastName, t.email, t.phone, t.address, t.zipCode], t.phone) : undefined,
    filters.status ? eq(t.status, filters.status) : undefined,
    filters.from ? gte(t.appointmentDate, filters.from) : undefined,
    filters.to ? lte(t.appointmentDate, filters.to) : undefined,
    filters.city ? sql`lower(${t.city}) = lower(${filters.city})` : undefined,
    filters.flag ? appointmentFlagCondition(filters.flag, flagContext) : undefined,
  ];
  return and(...conditions);
}

// Newest day first, then latest slot, then latest booked; the id keeps pages stable.
const newestFirst = [desc(appointments.appointmentDate), desc(slotOrder(appointments.appointmentTime)), desc(appointments.createdAt), desc(appointments.id)];

/** One page of the filtered list with the total number of matches. */
export async function listAppointments(db: Database, query: AdminListQuery, flagContext: AppointmentFlagContext): Promise<AdminPage<AdminAppointment>> {
  const where = appointmentConditions(query, flagContext);
  const rows = await db
    .select({ ...getTableColumns(appointments), overLimit: appointmentOverLimit(flagContext), total: sql<number>`(count(*) over ())::int` })
    .from(appointments)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // A page past the end has no rows to carry the total; count on its own then.
  const total = rows[0]?.total ?? (query.page > 1 ? await countAppointments(db, where) : 0);
  return { items: rows.map(({ total: _total, ...row }) => toAdminAppointment(row)), total, page: query.page, pageSize: query.pageSize };
}

/** Every appointment matching the filters (up to MAX_EXPORT_ROWS), in list order. */
export async function exportAppointments(db: Database, filters: AppointmentFilters, flagContext: AppointmentFlagContext): Promise<Appointment[]> {
  return db.select().from(appointments).where(appointmentConditions(filters, flagContext)).orderBy(...newestFirst).limit(MAX_EXPORT_ROWS);
}

async function countAppointments(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(appointments).where(where);
  return row?.count ?? 0;
}
