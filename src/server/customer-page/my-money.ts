/**
 * The money of a customer's jobs on their own page: the contract (signed change orders in, each
 * listed among the customer's contracts), paid and balance as the money rules make them of the facts (src/core/job-money.ts), the
 * invoices sent to them (never a draft or a void one) and the payments that came in or are on
 * their way, deposit included; and a fresh link to one of their invoices' page.
 */
import { jobMoney } from "@/core/job-money";
import { paymentWay } from "@/core/payment-way";
import { jobPageWords } from "@/i18n/jobs";
import type { Locale } from "@/i18n/locales";
import type { MyChangeOrder, MyInvoice, MyJobMoney, MyJobPayment } from "@/schemas/my-page";
import type { Database } from "../db/client";
import { listJobsOfQuotes, listQuotesOf } from "../db/jobs/person";
import { jobMoneyFacts } from "../db/money/job-money";
import { findSentInvoiceOfJobs } from "../db/money/invoice-links";
import { ledgerRows } from "../db/money/ledger";
import type { ChangeOrder, CustomerLink, Invoice, InvoicePayment, QuotePayment } from "../db/schema";
import type { ServerEnv } from "../env";
import { changeOrderSummary } from "../money/job-money";
import { NotFoundError } from "../http/errors";
import { privateLinks } from "../private-links/documents";
import { addLink } from "../private-links/store";
import { linkUrl } from "../private-links/urls";

/** A job as this needs it: its id and number, its quote and that quote's number. */
interface JobRef {
  id: string;
  number: number;
  quoteId: string;
  quoteNumber: number;
}

const newestFirst = <Row extends { at: string | null }>(a: Row, b: Row) => (b.at ?? "9999").localeCompare(a.at ?? "9999");

function toMyInvoice(invoice: Invoice): MyInvoice | null {
  if (!invoice.sentAt || invoice.status === "void") return null;
  return {
    id: invoice.id,
    number: invoice.number,
    amountCents: invoice.amountCents,
    status: invoice.status as MyInvoice["status"],
    dueOn: invoice.dueOn,
    sentAt: invoice.sentAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
  };
}

function toMyChangeOrder(order: ChangeOrder, job: JobRef): MyChangeOrder | null {
  if (order.status !== "signed" || !order.signedAt) return null;
  const { contractAfterCents } = changeOrderSummary(order);
  return {
    id: order.id,
    number: order.number,
    jobNumber: job.number,
    quoteNumber: job.quoteNumber,
    totalCents: order.totalCents,
    contractAfterCents,
    signedAt: order.signedAt.toISOString(),
  };
}

function depositPayment(payment: QuotePayment, quoteNumber: number): MyJobPayment {
  return {
    id: payment.id,
    kind: "deposit",
    documentNumber: quoteNumber,
    way: paymentWay(null, null),
    amountCents: payment.amountCents,
    status: "paid",
    paidAt: payment.paidAt?.toISOString() ?? null,
    refunded: payment.refundId !== null,
    disputed: payment.disputedAt !== null,
  };
}

function invoicePayment(payment: InvoicePayment, invoiceNumber: number): MyJobPayment | null {
  if (payment.status !== "paid" && payment.status !== "processing") return null;
  return {
    id: payment.id,
    kind: "invoice",
    documentNumber: invoiceNumber,
    way: paymentWay(payment.method, payment.stripeMethod),
    amountCents: payment.amountCents,
    status: payment.status,
    paidAt: payment.paidAt?.toISOString() ?? null,
    refunded: payment.refundId !== null,
    disputed: payment.disputedAt !== null,
  };
}

/**
 * Each job's money, by job id: two reads for all the jobs (their facts, and their invoices and
 * payments), and `deposits` (the person's quotes' payments that took money) for their deposits.
 */
export async function myJobsMoney(
  db: Database,
  jobs: readonly JobRef[],
  deposits: readonly QuotePayment[],
): Promise<Map<string, MyJobMoney>> {
  const ids = jobs.map((job) => job.id);
  const [facts, rows] = await Promise.all([jobMoneyFacts(db, ids), ledgerRows(db, ids)]);
  const invoiceNumbers = new Map(rows.invoices.map((invoice) => [invoice.id, invoice.number]));
  const money = new Map<string, MyJobMoney>();
  for (const job of jobs) {
    const read = facts.get(job.id);
    if (!read) continue;
    const { contractTotalCents, paidCents, balanceCents } = jobMoney(read.facts);
    const payments = [
      ...deposits.filter((payment) => payment.quoteId === job.quoteId).map((payment) => depositPayment(payment, job.quoteNumber)),
      ...rows.payments
        .filter((payment) => payment.jobId === job.id)
        .flatMap((payment) => invoicePayment(payment, invoiceNumbers.get(payment.invoiceId) ?? 0) ?? []),
    ];
    money.set(job.id, {
      contractTotalCents,
      changeOrders: rows.changeOrders.filter((order) => order.jobId === job.id).flatMap((order) => toMyChangeOrder(order, job) ?? []),
      paidCents,
      balanceCents,
      invoices: rows.invoices.filter((invoice) => invoice.jobId === job.id).flatMap((invoice) => toMyInvoice(invoice) ?? []),
      payments: payments
        .map((payment) => ({ payment, at: payment.paidAt }))
        .sort(newestFirst)
        .map(({ payment }) => payment),
    });
  }
  return money;
}

/** A fresh link to one of the person's invoices (sent to them, not void); 404 for anyone else's. */
export async function openInvoice(
  db: Database,
  env: ServerEnv,
  link: CustomerLink,
  invoiceId: string,
  locale: Locale,
  now: Date,
): Promise<{ url: string }> {
  const quotes = await listQuotesOf(db, link.emailKey);
  const jobs = await listJobsOfQuotes(
    db,
    quotes.map((row) => row.quote.id),
  );
  const invoice = await findSentInvoiceOfJobs(
    db,
    invoiceId,
    jobs.map((record) => record.job.id),
  );
  if (!invoice) throw new NotFoundError(jobPageWords[locale].notYours);
  return { url: linkUrl(privateLinks.invoice, await addLink(db, privateLinks.invoice, invoice.id, now), locale, env) };
}
