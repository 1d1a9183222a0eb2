import type { Config } from "@netlify/functions";
import { invoice, invoicePay } from "../../src/schemas/routes/invoices";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { queryLocale } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";
import { on, serve } from "../../src/server/http/serve";
import { invoicePageView, startInvoiceCheckout } from "../../src/server/invoices/payments";
import { invoiceForLink } from "../../src/server/invoices/records";
import { privateLinks } from "../../src/server/private-links/documents";
import { linkUrl } from "../../src/server/private-links/urls";

/** GET `invoice`[?locale=es][&checkout=returned]: the invoice to show (lines, payments, the contract's figures, whether it can be paid online, and back from Checkout whether Stripe holds its payment); 404 for an unknown or retired link. */
const view = on(invoice, {
  async GET({ url, params }) {
    const db = getDb();
    const locale = queryLocale(url);
    const record = await invoiceForLink(db, params.token, locale, new Date());
    return json(await invoicePageView(db, serverEnv(), record, locale, { returned: url.searchParams.get("checkout") === "returned" }));
  },
});

/** POST `invoicePay`[?locale=es]: the invoice's Stripe Checkout page (card or bank); 409 when paid, on its way, void or too large; 503 without payments. */
const pay = on(invoicePay, {
  async POST({ url, params }) {
    const db = getDb();
    const env = serverEnv();
    const locale = queryLocale(url);
    const now = new Date();
    const record = await invoiceForLink(db, params.token, locale, now);
    return json({
      checkoutUrl: await startInvoiceCheckout(
        db,
        env,
        record,
        { returnUrl: linkUrl(privateLinks.invoice, record.token, locale, env), locale },
        now,
      ),
    });
  },
});

/** A customer's invoice link and its actions: the path picks one (any other is a 404), then the method. */
const served = serve([view, pay]);

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
