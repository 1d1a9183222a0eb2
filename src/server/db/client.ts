/**
 * The one database handle. DATABASE_URL decides the driver: Neon's HTTP driver for Neon
 * hosts (no interactive transactions, so correctness rests on single statements and
 * constraints), node-postgres for any other Postgres, and the embedded local server
 * when it is unset.
 */
import { neon } from "@neondatabase/serverless";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNeon } from "drizzle-orm/neon-http";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { serverEnv } from "../env";
import { localDatabaseUrl } from "./local-url";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** True for Neon's hosts, which are reached over HTTPS rather than TCP. */
export function isNeonUrl(url: string): boolean {
  return /\.neon\.tech$|\.neon\.build$/.test(new URL(url).hostname);
}

let cached: { url: string; db: Database } | undefined;

/** The database for the configured URL, created once per process. */
export function getDb(): Database {
  const url = serverEnv().DATABASE_URL ?? localDatabaseUrl();
  if (cached?.url === url) return cached.db;
  const db: Database = isNeonUrl(url) ? drizzleNeon(neon(url), { schema }) : drizzlePg(createPool(url), { schema });
  cached = { url, db };
  return db;
}

function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 5, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 10_000 });
  // An idle connection closed by the server (a restart, Neon suspending) must not crash
  // the process; the pool replaces it on the next query.
  pool.on("error", (error) => console.warn("Idle database connection closed:", error.message));
  return pool;
}
