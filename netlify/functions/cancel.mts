import type { Config } from "@netlify/functions";
import { enforceAddressLimit } from "../../src/server/abuse/address-limit";
import { CANCEL_LINK_ACTOR, cancelAppointment } from "../../src/server/booking/cancel";
import { byManageToken } from "../../src/server/db/appointments/manage-links";
import { manageView } from "../../src/server/booking/manage-view";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { NotFoundError } from "../../src/server/http/errors";
import { queryLocale } from "../../src/server/http/handler";
import { serve } from "../../src/server/http/serve";
import { manageVisit } from "../../src/schemas/routes/manage";
import { privateLinks } from "../../src/server/private-links/documents";
import { openLink, requireLink } from "../../src/server/private-links/open";
import { json } from "../../src/server/http/headers";

const served = serve(manageVisit, {
  /** GET `manageVisit`[?locale=es]: the visit the link belongs to (date, time, city, whether it can still change), its date in words in that language. */
  async GET({ url, params }) {
    const now = new Date();
    return json(manageView((await openLink(getDb(), privateLinks.visit, params.token, { now })).opened, now, queryLocale(url)));
  },
  /**
   * POST `manageVisit`[?locale=es]: cancel it; doing it twice is harmless; 409 once it has taken place;
   * 429 with Retry-After once the address sent too many cancellations in the hour (each one emails the customer and the admins).
   */
  async POST({ url, params, clientAddress }) {
    const now = new Date();
    const db = getDb();
    const env = serverEnv();
    await enforceAddressLimit(
      db,
      "cancel",
      clientAddress,
      { max: env.CANCELS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
      now,
      queryLocale(url),
    );
    const cancellation = await cancelAppointment(byManageToken(requireLink(privateLinks.visit, params.token).tokenHash), {
      db,
      env,
      actor: CANCEL_LINK_ACTOR,
      by: "the customer, with the link in their confirmation email",
      now,
    });
    if (!cancellation) throw new NotFoundError(privateLinks.visit.unknown());
    return json(manageView(cancellation.appointment, now, queryLocale(url)));
  },
});

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
