/**
 * A real PostgreSQL 15 from the machine's binaries (/usr/lib/postgresql/15/bin), started on a
 * free loopback port: the one server the test suite's databases live in
 * (tests/helpers/postgres-cluster.ts), and a migrated one of its own for the admin benchmark on
 * years of history. Resolves to null, with the reason printed, where the binaries are missing.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyMigrations } from "./migrate.mjs";

/** A server reachable by URL, and how to stop it (its data goes with it). */
export interface RealPostgres {
  url: string;
  stop(): Promise<void>;
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

/**
 * A PostgreSQL 15 server on a free loopback port, its data in a temporary folder, tuned for tests
 * and benchmarks (nothing is flushed to disk: a crash loses only what a test would throw away).
 * `url` reaches its `postgres` database; `stop` ends it and removes its data. Null where the
 * binaries are missing.
 */
export async function startPostgresCluster(): Promise<RealPostgres | null> {
  if (!realPostgresAvailable()) return null;
  // initdb refuses to run as root, so as root the cluster belongs to the postgres user.
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "wdnm-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  if (asPostgres) run("chown", ["postgres", dir], false);
  run(join(pgBin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"], asPostgres);
  const port = await freePort();
  // No fsync: a crash loses only what a test throws away. Commits stay synchronous: an asynchronous
  // commit delays the hint bits VACUUM needs to mark pages all-visible, and the query-plan tests
  // count the pages an index-only scan reads.
  const settings = ["fsync=off", "max_connections=400", `listen_addresses=127.0.0.1`];
  run(
    join(pgBin, "pg_ctl"),
    [
      "-D",
      data,
      "-o",
      `-p ${port} -k ${dir} ${settings.map((setting) => `-c ${setting}`).join(" ")}`,
      "-w",
      "-l",
      join(dir, "log"),
      "start",
    ],
    asPostgres,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      run(join(pgBin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"], asPostgres);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A real, migrated PostgreSQL 15 server of its own (for the benchmarks), or null where the binaries are missing. */
export async function startRealPostgres(): Promise<RealPostgres | null> {
  const cluster = await startPostgresCluster();
  if (cluster) await applyMigrations(cluster.url);
  return cluster;
}
