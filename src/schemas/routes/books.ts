/**
 * The money at a glance and the books (behind the admin guard, as every /api/admin path): the
 * dashboard's money panel, and the invoices and payments CSV exports for the accountant
 * (downloads: links, not fetches). Exports take optional Phoenix days `from` and `to`.
 */
import type { MoneyPanel } from "../admin/money-panel";
import type { booksExportQuerySchema } from "../admin/books";
import type { Answers, ApiRoute, QueryFrom } from "./route";

/** Contracted, collected, outstanding with its aging, 12 weeks collected, and the payments disputed or whose refund Stripe refused. */
export const adminMoneyPanel = { path: "/api/admin/money", GET: {} as Answers<MoneyPanel> } satisfies ApiRoute;

/** Every invoice not void, one row per line, with QuickBooks Online's invoice-import headers. */
export const adminInvoicesCsv = {
  path: "/api/admin/exports/invoices.csv",
  GET: {} as Answers<string, QueryFrom<typeof booksExportQuerySchema>>,
} satisfies ApiRoute;

/** Every payment that came in (deposits and invoice payments), with refunds and disputes. */
export const adminPaymentsCsv = {
  path: "/api/admin/exports/payments.csv",
  GET: {} as Answers<string, QueryFrom<typeof booksExportQuerySchema>>,
} satisfies ApiRoute;
