/**
 * Whether this run may offer the developer sign-in: only a developer's machine, never a
 * deployed site (src/server/env.ts says which is which).
 */
import { isDeployed, serverEnv, type ServerEnv } from "../env";

/**
 * True only when DEV_LOGIN is "true" (or "1"), no Google client ID is set and the site is not
 * deployed: the conditions for GET/POST `authDevLogin` and the development-only secret.
 */
export function isDevLoginAllowed(env: ServerEnv = serverEnv()): boolean {
  return env.DEV_LOGIN && !env.AUTH_GOOGLE_ID && !isDeployed(env);
}
