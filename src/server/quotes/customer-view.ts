/**
 * The customer's side of a quote link (which quote a token opens is the link's declaration in
 * src/server/private-links/documents.ts): the views counted for the admin, and what the page
 * shows. The page learns the document and what can still be done with it, nothing else of the
 * customer.
 */
import { cancelDeadline, lastDayToCancel, withinCoolingOff } from "@/core/server/cooling-off";
import { canPayDepositOnline } from "@/core/deposit-state";
import { quoteStage } from "@/core/quote-status";
import type { Locale } from "@/i18n/locales";
import type { QuotePaymentView, QuoteView } from "@/schemas/quote";
import type { Database } from "../db/client";
import { signatureAndPayments } from "../db/quotes/quotes";
import type { QuotePayment, QuoteSignature } from "../db/schema";
import type { ServerEnv } from "../env";
import { paymentsConfigured } from "../payments/stripe";
import { contractFactsOf, documentOf, sealDocument, signedDocument } from "./document";
import type { QuoteRecord } from "./records";

/** Counting an opening of a sent quote, and reading its signature and payments. */
export { recordView, signatureAndPayments } from "../db/quotes/quotes";

/** A payment as the pages show it. */
export function paymentView(payment: QuotePayment): QuotePaymentView {
  return {
    id: payment.id,
    amountCents: payment.amountCents,
    status: payment.status,
    paidAt: payment.paidAt?.toISOString() ?? null,
    refunded: payment.refundId !== null,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
    refundReason: payment.refundReason,
    received: payment.receivedCents === null ? null : { cents: payment.receivedCents, currency: payment.receivedCurrency ?? "" },
    disputedAt: payment.disputedAt?.toISOString() ?? null,
    createdAt: payment.createdAt.toISOString(),
  };
}

/**
 * What the deposit looks like to the customer: the payment that paid it (one kept, else one
 * refunded), else the newest attempt's state, or "none" before any. A mismatched attempt reads
 * as a failed one: it did not pay the deposit, and the customer may pay again.
 */
function depositOf(signature: QuoteSignature | null, payments: QuotePayment[]): QuoteView["deposit"] {
  if (!signature || signature.depositCents === 0) return null;
  const paid =
    payments.find((payment) => payment.status === "paid" && !payment.refundId) ?? payments.find((payment) => payment.status === "paid");
  const latest = paid ?? payments[0];
  const state = latest?.status ?? "none";
  return {
    state: state === "mismatched" ? "failed" : state,
    amountCents: signature.depositCents,
    refunded: Boolean(paid?.refundId),
    disputed: Boolean(paid?.disputedAt),
  };
}

/** The page's view of a quote in `locale` at `now`, but for its job (the quotes function adds it from src/server/jobs). */
export async function customerView(
  db: Database,
  env: ServerEnv,
  record: QuoteRecord,
  locale: Locale,
  now: Date,
): Promise<Omit<QuoteView, "job">> {
  const { signature, payments } = await signatureAndPayments(db, record.quote.id);
  // Once signed, the page shows the document signed, in the language it was signed in.
  const { seller, missing, rrpCertification } = contractFactsOf(env, record);
  const document = signature ? signedDocument(signature.document) : documentOf(record, locale, seller, rrpCertification);
  const signedAt = record.quote.signedAt;
  const open = signedAt && record.quote.status !== "cancelled" && withinCoolingOff(signedAt, now);
  const deposit = depositOf(signature, payments);
  const paymentsOnline = paymentsConfigured(env);
  return {
    stage: quoteStage(
      { status: record.quote.status, validUntil: record.revision.validUntil, firstViewedAt: record.quote.firstViewedAt },
      now,
    ),
    document,
    documentSha256: signature?.documentSha256 ?? sealDocument(document).sha256,
    signature: signature && { optionId: signature.optionId, typedName: signature.typedName, signedAt: signature.signedAt.toISOString() },
    cancelUntil: open ? cancelDeadline(signedAt).toISOString() : null,
    lastDayToCancel: signedAt ? lastDayToCancel(signedAt) : null,
    contractReady: missing.length === 0,
    deposit,
    paymentsOnline,
    depositPayableOnline: canPayDepositOnline({ paymentsOnline, quoteStatus: record.quote.status, deposit }),
    financingUrl: env.FINANCING_URL ?? null,
  };
}
