/**
 * A signed quote's deposit through Stripe Checkout: opening a session (a row per attempt), and
 * what Stripe's signed webhook events make of it. Only those events mark a deposit paid.
 * Each event is handled once (its id is stored in the same statement that applies it, so a
 * replay, or Stripe's own retry of an answered event, changes nothing), in any order (states
 * only move forward, src/core/deposit-state.ts). A deposit that comes in after its contract
 * was cancelled (a bank debit still on its way) is refunded at once.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { isCheckoutEvent, nextDepositState, stateAfterEvent, type CheckoutEvent, type DepositState } from "@/core/deposit-state";
import type { Database } from "../db/client";
import { emailsById, storeEmailsAbout } from "../db/emails";
import { quotePayments, quotes, stripeEvents, type QuotePayment } from "../db/schema";
import type { ServerEnv } from "../env";
import { describeError } from "../log-safe";
import { deliverNotice, SILENT } from "../notify/notice";
import { quotePaid } from "../notify/quotes";
import { createDepositCheckout, paymentsConfigured, refundDeposit } from "../payments/stripe";
import type { Locale } from "@/i18n/locales";
import { depositCheckoutDescription } from "@/i18n/quotes";
import { noticeFacts, quoteById, rowsOf } from "./records";

/** Opens a Checkout Session for the deposit of a signed quote, in the page's language, and records it; answers Stripe's page. */
export async function startDepositCheckout(db: Database, env: ServerEnv, { quoteId, amountCents, returnUrl, locale }: { quoteId: string; amountCents: number; returnUrl: string; locale: Locale }): Promise<string> {
  const { quote } = await quoteById(db, quoteId);
  const paymentId = randomUUID();
  const description = depositCheckoutDescription[locale](quote.number);
  const session = await createDepositCheckout(env, { quoteId, paymentId, description, amountCents, locale, returnUrl });
  await db.insert(quotePayments).values({ id: paymentId, quoteId, checkoutSessionId: session.id, amountCents, status: "open" });
  return session.url;
}

/** The part of a Checkout Session event the webhook reads. */
export interface CheckoutEventFacts {
  id: string;
  type: string;
  session: { id: string; payment_status?: string | null; payment_intent?: string | { id: string } | null };
}

/** What handling an event did, for the log and the tests. */
export type EventOutcome = "replayed" | "ignored" | "unknown-session" | "unchanged" | DepositState;

/** Applies one verified Stripe event. Never throws for a valid event about something we do not know: Stripe needs only a 2xx. */
export async function applyCheckoutEvent(db: Database, env: ServerEnv, event: CheckoutEventFacts, now: Date): Promise<EventOutcome> {
  if (!isCheckoutEvent(event.type)) return (await recordEventOnly(db, event, now)) ? "ignored" : "replayed";
  for (let attempt = 0; attempt < 3; attempt++) {
    const [payment] = await db.select().from(quotePayments).where(eq(quotePayments.checkoutSessionId, event.session.id));
    if (!payment) return (await recordEventOnly(db, event, now)) ? "unknown-session" : "replayed";
    const outcome = await applyToPayment(db, env, event as CheckoutEventFacts & { type: CheckoutEvent }, payment, now);
    if (outcome !== "retry") return outcome;
  }
  throw new Error(`Stripe event ${event.id}: its deposit kept changing under it`);
}

async function recordEventOnly(db: Database, event: CheckoutEventFacts, now: Date): Promise<boolean> {
  const inserted = await db.insert(stripeEvents).values({ eventId: event.id, type: event.type, receivedAt: now }).onConflictDoNothing().returning({ id: stripeEvents.eventId });
  return inserted.length > 0;
}

/**
 * One statement moves the deposit on (only from the state just read, and only for an event not
 * seen before), records the event with it, marks the quote paid when the money came in for a
 * signed quote, and stores the notices' emails: an event is never stored without its effect.
 * "retry" when another event moved the deposit in between.
 */
async function applyToPayment(db: Database, env: ServerEnv, event: CheckoutEventFacts & { type: CheckoutEvent }, payment: QuotePayment, now: Date): Promise<EventOutcome | "retry"> {
  const current = payment.status as DepositState;
  const next = nextDepositState(current, stateAfterEvent(event.type, event.session.payment_status));
  const record = await quoteById(db, payment.quoteId);
  const paysQuote = next === "paid" && current !== "paid" && record.quote.status === "signed";
  const notice = paysQuote ? quotePaid(noticeFacts(record), { amountCents: payment.amountCents, at: now }, env) : SILENT;
  const intent = typeof event.session.payment_intent === "string" ? event.session.payment_intent : (event.session.payment_intent?.id ?? null);
  const at = now.toISOString();
  const [row] = rowsOf<{ replayed: boolean; moved: boolean; email_ids: (number | string)[] }>(
    await db.execute(sql`
      with seen as (select 1 from ${stripeEvents} where event_id = ${event.id}),
      payment as (
        update ${quotePayments} set status = ${next}, payment_intent_id = coalesce(${quotePayments.paymentIntentId}, ${intent}),
          paid_at = case when ${next} = 'paid' then coalesce(${quotePayments.paidAt}, ${at}::timestamptz) else ${quotePayments.paidAt} end, updated_at = ${at}
        where ${quotePayments.id} = ${payment.id} and ${quotePayments.status} = ${current} and not exists (select 1 from seen)
        returning id
      ),
      event as (
        insert into ${stripeEvents} (event_id, type, received_at) select ${event.id}, ${event.type}, ${at} from payment on conflict do nothing
      ),
      paid as (
        update ${quotes} set status = 'paid', paid_at = ${at}, updated_at = ${at}
        where ${quotes.id} = ${payment.quoteId} and ${quotes.status} = 'signed' and ${paysQuote} and exists (select 1 from payment)
        returning id
      ),
      mail as (${storeEmailsAbout("paid", notice.emails, now)})
      select exists (select 1 from seen) as replayed, exists (select 1 from payment) as moved, (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids
    `),
  );
  if (row?.replayed) return "replayed";
  if (!row?.moved) return "retry";
  await deliverNotice(db, env, notice, await emailsById(db, row.email_ids), { now });
  if (next === "paid" && record.quote.status === "cancelled") await refundPayments(db, env, payment.quoteId, now).catch((error) => logRefundFailure(payment.quoteId, error));
  return next === current ? "unchanged" : next;
}

/**
 * Refunds, in full, every paid deposit of a quote not yet refunded, and records each refund.
 * Stripe's idempotency key (one per payment) makes a retried call harmless. Throws when Stripe
 * refuses or cannot be reached: the caller decides what stands.
 */
export async function refundPayments(db: Database, env: ServerEnv, quoteId: string, now: Date): Promise<number> {
  const paid = await db.select().from(quotePayments).where(and(eq(quotePayments.quoteId, quoteId), eq(quotePayments.status, "paid"), isNull(quotePayments.refundId)));
  let refunded = 0;
  for (const payment of paid) {
    if (!payment.paymentIntentId || !paymentsConfigured(env)) {
      console.error(`Deposit ${payment.id} is paid but cannot be refunded automatically (no payment intent or no Stripe key): refund it in Stripe's dashboard.`);
      continue;
    }
    const refundId = await refundDeposit(env, { paymentId: payment.id, paymentIntentId: payment.paymentIntentId });
    await db.update(quotePayments).set({ refundId, refundedAt: now, updatedAt: now }).where(eq(quotePayments.id, payment.id));
    refunded += payment.amountCents;
  }
  return refunded;
}

/** The paid, unrefunded deposit of a quote, in cents (0 when none). */
export async function paidDepositCents(db: Database, quoteId: string): Promise<number> {
  const rows = await db.select({ amount: quotePayments.amountCents }).from(quotePayments).where(and(eq(quotePayments.quoteId, quoteId), eq(quotePayments.status, "paid"), isNull(quotePayments.refundId)));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

/** Logs a refund that failed after a cancellation stood (a deposit that came in late), for the admins to finish by hand. */
export function logRefundFailure(quoteId: string, error: unknown): void {
  console.error(`Quote ${quoteId}: the deposit could not be refunded automatically; refund it in Stripe's dashboard: ${describeError(error)}`);
}
