/**
 * The form token: when a form opened, signed by the server so a bot cannot backdate it.
 * The islands fetch one when they hydrate (GET `formToken`) and send it back with the
 * form. It never expires: a form kept open for a day is still a person's. A missing or
 * unreadable token is no evidence either way (the spec's payload has none).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { ServerEnv } from "../env";

// Without a configured secret, tokens verify on the instance that issued them only; a token
// that does not verify is simply ignored, so this never refuses anyone. Local runs set
// FORM_TOKEN_SECRET for all functions (scripts/local-form-token-secret.mjs), so it holds there.
const instanceSecret = randomBytes(32).toString("base64url");

/** The signing secret: FORM_TOKEN_SECRET, else AUTH_SECRET, else one made for this instance. */
export function formTokenSecret(env: Pick<ServerEnv, "FORM_TOKEN_SECRET" | "AUTH_SECRET">): string {
  return env.FORM_TOKEN_SECRET ?? env.AUTH_SECRET ?? instanceSecret;
}

function sign(issuedAt: string, secret: string): string {
  return createHmac("sha256", secret).update(`form-token:${issuedAt}`).digest("base64url");
}

/** A token saying the form opened at `now`: "v1.<ms since epoch>.<HMAC>". */
export function issueFormToken(now: Date, secret: string): string {
  const issuedAt = String(now.getTime());
  return `v1.${issuedAt}.${sign(issuedAt, secret)}`;
}

/** When the form opened, from a token this server signed; null for no token or one that does not verify. */
export function readFormToken(token: string | undefined, secret: string): Date | null {
  const match = /^v1\.(\d{1,15})\.([\w-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const [, issuedAt, signature] = match;
  const expected = Buffer.from(sign(issuedAt!, secret));
  const given = Buffer.from(signature!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? new Date(Number(issuedAt)) : null;
}
