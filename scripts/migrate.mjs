/**
 * Applies the checked-in SQL migrations in drizzle/ to the configured database
 * (DATABASE_URL, else the legacy NETLIFY_DATABASE_URL, else Netlify Database's NETLIFY_DB_URL;
 * any Postgres). Run directly by `npm run db:migrate`, by `npm start` / `npm run dev` against
 * the embedded database, and by the Netlify build (scripts/netlify-build.mjs).
 *
 * Two runs at once (two overlapping deploys) take turns: each holds a Postgres advisory
 * lock while it migrates, and the second then finds nothing left to do. drizzle applies
 * the pending migrations in one transaction, so a failing one leaves the database as it was.
 */
import { fileURLToPath } from "node:url";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";

const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/** The advisory lock key every migration run takes ("WDNM" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x57444e4d;

/** @param {string} url */
export async function applyMigrations(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 15_000 });
  await client.connect();
  try {
    // A session lock, held on this one connection until unlocked or closed.
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    // Closing the connection releases the lock as well; unlocking first is only tidier.
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await import("./load-env.mjs");
  const { openLocalDatabase } = await import("./local-db.mjs");
  const { configuredDatabaseUrl, serverEnv } = await import("../src/server/env.ts");
  const configured = configuredDatabaseUrl(serverEnv());
  // With `npm start` or `npm run dev` running, their server is used: the folder is theirs.
  const local = configured ? null : await openLocalDatabase();
  const url = configured ?? local.url;
  try {
    await applyMigrations(url);
    console.log(`Migrations applied to ${new URL(url).host}${local ? ` (embedded database: ${local.where})` : ""}.`);
  } finally {
    await local?.stop();
  }
}
