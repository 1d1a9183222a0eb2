import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { serve } from "../../src/server/http/serve";
import { smsInbound } from "../../src/schemas/routes/site";
import { receiveText } from "../../src/server/texts/inbound";
import { createSmsTransport } from "../../src/server/sms/transport";
import { emptyTwiml, readSignedWebhook } from "../../src/server/sms/webhook";

/**
 * POST `smsInbound`: Twilio's messaging webhook, signed (403 otherwise). Keywords act
 * (confirm, manage link, STOP, START, HELP); anything else goes to the admins. Answers empty
 * TwiML: replies go out through the outbox.
 */
const served = serve(
  smsInbound,
  {
    async POST({ request }) {
      const env = serverEnv();
      const params = await readSignedWebhook(request, env, smsInbound.path);
      const now = new Date();
      const outcome = await receiveText(
        getDb(),
        env,
        createSmsTransport(env),
        { From: params.From ?? "", Body: params.Body ?? "", MessageSid: params.MessageSid ?? "" },
        now,
      );
      console.log(`SMS inbound: ${outcome}`);
      return emptyTwiml();
    },
  },
  // Twilio posts a form (application/x-www-form-urlencoded); its signature is the guard.
  { acceptForms: true },
);

export default served;

export const config: Config = { path: served.path };
