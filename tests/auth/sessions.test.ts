import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { encode } from "@auth/core/jwt";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import auth from "../../netlify/functions/auth.mts";
import { SESSION_IDLE_SECONDS, SESSION_MAX_AGE_SECONDS } from "../../src/server/auth/session-store";
import { newSessionToken, sessionTokenDigest } from "../../src/server/auth/session-token";
import { getDb } from "../../src/server/db/client";
import { authSessions, authUsers } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { ADMIN, SECOND_ADMIN, SITE, callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { SESSION_COOKIE, TEST_AUTH_SECRET, sessionCookie, tokenOf } from "../helpers/session";

// Sessions live in the database: what ends a session on the server, and for how long one lasts.
// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** Calls the auth function with `cookie`, as a same-origin POST unless `origin` says otherwise. */
function callAuth(
  path: string,
  cookie?: string,
  { method = "GET", origin = SITE }: { method?: string; origin?: string | null } = {},
): Promise<Response> {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  if (origin && method !== "GET") headers.set("Origin", origin);
  return auth(new Request(`${SITE}${path}`, { method, headers }));
}

/** The status code of the admin dashboard for `cookie`. */
const dashboardStatus = async (cookie: string) => (await callAdmin("/api/admin/dashboard", { as: null, cookie })).status;

const at = (milliseconds: number) => vi.setSystemTime(new Date(NOW.getTime() + milliseconds));

const sessionExists = async (cookie: string) =>
  (
    await getDb()
      .select()
      .from(authSessions)
      .where(eq(authSessions.sessionToken, sessionTokenDigest(tokenOf(cookie))))
  ).length === 1;

/** How many sessions the user with `email` has. */
async function sessionsOf(email: string): Promise<number> {
  const rows = await getDb()
    .select()
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .where(eq(authUsers.email, email.toLowerCase()));
  return rows.length;
}

/** The hand-written statement of the migration that hashed the session tokens once stored in clear. */
function hashingMigrationStatement(): string {
  const folder = join(import.meta.dirname, "../../drizzle");
  const file = readdirSync(folder).find((name) => name.endsWith("_hash-session-tokens.sql"))!;
  return readFileSync(join(folder, file), "utf8")
    .split("\n")
    .find((line) => line.startsWith("UPDATE"))!;
}

describe("session tokens at rest", () => {
  it("stores only the token's digest, so a copy of the table signs nobody in", async () => {
    const cookie = await sessionCookie(ADMIN);
    const token = tokenOf(cookie);
    const [row] = await getDb()
      .select()
      .from(authSessions)
      .where(eq(authSessions.sessionToken, sessionTokenDigest(token)));
    expect(row!.sessionToken).toMatch(/^[0-9a-f]{64}$/);
    expect(await getDb().select().from(authSessions).where(eq(authSessions.sessionToken, token))).toEqual([]);

    expect(await dashboardStatus(cookie)).toBe(200);
    expect(await dashboardStatus(`${SESSION_COOKIE}=${row!.sessionToken}`)).toBe(401);
  });

  it("keeps a session opened before migration 0011 alive: the migration hashes its row as the site does", async () => {
    const cookie = await sessionCookie(ADMIN);
    const token = tokenOf(cookie);
    // The row as the migration finds it: the token in clear.
    await getDb()
      .update(authSessions)
      .set({ sessionToken: token })
      .where(eq(authSessions.sessionToken, sessionTokenDigest(token)));
    expect(await dashboardStatus(cookie)).toBe(401);
    await getDb().execute(sql.raw(hashingMigrationStatement()));
    expect(await dashboardStatus(cookie)).toBe(200);
    expect(newSessionToken()).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("POST /api/auth/logout", () => {
  it("returns 401 to a copy of the cookie taken before logging out", async () => {
    const cookie = await sessionCookie(ADMIN);
    expect(await dashboardStatus(cookie)).toBe(200);
    const copy = cookie;

    const logout = await callAuth("/api/auth/logout", cookie, { method: "POST" });
    expect(await logout.json()).toEqual({ success: true });

    expect(await sessionExists(copy)).toBe(false);
    expect(await dashboardStatus(copy)).toBe(401);
    expect(await (await callAuth("/api/auth/status", copy)).json()).toEqual({ authenticated: false, user: null });
  });

  it("keeps the session when the logout comes from another site", async () => {
    const cookie = await sessionCookie(ADMIN);
    expect((await callAuth("/api/auth/logout", cookie, { method: "POST", origin: "https://evil.example" })).status).toBe(403);
    expect(await dashboardStatus(cookie)).toBe(200);
  });

  it("returns 401 to a well-made cookie that has no session behind it (the JWT the site used to issue)", async () => {
    const jwt = await encode({
      token: { email: ADMIN, name: null, sub: ADMIN },
      secret: TEST_AUTH_SECRET,
      salt: SESSION_COOKIE,
      maxAge: 3600,
    });
    expect(await dashboardStatus(`${SESSION_COOKIE}=${jwt}`)).toBe(401);
  });
});

describe("POST /api/auth/logout-everywhere", () => {
  it("ends every session of the admin, this one included, and no one else's", async () => {
    const here = await sessionCookie(ADMIN);
    const laptop = await sessionCookie(ADMIN.toUpperCase());
    const colleague = await sessionCookie(SECOND_ADMIN);
    expect(await dashboardStatus(laptop)).toBe(200);

    const response = await callAuth("/api/auth/logout-everywhere", here, { method: "POST" });
    expect(response.status).toBe(200);
    // Earlier tests in this file left sessions of this admin too: all of them end.
    const { ended } = await response.json();
    expect(ended).toBeGreaterThanOrEqual(2);
    expect(await sessionsOf(ADMIN)).toBe(0);
    expect(await sessionsOf(SECOND_ADMIN)).toBeGreaterThanOrEqual(1);
    expect(response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=;`))).toMatch(/Max-Age=0/);

    expect(await dashboardStatus(here)).toBe(401);
    expect(await dashboardStatus(laptop)).toBe(401);
    expect(await dashboardStatus(colleague)).toBe(200);
  });

  it("returns 403 and ends nothing when the request comes from another site", async () => {
    const here = await sessionCookie(ADMIN);
    const laptop = await sessionCookie(ADMIN);
    expect((await callAuth("/api/auth/logout-everywhere", here, { method: "POST", origin: "https://evil.example" })).status).toBe(403);
    expect(await dashboardStatus(here)).toBe(200);
    expect(await dashboardStatus(laptop)).toBe(200);
  });

  it("returns 401 when signed out, and 405 to a GET", async () => {
    expect((await callAuth("/api/auth/logout-everywhere", undefined, { method: "POST" })).status).toBe(401);
    expect((await callAuth("/api/auth/logout-everywhere", `${SESSION_COOKIE}=no-such-session`, { method: "POST" })).status).toBe(401);
    expect((await callAuth("/api/auth/logout-everywhere", await sessionCookie(ADMIN))).status).toBe(405);
  });
});

describe("session lifetime", () => {
  it(`returns 401 once a session has been idle for more than ${SESSION_IDLE_SECONDS / 3600} hours, and each request restarts the idle time`, async () => {
    expect(SESSION_IDLE_SECONDS).toBe(8 * 60 * 60);
    const cookie = await sessionCookie(ADMIN);
    at(8 * HOUR - MINUTE);
    expect(await dashboardStatus(cookie)).toBe(200);
    at(16 * HOUR - 2 * MINUTE);
    expect(await dashboardStatus(cookie)).toBe(200);
    at(24 * HOUR - MINUTE);
    expect(await dashboardStatus(cookie)).toBe(401);
  });

  it(`returns 401 ${SESSION_MAX_AGE_SECONDS / 3600} hours after sign-in however busy the session is`, async () => {
    expect(SESSION_MAX_AGE_SECONDS).toBe(24 * 60 * 60);
    const cookie = await sessionCookie(ADMIN);
    for (const hours of [6, 12, 18, 23]) {
      at(hours * HOUR);
      expect(await dashboardStatus(cookie)).toBe(200);
    }
    at(24 * HOUR + MINUTE);
    expect(await dashboardStatus(cookie)).toBe(401);
  });

  it("returns signed out from status for an idle session, and never revives it", async () => {
    const cookie = await sessionCookie(ADMIN);
    at(8 * HOUR + MINUTE);
    expect(await (await callAuth("/api/auth/status", cookie)).json()).toEqual({ authenticated: false, user: null });
    expect(await (await callAuth("/api/auth/session", cookie)).json()).toBeNull();
    expect(await dashboardStatus(cookie)).toBe(401);
  });

  it("deletes sessions that ended by themselves when someone signs in", async () => {
    vi.stubEnv("DEV_LOGIN", "true");
    vi.stubEnv("AUTH_SECRET", "");
    resetServerEnv();
    const stale = await sessionCookie(ADMIN);
    at(9 * HOUR);
    const signIn = await auth(
      new Request(`${SITE}/api/auth/dev-login`, {
        method: "POST",
        headers: { Origin: SITE },
        body: new URLSearchParams({ email: SECOND_ADMIN }),
      }),
    );
    expect(signIn.status).toBe(302);
    expect(await sessionExists(stale)).toBe(false);
  });
});

describe("ADMIN_EMAILS", () => {
  it("returns 403 on the very next request once the address is removed, with the same session", async () => {
    const cookie = await sessionCookie(SECOND_ADMIN);
    expect(await dashboardStatus(cookie)).toBe(200);

    vi.stubEnv("ADMIN_EMAILS", ADMIN);
    resetServerEnv();

    expect(await dashboardStatus(cookie)).toBe(403);
    expect(await (await callAuth("/api/auth/status", cookie)).json()).toMatchObject({
      authenticated: true,
      user: { email: SECOND_ADMIN.toLowerCase(), isAdmin: false },
    });
  });

  it("returns 200 again when the address is added back, without signing in again", async () => {
    const cookie = await sessionCookie(SECOND_ADMIN);
    vi.stubEnv("ADMIN_EMAILS", ADMIN);
    resetServerEnv();
    expect(await dashboardStatus(cookie)).toBe(403);
    vi.stubEnv("ADMIN_EMAILS", `${ADMIN},${SECOND_ADMIN}`);
    resetServerEnv();
    expect(await dashboardStatus(cookie)).toBe(200);
  });
});

describe("the users table", () => {
  it("keeps one user per address, however the address is written", async () => {
    await sessionCookie("Someone@Example.com");
    await sessionCookie(" someone@example.com ");
    expect(await getDb().select().from(authUsers).where(eq(authUsers.email, "someone@example.com"))).toHaveLength(1);
  });
});
