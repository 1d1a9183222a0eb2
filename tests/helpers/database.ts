/**
 * Databases for tests.
 * - `openTestDatabase()`: an in-process PGlite, migrated, served on a free loopback port
 *   so the code under test connects by URL exactly as in production. One per test file.
 *   Each one starts from a copy of a migrated template (see `migratedTemplate`), since
 *   PGlite's initdb costs several times what loading a copy does.
 * - `startRealPostgres()` (scripts/real-postgres.ts, which the benchmarks use too): a real
 *   PostgreSQL 15 from the machine's binaries, for tests of true concurrency (PGlite
 *   serialises everything). Resolves to null, with the reason printed, where the binaries are missing.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { localDatabaseUrl } from "../../scripts/local-db.mjs";
import { applyMigrations } from "../../scripts/migrate.mjs";
import type { RealPostgres } from "../../scripts/real-postgres.ts";
export { freePort, realPostgresAvailable, startRealPostgres } from "../../scripts/real-postgres.ts";

/** A database a test connects to by URL, and how to stop it. */
export type TestDatabase = RealPostgres;

/** A fresh, migrated, in-memory Postgres reachable by URL. */
export async function openTestDatabase(): Promise<TestDatabase> {
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
 * folder named by a hash of the migrations and PGlite's version: made once (by migrations run
 * through applyMigrations, as production runs them), then every test file loads a copy.
 * A changed migration makes a new name, so a stale template is never used.
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
