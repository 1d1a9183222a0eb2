import type { Config } from "@netlify/functions";
import { declineQuoteSchema, signQuoteSchemaFor } from "../../src/schemas/quote";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { ConflictError } from "../../src/server/http/errors";
import { queryLocale, withBody, withLocalizedBody } from "../../src/server/http/handler";
import { on, serve } from "../../src/server/http/serve";
import {
  quote,
  quoteCancel,
  quoteCheckout,
  quoteDecline,
  quoteInstall,
  quoteInstallDates,
  quoteLeadSafe,
  quoteSign,
} from "../../src/schemas/routes/quotes";
import { leadSafeAcknowledgeSchemaFor } from "../../src/schemas/lead-safe";
import { leadSafeCustomerWords } from "../../src/i18n/lead-safe";
import { acknowledgeBeforeInstall } from "../../src/server/lead-safe/acknowledgments";
import { customerInstallSchemaFor } from "../../src/schemas/job";
import { jobPageWords } from "../../src/i18n/jobs";
import { customerJobOfQuote, jobOfQuote } from "../../src/server/jobs/customer-job";
import { chooseInstall, offeredInstallDates } from "../../src/server/jobs/install";
import { json } from "../../src/server/http/headers";
import { cancelQuote, declineQuote } from "../../src/server/quotes/answer-quote";
import { customerView, recordView } from "../../src/server/quotes/customer-view";
import { startDepositCheckout } from "../../src/server/quotes/deposit";
import { signQuote } from "../../src/server/quotes/sign-quote";
import { privateLinks } from "../../src/server/private-links/documents";
import { openLink } from "../../src/server/private-links/open";
import { linkUrl } from "../../src/server/private-links/urls";

/** GET `quote`[?locale=es]: the quote to show (options, totals, what can still be done); 404 for an unknown or expired link. */
const view = on(quote, {
  async GET({ url, params }) {
    const now = new Date();
    const db = getDb();
    const { opened: record } = await openLink(db, privateLinks.quote, params.token, { now });
    await recordView(db, record.quote.id, now);
    const locale = queryLocale(url);
    return json({
      ...(await customerView(db, serverEnv(), record, locale, now)),
      job: await customerJobOfQuote(db, record.quote.id, locale),
    });
  },
});

/** GET `quoteInstallDates`: the install's start days offered (empty until delivered or scheduling opened early, and once booked). */
const installDates = on(quoteInstallDates, {
  async GET({ params }) {
    const now = new Date();
    const db = getDb();
    const { opened: record } = await openLink(db, privateLinks.quote, params.token, { now });
    const job = await jobOfQuote(db, record.quote.id);
    return json(job ? await offeredInstallDates(db, job, now, "customer") : { dates: [], days: 1 });
  },
});

/** POST `quoteInstall` { startDate, locale? }: 200 { stage, dates }; 400 for a day not offered; 409 taken meanwhile, already booked, or not open yet. */
const install = on(quoteInstall, {
  POST: withLocalizedBody(customerInstallSchemaFor, async ({ body, params }) => {
    const now = new Date();
    const db = getDb();
    const { opened: record } = await openLink(db, privateLinks.quote, params.token, { now });
    const job = await jobOfQuote(db, record.quote.id);
    if (!job) throw new ConflictError(jobPageWords[body.locale].notOpen);
    return json(await chooseInstall(db, serverEnv(), job, body.startDate, body.locale, now));
  }),
});

/**
 * POST `quoteLeadSafe` { name, agree: true, locale? }: 200 { acknowledgedOn }, the owner's
 * acknowledgment of EPA's pamphlet given again before the install; 400 without the box or a name;
 * 409 for a contract that needs none (a home built in 1978 or later, or signed before the rule).
 */
const leadSafe = on(quoteLeadSafe, {
  POST: withLocalizedBody(leadSafeAcknowledgeSchemaFor, async ({ body, params, request, clientAddress }) => {
    const now = new Date();
    const db = getDb();
    const { opened: record } = await openLink(db, privateLinks.quote, params.token, { now });
    const userAgent = request.headers.get("user-agent")?.slice(0, 500) ?? null;
    const given = { name: body.name, locale: body.locale, ipAddress: clientAddress ?? null, userAgent };
    return json(
      await acknowledgeBeforeInstall(db, record.quote.id, given, { now, notNeeded: leadSafeCustomerWords[body.locale].notNeeded }),
    );
  }),
});

/**
 * POST `quoteSign` { optionId, name, agree: true, revision?, documentSha256?, locale? }:
 * 200 { status: "signed", checkoutUrl? }; 400 without agreement or for an unknown option; 409 for
 * a second signature, or when the quote changed since the page loaded; 404 for an unknown link.
 */
const sign = on(quoteSign, {
  POST: withLocalizedBody(signQuoteSchemaFor, async ({ body, params, request, clientAddress }) => {
    const now = new Date();
    const db = getDb();
    const env = serverEnv();
    const { token, opened: record } = await openLink(db, privateLinks.quote, params.token, { now });
    const userAgent = request.headers.get("user-agent")?.slice(0, 500) ?? null;
    const returnUrl = linkUrl(privateLinks.quote, token, body.locale, env);
    return json(await signQuote(db, env, record, { ...body, ipAddress: clientAddress ?? null, userAgent, returnUrl }, now));
  }),
});

/** POST `quoteDecline` { reason?, locale? }: 200 { status: "declined" }; 409 once signed. */
const decline = on(quoteDecline, {
  POST: withBody(declineQuoteSchema, async ({ body, params }) => {
    const now = new Date();
    const db = getDb();
    const { opened: record } = await openLink(db, privateLinks.quote, params.token, { now });
    await declineQuote(db, serverEnv(), record, { reason: body.reason || null, locale: body.locale }, now);
    return json({ status: "declined" });
  }),
});

/** POST `quoteCancel`[?locale=es]: cancel a signed contract within its three business days (a paid deposit is refunded); 409 after. */
const cancel = on(quoteCancel, {
  async POST({ url, params }) {
    const now = new Date();
    const db = getDb();
    const locale = queryLocale(url);
    const { opened: record } = await openLink(db, privateLinks.quote, params.token, { now });
    await cancelQuote(db, serverEnv(), record, locale, now);
    return json({ status: "cancelled" });
  },
});

/** POST `quoteCheckout`[?locale=es]: a new Checkout page for a signed quote's deposit (after a failed or abandoned one). */
const checkout = on(quoteCheckout, {
  async POST({ url, params }) {
    const now = new Date();
    const db = getDb();
    const env = serverEnv();
    const { token, opened: record } = await openLink(db, privateLinks.quote, params.token, { now });
    const view = await customerView(db, env, record, queryLocale(url), now);
    if (!view.deposit || !view.depositPayableOnline) throw new ConflictError("There is no deposit to pay online for this quote.");
    return json({
      checkoutUrl: await startDepositCheckout(db, env, {
        quoteId: record.quote.id,
        amountCents: view.deposit.amountCents,
        returnUrl: linkUrl(privateLinks.quote, token, queryLocale(url), env),
        locale: queryLocale(url),
      }),
    });
  },
});

/** A customer's quote link and its actions: the path picks one (any other is a 404), then the method. */
const served = serve([view, sign, decline, cancel, checkout, installDates, install, leadSafe]);

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
