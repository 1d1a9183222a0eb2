/**
 * How a text leaves the site: Twilio's REST API through its official library (`twilio`).
 * TWILIO_API_BASE_URL picks the API host: the library's `api` domain keeps its base URL in a
 * public `baseUrl` property, which every Messages call is built from, so tests and local runs
 * point the real library at a stand-in (tests/helpers/twilio-stand-in.ts) with no fork and no
 * branch here. Unconfigured, the transport is "none" and texts are never written.
 */
import type { ServerEnv } from "@/server/env";
import { smsConfigured } from "./config";

/** One text to send. */
export interface OutgoingText {
  /** E.164, e.g. +14805552368. */
  to: string;
  body: string;
  /** Where Twilio reports delivery (POST `smsStatus`). */
  statusCallback?: string;
}

/** What Twilio answered for a sent text. */
export interface TextSendResult {
  /** Twilio's message SID, e.g. SM0123... */
  sid: string;
  /** Its first status, usually "queued" or "accepted". */
  status: string;
}

/** Sends one text; rejects when Twilio refused it or did not answer. */
export interface SmsTransport {
  readonly kind: "twilio" | "none";
  send(text: OutgoingText): Promise<TextSendResult>;
}

/** The settings the transport reads. */
export type SmsTransportEnv = Pick<
  ServerEnv,
  "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_MESSAGING_SERVICE_SID" | "TWILIO_FROM_NUMBER" | "TWILIO_API_BASE_URL"
>;

const NO_TRANSPORT: SmsTransport = {
  kind: "none",
  send: () => Promise.reject(new Error("Text messages are not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and a sender).")),
};

/** Twilio when it is configured, else "none". */
export function createSmsTransport(env: SmsTransportEnv): SmsTransport {
  if (!smsConfigured(env)) return NO_TRANSPORT;
  let client: Promise<TwilioMessages> | undefined;
  return {
    kind: "twilio",
    async send({ to, body, statusCallback }) {
      // Loaded on the first send only: most calls of a function never text, and the library is large.
      client ??= twilioMessages(env);
      const sender = env.TWILIO_MESSAGING_SERVICE_SID
        ? { messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID }
        : { from: env.TWILIO_FROM_NUMBER! };
      const message = await (await client).create({ to, body, ...sender, ...(statusCallback && { statusCallback }) });
      return { sid: message.sid, status: message.status };
    },
  };
}

type TwilioMessages = { create(options: Record<string, string | undefined>): Promise<{ sid: string; status: string }> };

async function twilioMessages(env: SmsTransportEnv): Promise<TwilioMessages> {
  const { default: twilio } = await import("twilio");
  // autoRetry: a 429 from Twilio is retried by the library; a lasting failure stays in the outbox.
  const client = twilio(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, { autoRetry: true, maxRetries: 2 });
  client.api.baseUrl = env.TWILIO_API_BASE_URL.replace(/\/+$/, "");
  return client.messages as unknown as TwilioMessages;
}
