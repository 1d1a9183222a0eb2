/**
 * The books' exports' statements: invoices (not void) with their job's number and customer's
 * name, and every payment that came in (deposits and invoice payments) with its document, job
 * and customer. Each is read in keyset batches, oldest first, up to MAX_EXPORT_ROWS, one query at
 * a time as the download asks for more, so memory stays flat however long the history.
 */
import { sql, type SQL } from "drizzle-orm";
import { addDays } from "@/core/phoenix-time";
import type { Database } from "../client";
import { EXPORT_BATCH_ROWS, MAX_EXPORT_ROWS } from "../admin-lists/filters";
import { signedTaxSql, type SignedTaxColumns } from "../quotes/signed-tax";
import { rowsOf } from "../rows";
import { phoenixDayStartSql } from "./money-panel";

/** Optional first and last Phoenix days, inclusive. */
export interface DayRange {
  from?: string;
  to?: string;
}

/** An invoice as the export reads it. */
export interface InvoiceExportRow {
  id: string;
  number: number;
  created_at: Date | string;
  sent_at: Date | string | null;
  due_on: string | null;
  lines: unknown;
  amount_cents: number;
  job_number: number;
  first_name: string | null;
  last_name: string | null;
  /** The job's signed quote's tax class and rate (src/server/db/quotes/signed-tax.ts). */
  tax: SignedTaxColumns;
}

/** A payment as the export reads it: a deposit (quote_number) or an invoice payment (invoice_number). */
export interface PaymentExportRow {
  id: string;
  paid_at: Date | string;
  invoice_number: number | null;
  quote_number: number | null;
  job_number: number | null;
  first_name: string | null;
  last_name: string | null;
  method: string | null;
  stripe_method: string | null;
  reference: string | null;
  amount_cents: number;
  refund_id: string | null;
  refunded_at: Date | string | null;
  disputed_at: Date | string | null;
}

// Each row's job, quote, invoice and person are looked up per row by key ("offset 0" keeps a
// lateral lookup a lookup: the planner may not turn it into a join that reads every job), so a
// batch costs its rows' probes, never the years of jobs behind them.
const jobOfInvoiceSql = (jobId: string) =>
  sql.raw(`cross join lateral (select j.number, j.appointment_id, j.lead_id, j.quote_id from jobs j where j.id = ${jobId} offset 0) j`);
const personSql = (appointmentId: string, leadId: string) =>
  sql.raw(`left join lateral (select coalesce(a.first_name, l.first_name) as first_name, coalesce(a.last_name, l.last_name) as last_name
    from (select 1) as one left join appointments a on a.id = ${appointmentId} left join leads l on l.id = ${leadId} offset 0) who on true`);

/** `column` within the Phoenix days of `range`. */
function within(column: SQL, range: DayRange): SQL {
  const from = range.from ? sql` and ${column} >= ${phoenixDayStartSql(range.from)}` : sql``;
  const to = range.to ? sql` and ${column} < ${phoenixDayStartSql(addDays(range.to, 1))}` : sql``;
  return sql`${from}${to}`;
}

/** Reads `page(cursor, limit)` batch after batch until it runs short or MAX_EXPORT_ROWS are read. */
async function* keysetBatches<Row extends { id: string; key: string }>(
  page: (cursor: { key: string; id: string } | undefined, limit: number) => Promise<Row[]>,
  batchRows: number,
): AsyncGenerator<Row[]> {
  let cursor: { key: string; id: string } | undefined;
  for (let read = 0; read < MAX_EXPORT_ROWS;) {
    const rows = await page(cursor, Math.min(batchRows, MAX_EXPORT_ROWS - read));
    if (rows.length) yield rows;
    if (rows.length < batchRows) return;
    read += rows.length;
    const last = rows.at(-1)!;
    cursor = { key: last.key, id: last.id };
  }
}

/** An invoice's day: sent, else written (the index invoices_day is on it). */
const INVOICE_DAY = sql.raw("coalesce(i.sent_at, i.created_at)");

/** Every invoice not void whose day (sent, else written) is within `range`, in the order of that day. */
export function exportInvoices(
  db: Database,
  range: DayRange,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<(InvoiceExportRow & { key: string })[]> {
  return keysetBatches(async (cursor, limit) => {
    const after = cursor ? sql` and (${INVOICE_DAY}, i.id) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)` : sql``;
    return rowsOf<InvoiceExportRow & { key: string }>(
      await db.execute(sql`
      select i.id, i.number, i.created_at, i.sent_at, i.due_on::text as due_on, i.lines, i.amount_cents, j.number as job_number,
        who.first_name, who.last_name, ${signedTaxSql(sql.raw("j.quote_id"))} as tax, ${INVOICE_DAY}::text as key
      from invoices i ${jobOfInvoiceSql("i.job_id")} ${personSql("j.appointment_id", "j.lead_id")}
      where i.status <> 'void' ${within(INVOICE_DAY, range)} ${after}
      order by ${INVOICE_DAY}, i.id limit ${limit}
    `),
    );
  }, batchRows);
}

/**
 * Every payment that came in within `range` (deposits of quotes and payments of invoices), in
 * the order it came in. Each side reads only its next batch by paid_at (quote_payments_paid_at,
 * invoice_payments_paid_at) from the cursor on, so a batch costs the same however long the history.
 */
export function exportPayments(
  db: Database,
  range: DayRange,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<(PaymentExportRow & { key: string })[]> {
  return keysetBatches(async (cursor, limit) => {
    const after = (paidAt: string, id: string) =>
      cursor
        ? sql` and ${sql.raw(paidAt)} >= ${cursor.key}::timestamptz and (${sql.raw(paidAt)}, ${sql.raw(id)}) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
        : sql``;
    return rowsOf<PaymentExportRow & { key: string }>(
      await db.execute(sql`
      select *, paid_at::text as key from (
        (select p.id, p.paid_at, null::int as invoice_number, q.number as quote_number, (select j.number from jobs j where j.quote_id = p.quote_id) as job_number,
          who.first_name, who.last_name,
          null::text as method, null::text as stripe_method, null::text as reference, p.amount_cents, p.refund_id, p.refunded_at, p.disputed_at
        from quote_payments p cross join lateral (select q.number, q.appointment_id, q.lead_id from quotes q where q.id = p.quote_id offset 0) q
          ${personSql("q.appointment_id", "q.lead_id")}
        where p.paid_at is not null ${within(sql`p.paid_at`, range)} ${after("p.paid_at", "p.id")}
        order by p.paid_at, p.id limit ${limit})
        union all
        (select ip.id, ip.paid_at, (select i.number from invoices i where i.id = ip.invoice_id), null, j.number,
          who.first_name, who.last_name,
          ip.method, ip.stripe_method, ip.reference, ip.amount_cents, ip.refund_id, ip.refunded_at, ip.disputed_at
        from invoice_payments ip ${jobOfInvoiceSql("ip.job_id")} ${personSql("j.appointment_id", "j.lead_id")}
        where ip.paid_at is not null ${within(sql`ip.paid_at`, range)} ${after("ip.paid_at", "ip.id")}
        order by ip.paid_at, ip.id limit ${limit})
      ) payments
      order by paid_at, id limit ${limit}
    `),
    );
  }, batchRows);
}
