import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { getDb } from "../../src/server/db/client";
import { leads } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { useFunctionDatabase } from "../helpers/function-env";
import { sessionCookie, SESSION_COOKIE } from "../helpers/session";
import { ADMIN, VISITOR, callAdmin, seedAppointment, seedLead, useAdminEnv } from "./fixtures";

// Every admin route × every kind of caller. The guard runs before routing, so an unknown
// path answers 401/403 like the others, and 404 only to an admin.
const ids = { appointment: "", lead: "" };

useFunctionDatabase();
useAdminEnv();

interface AdminRoute {
  method: "GET" | "PATCH" | "PUT";
  path: string;
  body?: unknown;
  /** What an admin gets from this site. */
  ok: number;
}

const routes: AdminRoute[] = [
  { method: "GET", path: "/api/admin/dashboard", ok: 200 },
  { method: "GET", path: "/api/admin/appointments?page=1&pageSize=5", ok: 200 },
  { method: "GET", path: "/api/admin/appointments.csv", ok: 200 },
  { method: "GET", path: "/api/admin/appointments/{appointment}", ok: 200 },
  { method: "PATCH", path: "/api/admin/appointments/{appointment}", body: { adminNotes: "Checked" }, ok: 200 },
  { method: "GET", path: "/api/admin/leads", ok: 200 },
  { method: "GET", path: "/api/admin/leads.csv", ok: 200 },
  { method: "PATCH", path: "/api/admin/leads/{lead}", body: { status: "contacted" }, ok: 200 },
  { method: "GET", path: "/api/admin/calendar-settings", ok: 200 },
  { method: "PUT", path: "/api/admin/calendar-settings?dryRun=1", body: DEFAULT_CALENDAR_SETTINGS, ok: 200 },
  { method: "PUT", path: "/api/admin/calendar-settings", body: DEFAULT_CALENDAR_SETTINGS, ok: 200 },
  { method: "GET", path: "/api/admin/nope", ok: 404 },
  { method: "PATCH", path: "/api/admin/nope", body: {}, ok: 404 },
  { method: "GET", path: "/api/admin/appointments/{appointment}/extra", ok: 404 },
];

/** Who calls: a cookie (or none) and an Origin for state-changing calls. */
const callers: { who: string; cookie: () => Promise<string | undefined>; origin?: string; status: (route: AdminRoute) => number }[] = [
  { who: "signed out", cookie: async () => undefined, status: () => 401 },
  { who: "an ordinary signed-in user", cookie: () => sessionCookie(VISITOR), status: () => 403 },
  { who: "an admin", cookie: () => sessionCookie(ADMIN), status: (route) => route.ok },
  { who: "a made-up session token", cookie: async () => `${SESSION_COOKIE}=${"a".repeat(64)}`, status: () => 401 },
  {
    who: "a cookie that is not a token",
    cookie: async () => `${SESSION_COOKIE}=eyJhbGciOiJub25lIn0.eyJlbWFpbCI6Im93bmVyQGV4YW1wbGUuY29tIn0.`,
    status: () => 401,
  },
  { who: "a session past its maximum age", cookie: () => sessionCookie(ADMIN, { expiresInSeconds: -60 }), status: () => 401 },
  {
    who: "an admin from another site",
    cookie: () => sessionCookie(ADMIN),
    origin: "https://evil.example",
    status: (route) => (route.method === "GET" ? route.ok : 403),
  },
];

const cases = routes.flatMap((route) => callers.map((caller) => ({ ...route, ...caller, expected: caller.status(route) })));

async function seedOnce(): Promise<void> {
  if (ids.appointment) return;
  ids.appointment = (await seedAppointment()).id;
  ids.lead = (await seedLead()).id;
}

describe("/api/admin/* access", () => {
  it.each(cases)("returns $expected for $method $path from $who", async ({ method, path, body, cookie, origin, expected }) => {
    await seedOnce();
    const url = path.replace("{appointment}", ids.appointment).replace("{lead}", ids.lead);
    const response = await callAdmin(url, { method, body, as: null, cookie: await cookie(), ...(origin && { origin }) });
    expect(response.status).toBe(expected);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    if (expected >= 400) expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it("returns 403 for an admin's PATCH that carries neither Origin nor Referer", async () => {
    await seedOnce();
    const response = await callAdmin(`/api/admin/leads/${ids.lead}`, { method: "PATCH", body: { status: "won" }, origin: null });
    expect(response.status).toBe(403);
  });

  it("changes nothing when a refused caller sends a PATCH", async () => {
    const lead = await seedLead({ status: "new" });
    const attempts = [
      callAdmin(`/api/admin/leads/${lead.id}`, { method: "PATCH", body: { status: "lost" }, as: null }),
      callAdmin(`/api/admin/leads/${lead.id}`, { method: "PATCH", body: { status: "lost" }, as: VISITOR }),
      callAdmin(`/api/admin/leads/${lead.id}`, { method: "PATCH", body: { status: "lost" }, origin: "https://evil.example" }),
    ];
    expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([401, 403, 403]);
    const [row] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe("new");
  });

  it("returns 401 when no AUTH_SECRET is configured, even with a cookie", async () => {
    const cookie = await sessionCookie(ADMIN);
    vi.stubEnv("AUTH_SECRET", "");
    vi.stubEnv("DEV_LOGIN", "");
    resetServerEnv();
    expect((await callAdmin("/api/admin/dashboard", { as: null, cookie })).status).toBe(401);
  });
});
