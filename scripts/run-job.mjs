/**
 * Runs one scheduled function once, now, against the configured database:
 * `npm run reminders` (netlify/functions/send-reminders.mts), `npm run day-sheet`
 * (netlify/functions/send-day-sheet.mts) and `npm run review-requests`
 * (netlify/functions/send-review-requests.mts), `npm run reconcile-payments`
 * (netlify/functions/reconcile-payments.mts). With DATABASE_URL unset it uses the embedded
 * database: the one `npm start` is serving if it runs, otherwise it opens .data/pg itself.
 * The function is bundled with esbuild, as Netlify bundles it, and called as Netlify would.
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

await import("./load-env.mjs");
const { openLocalDatabase } = await import("./local-db.mjs");
const { applyMigrations } = await import("./migrate.mjs");
const { configuredDatabaseUrl, serverEnv } = await import("../src/server/env.ts");

const name = process.argv[2];
if (!name) {
  console.error("Usage: node scripts/run-job.mjs <function name>, e.g. send-reminders");
  process.exit(2);
}

const configured = configuredDatabaseUrl(serverEnv());
const local = configured ? null : await openLocalDatabase();
// The function reads DATABASE_URL first, so it finds the same database.
process.env.DATABASE_URL = configured ?? local.url;
// Inside the project, so the bundle's external packages resolve from node_modules.
const outdir = resolve(".netlify/jobs");
try {
  await applyMigrations(process.env.DATABASE_URL);
  await build({
    entryPoints: [resolve(`netlify/functions/${name}.mts`)],
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node22",
    packages: "external",
    logLevel: "warning",
  });
  const job = await import(pathToFileURL(join(outdir, `${name}.mjs`)).href);
  const response = await job.default(new Request("http://localhost/.netlify/functions/" + name, { method: "POST" }));
  // A job that answers a summary (reconcile-payments) has it printed.
  const summary = await response.text();
  console.log(`${name}: ${response.status}${summary ? ` ${summary}` : ""}`);
} finally {
  await local?.stop();
}
process.exit(0);
