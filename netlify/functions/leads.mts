import type { Config } from "@netlify/functions";
import { leadRequestSchemaFor } from "../../src/schemas/lead";
import { serverMessages } from "../../src/i18n/server-messages";
import { enforceAddressLimit } from "../../src/server/abuse/address-limit";
import { formTokenSecret, readFormToken } from "../../src/server/abuse/form-token";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { withLocalizedBody } from "../../src/server/http/handler";
import { serve } from "../../src/server/http/serve";
import { leads } from "../../src/schemas/routes/booking";
import { withAssignedNumber } from "../../src/server/sms/assigned-number";
import { json } from "../../src/server/http/headers";
import { submitLead } from "../../src/server/leads/submit-lead";

/**
 * POST `leads`: the contact form. The lead is stored first, so nothing is lost. A repeat
 * of the same message is answered as a success without a second lead; spam gets the same
 * answer as a person, so a bot learns nothing. Answers in the body's `locale` (English by default).
 */
const served = serve(leads, {
  POST: withLocalizedBody(withAssignedNumber(leadRequestSchemaFor), async ({ body, clientAddress }) => {
    const db = getDb();
    const env = serverEnv();
    const now = new Date();
    await enforceAddressLimit(db, "lead", clientAddress, { max: env.LEADS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 }, now, body.locale);
    const { kind } = await submitLead(body, {
      db,
      env,
      now,
      clientAddress,
      formOpenedAt: readFormToken(body.formToken, formTokenSecret(env)),
    });
    return json({ success: true, message: serverMessages[body.locale].leadThanks }, { status: kind === "duplicate" ? 200 : 201 });
  }),
});

export default served;

export const config: Config = {
  path: served.path,
  // Netlify stops a burst before the function runs; the hourly per-address limit is kept in Postgres.
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
