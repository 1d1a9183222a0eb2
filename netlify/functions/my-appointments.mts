import type { Config } from "@netlify/functions";
import { cancelAppointment, ownedBy } from "../../src/server/booking/cancel";
import { listMyUpcoming, NOT_YOUR_APPOINTMENT, toMyAppointment } from "../../src/server/booking/my-appointments";
import { requireSameOrigin, requireUser } from "../../src/server/auth/session";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { NotFoundError } from "../../src/server/http/errors";
import { on, serve } from "../../src/server/http/serve";
import { myAppointmentCancel, myAppointments } from "../../src/schemas/routes/manage";
import { myInvoiceLink, myLink, myPage, myPhoto, myQuoteLink, myVisitLink } from "../../src/schemas/routes/my";
import { myLinkSchemaFor } from "../../src/schemas/my-page";
import { jobPageWords } from "../../src/i18n/jobs";
import { enforceAddressLimit } from "../../src/server/abuse/address-limit";
import { afterAnswer, queryLocale, withLocalizedBody } from "../../src/server/http/handler";
import { myLinkAnswer, storeAndSendLink } from "../../src/server/customer-page/my-link";
import { customerPage, linkOf, myPhotoResponse, openQuote, openVisit } from "../../src/server/customer-page/my-page";
import { openInvoice } from "../../src/server/customer-page/my-money";
import { json } from "../../src/server/http/headers";
import { requireRowId } from "../../src/server/http/ids";

/** GET `myAppointments`: the signed-in user's upcoming appointments (401 signed out). */
const list = on(myAppointments, {
  async GET({ request }) {
    const user = await requireUser(request);
    return json(await listMyUpcoming(getDb(), user.email, new Date()));
  },
});

/**
 * POST `myAppointmentCancel`: cancels one of the user's own appointments, from this
 * site only. Someone else's appointment is a 404, as if it did not exist; cancelling twice is harmless.
 */
const cancel = on(myAppointmentCancel, {
  async POST({ request, params }) {
    const user = await requireUser(request);
    requireSameOrigin(request);
    const id = requireRowId(params.id, NOT_YOUR_APPOINTMENT);
    const now = new Date();
    const db = getDb();
    const cancellation = await cancelAppointment(ownedBy(id, user.email), {
      db,
      env: serverEnv(),
      actor: user.email,
      by: `the customer, signed in as ${user.email}`,
      now,
    });
    if (!cancellation) throw new NotFoundError(NOT_YOUR_APPOINTMENT);
    return json(toMyAppointment(cancellation.appointment, now));
  },
});

/**
 * POST `myLink` { email, locale? }: 202 and the same answer for any well-formed email, given
 * before the email is looked up; the link is stored and sent after it (src/server/customer-page/my-link.ts).
 * 429 past the address's requests in the hour.
 */
const link = on(myLink, {
  POST: withLocalizedBody(myLinkSchemaFor, async ({ body, clientAddress, waitUntil }) => {
    const db = getDb();
    const env = serverEnv();
    const now = new Date();
    await enforceAddressLimit(
      db,
      "my-link",
      clientAddress,
      { max: env.MY_LINKS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
      now,
      body.locale,
    );
    await afterAnswer(waitUntil, () => storeAndSendLink(db, env, body, now));
    return json(myLinkAnswer(body.locale), { status: 202 });
  }),
});

/** GET `myPage`[?locale=es]: everything of the link's person (`private, no-store`); 404 for an unknown or expired link. */
const page = on(myPage, {
  async GET({ url, params }) {
    const db = getDb();
    const now = new Date();
    const found = await linkOf(db, params.token, queryLocale(url), now);
    return json(await customerPage(db, found, queryLocale(url), now), { headers: { "Cache-Control": "private, no-store" } });
  },
});

/** POST `myVisitLink`: a fresh manage link to one of their upcoming visits; 404 for anyone else's. */
const visitLink = on(myVisitLink, {
  async POST({ url, params }) {
    const db = getDb();
    const now = new Date();
    const found = await linkOf(db, params.token, queryLocale(url), now);
    return json(
      await openVisit(db, serverEnv(), found, requireRowId(params.id, jobPageWords[queryLocale(url)].notYours), queryLocale(url), now),
    );
  },
});

/** POST `myQuoteLink`: a fresh link to one of their quotes' page; 404 for anyone else's. */
const quoteLink = on(myQuoteLink, {
  async POST({ url, params }) {
    const db = getDb();
    const now = new Date();
    const found = await linkOf(db, params.token, queryLocale(url), now);
    return json(
      await openQuote(db, serverEnv(), found, requireRowId(params.id, jobPageWords[queryLocale(url)].notYours), queryLocale(url), now),
    );
  },
});

/** POST `myInvoiceLink`: a fresh link to one of their invoices' page; 404 for anyone else's. */
const invoiceLink = on(myInvoiceLink, {
  async POST({ url, params }) {
    const db = getDb();
    const now = new Date();
    const found = await linkOf(db, params.token, queryLocale(url), now);
    const locale = queryLocale(url);
    return json(await openInvoice(db, serverEnv(), found, requireRowId(params.id, jobPageWords[locale].notYours), locale, now));
  },
});

/** GET `myPhoto`[?size=thumb]: one of their jobs' photos, `private, no-store`; 404 for anyone else's. */
const photo = on(myPhoto, {
  async GET({ url, params }) {
    const db = getDb();
    const now = new Date();
    const found = await linkOf(db, params.token, queryLocale(url), now);
    const locale = queryLocale(url);
    return myPhotoResponse(
      db,
      found,
      requireRowId(params.photoId, jobPageWords[locale].notYours),
      url.searchParams.get("size") === "thumb" ? "thumb" : "full",
      locale,
    );
  },
});

/** The list and the cancel, the customer's own page and its items; any other path is a 404, and failed navigations get a readable page. Literal paths come before the customer's page, whose last segment is any token. */
const served = serve([list, cancel, link, page, visitLink, quoteLink, invoiceLink, photo]);

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
