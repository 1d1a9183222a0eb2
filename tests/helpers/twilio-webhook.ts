/**
 * Requests made as Twilio's webhooks make them: form-encoded, signed with the stand-in's auth
 * token (tests/helpers/twilio-stand-in.ts) for the URL the site is configured to be reached at,
 * and sent to an internal host name, as a proxy would, so the signature must be checked against
 * the configured origin and not the request's Host.
 */
import twilioLibrary from "twilio";
import inboundHandler from "../../netlify/functions/sms-inbound.mts";

/** The origin the webhook tests configure as SITE_URL, which Twilio signs for. */
export const TWILIO_SIGNED_ORIGIN = "https://www.windowsanddoorsnearme.com";

/** How a request is signed: for another URL than the configured one, with a given signature, or (null) none at all. */
export interface SigningOptions {
  signedUrl?: string;
  signature?: string | null;
}

/** POSTs `params` to `path` as Twilio does, signed for `signedUrl` (default: the configured origin's URL). */
export function twilioPost(
  handler: (request: Request) => Promise<Response>,
  path: string,
  params: Record<string, string>,
  { signedUrl = `${TWILIO_SIGNED_ORIGIN}${path}`, signature }: SigningOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  const signed = signature === undefined ? twilioLibrary.getExpectedTwilioSignature("stand-in-auth-token", signedUrl, params) : signature;
  if (signed !== null) headers["X-Twilio-Signature"] = signed;
  return handler(new Request(`http://internal-host${path}`, { method: "POST", headers, body: new URLSearchParams(params).toString() }));
}

let sid = 0;

/** A text from `from` saying `body`, as Twilio's inbound webhook delivers it, each with a message SID of its own. */
export function inboundText(from: string, body: string, options: SigningOptions = {}): Promise<Response> {
  return twilioPost(
    inboundHandler,
    "/api/sms/inbound",
    { From: from, To: "+14805550000", Body: body, MessageSid: `SMin${++sid}`, AccountSid: "AC00000000000000000000000000000000" },
    options,
  );
}
