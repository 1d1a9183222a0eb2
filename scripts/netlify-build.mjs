/**
 * `npm run build:netlify`, Netlify's build command (netlify.toml):
 * 1. the content check (scripts/check-content.mjs): a content mistake stops the deploy here,
 *    listed with its file, field and fix, before anything is built;
 * 2. the static site (`astro build`);
 * 3. one bundle per function in build/functions (scripts/bundle-functions.mjs);
 * 4. on a production deploy (and a deploy preview on its own Netlify Database branch), the
 *    pending migrations (scripts/deploy-migrations.mjs), last, so a build that fails
 *    earlier leaves the database alone.
 * Any failure stops the build (exit 1) with one line saying what failed, so Netlify keeps
 * the live deploy.
 */
import { spawnSync } from "node:child_process";
import { bundleFunctions, FUNCTIONS_BUNDLE_DIR } from "./bundle-functions.mjs";
import { migrationTarget } from "./deploy-migrations.mjs";
import { applyMigrations } from "./migrate.mjs";
import { serverEnv } from "../src/server/env.ts";

const content = spawnSync(process.execPath, ["scripts/check-content.mjs"], { stdio: "inherit" });
if (content.status !== 0)
  fail("the content check found mistakes, listed above with their fixes. Correct them (in the CMS or the files), then deploy again.");

const astro = spawnSync("npx", ["astro", "build"], { stdio: "inherit" });
if (astro.status !== 0) fail(`astro build exited with ${astro.status}.`);

const started = performance.now();
try {
  const bundles = await bundleFunctions();
  console.log(`Functions: ${bundles.length} bundled into ${FUNCTIONS_BUNDLE_DIR}/ in ${Math.round(performance.now() - started)} ms.`);
} catch (error) {
  fail(`Bundling the functions failed: ${messageOf(error)}`);
}

const env = serverEnv();
const target = migrationTarget(env);
if (!target.url) {
  console.log(`Migrations: ${target.reason}`);
} else {
  const host = new URL(target.url).host;
  const database = env.CONTEXT === "production" ? "the production database" : "this deploy preview's database branch";
  try {
    await applyMigrations(target.url);
    console.log(`Migrations: ${database} (${host}) is at the latest migration.`);
  } catch (error) {
    fail(
      `Migrations FAILED on ${database} (${host}): ${messageOf(error)}. Nothing was changed (they run in one transaction); the live deploy stays as it was. Fix the migration or the database, then deploy again.`,
    );
  }
}

/** @param {unknown} error */
function messageOf(error) {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${message}${cause}`;
}

/** @param {string} line */
function fail(line) {
  console.error(`\nBUILD FAILED: ${line}\n`);
  process.exit(1);
}
