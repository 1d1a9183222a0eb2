import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { queryLocale } from "../../src/server/http/handler";
import { serve } from "../../src/server/http/serve";
import { quotePdf } from "../../src/schemas/routes/quotes";
import { apiSecurityHeaders } from "../../src/server/http/headers";
import { quotePdfResponse } from "../../src/server/quotes/quote-pdf";
import { quoteLinkOf } from "../../src/server/quotes/records";
import { quoteForLink } from "../../src/server/quotes/customer-view";

/**
 * GET `quotePdf`[?locale=es]: the contract as a PDF (the quote, before it is signed),
 * in the language it was signed in (else the one asked for); 404 for an unknown or expired link.
 * A function of its own, so the PDF library and fonts load only here.
 */
const served = serve(quotePdf, {
  async GET({ url }) {
    const now = new Date();
    const db = getDb();
    const record = await quoteForLink(db, quoteLinkOf(url).hash, now);
    const { bytes, filename } = await quotePdfResponse(db, serverEnv(), record, queryLocale(url));
    return new Response(bytes, {
      headers: {
        ...apiSecurityHeaders,
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${filename}"`,
        // Personal, and changes when the contract is cancelled: never kept by the CDN or a shared cache.
        "Cache-Control": "private, no-store",
        "Netlify-CDN-Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  },
});

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
