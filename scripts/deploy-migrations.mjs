/**
 * Which database a Netlify build migrates, if any: pure rules, unit-tested
 * (deploy-migrations.test.ts), used by scripts/netlify-build.mjs.
 *
 * The database is the one the functions read (configuredDatabaseUrl in src/server/env.ts):
 * DATABASE_URL, else the legacy Netlify DB extension's (through its unpooled URL), else
 * Netlify Database's NETLIFY_DB_URL.
 *
 * A production deploy (Netlify's CONTEXT = "production") migrates it. A deploy preview
 * migrates only Netlify Database, which gives each deploy preview its own branch of the
 * database, so the preview runs on its new schema and production is untouched. Any other
 * preview or branch deploy never migrates, whatever URL it can see, so a pull request can
 * never change the production database.
 */

/**
 * The URL to migrate, or why there is none.
 * @param {{ CONTEXT?: string, DATABASE_URL?: string, NETLIFY_DB_URL?: string, NETLIFY_DATABASE_URL?: string, NETLIFY_DATABASE_URL_UNPOOLED?: string }} env
 * @returns {{ url: string, reason?: undefined } | { url?: undefined, reason: string }}
 */
export function migrationTarget(env) {
  const context = env.CONTEXT?.trim();
  if (!context) return { reason: "Not a Netlify build (no CONTEXT): migrations skipped; run `npm run db:migrate` yourself." };
  const legacy = env.NETLIFY_DATABASE_URL_UNPOOLED?.trim() || env.NETLIFY_DATABASE_URL?.trim();
  // Netlify Database only when the functions read it too (nothing comes before it).
  const netlifyDatabase = env.DATABASE_URL?.trim() || legacy ? undefined : env.NETLIFY_DB_URL?.trim();
  if (context === "deploy-preview" && netlifyDatabase) return { url: directNeonUrl(netlifyDatabase) };
  if (context !== "production") {
    return {
      reason: `Deploy context "${context}": migrations skipped. Only production deploys, and deploy previews on their own Netlify Database branch, migrate the database.`,
    };
  }
  const url = env.DATABASE_URL?.trim() || legacy || netlifyDatabase;
  if (!url)
    return {
      reason:
        'No database URL (DATABASE_URL, NETLIFY_DB_URL) is set for builds: migrations skipped, and /api/health will say so. Add a Netlify Database to the site, or set DATABASE_URL with the "Builds" scope too.',
    };
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
