/**
 * One owner for the embedded database's data folder. PGlite is a single-process engine:
 * a second PGlite opened on a folder in use aborts (`RuntimeError: Aborted()`), and two
 * writers can corrupt it. So whoever opens the folder first holds a lock file beside it,
 * `<folder>.lock`, created atomically and holding the owner's pid and the URL it serves
 * the database on; everyone else reads where to connect from it, or stops.
 *
 * A lock whose pid no longer runs (a process killed with SIGKILL, a crash) is stale and
 * taken over, so it never blocks for good.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

/**
 * @typedef {{ pid: number, url: string | null, startedAt: string }} LockOwner
 * `url` is null while the owner is still starting (it has not opened its port yet).
 */

/** Where the lock of `dataDir` lives: beside the folder, so the database's own files are left alone. */
export function lockPathOf(dataDir) {
  return `${resolve(dataDir)}.lock`;
}

/** Thrown when another running process owns the data folder. Its message is one line saying who and what to do. */
export class DataDirInUseError extends Error {
  /**
   * @param {string} dataDir
   * @param {LockOwner} owner
   */
  constructor(dataDir, owner) {
    const where = owner.url ? `serving it at ${new URL(owner.url).host}` : "still starting";
    super(
      `The database folder ${dataDir} is in use by process ${owner.pid} (${where}): stop that process first, or set LOCAL_DB_DIR to another folder.`,
    );
    this.name = "DataDirInUseError";
    this.dataDir = dataDir;
    this.owner = owner;
  }
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirInUseError when a live
 * process holds it. Returns the held lock: `publish(url)` records where the database
 * is served, `release()` removes the lock (also done when the process exits).
 * @param {string} dataDir
 */
export function acquireDataDirLock(dataDir) {
  const path = lockPathOf(dataDir);
  /** @type {LockOwner} */
  const mine = { pid: process.pid, url: null, startedAt: new Date().toISOString() };
  // Two tries: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createExclusive(path, mine)) return heldLock(path, mine);
    const owner = readOwner(path);
    if (owner && isRunning(owner.pid)) throw new DataDirInUseError(dataDir, owner);
    removeStale(path, owner);
  }
  const owner = readOwner(path);
  throw new DataDirInUseError(dataDir, owner ?? { pid: 0, url: null, startedAt: "" });
}

/** The live owner of `dataDir`'s lock, or null when nobody (alive) holds it. */
export function readLiveOwner(dataDir) {
  const owner = readOwner(lockPathOf(dataDir));
  return owner && isRunning(owner.pid) ? owner : null;
}

/**
 * Creates the lock with its content in one step: the content goes to a file of our own,
 * which is then hard-linked to the lock's name. link() fails with EEXIST when that name
 * exists, atomically, even across processes, and a reader never sees an empty lock.
 * @param {string} path @param {LockOwner} owner
 */
function createExclusive(path, owner) {
  const own = `${path}.${process.pid}.new`;
  writeFileSync(own, JSON.stringify(owner), { mode: 0o600 });
  try {
    linkSync(own, path);
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(own);
  }
}

/** @param {string} path @param {LockOwner} mine */
function heldLock(path, mine) {
  const release = () => {
    // Only our own lock: after a takeover the file may be another process's.
    if (readOwner(path)?.pid === process.pid) {
      try {
        unlinkSync(path);
      } catch {
        // Already gone: there is nothing left to release.
      }
    }
    process.off("exit", release);
  };
  process.on("exit", release);
  return {
    path,
    /** Records the URL the database is served at, for the processes that come after. @param {string} url */
    publish(url) {
      mine.url = url;
      // Written to a temporary file and renamed over the lock, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(mine), { mode: 0o600 });
      renameSync(temporary, path);
    },
    release,
  };
}

/** @param {string} path @returns {LockOwner | null} null when there is no lock, or it cannot be read */
function readOwner(path) {
  try {
    const owner = JSON.parse(readFileSync(path, "utf8"));
    return Number.isInteger(owner?.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null;
  }
}

/** True while a process with this pid runs (EPERM: it runs, under another user). @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/**
 * Moves a stale lock out of the way. It is renamed first (atomic: of two processes that
 * both saw it stale, one wins), then checked: should it turn out to be a live process's
 * fresh lock, it is put back.
 * @param {string} path @param {LockOwner | null} stale
 */
function removeStale(path, stale) {
  const aside = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return; // someone else moved it
    throw error;
  }
  const moved = readOwner(aside);
  if (moved && moved.pid !== stale?.pid && isRunning(moved.pid)) {
    renameSync(aside, path);
    return;
  }
  unlinkSync(aside);
}
