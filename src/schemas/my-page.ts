/**
 * The customer's own page (/my/{token}, /es/my/{token}): asking for its link with an email on the
 * public form (POST /api/my/link), and everything of that person the page shows (GET /api/my/{token}):
 * their upcoming visits, quotes and contracts, jobs, and payments, of nobody else.
 */
import * as z from "zod/mini";
import "../core/zod-mini";
import type { QuoteValue } from "@/core/quote-pricing";
import type { QuoteStage } from "@/core/quote-status";
import type { DepositState } from "@/core/deposit-state";
import type { PaymentWay } from "@/core/payment-way";
import { locales, type Locale } from "@/i18n/locales";
import { validationMessages } from "@/i18n/validation";
import type { CustomerJob } from "./customer-job";

/** POST /api/my/link: the email the link goes to, and the language of the email and the page; its messages in that language. */
export const myLinkSchemaFor = (locale: Locale) => {
  const m = validationMessages[locale].email;
  return z.object({
    email: z.pipe(
      z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required), z.maxLength(254, m.tooLong)),
      z.email(m.invalid),
    ),
    locale: z._default(z.enum(locales), "en"),
  });
};

/** The answer to POST /api/my/link: always the same, whether or not the email is known. */
export interface MyLinkAnswer {
  status: "sent";
  /** "If that email has visits or quotes with us, we've sent a link to it." (the form's own sentence). */
  message: string;
}

/** A visit on the customer's page. */
export interface MyVisit {
  id: string;
  /** An estimate visit, or a job's re-measure. */
  kind: "estimate" | "re-measure";
  /** Phoenix day, YYYY-MM-DD, and slot label ("10:00 AM"). */
  appointmentDate: string;
  appointmentTime: string;
  duration: number;
  /** "Thursday, December 3, 2026" and "10 a.m. to 12 p.m.", in the page's language. */
  dateLabel: string;
  window: string;
  city: string;
  status: string;
  /** It can still be moved or cancelled (open it with POST /api/my/{token}/visits/{id}/link). */
  changeable: boolean;
}

/** A quote or contract on the customer's page. */
export interface MyQuote {
  id: string;
  number: number;
  stage: QuoteStage;
  /** The signed option's total, else the options' lowest to highest. */
  value: QuoteValue;
  /** The last day it can be signed (YYYY-MM-DD). */
  validUntil: string;
  signedAt: string | null;
  /** It can be read (and signed, while open): POST /api/my/{token}/quotes/{id}/link gives its page. */
  canOpen: boolean;
  /** The signed contract as a PDF: GET /api/my/{token}/quotes/{id}/pdf. */
  contract: boolean;
  /** The job it became, once signed. */
  jobId: string | null;
}

/** A photo of a job, its images under the customer's link. */
export interface MyPhoto {
  id: string;
  width: number;
  height: number;
  url: string;
  thumbnailUrl: string;
}

/** An invoice sent to the customer (never a draft or a void one). */
export interface MyInvoice {
  id: string;
  number: number;
  amountCents: number;
  /** open: to pay; processing: a bank payment on its way; paid. */
  status: "open" | "processing" | "paid";
  /** The Phoenix day it is due; null: due on receipt. */
  dueOn: string | null;
  sentAt: string;
  paidAt: string | null;
}

/** A payment of a job: its deposit, or an invoice's payment (paid, or a bank payment on its way). */
export interface MyJobPayment {
  id: string;
  kind: "deposit" | "invoice";
  /** The quote's number for a deposit, the invoice's for an invoice payment. */
  documentNumber: number;
  way: PaymentWay;
  amountCents: number;
  status: "paid" | "processing";
  /** When the money came in (null while on its way). */
  paidAt: string | null;
  refunded: boolean;
  disputed: boolean;
}

/** A signed change order of a job: part of the customer's contract, listed with it. */
export interface MyChangeOrder {
  id: string;
  number: number;
  jobNumber: number;
  /** The number of the quote whose contract it changes. */
  quoteNumber: number;
  /** What it added to the contract (negative for a credit). */
  totalCents: number;
  /** The contract's total once it was signed. */
  contractAfterCents: number;
  /** When it was signed; its PDF is GET /api/my/{token}/change-orders/{id}/pdf. */
  signedAt: string;
}

/** A job's money on the customer's page (src/core/job-money.ts decides the figures). */
export interface MyJobMoney {
  /** The signed total with signed change orders. */
  contractTotalCents: number;
  /** The signed change orders, newest first. */
  changeOrders: MyChangeOrder[];
  paidCents: number;
  balanceCents: number;
  /** Newest first. */
  invoices: MyInvoice[];
  /** Newest first. */
  payments: MyJobPayment[];
}

/** A job on the customer's page. */
export type MyJob = CustomerJob & { quoteId: string; photos: MyPhoto[]; money: MyJobMoney };

/** A payment on the customer's page. */
export interface MyPayment {
  id: string;
  quoteId: string;
  quoteNumber: number;
  amountCents: number;
  status: DepositState;
  paidAt: string | null;
  refunded: boolean;
  refundedAt: string | null;
}

/** GET /api/my/{token}: the page's data, of that person only. */
export interface MyPage {
  locale: Locale;
  /** To greet them. */
  firstName: string;
  /** Upcoming visits, soonest first. */
  visits: MyVisit[];
  /** Quotes and contracts, newest first. */
  quotes: MyQuote[];
  /** Jobs, newest first. */
  jobs: MyJob[];
  /** Payments taken, newest first. */
  payments: MyPayment[];
  /** When this link stops working (ISO). */
  linkExpiresAt: string;
}
