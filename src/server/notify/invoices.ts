/**
 * Who hears of an invoice, and how: one function per event, each returning the notice its use
 * case (src/server/invoices) stores with the change and then delivers. The customer is told in
 * the job's language by email (and, for a new invoice, by text where they consented with the
 * visit or request the quote was written for), each email with a fresh link to their own page;
 * the admins are told in English of money in, a bank payment that failed, and a charge that did
 * not match its invoice.
 */
import { business } from "@/config/business";
import { formatDay } from "@/i18n/dates";
import { invoiceMessageWords, invoicePageWords } from "@/i18n/invoices";
import type { Locale } from "@/i18n/locales";
import { formatCents } from "@/i18n/money";
import type { ConsentSubject } from "@/server/sms/consent";
import { link, paragraph, paragraphOf } from "../email/html";
import { freshPageLink } from "./customer-link";
import { jobAdminNotice } from "./emails/job-templates";
import { chargedWords, customerEmail, dollars, phoenixMoment, type QuoteRecipient } from "./emails/quote-templates";
import { EMAIL_KINDS, TEXT_KINDS } from "./kinds";
import type { Notice } from "./notice";
import type { NoticeEnv } from "./visits";

/** The job an invoice notice is about, and its customer. */
export interface InvoiceNoticeFacts {
  jobId: string;
  jobNumber: number;
  locale: Locale;
  customer: QuoteRecipient;
  /** The visit or lead whose consent to texts applies. */
  consent: ConsentSubject;
}

/** The invoice a notice names. */
export interface InvoiceFacts {
  number: number;
  amountCents: number;
}

/** The parts every customer email of an invoice shares: its facts as the quote emails take them, and a fresh page link. */
function customerFacts(job: InvoiceNoticeFacts, env: NoticeEnv, now: Date) {
  const page = freshPageLink(job.customer.email, job.locale, env, now);
  return {
    facts: { id: job.jobId, number: job.jobNumber, locale: job.locale, customer: job.customer, myUrl: page.url },
    customerLink: page.row,
  };
}

const adminFacts = (job: InvoiceNoticeFacts) => ({ id: job.jobId, number: job.jobNumber, locale: job.locale, customer: job.customer });

/** Sent (or sent again): the link by email, and by text with consent. */
export function invoiceSent(
  job: InvoiceNoticeFacts,
  invoice: InvoiceFacts & { dueOn: string | null; url: string },
  env: NoticeEnv,
  now: Date,
): Notice {
  const { facts, customerLink } = customerFacts(job, env, now);
  const w = invoiceMessageWords[job.locale].sent;
  const page = invoicePageWords[job.locale];
  const due = invoice.dueOn ? page.dueOn(formatDay(invoice.dueOn, job.locale, true)) : page.dueOnReceipt;
  const lead = w.lead(formatCents(invoice.amountCents, job.locale), due);
  return {
    customerLink,
    emails: [
      {
        kind: EMAIL_KINDS.invoiceSent,
        message: customerEmail(
          facts,
          w.subject(invoice.number),
          w.title,
          [lead, `${w.open}: ${invoice.url}`],
          [paragraph(lead), paragraphOf(link(invoice.url, w.open))],
        ),
      },
    ],
    texts: [
      {
        kind: TEXT_KINDS.invoiceSent,
        subject: job.consent,
        jobId: job.jobId,
        write: (_copy, locale) =>
          invoiceMessageWords[locale].sent.text(business.brand, invoice.number, formatCents(invoice.amountCents, locale), invoice.url),
      },
    ],
  };
}

/** Paid (recorded by the office, or settled by Stripe): the customer's receipt with its PDF, and the admins' notice. */
export function invoicePaid(
  job: InvoiceNoticeFacts,
  invoice: InvoiceFacts & { balanceCents: number; receiptPdfBase64: string; method: string; at: Date },
  env: NoticeEnv,
): Notice {
  const { facts, customerLink } = customerFacts(job, env, invoice.at);
  const w = invoiceMessageWords[job.locale].paid;
  const lead = w.lead(formatCents(invoice.amountCents, job.locale));
  const balance = w.balance(formatCents(invoice.balanceCents, job.locale));
  return {
    customerLink,
    emails: [
      {
        kind: EMAIL_KINDS.invoicePaid,
        message: customerEmail(
          facts,
          w.subject(invoice.number),
          w.title,
          [lead, balance],
          [paragraph(lead), paragraph(balance)],
          [{ filename: w.attached(invoice.number), contentType: "application/pdf", base64: invoice.receiptPdfBase64 }],
        ),
      },
      {
        kind: EMAIL_KINDS.invoicePaidNotification,
        message: jobAdminNotice(adminFacts(job), {
          adminEmails: env.ADMIN_EMAILS,
          title: `Invoice ${invoice.number} paid`,
          rows: [
            ["Amount", dollars(invoice.amountCents)],
            ["How", invoice.method],
            ["Balance now", dollars(invoice.balanceCents)],
            ["Paid", phoenixMoment(invoice.at)],
          ],
        }),
      },
    ],
    texts: [],
  };
}

/** A bank payment Stripe took and has not settled: the customer is told it is on its way. */
export function invoiceOnItsWay(job: InvoiceNoticeFacts, invoice: InvoiceFacts, env: NoticeEnv, now: Date): Notice {
  const { facts, customerLink } = customerFacts(job, env, now);
  const w = invoiceMessageWords[job.locale].onItsWay;
  const lead = w.lead(formatCents(invoice.amountCents, job.locale));
  return {
    customerLink,
    emails: [
      { kind: EMAIL_KINDS.invoiceOnItsWay, message: customerEmail(facts, w.subject(invoice.number), w.title, [lead], [paragraph(lead)]) },
    ],
    texts: [],
  };
}

/** A bank payment that failed: the invoice is open again; the customer and the admins are told. */
export function invoicePaymentFailed(job: InvoiceNoticeFacts, invoice: InvoiceFacts, env: NoticeEnv, now: Date): Notice {
  const { facts, customerLink } = customerFacts(job, env, now);
  const w = invoiceMessageWords[job.locale].failed;
  const lead = w.lead(formatCents(invoice.amountCents, job.locale));
  return {
    customerLink,
    emails: [
      {
        kind: EMAIL_KINDS.invoicePaymentFailed,
        message: customerEmail(facts, w.subject(invoice.number), w.title, [lead, w.again], [paragraph(lead), paragraph(w.again)]),
      },
      {
        kind: EMAIL_KINDS.invoicePaymentFailedNotification,
        message: jobAdminNotice(adminFacts(job), {
          adminEmails: env.ADMIN_EMAILS,
          title: `Bank payment of invoice ${invoice.number} failed`,
          rows: [
            ["Amount", dollars(invoice.amountCents)],
            ["Invoice", "Open again: the customer was told and may pay again"],
            ["Failed", phoenixMoment(now)],
          ],
        }),
      },
    ],
    texts: [],
  };
}

/** A Checkout Session that charged another amount or currency than its invoice: the admins are flagged (the money goes back). */
export function invoiceMismatched(
  job: InvoiceNoticeFacts,
  invoice: InvoiceFacts & { charged: { cents: number | null; currency: string | null }; at: Date },
  env: NoticeEnv,
): Notice {
  return {
    emails: [
      {
        kind: EMAIL_KINDS.invoiceMismatchNotification,
        message: jobAdminNotice(adminFacts(job), {
          adminEmails: env.ADMIN_EMAILS,
          title: `Payment of invoice ${invoice.number} did not match it`,
          rows: [
            ["Invoice amount", dollars(invoice.amountCents)],
            ["Stripe charged", chargedWords(invoice.charged)],
            ["What happens", "Not counted as paid; the charge is given back and the invoice stays open"],
            ["When", phoenixMoment(invoice.at)],
          ],
        }),
      },
    ],
    texts: [],
  };
}
