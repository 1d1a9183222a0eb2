/**
 * The books' CSV files for the accountant. Invoices carry QuickBooks Online's default
 * invoice-import headers exactly, one row per invoice line; payments list every payment that
 * came in. Dates are Phoenix days written MM/DD/YYYY (QuickBooks' US default), amounts dollars
 * with two decimals and no comma (a credit line with its minus sign, read as a number), names "First Last".
 */
import { linesIn, type BilledLine } from "@/core/invoices";
import { paymentWay } from "@/core/payment-way";
import { invoiceTpt } from "@/core/tax-class";
import { phoenixDate } from "@/core/phoenix-time";
import type { InvoiceExportRow, PaymentExportRow } from "../db/money/books";
import { signedTaxRule } from "../db/quotes/signed-tax";
import { csvStream, type CsvColumn } from "./csv";

/** A YYYY-MM-DD day as MM/DD/YYYY. */
export function usDate(day: string): string {
  const [year, month, date] = day.split("-");
  return `${month}/${date}/${year}`;
}

/** Integer cents as dollars with two decimals, exactly ("1234.50", "-12.05"). */
export function dollars(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

const phoenixDay = (instant: Date | string) => phoenixDate(new Date(instant));
const customer = (row: { first_name: string | null; last_name: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(" ");

/** What every invoice line is sold as, unless the line names its kind. */
export const INVOICE_ITEM = "Windows and doors";

/** One row of the invoices file: an invoice's line. */
export interface InvoiceCsvRow {
  invoice: InvoiceExportRow;
  description: string;
  item: string;
  amountCents: number;
  /** The TPT the invoice holds, on its first row only (so a column's sum is the tax); null for no tax. */
  taxCents: number | null;
}

/** An invoice's lines as rows; an invoice without lines is one row of its whole amount. */
export function invoiceLineRows(invoice: InvoiceExportRow): InvoiceCsvRow[] {
  const lines = Array.isArray(invoice.lines) ? (invoice.lines as (BilledLine & { kind?: unknown })[]) : [];
  const taxCents = invoiceTpt(signedTaxRule(invoice.tax), invoice.amount_cents);
  if (!lines.length)
    return [{ invoice, description: `Invoice ${invoice.number}`, item: INVOICE_ITEM, amountCents: invoice.amount_cents, taxCents }];
  // The books read English, whatever language the customer's invoice was written in.
  return linesIn(lines, "en").map((line, index) => ({
    invoice,
    description: String(line.description ?? ""),
    item: typeof line.kind === "string" && line.kind ? line.kind : INVOICE_ITEM,
    amountCents: Number(line.amountCents ?? 0),
    taxCents: index === 0 ? taxCents : null,
  }));
}

/** The invoice's day: the Phoenix day it was sent, or written if it never was. */
const invoiceDay = (invoice: InvoiceExportRow) => phoenixDay(invoice.sent_at ?? invoice.created_at);

/** QuickBooks Online's invoice-import columns, in its order. */
export const invoiceColumns: CsvColumn<InvoiceCsvRow>[] = [
  { header: "Invoice number", value: (row) => row.invoice.number },
  { header: "Customer", value: (row) => customer(row.invoice) },
  { header: "Invoice date", value: (row) => usDate(invoiceDay(row.invoice)) },
  // Due on receipt (no due day) is due the day of the invoice.
  { header: "Due date", value: (row) => usDate(row.invoice.due_on ?? invoiceDay(row.invoice)) },
  { header: "Item (Product/Service)", value: (row) => row.item },
  { header: "Item Description", value: (row) => row.description },
  { header: "Item Quantity", value: () => 1 },
  { header: "Item Rate", value: (row) => dollars(row.amountCents) },
  { header: "Item Amount", value: (row) => dollars(row.amountCents) },
  { header: "Memo", value: (row) => `Job ${row.invoice.job_number}` },
  // Arizona TPT (prime contracting) inside a modification's invoice; empty for a replacement, which adds none.
  { header: "Tax Amount", value: (row) => (row.taxCents === null ? "" : dollars(row.taxCents)) },
];

export const paymentColumns: CsvColumn<PaymentExportRow>[] = [
  { header: "Date", value: (row) => usDate(phoenixDay(row.paid_at)) },
  { header: "Invoice number", value: (row) => (row.invoice_number !== null ? row.invoice_number : `Deposit, quote ${row.quote_number}`) },
  { header: "Job number", value: (row) => row.job_number },
  { header: "Customer", value: customer },
  { header: "Method", value: (row) => paymentWay(row.method, row.stripe_method) },
  { header: "Reference", value: (row) => row.reference },
  { header: "Amount", value: (row) => dollars(row.amount_cents) },
  { header: "Refunded", value: (row) => (row.refund_id ? usDate(phoenixDay(row.refunded_at ?? row.paid_at)) : "") },
  { header: "Disputed", value: (row) => (row.disputed_at ? usDate(phoenixDay(row.disputed_at)) : "") },
];

/** Each batch of invoices as its lines' rows, read as the batch is: the stream stays a stream. */
async function* lineBatches(batches: AsyncIterator<readonly InvoiceExportRow[]>): AsyncGenerator<InvoiceCsvRow[]> {
  try {
    for (let next = await batches.next(); !next.done; next = await batches.next()) yield next.value.flatMap(invoiceLineRows);
  } finally {
    await batches.return?.();
  }
}

/** The invoices CSV streamed from `batches` (exportInvoices). */
export function invoicesCsvStream(batches: AsyncIterator<readonly InvoiceExportRow[]>): ReadableStream<Uint8Array> {
  return csvStream(invoiceColumns, lineBatches(batches));
}

/** The payments CSV streamed from `batches` (exportPayments). */
export function paymentsCsvStream(batches: AsyncIterator<readonly PaymentExportRow[]>): ReadableStream<Uint8Array> {
  return csvStream(paymentColumns, batches);
}

/** "invoices-2026-12-01.csv": the kind and the Phoenix day of `now`. */
export function booksFilename(kind: "invoices" | "payments", now: Date): string {
  return `${kind}-${phoenixDate(now)}.csv`;
}
