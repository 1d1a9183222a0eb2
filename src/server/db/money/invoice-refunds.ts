/**
 * Invoice payments holding money the business must not keep, read from committed state: what a
 * mismatched session took, every paid payment of a contract the customer cancelled within its
 * three business days, a paid payment that is not the one that paid its invoice (a second
 * Checkout page paid too), and a paid payment of an invoice the office voided. And the statement
 * that records such a refund (once), with its emails, moving the job's money version on.
 */
import { sql } from "drizzle-orm";
import type { InvoiceRefundReason } from "@/i18n/invoice-refunds";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { bumpMoneyVersionSql } from "./job-money";
import { rowsOf } from "../rows";
import type { EmailMessage } from "../schema";

/** An invoice payment whose money must go back, why, and what the emails name. */
export interface SurplusInvoicePayment {
  id: string;
  invoiceId: string;
  invoiceNumber: number;
  jobId: string;
  quoteId: string;
  paymentIntentId: string | null;
  /** What it took: what a mismatched session charged, else the payment's amount. */
  amountCents: number;
  reason: InvoiceRefundReason;
}

/** Stripe invoice payments that took money and must give it back, oldest first; of one job, or of all (the sweep). */
export async function surplusInvoicePayments(db: Database, jobId?: string, limit = 100): Promise<SurplusInvoicePayment[]> {
  const rows = rowsOf<SurplusInvoicePayment>(
    await db.execute(sql`
      select p.id::text as id, i.id::text as "invoiceId", i.number as "invoiceNumber", p.job_id::text as "jobId", j.quote_id::text as "quoteId",
        p.payment_intent_id as "paymentIntentId", coalesce(p.received_cents, p.amount_cents) as "amountCents",
        case when p.status = 'mismatched' then 'mismatch' when q.status = 'cancelled' then 'cancelled' when i.status = 'void' then 'void' else 'duplicate' end as reason
      from invoice_payments p join invoices i on i.id = p.invoice_id join jobs j on j.id = p.job_id join quotes q on q.id = j.quote_id
      where p.method = 'stripe' and p.paid_at is not null and p.refund_id is null and p.disputed_at is null
        and (${jobId ?? null}::uuid is null or p.job_id = ${jobId ?? null}::uuid)
        and (p.status = 'mismatched'
          or (p.status = 'paid' and (q.status = 'cancelled' or i.status = 'void' or (i.status = 'paid' and i.paid_payment_id is distinct from p.id))))
      order by p.paid_at, p.id
      limit ${limit}
    `),
  );
  return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents), invoiceNumber: Number(row.invoiceNumber) }));
}

/** A job's invoice payment that holds the customer's money, or will once it clears, as the three-day cancel gives it back. */
export interface PaymentToReturn {
  id: string;
  invoiceNumber: number;
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
 * The job's invoice payments that took the customer's money and keep it (paid, not refunded, not
 * disputed: a dispute gives it back through the bank), and its bank payments still on their way;
 * by invoice number. A mismatched session's charge is not among them: it is refunded as a mismatch.
 */
export async function paymentsToReturn(db: Database, jobId: string): Promise<PaymentToReturn[]> {
  const rows = rowsOf<PaymentToReturn>(
    await db.execute(sql`
      select p.id::text as id, i.number as "invoiceNumber", p.method, p.stripe_method as "stripeMethod", p.reference, p.payment_intent_id as "paymentIntentId", p.amount_cents as "amountCents", p.status
      from invoice_payments p join invoices i on i.id = p.invoice_id
      where p.job_id = ${jobId}::uuid and p.status in ('paid', 'processing') and p.refund_id is null and p.disputed_at is null
      order by i.number, p.created_at, p.id
    `),
  );
  return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents), invoiceNumber: Number(row.invoiceNumber) }));
}

/**
 * Records a refund Stripe made of an invoice payment, with `emails` about it, in one statement;
 * only the first to record it stores them. A refusal recorded before is cleared; the job's money
 * version moves on. Answers the emails stored.
 */
export async function recordInvoiceRefund(db: Database, { paymentId, refundId, reason, now }: { paymentId: string; refundId: string; reason: InvoiceRefundReason; now: Date }, emails: readonly QueuedEmail[], customerLink?: CustomerLinkRow): Promise<EmailMessage[]> {
  const at = now.toISOString();
  const [row] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with refunded as (
        update invoice_payments set refund_id = ${refundId}, refunded_at = ${at}, refund_reason = ${reason}, refund_failed_at = null, refund_error = null, updated_at = ${at}
        where id = ${paymentId}::uuid and refund_id is null
        returning invoice_id as id, job_id
      ),
      bumped as (${bumpMoneyVersionSql(sql`(select job_id from refunded)`, now)}),
      my_link as (${storeCustomerLink("refunded", customerLink, now)}),
      mail as (${storeEmailsAbout("refunded", emails, now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids
    `),
  );
  return emailsById(db, row?.email_ids ?? []);
}
