/**
 * The statements about a deposit's payments that decide on committed state: which Checkout
 * attempt is the deposit's current one (one compare-and-set on the quote row, so two requests
 * never open two pages), and which payments hold money the business must not keep (read after
 * the writes that could make them so, by every path that could: the webhook, the cancel and
 * the sweep). Single statements, so they hold on the HTTP driver too.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "./client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "./emails";
import { quotePayments, quotes, type EmailMessage, type QuotePayment } from "./schema";


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
 * idempotency key makes that one refund). Answers the emails stored, none when it was recorded already.
 */
export async function recordRefund(db: Database, { paymentId, refundId, reason, now }: { paymentId: string; refundId: string; reason: RefundReason; now: Date }, emails: readonly QueuedEmail[] = []): Promise<EmailMessage[]> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with refunded as (
      update ${quotePayments} set refund_id = ${refundId}, refunded_at = ${at}, refund_reason = ${reason}, updated_at = ${at}
      where ${quotePayments.id} = ${paymentId} and ${quotePayments.refundId} is null
      returning quote_id as id
    ),
    mail as (${storeEmailsAbout("refunded", emails, now)})
    select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from refunded
  `)) as unknown as { rows: { email_ids: (number | string)[] }[] };
  return emailsById(db, result.rows[0]?.email_ids ?? []);
}
