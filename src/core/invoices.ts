/**
 * An invoice's rules besides its amount (src/core/job-money.ts): whether it can be paid online,
 * and what it bills, line by line, as its page and PDF print it: a progress invoice is one
 * line ("25% of the contract", or "Progress payment" for an amount); the final one shows the
 * contract (the signed total and each signed change order), less what is paid, less a payment
 * on its way, less the other unpaid invoices. The lines always add up to the invoice's amount
 * (src/core/job-money.ts decides it).
 */
import { invoiceLineWords } from "@/i18n/invoices";
import type { Locale } from "@/i18n/locales";
import { MAX_ONLINE_PAYMENT_CENTS, type InvoiceRequest, type JobMoneyFacts } from "./job-money";
import { basisPointsToPercent } from "./quote-pricing";

/** One line of an invoice. */
export interface BilledLine {
  description: string;
  amountCents: number;
}

/** The lines of an invoice of `amountCents` asked as `request`, on the job's facts when it was written. */
export function invoiceLines(
  locale: Locale,
  { request, amountCents, facts, quoteNumber, changeOrders }: { request: InvoiceRequest; amountCents: number; facts: JobMoneyFacts; quoteNumber: number; changeOrders: readonly { number: number; totalCents: number }[] },
): BilledLine[] {
  const w = invoiceLineWords[locale];
  if (request.kind === "progress") return [{ description: "basisPoints" in request ? w.percentOfContract(basisPointsToPercent(request.basisPoints)) : w.progressPayment, amountCents }];
  const lines: BilledLine[] = [
    { description: w.signedContract(quoteNumber), amountCents: facts.signedTotalCents },
    ...changeOrders.map((order) => ({ description: w.changeOrder(order.number), amountCents: order.totalCents })),
  ];
  if (facts.paidCents) lines.push({ description: w.lessPaid, amountCents: -facts.paidCents });
  if (facts.onItsWayCents) lines.push({ description: w.lessOnItsWay, amountCents: -facts.onItsWayCents });
  if (facts.billedCents) lines.push({ description: w.lessOtherInvoices, amountCents: -facts.billedCents });
  return lines;
}

/**
 * Whether an invoice can be paid online now: payments are set up (Stripe), it is open (not paid,
 * on its way or void), and one Checkout charge can take its amount. The page's Pay button and the
 * pay function both ask this rule.
 */
export function canPayInvoiceOnline({ paymentsOnline, status, amountCents }: { paymentsOnline: boolean; status: string; amountCents: number }): boolean {
  return paymentsOnline && status === "open" && amountCents <= MAX_ONLINE_PAYMENT_CENTS;
}
