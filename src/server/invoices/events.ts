/**
 * An invoice's online payment as a kind of payment the one Checkout applier
 * (src/server/payments/checkout-events.ts) moves on, by the deposit's state machine
 * (src/core/deposit-state.ts: forward only, any order, each event once). A card payment
 * (completed, "paid") pays the invoice; a bank payment (completed, "unpaid") is on its way: the
 * invoice is "processing" and the customer is told, until `async_payment_succeeded` pays it or
 * `async_payment_failed` opens it again (the customer and the office told). A session that
 * charged another amount is mismatched: never counted, the admins flagged, and the payment
 * given back right after (src/server/payments/refunds.ts, and its sweep for what Stripe refused),
 * as is any payment that took money but is not the invoice's `paid_payment_id`.
 */
import type { DepositState } from "@/core/deposit-state";
import { paymentMethodWords } from "@/i18n/invoices";
import { applyInvoicePaymentEvent, invoicePaymentOfSession } from "../db/invoices/invoices";
import type { InvoicePayment } from "../db/schema";
import { stageOf } from "../jobs/records";
import { invoicePaymentSummary } from "../money/job-money";
import { invoiceMismatched, invoiceOnItsWay, invoicePaid, invoicePaymentFailed } from "../notify/invoices";
import { deliverNotice, SILENT, type Notice } from "../notify/notice";
import type { CheckoutEventFacts, CheckoutPaymentKind } from "../payments/checkout-events";
import { receiptPdfBase64 } from "./payments";
import { invoiceNoticeFacts, invoiceRecord, invoiceView } from "./records";

/**
 * How the customer paid, as far as the event says: the session's one payment method type when it
 * names one; otherwise a bank debit is the only method Stripe settles later (completed "unpaid",
 * or an async event), and a payment settled at once with card and bank offered was a card.
 */
function stripeMethodOf(event: CheckoutEventFacts, wanted: DepositState): string | null {
  const types = event.session.payment_method_types;
  if (types?.length === 1) return types[0]!;
  if (
    wanted === "processing" ||
    event.type === "checkout.session.async_payment_succeeded" ||
    event.type === "checkout.session.async_payment_failed"
  )
    return "us_bank_account";
  if (event.type === "checkout.session.completed" && wanted === "paid") return "card";
  return null;
}

/** What the invoice becomes when its payment moves from `current` to `next`: on its way, paid, open again (a bank payment that failed or was mismatched), or nothing. */
function invoiceChangeOf(current: DepositState, next: DepositState): "processing" | "paid" | "open" | null {
  if (next === current) return null;
  if (next === "processing" || next === "paid") return next;
  return (next === "failed" || next === "mismatched") && current === "processing" ? "open" : null;
}

/**
 * The invoice payment as a kind of payment. Its change is one statement that moves the payment
 * on, records the event, moves the invoice, raises the job's money version, writes the job's
 * timeline and stores the emails. The customer's receipt, with its PDF, is drawn only for the
 * change that pays the invoice, once the applier has found the event new and the payment still
 * under way; the statement remains the judge of a delivery at the same moment.
 */
export const invoicePaymentKind: CheckoutPaymentKind<InvoicePayment> = {
  kind: "invoice",
  paymentOfSession: invoicePaymentOfSession,
  async write(db, env, { event, payment, effect, intent }, now) {
    const { current, charged, wanted, next, mismatch, moneyIn } = effect;
    const invoiceChange = invoiceChangeOf(current, next);
    const stripeMethod = stripeMethodOf(event, wanted);
    const record = await invoiceRecord(db, payment.invoiceId);
    const facts = invoiceNoticeFacts(record.job);
    const invoice = { number: record.invoice.number, amountCents: record.invoice.amountCents };
    let notice: Notice = SILENT;
    if (invoiceChange === "processing") notice = invoiceOnItsWay(facts, invoice, env, now);
    if (invoiceChange === "open" && next === "failed") notice = invoicePaymentFailed(facts, invoice, env, now);
    if (invoiceChange === "paid") {
      const summary = invoicePaymentSummary({
        ...payment,
        status: "paid",
        stripeMethod: payment.stripeMethod ?? stripeMethod,
        paidAt: payment.paidAt ?? now,
      });
      const receipt = await receiptPdfBase64(await invoiceView(db, env, record, facts.locale), summary, now);
      notice = invoicePaid(
        facts,
        {
          ...invoice,
          balanceCents: receipt.balanceCents,
          receiptPdfBase64: receipt.base64,
          method: paymentMethodWords(summary, "en"),
          at: now,
        },
        env,
      );
    }
    const flag = mismatch ? invoiceMismatched(facts, { ...invoice, charged, at: now }, env) : SILENT;
    const stage = stageOf(record.job.job);
    const applied = await applyInvoicePaymentEvent(db, {
      event: { id: event.id, type: event.type },
      payment: { id: payment.id, invoiceId: payment.invoiceId, jobId: payment.jobId, from: current },
      change: { next, intent, stripeMethod, moneyIn, mismatch, charged, invoice: invoiceChange },
      jobEvent:
        invoiceChange === "paid"
          ? {
              actor: "customer",
              kind: "payment",
              fromStage: stage,
              toStage: stage,
              notified: true,
              changes: { invoice: invoice.number, amountCents: invoice.amountCents, method: stripeMethod ?? "stripe" },
            }
          : null,
      emails: { invoice: notice.emails, flag: flag.emails },
      customerLink: notice.customerLink,
      now,
    });
    if (applied === "replayed" || applied === "changed") return applied;
    // The invoice's notice goes only if the invoice moved as asked (a payment of a voided invoice tells the customer nothing).
    const told: Notice = applied.invoiceMoved ? { ...notice, emails: [...notice.emails, ...flag.emails] } : flag;
    await deliverNotice(db, env, told, applied.emails, { now });
    return { quoteId: record.job.job.quoteId };
  },
};
