/**
 * Invoices after the signature: the office bills a job, sends the invoice, records a payment
 * taken offline, switches reminders off or voids it (netlify/functions/admin.mts, behind the
 * admin guard); the customer reads and pays it through the link they were sent
 * (/invoice/{token}), and reads it (a receipt once paid) as a PDF. An unknown or retired link is
 * a 404 everywhere.
 */
import type { Locale } from "@/i18n/locales";
import type { InvoicePageView, invoicePatchSchema, newInvoiceSchema, offlinePaymentSchema } from "../invoice";
import type { InvoiceSummary } from "../money";
import type { Answers, ApiRoute, Takes } from "./route";

/** The language an answer is worded in (English when absent). */
type LocaleQuery = { locale?: Locale };

/** A new invoice of the job, its amount the server's: 201; 409 for more than may be billed, or nothing due. */
export const adminJobInvoices = {
  path: "/api/admin/jobs/:id/invoices",
  POST: {} as Takes<typeof newInvoiceSchema, { id: string; number: number; amountCents: number }>,
} satisfies ApiRoute;

/** The office's reminders switch of an invoice. */
export const adminInvoice = {
  path: "/api/admin/invoices/:id",
  PATCH: {} as Takes<typeof invoicePatchSchema, InvoiceSummary>,
} satisfies ApiRoute;

/** Send (or send again) the invoice's link by email, and by text with consent; 409 once paid or void. */
export const adminInvoiceSend = { path: "/api/admin/invoices/:id/send", POST: {} as Answers<{ url: string }> } satisfies ApiRoute;

/** Void an unpaid invoice; 409 once paid, on its way, or void. */
export const adminInvoiceVoid = { path: "/api/admin/invoices/:id/void", POST: {} as Answers<InvoiceSummary> } satisfies ApiRoute;

/** Record a payment taken offline, of exactly the invoice's amount: 201; 409 when paid, on its way or void. */
export const adminInvoicePayments = {
  path: "/api/admin/invoices/:id/payments",
  POST: {} as Takes<typeof offlinePaymentSchema, InvoiceSummary>,
} satisfies ApiRoute;

/** The invoice to show, in `locale`; `checkout=returned` (back from Stripe's page) also asks Stripe about the page just paid. */
export const invoice = {
  path: "/api/invoices/:token",
  GET: {} as Answers<InvoicePageView, LocaleQuery & { checkout?: "returned" }>,
} satisfies ApiRoute;

/** A Stripe Checkout page for the invoice (card or bank): 409 when paid, on its way, void or too large to pay online; 503 without payments. */
export const invoicePay = {
  path: "/api/invoices/:token/pay",
  POST: {} as Answers<{ checkoutUrl: string }, LocaleQuery>,
} satisfies ApiRoute;

/** The invoice as a PDF, a receipt once paid: a link, not a fetch. */
export const invoicePdf = { path: "/api/invoices/:token/pdf", GET: {} as Answers<Blob, LocaleQuery> } satisfies ApiRoute;
