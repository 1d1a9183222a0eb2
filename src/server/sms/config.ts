/**
 * Whether texts can go out: a Twilio account, its token and a sender. Unset, no text is
 * ever written, the forms show no consent box and the health check says "sms: not configured".
 */
import type { ServerEnv } from "@/server/env";

/** The Twilio settings the SMS code reads. */
export type SmsEnv = Pick<ServerEnv, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_MESSAGING_SERVICE_SID" | "TWILIO_FROM_NUMBER">;

/** True when the account SID, the auth token and a sender (Messaging Service or number) are all set. */
export function smsConfigured(env: SmsEnv): boolean {
  return Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && (env.TWILIO_MESSAGING_SERVICE_SID || env.TWILIO_FROM_NUMBER));
}
