/**
 * Paying an invoice: a payment the office took offline (check, cash, financing, other), recorded
 * paid by one statement with the invoice, the money version, the job's timeline and the receipt;
 * and the customer's Stripe Checkout page (card or US bank account), one open page per invoice
 * (src/server/payments/checkout-attempt.ts, shared with deposits), its amount always the
 * invoice's. One invoice, one payment of exactly its amount: nothing is paid in part.
 */
import { randomUUID } from "node:crypto";
import { canPayInvoiceOnline } from "@/core/invoices";
import { MAX_ONLINE_PAYMENT_CENTS } from "@/core/job-money";
import { paymentWay } from "@/core/payment-way";
import type { Locale } from "@/i18n/locales";
import { formatCents } from "@/i18n/money";
import { invoicePageWords, paymentMethodWords } from "@/i18n/invoices";
import type { InvoicePageView, InvoiceView, OfflinePaymentRequest } from "@/schemas/invoice";
import type { InvoicePaymentSummary, InvoiceSummary } from "@/schemas/money";
import { activityBy, type Actor } from "../db/activity/activity";
import type { Database } from "../db/client";
import {
  claimInvoiceAttempt,
  currentInvoiceAttempt,
  paymentsOfInvoice,
  readInvoice,
  recordInvoiceSession,
  recordOfflinePayment,
} from "../db/invoices/invoices";
import type { ServerEnv } from "../env";
import { ConflictError, ServiceUnavailableError, ValidationError } from "../http/errors";
import { stageOf } from "../jobs/records";
import { describeError } from "../log-safe";
import { invoiceSummary } from "../money/job-money";
import { invoicePaid } from "../notify/invoices";
import { deliverNotice } from "../notify/notice";
import { closeCheckoutPage, completedAtStripe, openCheckoutAttempt } from "../payments/checkout-attempt";
import { createInvoiceCheckout, paymentsConfigured, PAYMENTS_HINT } from "../payments/stripe";
import { invoicePdf } from "./invoice-pdf";
import { invoiceNoticeFacts, invoiceRecord, invoiceView, type InvoiceRecord } from "./records";

/** The 409 of a payment of an invoice that is not open, in the customer's language where they see it. */
export function notPayable(status: string, locale: Locale = "en"): string {
  const es = locale === "es";
  if (status === "paid") return es ? "Esta factura ya está pagada." : "This invoice is paid already.";
  if (status === "processing")
    return es
      ? "Un pago bancario de esta factura está en camino."
      : "A bank payment of this invoice is on its way: nothing more can be paid until it settles or fails.";
  if (status === "void") return es ? "Esta factura se anuló: no se debe nada por ella." : "This invoice is void: nothing is due on it.";
  return es ? "Esta factura no se puede pagar ahora." : "This invoice cannot be paid now.";
}

/** The 409 of a payment asked on a cancelled job, in the customer's language. */
const JOB_CANCELLED: Record<Locale, string> = {
  en: "This job was cancelled: nothing more is paid on it. Please call us with any question.",
  es: "Este trabajo se canceló: no se paga nada más por él. Llámenos si tiene alguna pregunta.",
};

/**
 * The receipt as it will read once `payment` pays the invoice: the view now, paid by it. Drawn
 * before the statement that records the payment, so the receipt email is stored with it.
 */
export async function receiptPdfBase64(
  view: InvoiceView,
  payment: InvoicePaymentSummary,
  now: Date,
): Promise<{ base64: string; balanceCents: number }> {
  const paidBefore = view.payments.some((other) => other.id === payment.id && other.status === "paid");
  const contractPaidCents = view.contractPaidCents + (paidBefore ? 0 : payment.amountCents);
  const receipt: InvoiceView = {
    ...view,
    status: "paid",
    paidCents: view.amountCents,
    paidAt: now.toISOString(),
    payments: [payment, ...view.payments.filter((other) => other.id !== payment.id)],
    contractPaidCents,
    balanceCents: view.contractTotalCents - contractPaidCents,
    payableOnline: false,
  };
  return { base64: Buffer.from(await invoicePdf(receipt, now)).toString("base64"), balanceCents: receipt.balanceCents };
}

/** Records a payment the office took offline; 400 for another amount than the invoice's, 409 when it is paid, on its way or void. */
export async function recordPayment(
  db: Database,
  env: ServerEnv,
  id: string,
  body: OfflinePaymentRequest,
  admin: Actor,
  now: Date,
): Promise<InvoiceSummary> {
  const record = await invoiceRecord(db, id);
  const { invoice, job } = record;
  if (invoice.status !== "open") throw new ConflictError(notPayable(invoice.status));
  if (body.amountCents !== invoice.amountCents) {
    const message = `A payment pays its invoice in full: ${formatCents(invoice.amountCents, "en")}. For another amount, void this invoice and write one for it.`;
    throw new ValidationError(message, { amountCents: [message] });
  }
  const paymentId = randomUUID();
  const reference = body.reference || null;
  const facts = invoiceNoticeFacts(job);
  const view = await invoiceView(db, env, record, facts.locale);
  const summary: InvoicePaymentSummary = {
    id: paymentId,
    method: body.method,
    stripeMethod: null,
    way: paymentWay(body.method, null),
    reference,
    amountCents: invoice.amountCents,
    status: "paid",
    paidAt: now.toISOString(),
    refunded: false,
    refundFailed: false,
    disputed: false,
    createdAt: now.toISOString(),
  };
  const receipt = await receiptPdfBase64(view, summary, now);
  const notice = invoicePaid(
    facts,
    {
      number: invoice.number,
      amountCents: invoice.amountCents,
      balanceCents: receipt.balanceCents,
      receiptPdfBase64: receipt.base64,
      method: paymentMethodWords(summary, "en"),
      at: now,
    },
    env,
  );
  const stage = stageOf(job.job);
  const stored = await recordOfflinePayment(db, {
    invoiceId: id,
    jobId: job.job.id,
    paymentId,
    method: body.method,
    amountCents: body.amountCents,
    reference,
    recordedBy: admin.email,
    event: {
      actor: admin.email,
      kind: "payment",
      fromStage: stage,
      toStage: stage,
      notified: true,
      changes: { invoice: invoice.number, amountCents: invoice.amountCents, method: body.method },
    },
    emails: notice.emails,
    customerLink: notice.customerLink,
    activity: activityBy(admin, "payment.record", {
      at: now,
      jobId: job.job.id,
      subjectId: id,
      detail: { invoice: invoice.number, amountCents: invoice.amountCents, method: body.method, ...(reference && { reference }) },
    }),
    now,
  });
  if (!stored) throw new ConflictError(notPayable((await readInvoice(db, id))?.status ?? "changed"));
  await deliverNotice(db, env, notice, stored, { now });
  // A Checkout page the customer may still have open can no longer take money for it.
  await closeOpenPage(db, env, id);
  const paid = (await readInvoice(db, id))!;
  return invoiceSummary(paid, await paymentsOfInvoice(db, id));
}

/** Expires the invoice's open Checkout page, if there is one (a failure is logged: a payment through it is given back). */
export async function closeOpenPage(db: Database, env: ServerEnv, invoiceId: string): Promise<void> {
  await closeCheckoutPage(env, await currentInvoiceAttempt(db, invoiceId), `Invoice ${invoiceId}`);
}

/** The Checkout page of an invoice, in the page's language: the open one, or a new one. 409 when it cannot be paid online; 503 without payments. */
export async function startInvoiceCheckout(
  db: Database,
  env: ServerEnv,
  record: InvoiceRecord,
  { returnUrl, locale }: { returnUrl: string; locale: Locale },
  now: Date,
): Promise<string> {
  const { invoice } = record;
  if (!paymentsConfigured(env)) {
    console.error(`Invoice ${invoice.id}: online payment asked, ${PAYMENTS_HINT}`);
    throw new ServiceUnavailableError(
      locale === "es"
        ? "Los pagos en línea no están disponibles ahora. Llámenos para pagar esta factura."
        : "Online payments are not available right now. Please call us to pay this invoice.",
    );
  }
  if (invoice.status !== "open") throw new ConflictError(notPayable(invoice.status, locale));
  const jobCancelled = record.job.job.stage === "cancelled";
  if (jobCancelled) throw new ConflictError(JOB_CANCELLED[locale]);
  if (!canPayInvoiceOnline({ paymentsOnline: true, status: invoice.status, amountCents: invoice.amountCents, jobCancelled })) {
    throw new ConflictError(`${invoicePageWords[locale].payOffline} (${formatCents(MAX_ONLINE_PAYMENT_CENTS, locale)})`);
  }
  const description = invoicePageWords[locale].title(invoice.number);
  return openCheckoutAttempt(env, {
    amountCents: invoice.amountCents,
    current: () => currentInvoiceAttempt(db, invoice.id),
    claim: (replacing, paymentId) =>
      claimInvoiceAttempt(db, { invoiceId: invoice.id, replacing, paymentId, amountCents: invoice.amountCents, now }),
    open: (paymentId, amountCents) =>
      createInvoiceCheckout(env, { invoiceId: invoice.id, paymentId, description, amountCents, locale, returnUrl }),
    record: (paymentId, sessionId) => recordInvoiceSession(db, paymentId, sessionId, now),
    // Paid on Stripe's page, its webhook not here yet (the invoice's own status is checked above).
    underWay:
      locale === "es"
        ? "Ya tenemos su pago de esta factura y se está procesando: no hay nada más que pagar."
        : "We have your payment of this invoice and it is being processed: there is nothing more to pay.",
    changed:
      locale === "es"
        ? "La página de pago cambió mientras se abría. Inténtelo de nuevo."
        : "The invoice's payment page changed while it was being opened. Please try again.",
  });
}

/**
 * The invoice page's answer, in `locale`. Back from Checkout (`returned`), an open invoice whose
 * current page Stripe completed before its webhook came is `awaitingStripe`, with no Pay button:
 * the page says the payment is being processed. When Stripe does not answer, the page shows what
 * our books hold (a Pay then answers 409 if the money is in).
 */
export async function invoicePageView(
  db: Database,
  env: ServerEnv,
  record: InvoiceRecord,
  locale: Locale,
  { returned }: { returned: boolean },
): Promise<InvoicePageView> {
  const view = await invoiceView(db, env, record, locale);
  const awaitingStripe =
    returned && view.status === "open" && paymentsConfigured(env) && (await checkoutCompleted(db, env, record.invoice.id));
  return { ...view, awaitingStripe, payableOnline: view.payableOnline && !awaitingStripe };
}

/** Whether Stripe completed the invoice's current Checkout page, its webhook still to come; false when Stripe cannot say. */
async function checkoutCompleted(db: Database, env: ServerEnv, invoiceId: string): Promise<boolean> {
  const attempt = await currentInvoiceAttempt(db, invoiceId);
  if (!attempt) return false;
  try {
    return await completedAtStripe(env, attempt);
  } catch (error) {
    console.error(`Invoice ${invoiceId}: Stripe was not asked about its Checkout page: ${describeError(error)}`);
    return false;
  }
}
