/**
 * The one database handle. DATABASE_URL (or Netlify DB's NETLIFY_DATABASE_URL) decides the
 * driver: Neon's HTTP driver for Neon hosts (no interactive transactions, so correctness
 * rests on single statements and constraints), node-postgres for any other Postgres, and
 * the embedded local server when neither is set on a developer's machine. A deployed site
 * without either stops with a message naming the variable, never a bare ECONNREFUSED.
 */
import { neon } from "@neondatabase/serverless";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNeon } from "drizzle-orm/neon-http";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { configuredDatabaseUrl, isDeployedEnv, MISSING_DATABASE, serverEnv } from "../env";
import { localDatabaseUrl } from "./local-url";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** True for Neon's hosts, which are reached over HTTPS rather than TCP. */
export function isNeonUrl(url: string): boolean {
  return /\.neon\.tech$|\.neon\.build$/.test(new URL(url).hostname);
}

/** Thrown on a deployed site that has no database URL; its message names the variable. */
export class MissingDatabaseUrlError extends Error {
  constructor() {
    super(MISSING_DATABASE.message);
    this.name = "MissingDatabaseUrlError";
  }
}

let cached: { url: string; db: Database } | undefined;

/** The database for the configured URL, created once per process. */
export function getDb(): Database {
  const url = databaseUrl();
  if (cached?.url === url) return cached.db;
  const db: Database = isNeonUrl(url) ? drizzleNeon(neon(url), { schema }) : drizzlePg(createPool(url), { schema });
  cached = { url, db };
  return db;
}

/** The configured URL; the embedded server's only on a developer's machine. */
function databaseUrl(): string {
  const env = serverEnv();
  const url = configuredDatabaseUrl(env);
  if (url) return url;
  if (isDeployedEnv(env)) throw new MissingDatabaseUrlError();
  return localDatabaseUrl();
}

function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 5, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 10_000 });
  // An idle connection closed by the server (a restart, Neon suspending) must not crash
  // the process; the pool replaces it on the next query.
  pool.on("error", (error) => console.warn("Idle database connection closed:", error.message));
  return pool;
}
