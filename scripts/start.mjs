/**
 * `npm start`: build the site, start the embedded Postgres when DATABASE_URL is unset,
 * apply migrations, and serve the build with its functions on http://HOST:PORT (which is
 * also the origin of the links in emails, unless SITE_URL says otherwise).
 * `--no-build` serves the existing dist/ as it is.
 */
import "./load-env.mjs";
import { spawnSync } from "node:child_process";
import { exitIfInUse, startLocalDatabase } from "./local-db.mjs";
import { applyMigrations } from "./migrate.mjs";
import { serveBuild } from "./serve.mjs";

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
await applyMigrations(process.env.DATABASE_URL);

const server = await serveBuild({ host, port });
console.log(`\n  Windows & Doors Near Me is running at ${server.url}\n  Database: ${local ? `embedded (${local.where})` : new URL(process.env.DATABASE_URL).host}\n`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    await server.close();
    await local?.stop();
    process.exit(0);
  });
}
