/**
 * The embedded Postgres used when DATABASE_URL is unset: PGlite (Postgres compiled to
 * WebAssembly, no install, no account) served over the Postgres wire protocol, with its
 * data under .data/pg. Functions connect to it by URL like to any other Postgres.
 */
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { localDatabasePort, localDatabaseUrl } from "../src/server/db/local-url.ts";

export { localDatabaseUrl };

/** Data folder of the embedded database: LOCAL_DB_DIR, or .data/pg; "memory" keeps nothing. */
function localDataDir() {
  const dir = process.env.LOCAL_DB_DIR ?? ".data/pg";
  return dir === "memory" ? null : dir;
}

/**
 * Opens the embedded database (in `dataDir`, or in memory when it is null) and serves it
 * on 127.0.0.1:`port` (0 picks a free port). Resolves to its URL, where its data lives, and a `stop` function.
 * @param {{ dataDir?: string | null, port?: number }} [options]
 */
export async function startLocalDatabase({ dataDir = localDataDir(), port = localDatabasePort() } = {}) {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: 64 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "EADDRINUSE") {
      throw new Error(`Port ${port} is taken: is another copy of the site running? Set LOCAL_DB_PORT to use another port.`);
    }
    throw error;
  }
  const actualPort = Number(server.getServerConn().split(":").pop());
  return {
    url: localDatabaseUrl(actualPort),
    /** Where the data lives, for people: the folder, or "in memory". */
    where: dataDir ?? "in memory",
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
