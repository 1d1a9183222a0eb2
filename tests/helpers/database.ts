/**
 * Databases for tests.
 * - `openTestDatabase()`: an in-process PGlite, migrated, served on a free loopback port
 *   so the code under test connects by URL exactly as in production. One per test file.
 *   Each one starts from a copy of a migrated template (see `migratedTemplate`), since
 *   PGlite's initdb costs several times what loading a copy does.
 * - `startRealPostgres()`: a real PostgreSQL 15 from the machine's binaries, for tests of
 *   true concurrency (PGlite serialises everything). Resolves to null, with the reason
 *   printed, where the binaries are missing.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, chmodSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { localDatabaseUrl } from "../../scripts/local-db.mjs";
import { applyMigrations } from "../../scripts/migrate.mjs";

export interface TestDatabase {
  url: string;
  stop(): Promise<void>;
}

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

const pgBin = "/usr/lib/postgresql/15/bin";

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], asPostgres: boolean): void {
  const [file, argv] = asPostgres ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

/**
 * True when the PostgreSQL 15 binaries are on this machine. When they are not, says so
 * on the console, so a skipped suite is never silent. Use with `describe.skipIf`.
 */
export function realPostgresAvailable(): boolean {
  if (existsSync(join(pgBin, "initdb"))) return true;
  console.warn(`SKIPPED real-PostgreSQL tests: no PostgreSQL 15 binaries at ${pgBin} (apt-get install postgresql-15).`);
  return false;
}

/** A real, migrated PostgreSQL 15 server on a free port, or null where the binaries are missing. */
export async function startRealPostgres(): Promise<TestDatabase | null> {
  if (!realPostgresAvailable()) return null;
  // initdb refuses to run as root, so as root the cluster belongs to the postgres user.
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "wdnm-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  if (asPostgres) run("chown", ["postgres", dir], false);
  run(join(pgBin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"], asPostgres);
  const port = await freePort();
  run(join(pgBin, "pg_ctl"), ["-D", data, "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, "-w", "-l", join(dir, "log"), "start"], asPostgres);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await applyMigrations(url);
  return {
    url,
    async stop() {
      run(join(pgBin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"], asPostgres);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
