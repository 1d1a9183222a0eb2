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
import { basisPointsToPercent } from "./amounts";

/** What a line bills, as data: its words are drawn in the reader's language (`lineDescription`). */
export type BilledLineKey =
  | { kind: "percent"; basisPoints: number }
  | { kind: "progress" }
  | { kind: "contract"; quoteNumber: number }
  | { kind: "change-order"; number: number }
  | { kind: "less-paid" }
  | { kind: "less-on-its-way" }
  | { kind: "less-other-invoices" };

/** One line of an invoice: its words as written (the customer's language) and what it bills, so any reader gets their own. */
export interface BilledLine {
  description: string;
  amountCents: number;
  key?: BilledLineKey;
}

/** A line's words in `locale`. */
export function lineDescription(key: BilledLineKey, locale: Locale): string {
  const w = invoiceLineWords[locale];
  switch (key.kind) {
    case "percent":
      return w.percentOfContract(basisPointsToPercent(key.basisPoints));
    case "progress":
      return w.progressPayment;
    case "contract":
      return w.signedContract(key.quoteNumber);
    case "change-order":
      return w.changeOrder(key.number);
    case "less-paid":
      return w.lessPaid;
    case "less-on-its-way":
      return w.lessOnItsWay;
    case "less-other-invoices":
      return w.lessOtherInvoices;
  }
}

/** The lines as `locale`'s reader reads them: each line that says what it bills, in their words; any other as written. */
export function linesIn<Line extends { description: string; key?: BilledLineKey }>(lines: readonly Line[], locale: Locale): Line[] {
  return lines.map((line) => (line.key ? { ...line, description: lineDescription(line.key, locale) } : line));
}

/** The lines of an invoice of `amountCents` asked as `request`, on the job's facts when it was written, written in `locale`. */
export function invoiceLines(
  locale: Locale,
  {
    request,
    amountCents,
    facts,
    quoteNumber,
    changeOrders,
  }: {
    request: InvoiceRequest;
    amountCents: number;
    facts: JobMoneyFacts;
    quoteNumber: number;
    changeOrders: readonly { number: number; totalCents: number }[];
  },
): BilledLine[] {
  const line = (key: BilledLineKey, cents: number): BilledLine => ({ description: lineDescription(key, locale), amountCents: cents, key });
  if (request.kind === "progress")
    return [line("basisPoints" in request ? { kind: "percent", basisPoints: request.basisPoints } : { kind: "progress" }, amountCents)];
  const lines: BilledLine[] = [
    line({ kind: "contract", quoteNumber }, facts.signedTotalCents),
    ...changeOrders.map((order) => line({ kind: "change-order", number: order.number }, order.totalCents)),
  ];
  if (facts.paidCents) lines.push(line({ kind: "less-paid" }, -facts.paidCents));
  if (facts.onItsWayCents) lines.push(line({ kind: "less-on-its-way" }, -facts.onItsWayCents));
  if (facts.billedCents) lines.push(line({ kind: "less-other-invoices" }, -facts.billedCents));
  return lines;
}

/**
 * Whether an invoice can be paid online now: payments are set up (Stripe), it is open (not paid,
 * on its way or void), its job is not cancelled (a cancelled job takes no more money), and one
 * Checkout charge can take its amount. The page's Pay button and the pay function both ask this rule.
 */
export function canPayInvoiceOnline({
  paymentsOnline,
  status,
  amountCents,
  jobCancelled,
}: {
  paymentsOnline: boolean;
  status: string;
  amountCents: number;
  jobCancelled: boolean;
}): boolean {
  return paymentsOnline && status === "open" && !jobCancelled && amountCents <= MAX_ONLINE_PAYMENT_CENTS;
}
