import type { Config } from "@netlify/functions";
import { formTokenSecret, issueFormToken } from "../../src/server/abuse/form-token";
import { serverEnv } from "../../src/server/env";
import { smsConfigured } from "../../src/server/sms/config";
import { serve } from "../../src/server/http/serve";
import { formToken } from "../../src/schemas/routes/booking";
import { json } from "../../src/server/http/headers";

/**
 * GET `formToken`: a signed note of when a form opened, sent back with the form (never
 * cached), and `sms`: whether texts are configured, so the forms show the "Text me" box only then.
 */
const served = serve(formToken, {
  async GET() {
    const env = serverEnv();
    return json({ token: issueFormToken(new Date(), formTokenSecret(env)), sms: smsConfigured(env) });
  },
});

export default served;

export const config: Config = { path: served.path };
