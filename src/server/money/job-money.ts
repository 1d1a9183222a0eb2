/**
 * A job's money as the screens read it (src/schemas/money.ts): the figures the rules make of
 * the database's facts (src/core/job-money.ts), and its change orders, invoices and payments.
 */
import { linesIn, type BilledLine } from "@/core/invoices";
import { contractFloorCents, jobMoney } from "@/core/job-money";
import { paymentWay } from "@/core/payment-way";
import type {
  ChangeOrderLine,
  ChangeOrderSummary,
  InvoiceLine,
  InvoicePaymentSummary,
  InvoiceSummary,
  JobMoneyView,
} from "@/schemas/money";
import type { Database } from "../db/client";
import { jobLedgerRows } from "../db/money/ledger";
import { jobMoneyFacts } from "../db/money/job-money";
import type { ChangeOrder, Invoice, InvoicePayment } from "../db/schema";
import { NotFoundError } from "../http/errors";

/** The money of job `jobId`; 404 when there is no such job. */
export async function jobMoneyView(db: Database, jobId: string): Promise<JobMoneyView> {
  const [facts, rows] = await Promise.all([jobMoneyFacts(db, [jobId]), jobLedgerRows(db, jobId)]);
  const read = facts.get(jobId);
  if (!read) throw new NotFoundError("No such job.");
  const money = jobMoney(read.facts);
  return {
    ...money,
    floorCents: contractFloorCents(read.facts),
    invoices: rows.invoices.map((invoice) =>
      invoiceSummary(
        invoice,
        rows.payments.filter((payment) => payment.invoiceId === invoice.id),
      ),
    ),
    changeOrders: rows.changeOrders.map(changeOrderSummary),
  };
}

/** A change order row as a list shows it. */
export function changeOrderSummary(order: ChangeOrder): ChangeOrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    items: order.items as ChangeOrderLine[],
    note: order.note,
    totalCents: order.totalCents,
    contractBeforeCents: order.contractBeforeCents,
    contractAfterCents: order.contractBeforeCents + order.totalCents,
    sentAt: order.sentAt?.toISOString() ?? null,
    signedAt: order.signedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}

/** An invoice row and its payments (newest first) as a list shows them. */
export function invoiceSummary(invoice: Invoice, payments: readonly InvoicePayment[]): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    status: invoice.status,
    amountCents: invoice.amountCents,
    percentBasisPoints: invoice.percentBasisPoints,
    // The admin reads English (the invoice's own words stay the customer's language on their page).
    lines: linesIn(invoice.lines as BilledLine[], "en").map(({ description, amountCents }): InvoiceLine => ({ description, amountCents })),
    dueOn: invoice.dueOn,
    sentAt: invoice.sentAt?.toISOString() ?? null,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    reminders: invoice.reminders,
    payments: payments.map(invoicePaymentSummary),
    createdAt: invoice.createdAt.toISOString(),
  };
}

/** A payment row as a list shows it. */
export function invoicePaymentSummary(payment: InvoicePayment): InvoicePaymentSummary {
  return {
    id: payment.id,
    method: payment.method,
    stripeMethod: payment.stripeMethod,
    way: paymentWay(payment.method, payment.stripeMethod),
    reference: payment.reference,
    amountCents: payment.amountCents,
    status: payment.status,
    paidAt: payment.paidAt?.toISOString() ?? null,
    refunded: payment.refundId !== null,
    refundFailed: payment.refundFailedAt !== null && payment.refundId === null,
    disputed: payment.disputedAt !== null,
    createdAt: payment.createdAt.toISOString(),
  };
}
