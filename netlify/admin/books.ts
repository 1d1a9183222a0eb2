/** The books: `adminMoneyPanel`, and the exports `adminInvoicesCsv` and `adminPaymentsCsv`. */
import { adminInvoicesCsv, adminMoneyPanel, adminPaymentsCsv } from "@/schemas/routes/books";
import { booksExportQuerySchema } from "@/schemas/admin/books";
import { getDb } from "@/server/db/client";
import { exportInvoices, exportPayments } from "@/server/db/money/books";
import { parseWith, queryOf } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { booksFilename, invoicesCsvStream, paymentsCsvStream } from "@/server/admin/books-csv";
import { csvResponse } from "@/server/admin/csv-response";
import { loadMoneyPanel } from "@/server/admin/money-panel";
import { admins } from "./guard";

/** GET: the dashboard's money panel as of now. */
export const moneyPanelEndpoint = admins.on(adminMoneyPanel, {
  async GET() {
    return json(await loadMoneyPanel(getDb(), new Date()));
  },
});

/** GET: the invoices (not void) of the days asked, one row per line, QuickBooks' headers, streamed in batches. */
export const invoicesCsvEndpoint = admins.on(adminInvoicesCsv, {
  async GET({ url }) {
    const range = parseWith(booksExportQuerySchema, queryOf(url));
    return csvResponse(booksFilename("invoices", new Date()), invoicesCsvStream(exportInvoices(getDb(), range)));
  },
});

/** GET: the payments that came in on the days asked, streamed in batches. */
export const paymentsCsvEndpoint = admins.on(adminPaymentsCsv, {
  async GET({ url }) {
    const range = parseWith(booksExportQuerySchema, queryOf(url));
    return csvResponse(booksFilename("payments", new Date()), paymentsCsvStream(exportPayments(getDb(), range)));
  },
});
