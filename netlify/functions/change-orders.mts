import type { Config } from "@netlify/functions";
import { signChangeOrderSchemaFor } from "../../src/schemas/change-order";
import { jobPageWords } from "../../src/i18n/jobs";
import { changeOrder, changeOrderPdf, changeOrderSign } from "../../src/schemas/routes/change-orders";
import { myChangeOrderPdf as myChangeOrderPdfRoute } from "../../src/schemas/routes/my";
import { changeOrderPdfResponse } from "../../src/server/change-orders/pdf-response";
import { changeOrderView } from "../../src/server/change-orders/customer-view";
import { signChangeOrder } from "../../src/server/change-orders/sign-change-order";
import { myChangeOrderPdf } from "../../src/server/customer-page/my-change-order";
import { linkOf } from "../../src/server/customer-page/my-page";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { json, pdfResponse } from "../../src/server/http/headers";
import { queryLocale, withLocalizedBody } from "../../src/server/http/handler";
import { requireRowId } from "../../src/server/http/ids";
import { on, serve } from "../../src/server/http/serve";
import { privateLinks } from "../../src/server/private-links/documents";
import { openLink } from "../../src/server/private-links/open";
import { linkUrl } from "../../src/server/private-links/urls";

/** GET `changeOrder`[?locale=es]: the change order to show; 404 for an unknown or retired link. */
const view = on(changeOrder, {
  async GET({ url, params }) {
    const db = getDb();
    const { opened: record } = await openLink(db, privateLinks.changeOrder, params.token, { now: new Date() });
    return json(await changeOrderView(db, serverEnv(), record, queryLocale(url)));
  },
});

/**
 * POST `changeOrderSign` { name, agree: true, documentSha256?, locale? }: 200 { status: "signed" };
 * 400 without the name or agreement (in the page's language); 409 a second time, when the
 * document changed since the page loaded, or when the floor refuses it now; 404 for an unknown link.
 */
const sign = on(changeOrderSign, {
  POST: withLocalizedBody(signChangeOrderSchemaFor, async ({ body, params, request, clientAddress }) => {
    const now = new Date();
    const db = getDb();
    const env = serverEnv();
    const { token, opened: record } = await openLink(db, privateLinks.changeOrder, params.token, { now });
    const userAgent = request.headers.get("user-agent")?.slice(0, 500) ?? null;
    return json(
      await signChangeOrder(
        db,
        env,
        record,
        { ...body, ipAddress: clientAddress ?? null, userAgent, returnUrl: linkUrl(privateLinks.changeOrder, token, body.locale, env) },
        now,
      ),
    );
  }),
});

/** GET `changeOrderPdf`[?locale=es]: the change order as a PDF, the signed record once signed; 404 for an unknown link. */
const pdf = on(changeOrderPdf, {
  async GET({ url, params }) {
    const db = getDb();
    const { opened: record } = await openLink(db, privateLinks.changeOrder, params.token, { now: new Date() });
    return pdfResponse(await changeOrderPdfResponse(db, serverEnv(), record, queryLocale(url)));
  },
});

/** GET `myChangeOrderPdf`: one of the customer's signed change orders, through their own page's link; 404 for an unknown link or anyone else's. */
const mine = on(myChangeOrderPdfRoute, {
  async GET({ url, params }) {
    const db = getDb();
    const link = await linkOf(db, params.token, queryLocale(url), new Date());
    const locale = queryLocale(url);
    return pdfResponse(await myChangeOrderPdf(db, serverEnv(), link, requireRowId(params.id, jobPageWords[locale].notYours), locale));
  },
});

/** A customer's change order link and its actions, and a signed one through their own page: the path picks one (any other is a 404), then the method. */
const served = serve([view, sign, pdf, mine]);

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
