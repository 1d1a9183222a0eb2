/**
 * The embedded database's thread (started by scripts/local-db.mjs, which holds the data
 * folder's lock): opens PGlite in `workerData.dataDir` (in memory when null), serves it on
 * 127.0.0.1:`workerData.port`, answers `{ port }` (or `{ error }`), and on "stop" closes both
 * and ends.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const { dataDir, port } = /** @type {{ dataDir: string | null, port: number }} */ (workerData);
let db;
let server;
try {
  // pg_trgm: the admin search's trigram indexes (drizzle/0007), as on Neon and PostgreSQL.
  db = new PGlite({ ...(dataDir && { dataDir }), extensions: { pg_trgm } });
  await db.waitReady;
  server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: 64 });
  await server.start();
  parentPort?.postMessage({ port: Number(server.getServerConn().split(":").pop()) });
} catch (error) {
  await db?.close().catch(() => {});
  const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
  parentPort?.postMessage({ error: { code, message } });
  process.exit(1);
}

parentPort?.once("message", async () => {
  await server.stop();
  await db.close();
  process.exit(0);
});
