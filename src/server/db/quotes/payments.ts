/**
 * The statements about a deposit's payments that decide on committed state: which Checkout
 * attempt is the deposit's current one (one compare-and-set on the quote row, so two requests
 * never open two pages), and which payments hold money the business must not keep (read after
 * the writes that could make them so, by every path that could: the webhook, the cancel and
 * the sweep). Single statements, so they hold on the HTTP driver too.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { rowsOf } from "../rows";
import { bumpMoneyVersionSql } from "../money/job-money";
import { jobs, quotePayments, quotes, stripeEvents, type EmailMessage, type QuotePayment } from "../schema";

/**
 * Why the site gives back a payment nobody asked it to refund: a deposit of a contract the
 * customer cancelled (one that came in after, too); a payment that is not the one that paid its
 * deposit (a second Checkout page); a session that charged another amount or currency.
 */
export type RefundReason = "cancelled" | "duplicate" | "mismatch";

/** The quote's current Checkout attempt (its row), or null before any. */
export async function currentCheckoutAttempt(db: Database, quoteId: string): Promise<QuotePayment | null> {
  const [row] = await db
    .select({ payment: quotePayments })
    .from(quotes)
    .innerJoin(quotePayments, eq(quotePayments.id, quotes.checkoutPaymentId))
    .where(eq(quotes.id, quoteId));
  return row?.payment ?? null;
}

/**
 * Makes `paymentId` the signed quote's current Checkout attempt, and writes its row (open, no
 * session yet), in one statement, only if the current attempt is still `replacing` (null: none
 * yet). False when another request replaced it first, or the quote is no longer signed.
 */
export async function claimCheckoutAttempt(db: Database, { quoteId, replacing, paymentId, amountCents, now }: { quoteId: string; replacing: string | null; paymentId: string; amountCents: number; now: Date }): Promise<boolean> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with claimed as (
      update ${quotes} set checkout_payment_id = ${paymentId}::uuid, updated_at = ${at}
      where ${quotes.id} = ${quoteId} and ${quotes.status} = 'signed' and ${quotes.checkoutPaymentId} is not distinct from ${replacing}::uuid
      returning id
    )
    insert into ${quotePayments} (id, quote_id, amount_cents, status, created_at, updated_at)
    select ${paymentId}::uuid, id, ${amountCents}, 'open', ${at}, ${at} from claimed
    returning id
  `)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Records the session Stripe opened for an attempt (the first answer stands: a retried create returns the same session). */
export async function recordCheckoutSession(db: Database, paymentId: string, sessionId: string, now: Date): Promise<void> {
  await db.update(quotePayments).set({ checkoutSessionId: sessionId, updatedAt: now }).where(and(eq(quotePayments.id, paymentId), isNull(quotePayments.checkoutSessionId)));
}

/**
 * The payment of a Checkout Session: by its id, or, for a session whose id was never recorded
 * (the process stopped between Stripe's answer and its write), by the payment id the session
 * carries in its metadata, recording the session on it then.
 */
export async function paymentOfSession(db: Database, sessionId: string, paymentId: string | undefined, now: Date): Promise<QuotePayment | null> {
  const [bySession] = await db.select().from(quotePayments).where(eq(quotePayments.checkoutSessionId, sessionId));
  if (bySession || !paymentId || !/^[0-9a-f-]{36}$/i.test(paymentId)) return bySession ?? null;
  const [adopted] = await db
    .update(quotePayments)
    .set({ checkoutSessionId: sessionId, updatedAt: now })
    .where(and(eq(quotePayments.id, paymentId), isNull(quotePayments.checkoutSessionId)))
    .returning();
  return adopted ?? null;
}

/** A payment whose money must be given back, why, and the quote it belongs to. */
export interface SurplusPayment {
  payment: QuotePayment;
  reason: RefundReason;
}

/**
 * The payments that took money the business must not keep, read from committed state: any
 * money a mismatched session took; every paid deposit of a cancelled contract; and a paid
 * payment that is not the one that paid its quote (a second Checkout page paid too). Of one
 * quote, or of every quote (the sweep), oldest first.
 */
export async function surplusPayments(db: Database, quoteId?: string, limit = 100): Promise<SurplusPayment[]> {
  const reason = sql<RefundReason>`case when ${quotePayments.status} = 'mismatched' then 'mismatch' when ${quotes.status} = 'cancelled' then 'cancelled' else 'duplicate' end`;
  const rows = await db
    .select({ payment: quotePayments, reason })
    .from(quotePayments)
    .innerJoin(quotes, eq(quotes.id, quotePayments.quoteId))
    .where(
      and(
        quoteId ? eq(quotePayments.quoteId, quoteId) : undefined,
        sql`${quotePayments.paidAt} is not null and ${quotePayments.refundId} is null`,
        sql`(${quotePayments.status} = 'mismatched'
          or (${quotePayments.status} = 'paid' and (${quotes.status} = 'cancelled' or (${quotes.status} = 'paid' and ${quotes.depositPaymentId} is distinct from ${quotePayments.id}))))`,
      ),
    )
    .orderBy(quotePayments.paidAt, quotePayments.id)
    .limit(limit);
  return rows;
}

/**
 * Records a refund Stripe made on its payment, with `emails` about it, in one statement; only
 * the first to record it stores them (two paths may refund one payment at once: Stripe's
 * idempotency key makes that one refund). A refusal recorded before is cleared, and the job's
 * money version moves on. Answers the emails stored, none when it was recorded already.
 */
export async function recordRefund(db: Database, { paymentId, refundId, reason, now }: { paymentId: string; refundId: string; reason: RefundReason; now: Date }, emails: readonly QueuedEmail[] = [], customerLink?: CustomerLinkRow): Promise<EmailMessage[]> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with refunded as (
      update ${quotePayments} set refund_id = ${refundId}, refunded_at = ${at}, refund_reason = ${reason}, refund_failed_at = null, refund_error = null, updated_at = ${at}
      where ${quotePayments.id} = ${paymentId} and ${quotePayments.refundId} is null
      returning quote_id as id
    ),
    bumped as (${bumpMoneyVersionSql(sql`(select ${jobs.id} from ${jobs} where ${jobs.quoteId} = (select id from refunded))`, now)}),
    my_link as (${storeCustomerLink("refunded", customerLink, now)}),
    mail as (${storeEmailsAbout("refunded", emails, now)})
    select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from refunded
  `)) as unknown as { rows: { email_ids: (number | string)[] }[] };
  return emailsById(db, result.rows[0]?.email_ids ?? []);
}

/** The quote's paid deposits not refunded yet. */
export function listPaidUnrefunded(db: Database, quoteId: string): Promise<QuotePayment[]> {
  return db.select().from(quotePayments).where(and(eq(quotePayments.quoteId, quoteId), eq(quotePayments.status, "paid"), isNull(quotePayments.refundId)));
}

/** Records a Stripe event that changes nothing (not about a deposit we know); false when it was recorded before (a replay). */
export async function recordStripeEvent(db: Database, event: { id: string; type: string }, now: Date): Promise<boolean> {
  const inserted = await db.insert(stripeEvents).values({ eventId: event.id, type: event.type, receivedAt: now }).onConflictDoNothing().returning({ id: stripeEvents.eventId });
  return inserted.length > 0;
}

/** What a Checkout event does to its payment, as the webhook worked it out (src/core/deposit-state.ts). */
export interface PaymentEvent {
  event: { id: string; type: string };
  /** The payment, and the state it was read in: the change applies only from that state. */
  payment: { id: string; quoteId: string; from: string };
  change: {
    next: string;
    /** Stripe's payment intent, kept once known. */
    intent: string | null;
    /** Money came in: the payment's paid_at is set (once). */
    moneyIn: boolean;
    /** The session charged another amount or currency: what it charged is kept. */
    mismatch: boolean;
    charged: { cents: number | null; currency: string | null };
    /** This payment may pay its quote (the statement marks it paid only while it is still signed). */
    paysQuote: boolean;
  };
  /** The emails of the paid notice and of the mismatch flag. */
  emails: { paid: readonly QueuedEmail[]; flag: readonly QueuedEmail[] };
  /** The page link the paid email carries, stored with it. */
  customerLink?: CustomerLinkRow;
  now: Date;
}

/**
 * One statement moves the payment on (only from the state read, and only for an event not seen
 * before), records the event with it, marks the quote paid by this payment when it paid the
 * deposit of a quote still signed, and stores the notices' emails: an event is never stored
 * without its effect. "replayed" for an event seen before; "changed" when another event moved
 * the payment first (nothing written).
 */
export async function applyPaymentEvent(db: Database, { event, payment, change, emails, customerLink, now }: PaymentEvent): Promise<"replayed" | "changed" | { paid: EmailMessage[]; flag: EmailMessage[] }> {
  const at = now.toISOString();
  const { next, intent, moneyIn, mismatch, charged, paysQuote } = change;
  const current = payment.from;
  const [row] = rowsOf<{ replayed: boolean; moved: boolean; paid_ids: (number | string)[]; flag_ids: (number | string)[] }>(
    await db.execute(sql`
      with seen as (select 1 from ${stripeEvents} where event_id = ${event.id}),
      payment as (
        update ${quotePayments} set status = ${next}, payment_intent_id = coalesce(${quotePayments.paymentIntentId}, ${intent}),
          paid_at = case when ${moneyIn} then coalesce(${quotePayments.paidAt}, ${at}::timestamptz) else ${quotePayments.paidAt} end,
          received_cents = case when ${mismatch} then ${charged.cents}::integer else ${quotePayments.receivedCents} end,
          received_currency = case when ${mismatch} then ${charged.currency}::text else ${quotePayments.receivedCurrency} end,
          updated_at = ${at}
        where ${quotePayments.id} = ${payment.id} and ${quotePayments.status} = ${current} and not exists (select 1 from seen)
        returning quote_id as id
      ),
      event as (
        insert into ${stripeEvents} (event_id, type, received_at) select ${event.id}, ${event.type}, ${at} from payment on conflict do nothing
      ),
      paid as (
        update ${quotes} set status = 'paid', paid_at = ${at}, deposit_payment_id = ${payment.id}::uuid, updated_at = ${at}
        where ${quotes.id} = ${payment.quoteId} and ${quotes.status} = 'signed' and ${paysQuote} and exists (select 1 from payment)
        returning id
      ),
      paid_mail as (${storeEmailsAbout("paid", emails.paid, now)}),
      paid_link as (${storeCustomerLink("paid", customerLink, now)}),
      flag_mail as (${storeEmailsAbout("payment", emails.flag, now)})
      select exists (select 1 from seen) as replayed, exists (select 1 from payment) as moved,
        (select coalesce(array_agg(paid_mail.id), '{}') from paid_mail) as paid_ids,
        (select coalesce(array_agg(flag_mail.id), '{}') from flag_mail) as flag_ids
    `),
  );
  if (row?.replayed) return "replayed";
  if (!row?.moved) return "changed";
  return { paid: await emailsById(db, row.paid_ids), flag: await emailsById(db, row.flag_ids) };
}
