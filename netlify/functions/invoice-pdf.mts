import type { Config } from "@netlify/functions";
import { invoicePdf as invoicePdfRoute } from "../../src/schemas/routes/invoices";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { queryLocale } from "../../src/server/http/handler";
import { apiSecurityHeaders } from "../../src/server/http/headers";
import { on, serve } from "../../src/server/http/serve";
import { invoicePdf, invoicePdfName } from "../../src/server/invoices/invoice-pdf";
import { invoiceForLink, invoiceView } from "../../src/server/invoices/records";

/**
 * GET `invoicePdf`[?locale=es]: the invoice as a PDF, a receipt once paid; 404 for an unknown or
 * retired link. A function of its own, so the PDF library and fonts load only here.
 */
const pdf = on(invoicePdfRoute, {
  async GET({ url, params }) {
    const db = getDb();
    const locale = queryLocale(url);
    const record = await invoiceForLink(db, params.token, locale, new Date());
    const view = await invoiceView(db, serverEnv(), record, locale);
    return new Response(await invoicePdf(view, new Date()), {
      headers: {
        ...apiSecurityHeaders,
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${invoicePdfName(view)}"`,
        // Personal, and changes when it is paid: never kept by the CDN or a shared cache.
        "Cache-Control": "private, no-store",
        "Netlify-CDN-Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  },
});

const served = serve([pdf]);

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
