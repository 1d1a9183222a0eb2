/**
 * The admin appointment list's statements and its CSV export's: filters (upcoming or past,
 * search, status, days, city, flag), upcoming soonest first, otherwise newest appointment day
 * first. Each read is bounded whatever the history: a page reads its rows through the indexes in
 * list order, the total is counted only so far (countUpTo), and the export reads keyset batches
 * (tests/admin/query-plans.test.ts checks the plans).
 */
import { and, asc, desc, eq, getTableColumns, gte, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import type { AdminListQuery } from "@/schemas/admin/appointments";
import { slotOrder } from "../appointments/person";
import type { Database } from "../client";
import { appointments, appointmentSearchText, phoneDigitsSql, type Appointment } from "../schema";
import { COUNT_AHEAD, countUpTo, EXPORT_BATCH_ROWS, MAX_EXPORT_ROWS, searchCondition } from "./filters";
import { visitInScope, type EstimatorScope } from "../team/scope";
import { appointmentFlagCondition, appointmentOverLimit, type AppointmentFlagContext } from "./flags";

/** The filter part of a list query (no paging); `reach`: an estimator's list holds only the visits they reach. */
export type AppointmentFilters = Omit<AdminListQuery, "page" | "pageSize" | "sort"> & { reach?: EstimatorScope | null };

/** The WHERE condition of the filters; undefined when there are none. */
export function appointmentConditions(filters: AppointmentFilters, flagContext: AppointmentFlagContext): SQL | undefined {
  const t = appointments;
  // Upcoming leaves cancelled visits (spam is stored cancelled) out, unless a filter asks for them.
  const activeOnly = filters.show === "upcoming" && !filters.status && !filters.flag;
  const conditions: (SQL | undefined)[] = [
    filters.show === "upcoming" ? gte(t.appointmentDate, flagContext.today) : undefined,
    filters.show === "past" ? lt(t.appointmentDate, flagContext.today) : undefined,
    activeOnly ? ne(t.status, "cancelled") : undefined,
    filters.search ? searchCondition(filters.search, appointmentSearchText(t), phoneDigitsSql(sql`${t.phone}`)) : undefined,
    filters.status ? eq(t.status, filters.status) : undefined,
    filters.from ? gte(t.appointmentDate, filters.from) : undefined,
    filters.to ? lte(t.appointmentDate, filters.to) : undefined,
    filters.city ? sql`lower(${t.city}) = lower(${filters.city})` : undefined,
    filters.flag ? appointmentFlagCondition(filters.flag, flagContext) : undefined,
    filters.reach ? visitInScope(filters.reach) : undefined,
  ];
  return and(...conditions);
}

// Newest day first, then latest slot, then latest booked; the id keeps pages stable.
const newestFirst = [
  desc(appointments.appointmentDate),
  desc(slotOrder(appointments.appointmentTime)),
  desc(appointments.createdAt),
  desc(appointments.id),
];

// The day view's order: earliest day and slot first, cancelled visits after the day's others (so
// however many a bot's cancelled spam holds, the visits to make come first on the page).
const byTime = [
  asc(appointments.appointmentDate),
  asc(sql`${appointments.status} = 'cancelled'`),
  asc(slotOrder(appointments.appointmentTime)),
  asc(appointments.createdAt),
  asc(appointments.id),
];

/** A page of rows, each with its over-limit mark, and how many match. */
export interface AppointmentPage {
  rows: (Appointment & { overLimit: boolean })[];
  total: number;
  capped: boolean;
}

/**
 * One page of the filtered list with the number of matches: exact up to COUNT_AHEAD past the
 * page's first row, else that many with `capped`.
 */
export async function readAppointmentPage(
  db: Database,
  query: AdminListQuery & Pick<AppointmentFilters, "reach">,
  flagContext: AppointmentFlagContext,
): Promise<AppointmentPage> {
  const where = appointmentConditions(query, flagContext);
  const offset = (query.page - 1) * query.pageSize;
  // The page's rows first, then their over-limit marks: Postgres works out a select list for
  // the rows OFFSET skips too, and each mark costs index probes. The page is named after the table,
  // so the mark's SQL (written against appointments) reads the page's rows.
  const order = query.sort === "time" || query.show === "upcoming" ? byTime : newestFirst;
  const page = db
    .select()
    .from(appointments)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offset)
    .as("appointments");
  const [rows, count] = await Promise.all([
    db
      .select({ ...getTableColumns(appointments), overLimit: appointmentOverLimit(flagContext) })
      .from(page)
      .orderBy(...order),
    countUpTo(db, appointments, where, offset + COUNT_AHEAD),
  ]);
  return { rows, total: count.total, capped: count.capped };
}

/** Where the last batch ended: its last row's sort key (the instant as Postgres wrote it, to the microsecond). */
type AppointmentCursor = Pick<Appointment, "appointmentDate" | "appointmentTime" | "id"> & { createdAtText: string };

/** Rows after `cursor` in list order (a row comparison the date index serves). */
function after(cursor: AppointmentCursor): SQL {
  const t = appointments;
  return sql`(${t.appointmentDate}, ${slotOrder(t.appointmentTime)}, ${t.createdAt}, ${t.id})
    < (${cursor.appointmentDate}::date, ${slotOrder(sql`${cursor.appointmentTime}::text`)}, ${cursor.createdAtText}::timestamptz, ${cursor.id}::uuid)`;
}

/**
 * Every appointment matching the filters (up to MAX_EXPORT_ROWS), in list order, as batches of
 * `batchRows` read one query at a time when the reader asks for more (keyset, never OFFSET).
 */
export async function* exportAppointments(
  db: Database,
  filters: AppointmentFilters,
  flagContext: AppointmentFlagContext,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<Appointment[]> {
  const where = appointmentConditions(filters, flagContext);
  let cursor: AppointmentCursor | undefined;
  for (let read = 0; read < MAX_EXPORT_ROWS;) {
    const rows = await db
      .select({ ...getTableColumns(appointments), createdAtText: sql<string>`${appointments.createdAt}::text` })
      .from(appointments)
      .where(and(where, cursor && after(cursor)))
      .orderBy(...newestFirst)
      .limit(Math.min(batchRows, MAX_EXPORT_ROWS - read));
    if (rows.length) yield rows.map(({ createdAtText: _text, ...row }) => row);
    if (rows.length < batchRows) return;
    read += rows.length;
    cursor = rows.at(-1);
  }
}
