import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { queryLocale } from "../../src/server/http/handler";
import { on, serve } from "../../src/server/http/serve";
import { quotePdf } from "../../src/schemas/routes/quotes";
import { myQuotePdf } from "../../src/schemas/routes/my";
import { jobPageWords } from "../../src/i18n/jobs";
import { requireRowId } from "../../src/server/http/ids";
import { linkOf } from "../../src/server/customer-page/my-page";
import { myContractPdf } from "../../src/server/customer-page/my-contract";
import { pdfResponse } from "../../src/server/http/headers";
import { quotePdfResponse } from "../../src/server/quotes/quote-pdf";
import { privateLinks } from "../../src/server/private-links/documents";
import { openLink } from "../../src/server/private-links/open";

/**
 * GET `quotePdf`[?locale=es]: the contract as a PDF (the quote, before it is signed),
 * in the language it was signed in (else the one asked for); 404 for an unknown or expired link.
 * A function of its own, so the PDF library and fonts load only here.
 */
const quoteLinkPdf = on(quotePdf, {
  async GET({ url, params }) {
    const now = new Date();
    const db = getDb();
    const { opened: record } = await openLink(db, privateLinks.quote, params.token, { now });
    return pdfResponse(await quotePdfResponse(db, serverEnv(), record, queryLocale(url)));
  },
});

/** GET `myQuotePdf`: one of the customer's signed contracts, through their own page's link; 404 for an unknown link or anyone else's. */
const myContract = on(myQuotePdf, {
  async GET({ url, params }) {
    const db = getDb();
    const now = new Date();
    const link = await linkOf(db, params.token, queryLocale(url), now);
    const locale = queryLocale(url);
    return pdfResponse(await myContractPdf(db, serverEnv(), link, requireRowId(params.id, jobPageWords[locale].notYours), locale));
  },
});

const served = serve([quoteLinkPdf, myContract]);

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
