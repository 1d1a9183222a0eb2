/**
 * The attack: one slow query on the embedded database stalled every API call of `npm start`
 * for 14 s. PGlite cannot cancel a statement (WebAssembly has no signals), so it now runs in a
 * thread of its own: the process that serves the functions keeps answering, and a client's
 * query timeout fires while the database is still busy, as on any other Postgres.
 */
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLocalDatabase } from "../../scripts/local-db.mjs";

/** How long the slow query keeps the database busy: far past the client's timeout on any machine. */
const SLOW_QUERY_SECONDS = 10;
const CLIENT_TIMEOUT_MS = 1500;

let database: Awaited<ReturnType<typeof startLocalDatabase>>;
beforeAll(async () => {
  database = await startLocalDatabase({ dataDir: null, port: 0 });
}, 60_000);
afterAll(async () => {
  // The worker finishes the sleep before it can close the database.
  await database?.stop();
}, 60_000);

it("keeps this process's event loop running during a slow query, and the client's timeout fires while the database is still busy", async () => {
  const client = new pg.Client({ connectionString: database.url, query_timeout: CLIENT_TIMEOUT_MS });
  await client.connect();
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 50);
  const started = performance.now();
  try {
    // The database waits, whatever the machine's speed: the answer cannot come before the sleep ends.
    await expect(client.query(`select pg_sleep(${SLOW_QUERY_SECONDS})`)).rejects.toThrow("Query read timeout");
    const waited = performance.now() - started;
    // A timer never fires early; it fired long before the database could have answered.
    expect(waited).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(SLOW_QUERY_SECONDS * 1000);
    // Had PGlite run on this thread, it would have held the event loop for the whole sleep, and the
    // ticker would have fired once, after it; here it kept ticking while the database worked.
    expect(ticks).toBeGreaterThan(1);
  } finally {
    clearInterval(ticker);
    await client.end().catch(() => {});
  }
}, 60_000);
