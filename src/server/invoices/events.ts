/**
 * What Stripe's Checkout events make of an invoice's online payment, by the deposit's state
 * machine (src/core/deposit-state.ts: forward only, any order, each event once). A card payment
 * (completed, "paid") pays the invoice; a bank payment (completed, "unpaid") is on its way: the
 * invoice is "processing" and the customer is told, until `async_payment_succeeded` pays it or
 * `async_payment_failed` opens it again (the customer and the office told). A session that
 * charged another amount is mismatched: never counted, the admins flagged, and the payment left
 * given back right after (src/server/quotes/invoice-refunds.ts, and its sweep for what Stripe
 * refused), as is any payment that took money but is not the invoice's `paid_payment_id`. Each event is applied by one statement that records it with its
 * effect, so a replay, or a late event after the reconcile job, changes nothing.
 */
import { isCheckoutEvent, type DepositState } from "@/core/deposit-state";
import type { Database } from "../db/client";
import { applyInvoicePaymentEvent, invoicePaymentOfSession } from "../db/invoices/invoices";
import { recordStripeEvent } from "../db/quotes/payments";
import type { InvoicePayment } from "../db/schema";
import type { ServerEnv } from "../env";
import { stageOf } from "../jobs/records";
import { refundInvoiceSurplus } from "../quotes/invoice-refunds";
import { invoicePaymentSummary } from "../money/job-money";
import { describeError } from "../log-safe";
import { invoiceMismatched, invoiceOnItsWay, invoicePaid, invoicePaymentFailed } from "../notify/invoices";
import { deliverNotice, SILENT, type Notice } from "../notify/notice";
import { checkoutEventEffect, type CheckoutEventFacts, type EventOutcome } from "../quotes/deposit";
import { paymentMethodWords } from "@/i18n/invoices";
import { receiptPdfBase64 } from "./payments";
import { invoiceNoticeFacts, invoiceRecord, invoiceView } from "./records";

/** Applies one verified Checkout event about an invoice's payment. Never throws for an event about a payment we do not know. */
export async function applyInvoiceCheckoutEvent(db: Database, env: ServerEnv, event: CheckoutEventFacts, now: Date): Promise<EventOutcome> {
  if (!event.unreadable && !isCheckoutEvent(event.type)) return (await recordStripeEvent(db, event, now)) ? "ignored" : "replayed";
  for (let attempt = 0; attempt < 3; attempt++) {
    const payment = await invoicePaymentOfSession(db, event.session.id, event.session.metadata?.paymentId, now);
    if (!payment) return (await recordStripeEvent(db, event, now)) ? "unknown-session" : "replayed";
    const outcome = await applyToPayment(db, env, event, payment, now);
    if (outcome !== "retry") return outcome;
  }
  throw new Error(`Stripe event ${event.id}: its invoice payment kept changing under it`);
}

/**
 * How the customer paid, as far as the event says: the session's one payment method type when it
 * names one; otherwise a bank debit is the only method Stripe settles later (completed "unpaid",
 * or an async event), and a payment settled at once with card and bank offered was a card.
 */
function stripeMethodOf(event: CheckoutEventFacts, wanted: DepositState): string | null {
  const types = event.session.payment_method_types;
  if (types?.length === 1) return types[0]!;
  if (wanted === "processing" || event.type === "checkout.session.async_payment_succeeded" || event.type === "checkout.session.async_payment_failed") return "us_bank_account";
  if (event.type === "checkout.session.completed" && wanted === "paid") return "card";
  return null;
}

async function applyToPayment(db: Database, env: ServerEnv, event: CheckoutEventFacts, payment: InvoicePayment, now: Date): Promise<EventOutcome | "retry"> {
  const { current, charged, wanted, next, mismatch, moneyIn } = checkoutEventEffect(event, payment);
  const invoiceChange = next === current ? null : next === "processing" ? "processing" : next === "paid" ? "paid" : (next === "failed" || next === "mismatched") && current === "processing" ? "open" : null;
  const stripeMethod = stripeMethodOf(event, wanted);

  const record = await invoiceRecord(db, payment.invoiceId);
  const facts = invoiceNoticeFacts(record.job);
  const invoice = { number: record.invoice.number, amountCents: record.invoice.amountCents };
  let notice: Notice = SILENT;
  if (invoiceChange === "processing") notice = invoiceOnItsWay(facts, invoice, env, now);
  if (invoiceChange === "open" && next === "failed") notice = invoicePaymentFailed(facts, invoice, env, now);
  if (invoiceChange === "paid") {
    const summary = invoicePaymentSummary({ ...payment, status: "paid", stripeMethod: payment.stripeMethod ?? stripeMethod, paidAt: payment.paidAt ?? now });
    const receipt = await receiptPdfBase64(await invoiceView(db, env, record, facts.locale), summary, now);
    notice = invoicePaid(facts, { ...invoice, balanceCents: receipt.balanceCents, receiptPdfBase64: receipt.base64, method: paymentMethodWords(summary, "en"), at: now }, env);
  }
  const flag = mismatch ? invoiceMismatched(facts, { ...invoice, charged, at: now }, env) : SILENT;
  const stage = stageOf(record.job.job);
  const intent = typeof event.session.payment_intent === "string" ? event.session.payment_intent : (event.session.payment_intent?.id ?? null);
  const applied = await applyInvoicePaymentEvent(db, {
    event: { id: event.id, type: event.type },
    payment: { id: payment.id, invoiceId: payment.invoiceId, jobId: payment.jobId, from: current },
    change: { next, intent, stripeMethod, moneyIn, mismatch, charged, invoice: invoiceChange },
    jobEvent: invoiceChange === "paid" ? { actor: "customer", kind: "payment", fromStage: stage, toStage: stage, notified: true, changes: { invoice: invoice.number, amountCents: invoice.amountCents, method: stripeMethod ?? "stripe" } } : null,
    emails: { invoice: notice.emails, flag: flag.emails },
    customerLink: notice.customerLink,
    now,
  });
  if (applied === "replayed") return "replayed";
  if (applied === "changed") return "retry";
  // The invoice's notice goes only if the invoice moved as asked (a payment of a voided invoice tells the customer nothing).
  const told: Notice = applied.invoiceMoved ? { ...notice, emails: [...notice.emails, ...flag.emails] } : flag;
  await deliverNotice(db, env, told, applied.emails, { now });
  // Read after the write, as deposits do: a second paid page or a mismatched charge goes back now, not at the next sweep.
  if (moneyIn) await refundInvoiceSurplus(db, env, { jobId: payment.jobId }, now).catch((error) => console.error(`Invoice payment ${payment.id}: money to give back was not refunded now; the sweep tries again: ${describeError(error)}`));
  return next === current ? "unchanged" : next;
}
