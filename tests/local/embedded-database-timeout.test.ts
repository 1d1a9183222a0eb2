/**
 * The attack: one slow query on the embedded database stalled every API call of `npm start`
 * for 14 s. PGlite cannot cancel a statement (WebAssembly has no signals), so it now runs in a
 * thread of its own: the process that serves the functions keeps answering, and a client's
 * query timeout fires on time, as on any other Postgres.
 */
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLocalDatabase } from "../../scripts/local-db.mjs";

let database: Awaited<ReturnType<typeof startLocalDatabase>>;
beforeAll(async () => {
  database = await startLocalDatabase({ dataDir: null, port: 0 });
}, 60_000);
afterAll(async () => {
  await database?.stop();
}, 60_000);

it("keeps this process's event loop running during a slow query, and the client's timeout fires on time", async () => {
  const client = new pg.Client({ connectionString: database.url, query_timeout: 1500 });
  await client.connect();
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 50);
  const started = performance.now();
  try {
    // Seconds of work inside the database.
    await expect(client.query("select count(*) from generate_series(1, 6000000)")).rejects.toThrow("Query read timeout");
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1400);
    expect(waited).toBeLessThan(2500);
    // Had PGlite run on this thread, not one tick would have come while it worked.
    expect(ticks).toBeGreaterThan(15);
  } finally {
    clearInterval(ticker);
    await client.end().catch(() => {});
  }
}, 60_000);
