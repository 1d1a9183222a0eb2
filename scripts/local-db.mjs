/**
 * The embedded Postgres used when DATABASE_URL is unset: PGlite (Postgres compiled to
 * WebAssembly, no install, no account) served over the Postgres wire protocol, with its
 * data under .data/pg. Functions connect to it by URL like to any other Postgres.
 *
 * Only one process ever opens a data folder (PGlite aborts, and can corrupt the folder,
 * when a second one does): the opener holds `<folder>.lock` (scripts/data-dir-lock.mjs),
 * and one-off commands started meanwhile connect to its server through `openLocalDatabase`.
 */
import { once } from "node:events";
import { mkdir } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import { DEFAULT_LOCAL_DB_PORT, localDatabaseUrl } from "../src/server/local-database-url.ts";
import { acquireDataDirLock, DataDirInUseError, readLiveOwner } from "./data-dir-lock.mjs";

export { DataDirInUseError, localDatabaseUrl };

/** Port of the embedded server: LOCAL_DB_PORT, else the default. */
function localDatabasePort() {
  return Number(process.env.LOCAL_DB_PORT ?? DEFAULT_LOCAL_DB_PORT);
}

/** Data folder of the embedded database: LOCAL_DB_DIR, or .data/pg; null for "memory", which keeps nothing. */
export function localDataDir() {
  const dir = process.env.LOCAL_DB_DIR ?? ".data/pg";
  return dir === "memory" ? null : dir;
}

/**
 * Opens the embedded database (in `dataDir`, or in memory when it is null) and serves it
 * on 127.0.0.1:`port` (0 picks a free port). Resolves to its URL, where its data lives, and a `stop` function.
 * Takes the folder's lock first and throws DataDirInUseError, without touching the
 * folder, when another running process has it open.
 *
 * PGlite runs in a worker thread of its own (./local-db-worker.mjs). Postgres compiled to
 * WebAssembly has no signals, so it cannot cancel a statement (statement_timeout does nothing
 * there): a slow query runs to its end, blocking the thread it runs on. In its own thread, it
 * never blocks the functions served beside it, whose database clients then give up after their
 * query timeout (src/server/db/client.ts) and answer 503, as on any other Postgres.
 * @param {{ dataDir?: string | null, port?: number }} [options]
 */
export async function startLocalDatabase({ dataDir = localDataDir(), port = localDatabasePort() } = {}) {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const lock = dataDir ? acquireDataDirLock(dataDir) : null;
  const worker = new Worker(new URL("./local-db-worker.mjs", import.meta.url), { workerData: { dataDir, port } });
  /** @type {{ port: number }} */
  let started;
  try {
    started = await new Promise((resolve, reject) => {
      worker.once("message", (message) =>
        message.error ? reject(Object.assign(new Error(message.error.message), { code: message.error.code })) : resolve(message),
      );
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`The embedded database stopped while starting (exit code ${code}).`)));
    });
  } catch (error) {
    await worker.terminate();
    lock?.release();
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "EADDRINUSE") {
      throw new Error(`Port ${port} is taken: is another copy of the site running? Set LOCAL_DB_PORT to use another port.`, {
        cause: error,
      });
    }
    throw error;
  }
  worker.removeAllListeners();
  const url = localDatabaseUrl(started.port);
  lock?.publish(url);
  return {
    url,
    /** Where the data lives, for people: the folder, or "in memory". */
    where: dataDir ?? "in memory",
    async stop() {
      try {
        // The worker closes the server and the database (flushing its files), then ends.
        const exited = once(worker, "exit");
        worker.postMessage("stop");
        await exited;
      } finally {
        lock?.release();
      }
    },
  };
}

/** How long a one-off command waits for a starting owner to open its port. */
const OWNER_START_TIMEOUT_MS = 60_000;

/**
 * For one-off commands (migrations, scheduled jobs): the embedded database opened here,
 * or, when a running process (`npm start`, `npm run dev`) has the folder open, that
 * process's server, reached by the URL its lock names. Never opens a folder in use.
 * `shared` tells which; `stop` closes only what this call opened.
 * @param {{ dataDir?: string | null, port?: number }} [options]
 */
export async function openLocalDatabase({ dataDir = localDataDir(), port = localDatabasePort() } = {}) {
  try {
    return { ...(await startLocalDatabase({ dataDir, port })), shared: false };
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const url = error.owner.url ?? (await waitForOwnerUrl(/** @type {string} */ (dataDir), error));
    return { url, where: `${dataDir}, served by process ${error.owner.pid}`, shared: true, async stop() {} };
  }
}

/** The URL of an owner that is still starting, once it publishes it. @param {string} dataDir @param {DataDirInUseError} inUse */
async function waitForOwnerUrl(dataDir, inUse) {
  const deadline = Date.now() + OWNER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const owner = readLiveOwner(dataDir);
    if (!owner) throw new Error(`Process ${inUse.owner.pid} stopped while opening the database folder ${dataDir}: run the command again.`);
    if (owner.url) return owner.url;
    await sleep(200);
  }
  throw inUse;
}

/**
 * For `npm start` and `npm run dev`, which serve the site too and so cannot share the
 * database of another copy: ends the process with the one-line reason when the data
 * folder is in use, and rethrows any other error.
 * @param {unknown} error
 * @returns {never}
 */
export function exitIfInUse(error) {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
