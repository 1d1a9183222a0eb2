/**
 * Twilio's webhooks: reading the form Twilio posts and checking its X-Twilio-Signature with
 * the library's validator, against the URL built from the configured site origin (never from
 * the request's Host, which a caller chooses). A bad or missing signature is a 403.
 */
import twilio from "twilio";
import { siteOrigin, type ServerEnv } from "@/server/env";
import { ForbiddenError } from "@/server/http/errors";

/** The message of the 403 for a request Twilio did not sign. */
export const BAD_SIGNATURE = "This request is not signed by Twilio.";

/**
 * The form fields of a request Twilio signed for `path` (e.g. `smsInbound`'s); throws
 * ForbiddenError otherwise. Its body was read within the route's limit before this runs (Twilio's
 * form posts are a few KB; route() refuses anything over 16 KB with a 413).
 */
export async function readSignedWebhook(request: Request, env: ServerEnv, path: string): Promise<Record<string, string>> {
  const raw = await request.text();
  const params = Object.fromEntries(new URLSearchParams(raw));
  const signature = request.headers.get("x-twilio-signature");
  const token = env.TWILIO_AUTH_TOKEN;
  if (!token || !signature || !twilio.validateRequest(token, signature, webhookUrl(env, path), params))
    throw new ForbiddenError(BAD_SIGNATURE);
  return params;
}

/** The URL Twilio is configured to call for `path`: the one the signature covers. */
export function webhookUrl(env: Pick<ServerEnv, "SITE_URL" | "URL">, path: string): string {
  return `${siteOrigin(env)}${path}`;
}

/** An empty TwiML answer: replies go out through the REST API and the outbox, so they are recorded and counted. */
export function emptyTwiml(): Response {
  return new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    status: 200,
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}
