/**
 * The conditions on money rows that several statements ask, each written once, as a SQL fragment
 * over a row's alias (or its table's name where the statement does not alias it). A payment's
 * fragments hold for both kinds' tables (quote_payments, invoice_payments: the same columns).
 *
 * Some are also the predicate of a partial index in src/server/db/schema.ts (named beside them),
 * which the planner uses only while a statement asks the same condition: a change to one is a
 * change to the other, and a migration.
 */
import { sql, type SQL } from "drizzle-orm";

/** `alias` as a raw SQL prefix. */
const raw = (text: string): SQL => sql.raw(text);

/**
 * Money that stays: a payment neither refunded nor disputed (a dispute takes the money back at
 * once, so it stops counting the moment Stripe reports it). What is paid, collected and owed back
 * by hand counts only these.
 */
export const keepsMoneySql = (payment: string): SQL => raw(`${payment}.refund_id is null and ${payment}.disputed_at is null`);

/** An invoice payment that paid and keeps its money: what a job's paid figure and "collected" count. */
export const paidInvoicePaymentSql = (payment: string): SQL => sql`${raw(`${payment}.status = 'paid'`)} and ${keepsMoneySql(payment)}`;

/** A refund Stripe refused that nobody has made since (the partial indexes *_refund_refused hold exactly these rows). */
export const refundRefusedSql = (payment: string): SQL => raw(`${payment}.refund_failed_at is not null and ${payment}.refund_id is null`);

/** A Stripe attempt whose outcome is not known yet: its page opened, still open or its money on its way (invoice_payments_pending). */
export const awaitingStripeSql = (payment: string): SQL =>
  raw(`${payment}.status in ('open', 'processing') and ${payment}.checkout_session_id is not null`);

/** An invoice not paid and not void: open, or its bank payment on its way. What is billed and outstanding. */
export const unpaidInvoiceSql = (invoice: string): SQL => raw(`${invoice}.status in ('open', 'processing')`);

/** An unpaid invoice the customer was sent: what is outstanding, aged from when it was sent (invoices_outstanding). */
export const outstandingInvoiceSql = (invoice: string): SQL =>
  sql`${unpaidInvoiceSql(invoice)} and ${raw(`${invoice}.sent_at is not null`)}`;
