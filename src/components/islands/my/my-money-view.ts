/**
 * How a job's money reads on the customer's page: each invoice's name, status and due day, and
 * whether it can be paid; each payment's name, way, status and day. Pure: the figures come as
 * the API answered them (the server's money rules made them).
 */
import { phoenixDate } from "@/core/phoenix-time";
import { formatDay } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { myMoneyWords } from "@/i18n/my-page";
import type { MyInvoice, MyJobPayment } from "@/schemas/my-page";

const dayOf = (iso: string, locale: Locale) => formatDay(phoenixDate(new Date(iso)), locale, true);

/** An invoice in words, and whether its page offers to pay it. */
export interface InvoiceView {
  label: string;
  statusText: string;
  /** "due Tuesday, December 15, 2026" or "due on receipt"; "" once paid or on its way. */
  due: string;
  payable: boolean;
}

export function invoiceView(invoice: MyInvoice, locale: Locale): InvoiceView {
  const t = myMoneyWords[locale];
  const due = invoice.status !== "open" ? "" : invoice.dueOn ? t.dueOn(formatDay(invoice.dueOn, locale, true)) : t.dueOnReceipt;
  return { label: t.invoice(invoice.number), statusText: t.invoiceStatus[invoice.status], due, payable: invoice.status === "open" };
}

/** A payment in words: what it paid, then how, its state and its day ("card · paid Tuesday, …"). */
export function jobPaymentView(payment: MyJobPayment, locale: Locale): { label: string; detail: string } {
  const t = myMoneyWords[locale];
  const label = payment.kind === "deposit" ? t.deposit(payment.documentNumber) : t.invoicePayment(payment.documentNumber);
  const state = payment.status === "processing" ? t.onItsWay : payment.paidAt ? t.paidOn(dayOf(payment.paidAt, locale)) : "";
  const marks = [payment.refunded && t.refunded, payment.disputed && t.disputed].filter(Boolean);
  return { label, detail: [t.ways[payment.way], state, ...marks].filter(Boolean).join(" · ") };
}
