/**
 * The customer's other answers from their link: declining a quote (with an optional reason),
 * and cancelling a signed contract within its three business days (src/core/server/cooling-off.ts),
 * which gives back every payment taken under it. Each is one statement with its notice's emails.
 */
import { withinCoolingOff } from "@/core/server/cooling-off";
import { isOpenForSignature } from "@/core/quote-status";
import type { Locale } from "@/i18n/locales";
import type { ReturnedPayment } from "@/i18n/quotes";
import type { Database } from "../db/client";
import { readJobOfQuote } from "../db/jobs/jobs";
import { cancelQuoteRow, declineQuoteRow, voidOpenWorkOfCancelled } from "../db/quotes/quotes";
import type { ServerEnv } from "../env";
import { BadGatewayError, ConflictError } from "../http/errors";
import { describeError } from "../log-safe";
import { deliverNotice } from "../notify/notice";
import { quoteCancelled, quoteDeclined, quoteNoticeFacts, returnedForAdmins } from "../notify/quotes";
import { closeCheckoutPagesOf } from "../payments/checkout-attempt";
import { refundBeforeCancelling, refundContractSurplus } from "../payments/refunds";
import { type QuoteRecord } from "./records";

const NOT_OPEN: Record<Locale, string> = {
  en: "This quote can no longer be declined: it was already answered.",
  es: "Esta cotización ya no se puede rechazar: ya fue respondida.",
};

/** The 409 once the three business days have passed (or the contract was never signed). */
export const TOO_LATE_TO_CANCEL: Record<Locale, string> = {
  en: "This contract can no longer be cancelled online. Please call us.",
  es: "Este contrato ya no se puede cancelar en línea. Llámenos, por favor.",
};

const REFUND_FAILED: Record<Locale, string> = {
  en: "We could not cancel the contract just now, so nothing was cancelled yet. Please try again in a minute, or call us.",
  es: "No pudimos cancelar el contrato en este momento, así que aún no se canceló nada. Inténtelo de nuevo en un minuto o llámenos.",
};

/** Declines a sent quote; declining twice is harmless. 409 once it is signed or past its last day. */
export async function declineQuote(
  db: Database,
  env: ServerEnv,
  record: QuoteRecord,
  { reason, locale }: { reason: string | null; locale: Locale },
  now: Date,
): Promise<void> {
  if (record.quote.status === "declined") return;
  if (!isOpenForSignature({ status: record.quote.status, validUntil: record.revision.validUntil }, now))
    throw new ConflictError(NOT_OPEN[locale]);
  const notice = quoteDeclined(quoteNoticeFacts(record), { reason, at: now }, env);
  const stored = await declineQuoteRow(db, record.quote.id, reason, notice.emails, now);
  if (!stored) throw new ConflictError(NOT_OPEN[locale]);
  await deliverNotice(db, env, notice, stored, { now });
}

/**
 * Cancels a signed contract, and its job, within its three business days; cancelling twice is
 * harmless. Every payment taken under it, of every kind, goes back: the paid deposit and invoice
 * payments are refunded first (Stripe's idempotency key makes a retry harmless), a payment the
 * office took offline is owed back by hand (src/server/payments/refunds.ts). A refund Stripe
 * refuses does not stop the cancel: the payment stays as it is, the refusal is recorded and the
 * admins told, the customer's email says the refund follows, and the sweep makes it; only a
 * database failure leaves the contract as it was (502). The cancellation voids the job's open
 * invoices and unsigned change orders. A payment that lands while this runs, or after (a bank
 * debit on its way, which Stripe cannot refund before it clears, or a Checkout page paid at the
 * same moment), is refunded on committed state: here, once the cancellation is written, by the
 * webhook that records it, or by the sweep; the open Checkout pages are closed through Stripe,
 * so they cannot be paid after.
 */
export async function cancelQuote(db: Database, env: ServerEnv, record: QuoteRecord, locale: Locale, now: Date): Promise<void> {
  const { quote } = record;
  if (quote.status === "cancelled") return;
  if ((quote.status !== "signed" && quote.status !== "paid") || !quote.signedAt || !withinCoolingOff(quote.signedAt, now))
    throw new ConflictError(TOO_LATE_TO_CANCEL[locale]);
  const job = await readJobOfQuote(db, quote.id);
  let returned: ReturnedPayment[];
  try {
    returned = await refundBeforeCancelling(db, env, quote.id, now);
  } catch (error) {
    console.error(`Quote ${quote.id}: the refunds could not be written, the contract stays as it was: ${describeError(error)}`);
    throw new BadGatewayError(REFUND_FAILED[locale]);
  }
  const notice = quoteCancelled(quoteNoticeFacts(record), { returned, at: now }, env);
  const stored = await cancelQuoteRow(
    db,
    { quoteId: quote.id, jobStage: job ? job.job.stage : null, note: cancellationNote(returned) },
    notice.emails,
    now,
    notice.customerLink,
  );
  if (stored) await deliverNotice(db, env, notice, stored, { now });
  // Read after the write: work or a payment another request wrote meanwhile is seen here, or that request sees this cancellation.
  await voidOpenWorkOfCancelled(db, quote.id, now);
  await refundContractSurplus(db, env, quote.id, now);
  await closeCheckoutPagesOf(db, env, quote.id);
}

/** The timeline's words for the cancellation: what happened, and each payment the office must return by hand. */
function cancellationNote(returned: readonly ReturnedPayment[]): string {
  const byHand = returned
    .filter((payment) => payment.state === "by-hand")
    .map((payment) => ` Owed back by hand: invoice ${payment.invoiceNumber}, ${returnedForAdmins(payment)}.`);
  return `The customer cancelled the contract within the three business days.${byHand.join("")}`;
}
