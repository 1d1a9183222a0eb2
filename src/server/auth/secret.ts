/**
 * The secret Auth.js signs its sign-in cookies with (CSRF, state, PKCE). AUTH_SECRET when set;
 * a local run without it gets a fixed development-only secret, with a warning, but only when
 * the developer sign-in is allowed. Otherwise there is no secret: sign-in answers 503 and nobody is signed in.
 */
import { isDeployed, serverEnv, type ServerEnv } from "../env";
import { isDevLoginAllowed } from "./deployment";

/** Used only for a local run with DEV_LOGIN and no AUTH_SECRET; never on a deployed site. */
export const DEV_ONLY_AUTH_SECRET = "wdnm-development-only-auth-secret-never-used-when-deployed";

let warned = false;

/** The session secret, or null when sign-in cannot work here (logged once, never thrown). */
export function resolveAuthSecret(env: ServerEnv = serverEnv()): string | null {
  const secret = env.AUTH_SECRET;
  if (secret) return secret;
  if (!isDevLoginAllowed(env)) {
    if (isDeployed(env))
      warnOnce(
        "AUTH_SECRET is not set, so sign-in is off. Add it to the site's environment variables (generate one with `openssl rand -base64 33`).",
      );
    return null;
  }
  warnOnce(
    "AUTH_SECRET is not set: using a fixed development-only secret for the developer sign-in. Set AUTH_SECRET for anything but local development.",
  );
  return DEV_ONLY_AUTH_SECRET;
}

function warnOnce(message: string): void {
  if (warned) return;
  console.warn(message);
  warned = true;
}
