import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import beaconHandler from "../../netlify/functions/beacon.mts";
import { getDb } from "../../src/server/db/client";
import { beaconCounts, emailOutbox } from "../../src/server/db/schema";
import { saveCeilingSettings } from "../../src/server/db/limits/site-ceilings";
import { AUTOMATIC_CEILINGS } from "../../src/core/site-ceilings";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { resetServerEnv } from "../../src/server/env";
import { useFunctionDatabase } from "../helpers/function-env";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });

const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const GBP = {
  first: { at: NOW.getTime() - 60_000, landing: "/locations/mesa", utm_source: "google", utm_medium: "organic", utm_campaign: "gbp" },
};

let address = 0;
const beacon = (body: unknown, { ip = `203.0.113.${++address}`, agent = BROWSER } = {}) =>
  beaconHandler(
    new Request("http://localhost/api/beacon", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": agent },
      body: JSON.stringify(body),
    }),
    { ip },
  );
const counts = async () =>
  (await getDb().select().from(beaconCounts))
    .map(({ day, path, channel, kind, count }) => `${day} ${path} ${channel} ${kind} ${count}`)
    .sort();

describe("POST /api/beacon", () => {
  it("counts calls and form starts per day, page, channel and kind, storing nothing else", async () => {
    expect((await beacon({ kind: "call", path: "/locations/mesa", attribution: GBP })).status).toBe(204);
    await beacon({ kind: "call", path: "/locations/mesa", attribution: GBP });
    await beacon({ kind: "call", path: "/locations/mesa" });
    await beacon({ kind: "form-start", path: "/estimate", attribution: GBP });
    expect(await counts()).toEqual([
      "2026-12-01 /estimate google-business-profile form-start 1",
      "2026-12-01 /locations/mesa direct call 1",
      "2026-12-01 /locations/mesa google-business-profile call 2",
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
      expect((await beacon({ kind: "call", path: "/services/windows" }, { agent })).status).toBe(204);
    }
    expect((await counts()).filter((line) => line.includes("/services/windows"))).toEqual([]);
  });

  it("refuses an address over its hourly limit with a 429, and does not count it", async () => {
    vi.stubEnv("BEACONS_PER_ADDRESS_PER_HOUR", "3");
    resetServerEnv();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await beacon({ kind: "call", path: "/locations/phoenix" }, { ip: "198.51.100.7" })).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await counts()).toContain("2026-12-01 /locations/phoenix direct call 3");
    expect((await beacon({ kind: "call", path: "/locations/phoenix" }, { ip: "198.51.100.8" })).status).toBe(204);
  });

  it("refuses a path the site has no page for with a 400, and counts nothing", async () => {
    const response = await beacon({ kind: "call", path: "/made-up-page-4821" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, fieldErrors: { path: ["Not a page of this site."] } });
    expect((await counts()).filter((line) => line.includes("made-up"))).toEqual([]);
  });

  it("counts a beacon from a manage link's page as that page, never with its token", async () => {
    expect((await beacon({ kind: "call", path: "/cancel/0b2f9c4e7a1d" })).status).toBe(204);
    expect((await beacon({ kind: "call", path: "/es/cancel/0b2f9c4e7a1d" })).status).toBe(204);
    expect((await counts()).filter((line) => line.includes("cancel"))).toEqual([
      "2026-12-01 /cancel direct call 1",
      "2026-12-01 /es/cancel direct call 1",
    ]);
  });

  it("counts nothing while the build's list of pages cannot be read, and says so in the log", async () => {
    vi.stubEnv("SITE_PAGES_FILE", "tests/fixtures/no-such-list.json");
    resetServerEnv();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await counts();
    expect((await beacon({ kind: "call", path: "/contact" })).status).toBe(204);
    expect((await beacon({ kind: "call", path: "/made-up-page" })).status).toBe(204);
    expect(await counts()).toEqual(before);
    expect(logged.mock.calls.map(([line]) => String(line).split(":")[0])).toEqual([
      "The site's page list tests/fixtures/no-such-list.json cannot be read, so calls and form starts are not counted until it can (npm run build writes it)",
    ]);
  });

  it("stops counting past the site-wide ceiling, from any number of addresses, and tells the admins once", async () => {
    // 2 PM in Phoenix: an hour of its own.
    vi.setSystemTime(new Date("2026-12-01T21:05:00Z"));
    await saveCeilingSettings(getDb(), { ...AUTOMATIC_CEILINGS, beaconsPerHour: 5 }, "owner@example.com");
    const statuses = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await beacon({ kind: "call", path: "/services/windows" }, { ip: `198.18.0.${i + 1}` })).status);
    expect(statuses).toEqual(Array(9).fill(204));
    expect(await counts()).toContain("2026-12-01 /services/windows direct call 5");
    const alerts = await getDb().select().from(emailOutbox).where(eq(emailOutbox.kind, EMAIL_KINDS.siteCeilingReached));
    expect(alerts.map((email) => email.subject)).toEqual(["Site-wide limit reached: 5 calls clicked and booking forms started this hour"]);
    await saveCeilingSettings(getDb(), AUTOMATIC_CEILINGS, "owner@example.com");
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
    const response = await beaconHandler(
      new Request("http://localhost/api/beacon", {
        method: "POST",
        headers: { "Content-Type": "text/plain", "User-Agent": BROWSER },
        body: "call",
      }),
      { ip: "192.0.2.1" },
    );
    expect(response.status).toBe(415);
  });
});
