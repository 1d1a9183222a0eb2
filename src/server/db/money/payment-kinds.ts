/**
 * The two kinds of payment and the table each is kept in: a quote's deposit (quote_payments) and
 * an invoice's payment (invoice_payments). The tables stay two, each beside the document it pays,
 * whose row names its current Checkout attempt and the one payment that paid it
 * (`quotes.deposit_payment_id`, `invoices.paid_payment_id`); their money columns are alike
 * (status, paid_at, refund_*, dispute_*), so a statement about what happens to a payment once it
 * came in (a refund, a refusal, a dispute) is written once, over the table of its kind.
 */
import { sql, type SQL } from "drizzle-orm";

/** Which kind a payment is, and so which table it is in. */
export type PaymentKind = "deposit" | "invoice";

/** Every kind, in the order the contract's payments are named (the deposit first). */
export const PAYMENT_KINDS: readonly PaymentKind[] = ["deposit", "invoice"];

/** A kind as a log line names it. */
export const PAYMENT_NAMES: Record<PaymentKind, string> = { deposit: "deposit", invoice: "invoice payment" };

/** A payment as a log line names it: "Deposit 1f…", "Invoice payment 1f…". */
export const paymentLabel = (kind: PaymentKind, id: string): string =>
  `${PAYMENT_NAMES[kind].charAt(0).toUpperCase()}${PAYMENT_NAMES[kind].slice(1)} ${id}`;

/** How each kind's table is read: its name, the column of the document it pays, and the job of a row (a deposit's through its quote). */
const TABLES: Record<PaymentKind, { table: string; document: string; job: (row: string) => string }> = {
  deposit: { table: "quote_payments", document: "quote_id", job: (row) => `(select j.id from jobs j where j.quote_id = ${row}.quote_id)` },
  invoice: { table: "invoice_payments", document: "invoice_id", job: (row) => `${row}.job_id` },
};

/** The table of a kind. */
export const paymentTableSql = (kind: PaymentKind): SQL => sql.raw(TABLES[kind].table);

/** The column of the document a kind's row pays (the quote, the invoice): what its emails are about. */
export const paymentDocumentSql = (kind: PaymentKind): SQL => sql.raw(TABLES[kind].document);

/** The job of the kind's row `row` (an alias, or the table's name in an update's returning). */
export const paymentJobSql = (kind: PaymentKind, row: string = TABLES[kind].table): SQL => sql.raw(TABLES[kind].job(row));
