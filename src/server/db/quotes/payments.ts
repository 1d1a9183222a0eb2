/**
 * The statements about a deposit's payments that decide on committed state: which Checkout
 * attempt is the deposit's current one (one compare-and-set on the quote row, so two requests
 * never open two pages), and what a Checkout event does to a deposit and its quote. Single
 * statements, so they hold on the HTTP driver too. What is given back, of deposits and invoice
 * payments alike, is src/server/db/money/refunds.ts.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { rowsOf } from "../rows";
import { quotePayments, quotes, type EmailMessage, type QuotePayment } from "../schema";
import { eventSeenSql, recordEventSql } from "../stripe-events/events";

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
export async function claimCheckoutAttempt(
  db: Database,
  {
    quoteId,
    replacing,
    paymentId,
    amountCents,
    now,
  }: { quoteId: string; replacing: string | null; paymentId: string; amountCents: number; now: Date },
): Promise<boolean> {
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
  await db
    .update(quotePayments)
    .set({ checkoutSessionId: sessionId, updatedAt: now })
    .where(and(eq(quotePayments.id, paymentId), isNull(quotePayments.checkoutSessionId)));
}

/**
 * The payment of a Checkout Session: by its id, or, for a session whose id was never recorded
 * (the process stopped between Stripe's answer and its write), by the payment id the session
 * carries in its metadata, recording the session on it then.
 */
export async function paymentOfSession(
  db: Database,
  sessionId: string,
  paymentId: string | undefined,
  now: Date,
): Promise<QuotePayment | null> {
  const [bySession] = await db.select().from(quotePayments).where(eq(quotePayments.checkoutSessionId, sessionId));
  if (bySession || !paymentId || !/^[0-9a-f-]{36}$/i.test(paymentId)) return bySession ?? null;
  const [adopted] = await db
    .update(quotePayments)
    .set({ checkoutSessionId: sessionId, updatedAt: now })
    .where(and(eq(quotePayments.id, paymentId), isNull(quotePayments.checkoutSessionId)))
    .returning();
  return adopted ?? null;
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
export async function applyPaymentEvent(
  db: Database,
  { event, payment, change, emails, customerLink, now }: PaymentEvent,
): Promise<"replayed" | "changed" | { paid: EmailMessage[]; flag: EmailMessage[] }> {
  const at = now.toISOString();
  const { next, intent, moneyIn, mismatch, charged, paysQuote } = change;
  const current = payment.from;
  const [row] = rowsOf<{ replayed: boolean; moved: boolean; paid_ids: (number | string)[]; flag_ids: (number | string)[] }>(
    await db.execute(sql`
      with seen as (${eventSeenSql(event.id)}),
      payment as (
        update ${quotePayments} set status = ${next}, payment_intent_id = coalesce(${quotePayments.paymentIntentId}, ${intent}),
          paid_at = case when ${moneyIn} then coalesce(${quotePayments.paidAt}, ${at}::timestamptz) else ${quotePayments.paidAt} end,
          received_cents = case when ${mismatch} then ${charged.cents}::integer else ${quotePayments.receivedCents} end,
          received_currency = case when ${mismatch} then ${charged.currency}::text else ${quotePayments.receivedCurrency} end,
          updated_at = ${at}
        where ${quotePayments.id} = ${payment.id} and ${quotePayments.status} = ${current} and not exists (select 1 from seen)
        returning quote_id as id
      ),
      recorded as (${recordEventSql("payment", event, now)}),
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
