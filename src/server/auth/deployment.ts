/**
 * Where the functions run: deployed (any of Netlify's or AWS Lambda's own variables is set)
 * or on a developer's machine. Only a local run may offer the developer sign-in.
 */

/** Variables a deployed Netlify function (or any AWS Lambda) has and a local run does not. */
export const DEPLOYMENT_VARIABLES = ["NETLIFY", "CONTEXT", "SITE_ID", "DEPLOY_ID", "AWS_LAMBDA_FUNCTION_NAME"] as const;

type Env = Record<string, string | undefined>;

const isSet = (value: string | undefined) => Boolean(value?.trim());

/** True when any deployment variable is set (blank values count as unset, as in src/server/env.ts). */
export function isDeployed(env: Env = process.env): boolean {
  return DEPLOYMENT_VARIABLES.some((name) => isSet(env[name]));
}

/**
 * True only when DEV_LOGIN is "true" (or "1"), no Google client ID is set and the site is not
 * deployed: the conditions for GET/POST /api/auth/dev-login and the development-only secret.
 */
export function isDevLoginAllowed(env: Env = process.env): boolean {
  const devLogin = env.DEV_LOGIN?.trim();
  return (devLogin === "true" || devLogin === "1") && !isSet(env.AUTH_GOOGLE_ID) && !isDeployed(env);
}
