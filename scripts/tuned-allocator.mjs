/**
 * Runs this script again, in a child process, with GLIBC_TUNABLES set, when it was started
 * without: glibc reads the variable only when a process starts, and `npm start` serves the
 * functions in its own process (scripts/local-functions.mjs), so this is the one way for the
 * local server to give a photo's decoding memory back as a deployed function does
 * (docs/performance.md, Photo memory). Set GLIBC_TUNABLES yourself (even empty) to keep your own.
 * Only on Linux, where glibc is; elsewhere it returns at once.
 */
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { PHOTO_MEMORY_TUNABLES } from "../src/core/server/photo-memory.ts";

/** In the first process: starts the child and ends with its exit code, never returning. In the child (or off Linux): returns. */
export async function relaunchWithTunedAllocator() {
  if (process.platform !== "linux" || process.env.GLIBC_TUNABLES !== undefined) return;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, GLIBC_TUNABLES: PHOTO_MEMORY_TUNABLES },
  });
  // Ctrl-C reaches both (one process group); a signal sent to this process alone is passed on.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on("exit", (exitCode, signal) => resolve(exitCode ?? 128 + (constants.signals[signal] ?? 0))),
  );
  process.exit(code);
}
