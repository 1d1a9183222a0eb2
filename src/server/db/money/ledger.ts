/**
 * A job's change orders, invoices and invoice payments, newest first: what the job page and
 * the customer's page list. Three reads by the job's indexes.
 */
import { desc, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { changeOrders, invoicePayments, invoices, type ChangeOrder, type Invoice, type InvoicePayment } from "../schema";

/** The rows of a job's money. */
export interface LedgerRows {
  changeOrders: ChangeOrder[];
  invoices: Invoice[];
  payments: InvoicePayment[];
}

/** The change orders, invoices and invoice payments of each of `jobIds`. */
export async function ledgerRows(db: Database, jobIds: readonly string[]): Promise<LedgerRows> {
  if (!jobIds.length) return { changeOrders: [], invoices: [], payments: [] };
  const ids = [...jobIds];
  const [orders, bills, payments] = await Promise.all([
    db.select().from(changeOrders).where(inArray(changeOrders.jobId, ids)).orderBy(desc(changeOrders.createdAt), desc(changeOrders.number)),
    db.select().from(invoices).where(inArray(invoices.jobId, ids)).orderBy(desc(invoices.createdAt), desc(invoices.number)),
    db
      .select()
      .from(invoicePayments)
      .where(inArray(invoicePayments.jobId, ids))
      .orderBy(desc(invoicePayments.createdAt), desc(invoicePayments.id)),
  ]);
  return { changeOrders: orders, invoices: bills, payments };
}

/** The rows of one job. */
export function jobLedgerRows(db: Database, jobId: string): Promise<LedgerRows> {
  return ledgerRows(db, [jobId]);
}
