import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { route } from "../../src/server/http/handler";
import { recordStatus } from "../../src/server/texts/status-callback";
import { emptyTwiml, readSignedWebhook } from "../../src/server/sms/webhook";

/** Where Twilio reports each text's delivery (sent as every text's StatusCallback). */
export const SMS_STATUS_PATH = "/api/sms/status";

/** POST /api/sms/status: Twilio's status callback, signed (403 otherwise); stores the text's delivery status. */
export default route(
  {
    async POST({ request }) {
      const env = serverEnv();
      const params = await readSignedWebhook(request, env, SMS_STATUS_PATH);
      await recordStatus(getDb(), env, { MessageSid: params.MessageSid ?? "", MessageStatus: params.MessageStatus ?? "", ErrorCode: params.ErrorCode }, new Date());
      return emptyTwiml();
    },
  },
  // Twilio posts a form (application/x-www-form-urlencoded); its signature is the guard.
  { acceptForms: true },
);

export const config: Config = { path: SMS_STATUS_PATH };
