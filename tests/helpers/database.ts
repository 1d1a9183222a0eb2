/**
 * Databases for tests. One PostgreSQL 15 server serves the whole run (tests/helpers/postgres-cluster.ts,
 * vitest's global setup); every database a test opens is a fresh copy of its migrated template, so
 * each file starts from an empty, current schema, and the code under test connects by URL exactly
 * as in production. Real PostgreSQL also lets concurrent statements really race, which PGlite's
 * one connection never does.
 *
 * Where the PostgreSQL binaries are missing (a developer's machine without postgresql-15), each file
 * opens an in-process PGlite instead, and the race tests are skipped with a printed reason.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import pg from "pg";
import { inject } from "vitest";
import { localDatabaseUrl } from "../../scripts/local-db.mjs";
import { applyMigrations } from "../../scripts/migrate.mjs";
import type { RealPostgres } from "../../scripts/real-postgres.ts";
import { databaseUrl, TEMPLATE_DATABASE } from "./postgres-cluster";
export { freePort, realPostgresAvailable } from "../../scripts/real-postgres.ts";

/** A database a test connects to by URL, and how to let it go. */
export type TestDatabase = RealPostgres;

/** A fresh, migrated database reachable by URL: on the run's PostgreSQL server, else an in-process PGlite. */
export async function openTestDatabase(): Promise<TestDatabase> {
  return (await openRealPostgresDatabase()) ?? (await openPGlite());
}

/**
 * A fresh, migrated database on the run's real PostgreSQL server, for tests of true concurrency and
 * query plans; null (the reason printed once by `realPostgresAvailable`) where PostgreSQL is missing.
 */
export async function openRealPostgresDatabase(): Promise<TestDatabase | null> {
  return createDatabase(`template ${TEMPLATE_DATABASE}`);
}

/** A fresh database with nothing in it (no migrations applied), on the run's real PostgreSQL server, or null without one. */
export async function openEmptyRealPostgresDatabase(): Promise<TestDatabase | null> {
  return createDatabase("template template0");
}

let serial = 0;

async function createDatabase(clause: string): Promise<TestDatabase | null> {
  const serverUrl = inject("postgresUrl");
  if (!serverUrl) return null;
  // Unique across the run's workers and the files each one runs.
  const name = `test_${process.pid}_${++serial}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `create database ${name} ${clause}`);
  return {
    url: databaseUrl(serverUrl, name),
    // Nothing to do: the database goes with the server at the end of the run. Dropping it now
    // would end connections the code under test still pools, and a client with no error handler
    // would report that as an uncaught error in whichever test runs next.
    async stop() {},
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// The fallback without PostgreSQL: PGlite, one per file, in a process of its own (vitest.config.ts).

async function openPGlite(): Promise<TestDatabase> {
  const database = await servePGlite(new PGlite({ loadDataDir: await migratedTemplate(), extensions: { pg_trgm } }));
  // Nothing is left to apply when the template is current; this only proves it, through the production code path.
  await applyMigrations(database.url);
  return database;
}

/** Serves `db` on a free loopback port, as scripts/local-db.mjs serves the embedded database. */
async function servePGlite(db: PGlite): Promise<TestDatabase> {
  await db.waitReady;
  const server = new PGLiteSocketServer({ db, port: 0, host: "127.0.0.1", maxConnections: 64 });
  await server.start();
  return {
    url: localDatabaseUrl(Number(server.getServerConn().split(":").pop())),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

const migrationsDir = join(import.meta.dirname, "../../drizzle");

/**
 * The data folder of a PGlite migrated with everything in drizzle/, as a tarball in the temp
 * folder named by a hash of the migrations and PGlite's version: made once, then every file loads a copy.
 */
async function migratedTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `wdnm-pglite-template-${templateKey()}.tar.gz`);
  if (!existsSync(file)) {
    const db = new PGlite({ extensions: { pg_trgm } });
    await db.waitReady;
    const server = new PGLiteSocketServer({ db, port: 0, host: "127.0.0.1" });
    await server.start();
    try {
      await applyMigrations(localDatabaseUrl(Number(server.getServerConn().split(":").pop())));
    } finally {
      await server.stop();
    }
    const dump = await db.dumpDataDir("gzip");
    await db.close();
    // Written aside, then renamed: a file running beside this one never reads half a template.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** Changes whenever a migration or PGlite's version does. */
function templateKey(): string {
  const hash = createHash("sha256");
  hash.update(JSON.parse(readFileSync(join(import.meta.dirname, "../../node_modules/@electric-sql/pglite/package.json"), "utf8")).version);
  for (const name of readdirSync(migrationsDir, { recursive: true, encoding: "utf8" }).sort()) {
    if (/\.(sql|json)$/.test(name)) hash.update(name).update(readFileSync(join(migrationsDir, name)));
  }
  return hash.digest("hex").slice(0, 16);
}
