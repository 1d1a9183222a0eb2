import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { route } from "../../src/server/http/handler";
import { receiveText } from "../../src/server/texts/inbound";
import { createSmsTransport } from "../../src/server/sms/transport";
import { emptyTwiml, readSignedWebhook } from "../../src/server/sms/webhook";

/** Where Twilio posts the texts customers send us; the number's (or Messaging Service's) "A message comes in" webhook. */
export const SMS_INBOUND_PATH = "/api/sms/inbound";

/**
 * POST /api/sms/inbound: Twilio's messaging webhook, signed (403 otherwise). Keywords act
 * (confirm, manage link, STOP, START, HELP); anything else goes to the admins. Answers empty
 * TwiML: replies go out through the outbox.
 */
export default route(
  {
    async POST({ request }) {
      const env = serverEnv();
      const params = await readSignedWebhook(request, env, SMS_INBOUND_PATH);
      const now = new Date();
      const outcome = await receiveText(getDb(), env, createSmsTransport(env), { From: params.From ?? "", Body: params.Body ?? "", MessageSid: params.MessageSid ?? "" }, now);
      console.log(`SMS inbound: ${outcome}`);
      return emptyTwiml();
    },
  },
  // Twilio posts a form (application/x-www-form-urlencoded); its signature is the guard.
  { acceptForms: true },
);

export const config: Config = { path: SMS_INBOUND_PATH };
