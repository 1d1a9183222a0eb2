/**
 * `npm start`: build the site, start the embedded Postgres when DATABASE_URL is unset,
 * apply migrations, and serve the build with its functions on http://HOST:PORT (which is
 * also the origin of the links in emails, unless SITE_URL says otherwise).
 * `--no-build` serves the existing dist/ as it is. It runs with GLIBC_TUNABLES set
 * (./tuned-allocator.mjs), as the site's functions should be deployed. The scheduled functions
 * run on their crons in this process (./scheduled-jobs.mjs) unless SCHEDULED_JOBS=off.
 */
import "./load-env.mjs";
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalBlobs } from "./local-blobs.mjs";
import { exitIfInUse, localDataDir, startLocalDatabase } from "./local-db.mjs";
import { provideLocalFormTokenSecret } from "./local-form-token-secret.mjs";
import { applyMigrations } from "./migrate.mjs";
import { startSchedulerUnlessOff } from "./scheduled-jobs.mjs";
import { serveBuild } from "./serve.mjs";
import { relaunchWithTunedAllocator } from "./tuned-allocator.mjs";

// The functions run in this process: glibc must have the setting from the start.
await relaunchWithTunedAllocator();

const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 4321);

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["astro", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Emails build their links from SITE_URL, never from a request's Host header; unset, they
// point at this server. Set after the build, so canonical URLs keep their production default.
if (!process.env.SITE_URL?.trim()) process.env.SITE_URL = `http://${["0.0.0.0", "::"].includes(host) ? "localhost" : host}:${port}`;

// A second copy stops here with one line naming the process that has the folder open.
const local = process.env.DATABASE_URL ? null : await startLocalDatabase().catch(exitIfInUse);
// Functions run in workers that inherit this environment, so they find the same database.
if (local) process.env.DATABASE_URL = local.url;
// Every function signs and checks form tokens with the same secret (see local-form-token-secret.mjs).
provideLocalFormTokenSecret(local ? localDataDir() : null);
await applyMigrations(process.env.DATABASE_URL);

// Customers' photos: without Netlify's own NETLIFY_BLOBS_CONTEXT, a local Blobs server (no
// account), its files under .data/blobs, or a temporary folder beside an in-memory database.
const blobs = process.env.NETLIFY_BLOBS_CONTEXT
  ? null
  : await startLocalBlobs(
      process.env.LOCAL_DB_DIR === "memory" ? mkdtempSync(join(tmpdir(), "wdnm-blobs-")) : (process.env.LOCAL_BLOBS_DIR ?? ".data/blobs"),
    );
if (blobs) process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;

const server = await serveBuild({ host, port });
const jobs = startSchedulerUnlessOff(server.functions, process.env);
console.log(
  `\n  Windows & Doors Near Me is running at ${server.url}\n  Database: ${local ? `embedded (${local.where})` : new URL(process.env.DATABASE_URL).host}\n  Photo store: ${blobs ? `local Netlify Blobs server (${blobs.url})` : "NETLIFY_BLOBS_CONTEXT"}\n  Scheduled jobs: ${jobs ? `${jobs.names.length} on their crons (SCHEDULED_JOBS=off to leave them off)` : "off (SCHEDULED_JOBS=off)"}\n`,
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    jobs?.stop();
    await server.close();
    await local?.stop();
    await blobs?.stop();
    process.exit(0);
  });
}
