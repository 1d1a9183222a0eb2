import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { serve } from "../../src/server/http/serve";
import { smsStatus } from "../../src/schemas/routes/site";
import { recordStatus } from "../../src/server/texts/status-callback";
import { emptyTwiml, readSignedWebhook } from "../../src/server/sms/webhook";

/** POST `smsStatus`: Twilio's status callback, signed (403 otherwise); stores the text's delivery status. */
const served = serve(
  smsStatus,
  {
    async POST({ request }) {
      const env = serverEnv();
      const params = await readSignedWebhook(request, env, smsStatus.path);
      await recordStatus(
        getDb(),
        env,
        { MessageSid: params.MessageSid ?? "", MessageStatus: params.MessageStatus ?? "", ErrorCode: params.ErrorCode },
        new Date(),
      );
      return emptyTwiml();
    },
  },
  // Twilio posts a form (application/x-www-form-urlencoded); its signature is the guard.
  { acceptForms: true },
);

export default served;

export const config: Config = { path: served.path };
