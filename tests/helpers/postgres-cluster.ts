/**
 * vitest's global setup: one PostgreSQL 15 server for the whole run, holding one migrated template
 * database. Each test file then gets a database of its own copied from the template
 * (tests/helpers/database.ts), which takes a fraction of a second and no WebAssembly: opening
 * and closing a PGlite per file crashed Node 24's V8 now and then (docs/testing.md#databases).
 * Where the PostgreSQL binaries are missing, nothing starts and the files fall back to PGlite.
 */
import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../../scripts/migrate.mjs";
import { startPostgresCluster } from "../../scripts/real-postgres.ts";

/** The database every test database is copied from. */
export const TEMPLATE_DATABASE = "wdnm_template";

declare module "vitest" {
  interface ProvidedContext {
    /** The test server's `postgres` database (to create and drop others), or "" without PostgreSQL. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster?.url ?? "");
  if (!cluster) return undefined;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  // Migrated through the production code path, as a deploy migrates.
  await applyMigrations(databaseUrl(cluster.url, TEMPLATE_DATABASE));
  return () => cluster.stop();
}

/** The URL of database `name` on the server `serverUrl` points at. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
