/**
 * The one database handle. The configured URL (DATABASE_URL, else the legacy Netlify DB
 * extension's NETLIFY_DATABASE_URL, else Netlify Database's NETLIFY_DB_URL; see
 * configuredDatabaseUrl) decides the driver:
 * Neon's HTTP driver for Neon hosts and for Netlify Database when Netlify says
 * NETLIFY_DB_DRIVER=serverless (no interactive transactions, so correctness rests on single
 * statements and constraints), node-postgres for any other Postgres, and the embedded
 * local server when none is set on a developer's machine. A deployed site without any
 * stops with a message naming the variables, never a bare ECONNREFUSED.
 *
 * Netlify's own client (`getDatabase()` of @netlify/database) reads the same two variables
 * and makes the same choice; it is not imported here, so every function bundle stays
 * lean and the pool keeps the limits and the error handler below.
 */
import { neon, neonConfig } from "@neondatabase/serverless";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNeon } from "drizzle-orm/neon-http";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { configuredDatabaseUrl, isDeployed, MISSING_DATABASE, serverEnv, type ServerEnv } from "../env";
import { localDatabaseUrl } from "../local-database-url";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** True for Neon's hosts, which are reached over HTTPS rather than TCP. */
export function isNeonUrl(url: string): boolean {
  return /\.neon\.tech$|\.neon\.build$/.test(new URL(url).hostname);
}

/** Which driver reaches `url`: "http" (Neon's serverless driver) or "tcp" (node-postgres). */
export function driverFor(url: string, env: Partial<Pick<ServerEnv, "NETLIFY_DB_URL" | "NETLIFY_DB_DRIVER">>): "http" | "tcp" {
  // Netlify Database tells which driver suits where the code runs, as @netlify/database reads it.
  if (url === env.NETLIFY_DB_URL && env.NETLIFY_DB_DRIVER) return env.NETLIFY_DB_DRIVER === "serverless" ? "http" : "tcp";
  return isNeonUrl(url) ? "http" : "tcp";
}

/** Thrown on a deployed site that has no database URL; its message names the variable. */
export class MissingDatabaseUrlError extends Error {
  constructor() {
    super(MISSING_DATABASE.message);
    this.name = "MissingDatabaseUrlError";
  }
}

/**
 * Longest a statement may run on the server (Postgres's statement_timeout): longer than any
 * query the site makes (a booking takes milliseconds, an admin export reads in batches), short
 * enough that a stuck one (a lock held, the database frozen) answers 503 within seconds rather
 * than holding a function, and one of the pool's few connections, until the platform kills it.
 */
export const STATEMENT_TIMEOUT_MS = 8_000;

/**
 * Longest the client waits for any answer (node-postgres's query_timeout, the HTTP driver's
 * fetch): a little past STATEMENT_TIMEOUT_MS, for a server that cannot even cancel (frozen,
 * unreachable), so a request never waits on the database for more than this.
 */
export const QUERY_TIMEOUT_MS = 10_000;

let cached: { url: string; db: Database } | undefined;

/** The database for the configured URL, created once per process. */
export function getDb(): Database {
  const url = databaseUrl();
  if (cached?.url === url) return cached.db;
  const db: Database =
    driverFor(url, serverEnv()) === "http" ? drizzleNeon(neonClient(url), { schema }) : drizzlePg(createPool(url), { schema });
  cached = { url, db };
  return db;
}

/** The configured URL; the embedded server's only on a developer's machine. */
function databaseUrl(): string {
  const env = serverEnv();
  const url = configuredDatabaseUrl(env);
  if (url) return url;
  if (isDeployed(env)) throw new MissingDatabaseUrlError();
  return localDatabaseUrl(env.LOCAL_DB_PORT);
}

/** Neon's HTTP driver, each query's request given up after QUERY_TIMEOUT_MS (every HTTP query is a fetch of its own). */
function neonClient(url: string) {
  neonConfig.fetchFunction = (input: RequestInfo | URL, init?: RequestInit) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(QUERY_TIMEOUT_MS) });
  return neon(url);
}

function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 10_000,
    // Sent with each connection's start-up (a server that ignores start-up options, such as a
    // transaction pooler, still gets the client's query_timeout).
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // An idle connection closed by the server (a restart, Neon suspending) must not crash
  // the process; the pool replaces it on the next query.
  pool.on("error", (error) => console.warn("Idle database connection closed:", error.message));
  return pool;
}
