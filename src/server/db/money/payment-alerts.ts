/**
 * What happens to a Stripe payment after it came in, for deposits (quote_payments) and invoice
 * payments alike: a dispute Stripe opened on it, and a refund Stripe refused. Each is one
 * statement that marks the row (once) and stores the admins' emails with the mark, so they are
 * told once; a dispute bumps its job's money version (a disputed payment stops counting as paid).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { bumpMoneyVersionSql } from "./job-money";
import { rowsOf } from "../rows";
import type { EmailMessage } from "../schema";
import { eventSeenSql, recordEventSql } from "../stripe-events/events";
import { paymentDocumentSql, paymentTableSql, type PaymentKind } from "./payment-kinds";
import { refundRefusedSql } from "./predicates";

/** A Stripe payment as the admins' alerts name it: ids, numbers and amounts, nothing about the customer. */
export interface PaymentFacts {
  kind: PaymentKind;
  id: string;
  amountCents: number;
  jobId: string | null;
  jobNumber: number | null;
  quoteNumber: number | null;
  invoiceNumber: number | null;
}

const FACTS = sql`
  select 'deposit' as kind, p.id::text as id, p.amount_cents as "amountCents", j.id::text as "jobId", j.number as "jobNumber", q.number as "quoteNumber", null::integer as "invoiceNumber", p.payment_intent_id as intent
  from quote_payments p join quotes q on q.id = p.quote_id left join jobs j on j.quote_id = q.id
  union all
  select 'invoice', p.id::text, p.amount_cents, j.id::text, j.number, q.number, i.number, p.payment_intent_id
  from invoice_payments p join invoices i on i.id = p.invoice_id join jobs j on j.id = p.job_id left join quotes q on q.id = j.quote_id`;

/** The payment (either table) whose Stripe payment intent is `intentId`, or null for one we do not know. */
export async function paymentOfIntent(db: Database, intentId: string): Promise<PaymentFacts | null> {
  const [row] = rowsOf<PaymentFacts>(
    await db.execute(
      sql`select kind, id, "amountCents", "jobId", "jobNumber", "quoteNumber", "invoiceNumber" from (${FACTS}) facts where intent = ${intentId} limit 1`,
    ),
  );
  return row ? { ...row, amountCents: Number(row.amountCents) } : null;
}

/** The payment `id` of the `kind` table, for the refusal alerts; null when there is none. */
export async function paymentFacts(db: Database, kind: PaymentKind, id: string): Promise<PaymentFacts | null> {
  const [row] = rowsOf<PaymentFacts>(
    await db.execute(
      sql`select kind, id, "amountCents", "jobId", "jobNumber", "quoteNumber", "invoiceNumber" from (${FACTS}) facts where kind = ${kind} and id = ${id}`,
    ),
  );
  return row ? { ...row, amountCents: Number(row.amountCents) } : null;
}

/** A `charge.dispute.created` event as the statement records it. */
export interface DisputeRecord {
  event: { id: string; type: string };
  intentId: string;
  disputeId: string;
  /** The disputed payment's job: its money version is bumped. */
  jobId: string | null;
  now: Date;
}

/**
 * Marks the payment of `intentId` (either table) disputed, once, records the event, bumps its
 * job's money version and stores the admins' `emails`, in one statement. "replayed" for an event
 * seen before; otherwise the emails stored (none when the payment was disputed already, or unknown).
 */
export async function recordDispute(
  db: Database,
  { event, intentId, disputeId, jobId, now }: DisputeRecord,
  emails: readonly QueuedEmail[],
): Promise<"replayed" | EmailMessage[]> {
  const at = now.toISOString();
  const [row] = rowsOf<{ replayed: boolean; email_ids: (number | string)[] }>(
    await db.execute(sql`
      with seen as (${eventSeenSql(event.id)}),
      deposit as (
        update quote_payments set dispute_id = ${disputeId}, disputed_at = ${at}, updated_at = ${at}
        where payment_intent_id = ${intentId} and dispute_id is null and not exists (select 1 from seen)
        returning quote_id as id
      ),
      invoice as (
        update invoice_payments set dispute_id = ${disputeId}, disputed_at = ${at}, updated_at = ${at}
        where payment_intent_id = ${intentId} and dispute_id is null and not exists (select 1 from seen)
        returning invoice_id as id
      ),
      disputed as (select id from deposit union all select id from invoice),
      bumped as (${bumpMoneyVersionSql(sql`(select ${jobId}::uuid where exists (select 1 from disputed))`, now)}),
      unseen as (select 1 where not exists (select 1 from seen)),
      recorded as (${recordEventSql("unseen", event, now)}),
      mail as (${storeEmailsAbout("disputed", emails, now)})
      select exists (select 1 from seen) as replayed, (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids
    `),
  );
  if (row?.replayed) return "replayed";
  return emailsById(db, row?.email_ids ?? []);
}

/**
 * Records a refund Stripe refused on a payment that stays as it is (not refunded): the first
 * refusal sets `refund_failed_at` and stores the admins' `emails`; a later one only updates
 * `refund_error`. The emails are about the payment's quote or invoice, as its other emails are.
 * Answers the emails stored (none after the first refusal, or once refunded).
 */
export async function recordRefundRefusal(
  db: Database,
  { kind, paymentId, error, now }: { kind: PaymentKind; paymentId: string; error: string; now: Date },
  emails: readonly QueuedEmail[],
): Promise<EmailMessage[]> {
  const at = now.toISOString();
  const [row] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with first as (
        update ${paymentTableSql(kind)} set refund_failed_at = ${at}, refund_error = ${error}, updated_at = ${at}
        where id = ${paymentId}::uuid and refund_id is null and refund_failed_at is null
        returning ${paymentDocumentSql(kind)} as id
      ),
      again as (
        update ${paymentTableSql(kind)} p set refund_error = ${error}, updated_at = ${at}
        where p.id = ${paymentId}::uuid and ${refundRefusedSql("p")}
      ),
      mail as (${storeEmailsAbout("first", emails, now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids
    `),
  );
  return emailsById(db, row?.email_ids ?? []);
}

/** Refunds Stripe refused and nobody has made since: the payments' ids, oldest refusal first (for health and the dashboard). */
export async function refusedRefunds(db: Database): Promise<{ kind: PaymentKind; id: string }[]> {
  return rowsOf<{ kind: PaymentKind; id: string }>(
    await db.execute(sql`
      select kind, id from (
        select 'deposit' as kind, p.id::text as id, p.refund_failed_at from quote_payments p where ${refundRefusedSql("p")}
        union all
        select 'invoice', p.id::text, p.refund_failed_at from invoice_payments p where ${refundRefusedSql("p")}
      ) refused order by refund_failed_at, id
    `),
  );
}
