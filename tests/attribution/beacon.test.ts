import { describe, expect, it, vi } from "vitest";
import beaconHandler from "../../netlify/functions/beacon.mts";
import { getDb } from "../../src/server/db/client";
import { beaconCounts } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { useFunctionDatabase } from "../helpers/function-env";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const GBP = { first: { at: NOW.getTime() - 60_000, landing: "/cities/mesa", utm_source: "google", utm_medium: "organic", utm_campaign: "gbp" } };

let address = 0;
const beacon = (body: unknown, { ip = `203.0.113.${++address}`, agent = BROWSER } = {}) =>
  beaconHandler(new Request("http://localhost/api/beacon", { method: "POST", headers: { "Content-Type": "application/json", "User-Agent": agent }, body: JSON.stringify(body) }), { ip });
const counts = async () => (await getDb().select().from(beaconCounts)).map(({ day, path, channel, kind, count }) => `${day} ${path} ${channel} ${kind} ${count}`).sort();

describe("POST /api/beacon", () => {
  it("counts calls and form starts per day, page, channel and kind, storing nothing else", async () => {
    expect((await beacon({ kind: "call", path: "/cities/mesa", attribution: GBP })).status).toBe(204);
    await beacon({ kind: "call", path: "/cities/mesa", attribution: GBP });
    await beacon({ kind: "call", path: "/cities/mesa" });
    await beacon({ kind: "form-start", path: "/estimate", attribution: GBP });
    expect(await counts()).toEqual([
      "2026-12-01 /cities/mesa direct call 1",
      "2026-12-01 /cities/mesa google-business-profile call 2",
      "2026-12-01 /estimate google-business-profile form-start 1",
    ]);
    const [row] = await getDb().select().from(beaconCounts);
    expect(Object.keys(row!).sort()).toEqual(["channel", "count", "day", "kind", "path"]);
  });

  it("counts concurrent beacons without losing one", async () => {
    await Promise.all(Array.from({ length: 10 }, () => beacon({ kind: "call", path: "/contact" })));
    expect(await counts()).toContain("2026-12-01 /contact direct call 10");
  });

  it("ignores obvious robots, answering them the same", async () => {
    for (const agent of ["Mozilla/5.0 (compatible; Googlebot/2.1)", "curl/8.5.0", ""]) {
      expect((await beacon({ kind: "call", path: "/robots-only" }, { agent })).status).toBe(204);
    }
    expect((await counts()).filter((line) => line.includes("/robots-only"))).toEqual([]);
  });

  it("refuses an address over its hourly limit with a 429, and does not count it", async () => {
    vi.stubEnv("BEACONS_PER_ADDRESS_PER_HOUR", "3");
    resetServerEnv();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await beacon({ kind: "call", path: "/limited" }, { ip: "198.51.100.7" })).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await counts()).toContain("2026-12-01 /limited direct call 3");
    expect((await beacon({ kind: "call", path: "/limited" }, { ip: "198.51.100.8" })).status).toBe(204);
  });

  it.each([
    ["an unknown kind", { kind: "visit", path: "/" }],
    ["no path", { kind: "call" }],
    ["a path with a query", { kind: "call", path: "/estimate?email=a@b.c" }],
    ["a full URL", { kind: "call", path: "https://example.com/" }],
    ["an unknown field", { kind: "call", path: "/", email: "a@example.com" }],
    ["bad attribution", { kind: "call", path: "/", attribution: { first: { at: "yesterday" } } }],
  ])("refuses %s with a 400", async (_, body) => {
    const response = await beacon(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, fieldErrors: expect.any(Object) });
  });

  it("refuses a body that is not JSON with a 415", async () => {
    const response = await beaconHandler(new Request("http://localhost/api/beacon", { method: "POST", headers: { "Content-Type": "text/plain", "User-Agent": BROWSER }, body: "call" }), { ip: "192.0.2.1" });
    expect(response.status).toBe(415);
  });
});
