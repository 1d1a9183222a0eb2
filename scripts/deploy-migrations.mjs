/**
 * Which database a Netlify build migrates, if any: pure rules, unit-tested
 * (deploy-migrations.test.ts), used by scripts/netlify-build.mjs.
 *
 * Only a production deploy (Netlify's CONTEXT = "production") migrates. Deploy previews
 * and branch deploys never do, whatever database URL they can see, so a pull request can
 * never change the production database.
 */

/**
 * The URL to migrate, or why there is none.
 * @param {{ CONTEXT?: string, DATABASE_URL?: string, NETLIFY_DATABASE_URL?: string, NETLIFY_DATABASE_URL_UNPOOLED?: string }} env
 * @returns {{ url: string, reason?: undefined } | { url?: undefined, reason: string }}
 */
export function migrationTarget(env) {
  const context = env.CONTEXT?.trim();
  if (!context) return { reason: "Not a Netlify build (no CONTEXT): migrations skipped; run `npm run db:migrate` yourself." };
  if (context !== "production") return { reason: `Deploy context "${context}": migrations skipped. Only production deploys migrate the database.` };
  const url = env.DATABASE_URL?.trim() || env.NETLIFY_DATABASE_URL_UNPOOLED?.trim() || env.NETLIFY_DATABASE_URL?.trim();
  if (!url) return { reason: "DATABASE_URL (or NETLIFY_DATABASE_URL) is not set for builds: migrations skipped, and /api/health will say so. Set it with the \"Builds\" scope too." };
  return { url: directNeonUrl(url) };
}

/**
 * Neon's pooled host (`ep-…-pooler.region.aws.neon.tech`) runs PgBouncer in transaction
 * mode, where a session advisory lock does not hold; Neon's direct host is the same name
 * without "-pooler". Any other URL is returned as it is.
 * @param {string} url
 */
export function directNeonUrl(url) {
  const parsed = new URL(url);
  if (!/\.neon\.tech$/.test(parsed.hostname) || !parsed.hostname.includes("-pooler.")) return url;
  parsed.hostname = parsed.hostname.replace("-pooler.", ".");
  return parsed.toString();
}
