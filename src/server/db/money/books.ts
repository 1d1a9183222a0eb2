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

/** `column` within the Phoenix days of `range`. */
function within(column: SQL, range: DayRange): SQL {
  const from = range.from ? sql` and ${column} >= ${phoenixDayStartSql(range.from)}` : sql``;
  const to = range.to ? sql` and ${column} < ${phoenixDayStartSql(addDays(range.to, 1))}` : sql``;
  return sql`${from}${to}`;
}

/** Reads `page(cursor, limit)` batch after batch until it runs short or MAX_EXPORT_ROWS are read. */
async function* keysetBatches<Row extends { id: string; key: string }>(page: (cursor: { key: string; id: string } | undefined, limit: number) => Promise<Row[]>, batchRows: number): AsyncGenerator<Row[]> {
  let cursor: { key: string; id: string } | undefined;
  for (let read = 0; read < MAX_EXPORT_ROWS; ) {
    const rows = await page(cursor, Math.min(batchRows, MAX_EXPORT_ROWS - read));
    if (rows.length) yield rows;
    if (rows.length < batchRows) return;
    read += rows.length;
    const last = rows.at(-1)!;
    cursor = { key: last.key, id: last.id };
  }
}

/** Every invoice not void whose day (sent, else written) is within `range`, in the order written. */
export function exportInvoices(db: Database, range: DayRange, batchRows = EXPORT_BATCH_ROWS): AsyncGenerator<(InvoiceExportRow & { key: string })[]> {
  return keysetBatches(async (cursor, limit) => {
    const after = cursor ? sql` and (i.created_at, i.id) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)` : sql``;
    return rowsOf<InvoiceExportRow & { key: string }>(
      await db.execute(sql`
      select i.id, i.number, i.created_at, i.sent_at, i.due_on::text as due_on, i.lines, i.amount_cents, j.number as job_number,
        coalesce(a.first_name, l.first_name) as first_name, coalesce(a.last_name, l.last_name) as last_name, i.created_at::text as key
      from invoices i join jobs j on j.id = i.job_id
        left join appointments a on a.id = j.appointment_id left join leads l on l.id = j.lead_id
      where i.status <> 'void' ${within(sql`coalesce(i.sent_at, i.created_at)`, range)} ${after}
      order by i.created_at, i.id limit ${limit}
    `),
    );
  }, batchRows);
}

/** Every payment that came in within `range` (deposits of quotes and payments of invoices), in the order it came in. */
export function exportPayments(db: Database, range: DayRange, batchRows = EXPORT_BATCH_ROWS): AsyncGenerator<(PaymentExportRow & { key: string })[]> {
  return keysetBatches(async (cursor, limit) => {
    const after = cursor ? sql` and (paid_at, id) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)` : sql``;
    // Each side reads its payments by paid_at (quote_payments_paid_at, invoice_payments_paid_at).
    return rowsOf<PaymentExportRow & { key: string }>(
      await db.execute(sql`
      select *, paid_at::text as key from (
        select p.id, p.paid_at, null::int as invoice_number, q.number as quote_number, j.number as job_number,
          coalesce(a.first_name, l.first_name) as first_name, coalesce(a.last_name, l.last_name) as last_name,
          null::text as method, null::text as stripe_method, null::text as reference, p.amount_cents, p.refund_id, p.refunded_at, p.disputed_at
        from quote_payments p join quotes q on q.id = p.quote_id left join jobs j on j.quote_id = q.id
          left join appointments a on a.id = q.appointment_id left join leads l on l.id = q.lead_id
        where p.paid_at is not null ${within(sql`p.paid_at`, range)}
        union all
        select ip.id, ip.paid_at, i.number, null, j.number,
          coalesce(a.first_name, l.first_name), coalesce(a.last_name, l.last_name),
          ip.method, ip.stripe_method, ip.reference, ip.amount_cents, ip.refund_id, ip.refunded_at, ip.disputed_at
        from invoice_payments ip join invoices i on i.id = ip.invoice_id join jobs j on j.id = ip.job_id
          left join appointments a on a.id = j.appointment_id left join leads l on l.id = j.lead_id
        where ip.paid_at is not null ${within(sql`ip.paid_at`, range)}
      ) payments
      where true ${after}
      order by paid_at, id limit ${limit}
    `),
    );
  }, batchRows);
}
