/**
 * Money given back, by payment kind (./payment-kinds.ts). Which payments hold money the business
 * must not keep, read from committed state after every write that can make one so (the webhook,
 * the cancel, the sweep); which payments a contract being cancelled returns; and the one
 * statement that records a refund Stripe made (once), with its emails, moving the job's money
 * version on.
 */
import { sql, type SQL } from "drizzle-orm";
import type { InvoiceRefundReason } from "@/i18n/invoice-refunds";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { rowsOf } from "../rows";
import type { EmailMessage } from "../schema";
import { bumpMoneyVersionSql } from "./job-money";
import { paymentDocumentSql, paymentJobSql, paymentTableSql, type PaymentKind } from "./payment-kinds";
import { keepsMoneySql } from "./predicates";

/** Why the site gives back a payment nobody asked it to refund, by kind. */
export interface RefundReasons {
  /**
   * A deposit of a contract the customer cancelled (one that came in after, too); a payment that
   * is not the one that paid its deposit (a second Checkout page); a session that charged another
   * amount or currency.
   */
  deposit: "cancelled" | "duplicate" | "mismatch";
  /** The same of an invoice's payment, and a payment of an invoice the office voided. */
  invoice: InvoiceRefundReason;
}

/** Why a deposit is given back. */
export type DepositRefundReason = RefundReasons["deposit"];

/** A payment whose money must go back: its kind and why, the contract (its quote) and document it is under, and what it took. */
export type SurplusPayment = {
  [K in PaymentKind]: {
    kind: K;
    reason: RefundReasons[K];
    id: string;
    quoteId: string;
    /** The quote a deposit pays, the invoice an invoice payment pays. */
    documentId: string;
    paymentIntentId: string | null;
    /** What it took: what a mismatched session charged, else the payment's amount. */
    amountCents: number;
  };
}[PaymentKind];

/** `and <column> = quoteId` when the run is about one contract; nothing for the sweep. */
const ofContract = (column: string, quoteId: string | undefined): SQL => (quoteId ? sql`and ${sql.raw(column)} = ${quoteId}::uuid` : sql``);

/**
 * Each kind's payments that took money (`paid_at`, a mismatched charge's too) and must give it
 * back. A deposit: what a mismatched session took; every paid deposit of a cancelled contract;
 * a paid payment that is not the one that paid its quote. An invoice payment through Stripe, not
 * disputed: the same, and a paid payment of an invoice the office voided.
 */
const SURPLUS: Record<PaymentKind, (quoteId: string | undefined) => SQL> = {
  deposit: (quoteId) => sql`
    select 'deposit' as kind, p.id::text as id, p.quote_id::text as "quoteId", p.quote_id::text as "documentId", p.payment_intent_id as "paymentIntentId",
      coalesce(p.received_cents, p.amount_cents) as "amountCents", p.paid_at,
      case when p.status = 'mismatched' then 'mismatch' when q.status = 'cancelled' then 'cancelled' else 'duplicate' end as reason
    from quote_payments p join quotes q on q.id = p.quote_id
    where p.paid_at is not null and p.refund_id is null ${ofContract("p.quote_id", quoteId)}
      and (p.status = 'mismatched'
        or (p.status = 'paid' and (q.status = 'cancelled' or (q.status = 'paid' and q.deposit_payment_id is distinct from p.id))))`,
  invoice: (quoteId) => sql`
    select 'invoice' as kind, p.id::text as id, j.quote_id::text as "quoteId", i.id::text as "documentId", p.payment_intent_id as "paymentIntentId",
      coalesce(p.received_cents, p.amount_cents) as "amountCents", p.paid_at,
      case when p.status = 'mismatched' then 'mismatch' when q.status = 'cancelled' then 'cancelled' when i.status = 'void' then 'void' else 'duplicate' end as reason
    from invoice_payments p join invoices i on i.id = p.invoice_id join jobs j on j.id = p.job_id join quotes q on q.id = j.quote_id
    where p.method = 'stripe' and p.paid_at is not null and ${keepsMoneySql("p")} ${ofContract("j.quote_id", quoteId)}
      and (p.status = 'mismatched'
        or (p.status = 'paid' and (q.status = 'cancelled' or i.status = 'void' or (i.status = 'paid' and i.paid_payment_id is distinct from p.id))))`,
};

/** The `kind`'s payments that hold money the business must not keep, of the contract `quoteId` (or of every contract, for the sweep), oldest first. */
export async function surplusPayments(db: Database, kind: PaymentKind, quoteId?: string, limit = 100): Promise<SurplusPayment[]> {
  const rows = rowsOf<SurplusPayment>(
    await db.execute(sql`select * from (${SURPLUS[kind](quoteId)}) surplus order by paid_at, id limit ${limit}`),
  );
  return rows.map(
    ({ kind, id, quoteId, documentId, paymentIntentId, amountCents, reason }) =>
      ({ kind, id, quoteId, documentId, paymentIntentId, amountCents: Number(amountCents), reason }) as SurplusPayment,
  );
}

/**
 * Records a refund Stripe made of the `kind`'s payment, with `emails` about it, in one statement;
 * only the first to record it stores them (two paths may refund one payment at once: Stripe's
 * idempotency key makes that one refund). A refusal recorded before is cleared, and the job's
 * money version moves on. Answers the emails stored, none when it was recorded already.
 */
export async function recordRefund<K extends PaymentKind>(
  db: Database,
  kind: K,
  { paymentId, refundId, reason, now }: { paymentId: string; refundId: string; reason: RefundReasons[K]; now: Date },
  emails: readonly QueuedEmail[] = [],
  customerLink?: CustomerLinkRow,
): Promise<EmailMessage[]> {
  const at = now.toISOString();
  const [row] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with refunded as (
        update ${paymentTableSql(kind)} set refund_id = ${refundId}, refunded_at = ${at}, refund_reason = ${reason}, refund_failed_at = null, refund_error = null, updated_at = ${at}
        where id = ${paymentId}::uuid and refund_id is null
        returning ${paymentDocumentSql(kind)} as id, ${paymentJobSql(kind)} as job_id
      ),
      bumped as (${bumpMoneyVersionSql(sql`(select job_id from refunded)`, now)}),
      my_link as (${storeCustomerLink("refunded", customerLink, now)}),
      mail as (${storeEmailsAbout("refunded", emails, now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids
    `),
  );
  return emailsById(db, row?.email_ids ?? []);
}

/** A payment of a contract being cancelled that holds the customer's money, or will once it clears, as the cancel gives it back. */
export interface PaymentToReturn {
  kind: PaymentKind;
  id: string;
  /** The invoice it paid; null for the deposit. */
  invoiceNumber: number | null;
  /** stripe, or how the office took it (check, cash, financing, other). */
  method: string;
  stripeMethod: string | null;
  reference: string | null;
  paymentIntentId: string | null;
  amountCents: number;
  /** paid, or processing (a bank payment on its way). */
  status: "paid" | "processing";
}

/**
 * Each kind's payments of a contract that took the customer's money and keep it, and its bank
 * payments still on their way. A deposit: the paid deposits not refunded, then the current
 * attempt while its bank debit is on its way. An invoice payment: paid and keeping its money
 * (a dispute gives it back through the bank), or on its way, by invoice number. A mismatched
 * session's charge is not among them: it is refunded as a mismatch.
 */
const TO_RETURN: Record<PaymentKind, (quoteId: string) => SQL> = {
  deposit: (quoteId) => sql`
    select 'deposit' as kind, p.id::text as id, null::integer as "invoiceNumber", 'stripe' as method, null::text as "stripeMethod", null::text as reference,
      p.payment_intent_id as "paymentIntentId", p.amount_cents as "amountCents", p.status
    from quote_payments p
    where p.quote_id = ${quoteId}::uuid
      and ((p.status = 'paid' and p.refund_id is null) or (p.status = 'processing' and p.id = (select q.checkout_payment_id from quotes q where q.id = p.quote_id)))
    order by p.status = 'processing', p.created_at, p.id`,
  invoice: (quoteId) => sql`
    select 'invoice' as kind, p.id::text as id, i.number as "invoiceNumber", p.method, p.stripe_method as "stripeMethod", p.reference,
      p.payment_intent_id as "paymentIntentId", p.amount_cents as "amountCents", p.status
    from invoice_payments p join invoices i on i.id = p.invoice_id
    where p.job_id = (select j.id from jobs j where j.quote_id = ${quoteId}::uuid) and p.status in ('paid', 'processing') and ${keepsMoneySql("p")}
    order by i.number, p.created_at, p.id`,
};

/** The `kind`'s payments the cancel of contract `quoteId` gives back (TO_RETURN). */
export async function paymentsToReturn(db: Database, kind: PaymentKind, quoteId: string): Promise<PaymentToReturn[]> {
  const rows = rowsOf<PaymentToReturn>(await db.execute(TO_RETURN[kind](quoteId)));
  return rows.map((row) => ({
    ...row,
    amountCents: Number(row.amountCents),
    invoiceNumber: row.invoiceNumber === null ? null : Number(row.invoiceNumber),
  }));
}
