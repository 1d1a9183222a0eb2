/**
 * An invoice and its job as the use cases read them: by id (the office), by the link's token
 * (the customer), the facts a notice names, and the view the invoice page and its PDF draw.
 */
import { linesIn, type BilledLine } from "@/core/invoices";
import { canPayInvoiceOnline } from "@/core/invoices";
import { jobMoney } from "@/core/job-money";
import { invoiceTaxShown } from "@/core/tax-line";
import type { Locale } from "@/i18n/locales";
import type { InvoiceView } from "@/schemas/invoice";
import type { InvoiceLine } from "@/schemas/money";
import { jobTaxRule } from "../db/change-orders/change-orders";
import type { Database } from "../db/client";
import { paymentsOfInvoice, readInvoice } from "../db/invoices/invoices";
import { jobMoneyFacts } from "../db/money/job-money";
import type { Invoice } from "../db/schema";
import type { ServerEnv } from "../env";
import { NotFoundError } from "../http/errors";
import { jobById, localeOf, type JobRecord } from "../jobs/records";
import { invoicePaymentSummary } from "../money/job-money";
import type { InvoiceNoticeFacts } from "../notify/invoices";
import { paymentsConfigured } from "../payments/stripe";
import { sellerFacts } from "../seller";
import { privateLinks } from "../private-links/documents";
import { openLink } from "../private-links/open";

export const INVOICE_NOT_FOUND = "There is no such invoice.";

/** An invoice and its job. */
export interface InvoiceRecord {
  invoice: Invoice;
  job: JobRecord;
}

/** The invoice `id` and its job; 404 when there is none. */
export async function invoiceRecord(db: Database, id: string): Promise<InvoiceRecord> {
  const invoice = await readInvoice(db, id);
  if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
  return { invoice, job: await jobById(db, invoice.jobId) };
}

/** The invoice the link a path's `:token` names opens, its job and the link's token; 404 in `locale` for an unknown or retired link. */
export async function invoiceForLink(
  db: Database,
  rawToken: string | undefined,
  locale: Locale,
  now: Date,
): Promise<InvoiceRecord & { token: string }> {
  const { token, opened: invoice } = await openLink(db, privateLinks.invoice, rawToken, { now, locale });
  return { invoice, job: await jobById(db, invoice.jobId), token };
}

/** What a notice about the job's invoices names. */
export function invoiceNoticeFacts({ job, customer }: JobRecord): InvoiceNoticeFacts {
  return {
    jobId: job.id,
    jobNumber: job.number,
    locale: localeOf(job),
    customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
    consent: job.appointmentId ? { appointmentId: job.appointmentId } : { leadId: job.leadId! },
  };
}

/** The invoice as its page and PDF draw it, in `locale`: its lines, payments, the job's contract, paid and balance. */
export async function invoiceView(db: Database, env: ServerEnv, { invoice, job }: InvoiceRecord, locale: Locale): Promise<InvoiceView> {
  const [facts, payments, tax] = await Promise.all([
    jobMoneyFacts(db, [job.job.id]),
    paymentsOfInvoice(db, invoice.id),
    jobTaxRule(db, job.job.id),
  ]);
  const money = jobMoney(facts.get(job.job.id)!.facts);
  const { status } = invoice;
  return {
    number: invoice.number,
    status,
    amountCents: invoice.amountCents,
    paidCents: status === "paid" ? invoice.amountCents : 0,
    lines: linesIn(invoice.lines as BilledLine[], locale).map(({ description, amountCents }): InvoiceLine => ({
      description,
      amountCents,
    })),
    tax: tax && invoiceTaxShown(tax, invoice.amountCents, locale),
    // Attempts that never took money (open, expired) are nobody's business but ours.
    payments: payments.filter((payment) => payment.status !== "open" && payment.status !== "expired").map(invoicePaymentSummary),
    dueOn: invoice.dueOn,
    sentAt: invoice.sentAt?.toISOString() ?? null,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    job: { number: job.job.number, address: job.job.jobAddress },
    customer: `${job.customer.firstName} ${job.customer.lastName}`.trim(),
    seller: sellerFacts(env).seller,
    contractTotalCents: money.contractTotalCents,
    contractPaidCents: money.paidCents,
    balanceCents: money.balanceCents,
    payableOnline: canPayInvoiceOnline({
      paymentsOnline: paymentsConfigured(env),
      status,
      amountCents: invoice.amountCents,
      jobCancelled: job.job.stage === "cancelled",
    }),
    locale,
  };
}
