import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetServerEnv } from "../../src/server/env";
import { openTestDatabase, type TestDatabase } from "../helpers/database";
import { useFunctionEnv } from "../helpers/function-env";
import { callAdmin, useAdminEnv, VISITOR } from "./fixtures";

const NOW = new Date("2026-12-01T16:30:00Z");
const place = readFileSync("tests/fixtures/places-details.json", "utf8");
let database: TestDatabase;
let google: Server;
let googleUrl: string;
/** The stand-in Places API answers with this status (200: the recorded place). */
let status = 200;

beforeAll(async () => {
  database = await openTestDatabase();
  google = createServer((_req, res) => {
    if (status === 200) return res.writeHead(200, { "Content-Type": "application/json" }).end(place);
    res
      .writeHead(status, { "Content-Type": "application/json" })
      .end(JSON.stringify({ error: { status: "PERMISSION_DENIED", message: "API key not valid." } }));
  });
  await new Promise<void>((resolve) => google.listen(0, "127.0.0.1", resolve));
  googleUrl = `http://127.0.0.1:${(google.address() as { port: number }).port}`;
});
afterAll(async () => {
  google.close();
  await database.stop();
});
useFunctionEnv(() => database.url, { now: NOW });
useAdminEnv();
beforeEach(() => {
  status = 200;
  vi.stubEnv("GOOGLE_PLACES_BASE_URL", googleUrl);
  vi.stubEnv("GOOGLE_PLACES_API_KEY", "test-key");
  vi.stubEnv("GOOGLE_PLACE_ID", "ChIJtest");
  resetServerEnv();
});

describe("GET /api/admin/google-reviews", () => {
  it("reports the place's current rating and count when Google answers", async () => {
    const response = await callAdmin("/api/admin/google-reviews");
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report).toMatchObject({
      apiKeySet: true,
      placeIdSet: true,
      placeId: "ChIJtest",
      ok: true,
      problem: null,
      checkedAt: NOW.toISOString(),
    });
    expect(report.rating).toEqual(expect.any(Number));
    expect(report.reviewCount).toEqual(expect.any(Number));
  });

  it("explains a refused key in plain words", async () => {
    status = 403;
    vi.spyOn(console, "error").mockImplementation(() => {});
    const report = await (await callAdmin("/api/admin/google-reviews")).json();
    expect(report.ok).toBe(false);
    expect(report.problem).toMatch(/refused the API key/);
  });

  it("says what to set when nothing is configured", async () => {
    vi.stubEnv("GOOGLE_PLACES_API_KEY", "");
    vi.stubEnv("GOOGLE_PLACE_ID", "");
    resetServerEnv();
    const report = await (await callAdmin("/api/admin/google-reviews")).json();
    expect(report).toMatchObject({ apiKeySet: false, placeIdSet: false, ok: false });
    expect(report.problem).toMatch(/GOOGLE_PLACES_API_KEY/);
  });

  it("is for admins only", async () => {
    expect((await callAdmin("/api/admin/google-reviews", { as: null })).status).toBe(401);
    expect((await callAdmin("/api/admin/google-reviews", { as: VISITOR })).status).toBe(403);
  });
});
