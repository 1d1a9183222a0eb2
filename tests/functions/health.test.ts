import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, type TestDatabase } from "../helpers/database";
import { resetServerEnv } from "../../src/server/env";
import health, { config } from "../../netlify/functions/health.mts";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.stop();
});

function useDatabase(url: string) {
  vi.stubEnv("DATABASE_URL", url);
  resetServerEnv();
}

describe("GET /api/health", () => {
  it("is served at /api/health", () => {
    expect(config.path).toBe("/api/health");
  });

  it("answers ok after a real query", async () => {
    useDatabase(database.url);
    const response = await health(new Request("http://localhost/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("answers 503 with db down when the database is unreachable", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    useDatabase("postgres://postgres@127.0.0.1:9/postgres");
    const response = await health(new Request("http://localhost/api/health"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "degraded", db: "down" });
  });
});
