import type { Config } from "@netlify/functions";
import { invoice, invoicePay } from "../../src/schemas/routes/invoices";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { queryLocale } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";
import { on, serve } from "../../src/server/http/serve";
import { invoicePageView, startInvoiceCheckout } from "../../src/server/invoices/payments";
import { invoiceForLink, invoiceLinkOf } from "../../src/server/invoices/records";
import { invoiceUrl } from "../../src/server/notify/invoices";

/** GET `invoice`[?locale=es][&checkout=returned]: the invoice to show (lines, payments, the contract's figures, whether it can be paid online, and back from Checkout whether Stripe holds its payment); 404 for an unknown or retired link. */
const view = on(invoice, {
  async GET({ url }) {
    const db = getDb();
    const locale = queryLocale(url);
    const record = await invoiceForLink(db, invoiceLinkOf(url, locale).hash, locale);
    return json(await invoicePageView(db, serverEnv(), record, locale, { returned: url.searchParams.get("checkout") === "returned" }));
  },
});

/** POST `invoicePay`[?locale=es]: the invoice's Stripe Checkout page (card or bank); 409 when paid, on its way, void or too large; 503 without payments. */
const pay = on(invoicePay, {
  async POST({ url }) {
    const db = getDb();
    const env = serverEnv();
    const locale = queryLocale(url);
    const link = invoiceLinkOf(url, locale);
    const record = await invoiceForLink(db, link.hash, locale);
    return json({ checkoutUrl: await startInvoiceCheckout(db, env, record, { returnUrl: invoiceUrl(link.token, locale, env), locale }, new Date()) });
  },
});

/** A customer's invoice link and its actions: the path picks one (any other is a 404), then the method. */
const served = serve([view, pay]);

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
