/** /api/admin/money, /api/admin/exports/invoices.csv and /api/admin/exports/payments.csv. */
import { booksExportQuerySchema } from "@/schemas/admin/books";
import { getDb } from "../../db/client";
import { exportInvoices, exportPayments } from "../../db/money/books";
import { parseWith, route } from "../../http/handler";
import { json } from "../../http/headers";
import { booksFilename, invoicesCsvStream, paymentsCsvStream } from "../books-csv";
import { csvResponse } from "../csv-response";
import { loadMoneyPanel } from "../money-panel";
import { queryOf, type AdminEndpoint } from "./types";

/** GET: the dashboard's money panel as of now. */
export const moneyPanelEndpoint: AdminEndpoint = () =>
  route({
    async GET() {
      return json(await loadMoneyPanel(getDb(), new Date()));
    },
  });

/** GET: the invoices (not void) of the days asked, one row per line, QuickBooks' headers, streamed in batches. */
export const invoicesCsvEndpoint: AdminEndpoint = () =>
  route({
    async GET({ url }) {
      const range = parseWith(booksExportQuerySchema, queryOf(url));
      return csvResponse(booksFilename("invoices", new Date()), invoicesCsvStream(exportInvoices(getDb(), range)));
    },
  });

/** GET: the payments that came in on the days asked, streamed in batches. */
export const paymentsCsvEndpoint: AdminEndpoint = () =>
  route({
    async GET({ url }) {
      const range = parseWith(booksExportQuerySchema, queryOf(url));
      return csvResponse(booksFilename("payments", new Date()), paymentsCsvStream(exportPayments(getDb(), range)));
    },
  });
