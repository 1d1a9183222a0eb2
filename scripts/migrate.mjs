/**
 * Applies the checked-in SQL migrations in drizzle/ to DATABASE_URL (Neon or any
 * Postgres). Run directly by `npm run db:migrate`, and by `npm start` / `npm run dev`
 * against the embedded database.
 */
import { fileURLToPath } from "node:url";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";

const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/** @param {string} url */
export async function applyMigrations(url) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await import("./load-env.mjs");
  const { startLocalDatabase } = await import("./local-db.mjs");
  const local = process.env.DATABASE_URL ? null : await startLocalDatabase();
  const url = process.env.DATABASE_URL ?? local.url;
  try {
    await applyMigrations(url);
    console.log(`Migrations applied to ${new URL(url).host}${local ? " (embedded database in .data/pg)" : ""}.`);
  } finally {
    await local?.stop();
  }
}
