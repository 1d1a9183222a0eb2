/**
 * The attack: the database freezes, or one statement holds a lock everything else waits for.
 * Requests used to hang for 40 s holding a connection each. Now every statement is cancelled by
 * the server after STATEMENT_TIMEOUT_MS, the client gives up after QUERY_TIMEOUT_MS (or after
 * 5 s without a connection), and the visitor gets a 503 with Retry-After, in their language.
 */
import { createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import leadsHandler from "../../netlify/functions/leads.mts";
import { STATEMENT_TIMEOUT_MS } from "../../src/server/db/client";
import { isDatabaseUnavailable } from "../../src/server/db/unavailable";
import { resetServerEnv } from "../../src/server/env";
import { localDatabaseUrl } from "../../scripts/local-db.mjs";
import { describeOnRealPostgres, useRealPostgresFunctionDatabase } from "../helpers/function-env";

useRealPostgresFunctionDatabase();

const SITE = "http://localhost";
const BUSY =
  "We could not finish this right now: the site is very busy. Please try again in a minute, or call us at (480)\u00A0555\u20110142.";

/** Calls `handler` and resolves to the response and how long it took, in ms. */
async function timed(call: () => Promise<Response>) {
  const started = performance.now();
  const response = await call();
  return { response, ms: performance.now() - started };
}

describeOnRealPostgres("a request while the database is stuck", () => {
  it("answers 503 within the statement timeout when a lock holds the table it reads", async () => {
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query("begin; lock table appointments in access exclusive mode");
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const { response, ms } = await timed(() => appointmentsHandler(new Request(`${SITE}/api/appointments`)));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect((await response.json()).error).toBe(BUSY);
      expect(ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 500);
      // The server cancelled the statement at its timeout (SQLSTATE 57014), before the client's own gave up.
      expect(errors.mock.calls.map(String).join("\n")).toContain("57014");
    } finally {
      await locker.query("rollback");
      await locker.end();
    }
  }, 30_000);

  it("answers a write 503 in the body's language, and the next request is served once the lock is gone", async () => {
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    await locker.query("begin; lock table rate_limit_hits in access exclusive mode");
    const lead = {
      firstName: "Ana",
      lastName: "López",
      email: "ana@example.com",
      phone: "(602) 555-0123",
      service: "energy-efficiency",
      locale: "es",
    };
    const post = () =>
      leadsHandler(
        new Request(`${SITE}/api/leads`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(lead) }),
        { ip: "203.0.113.61" },
      );
    const { response } = await timed(post);
    await locker.query("rollback");
    await locker.end();
    expect(response.status).toBe(503);
    expect((await response.json()).error).toBe(
      "No pudimos terminar esto en este momento: el sitio tiene mucha demanda. Intente de nuevo en un minuto, o llámenos al (480)\u00A0555\u20110142.",
    );
    expect((await appointmentsHandler(new Request(`${SITE}/api/appointments`))).status).toBe(200);
  }, 30_000);
});

describe("a request while the database accepts connections but never answers", () => {
  let frozen: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // A server that takes the connection and says nothing, as a frozen Postgres does.
    frozen = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => frozen.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => frozen.close(resolve));
  });

  it("answers 503 within seconds, not when the platform kills the function", async () => {
    const port = (frozen.address() as { port: number }).port;
    vi.stubEnv("DATABASE_URL", localDatabaseUrl(port));
    resetServerEnv();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await appointmentsHandler(new Request(`${SITE}/api/appointments`));
    expect(response.status).toBe(503);
    // The client gave up on the connection itself (after 5 s), not the platform on the function.
    expect(errors.mock.calls.map(String).join("\n")).toContain("Connection terminated due to connection timeout");
  }, 30_000);
});

describe("isDatabaseUnavailable", () => {
  const wrapped = (cause: Error) => Object.assign(new Error("Failed query: select 1"), { name: "DrizzleQueryError", cause });
  it("returns true for a statement cancelled by its timeout, wrapped by Drizzle", () =>
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }))),
    ).toBe(true));
  it("returns true for node-postgres giving up on a connection or an answer", () => {
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Query read timeout")))).toBe(true);
  });
  it("returns true for the HTTP driver's fetch given up", () =>
    expect(isDatabaseUnavailable(wrapped(new DOMException("The operation was aborted due to timeout", "TimeoutError")))).toBe(true));
  it("returns false for a query the request made wrong", () =>
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('invalid input syntax for type uuid: "x"'), { code: "22P02" })))).toBe(
      false,
    ));
});
