import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import auth, { config } from "../../netlify/functions/auth.mts";
import { eq } from "drizzle-orm";
import adminHandler from "../../netlify/functions/admin.mts";
import { sessionTokenDigest } from "../../src/server/auth/session-token";
import { getDb } from "../../src/server/db/client";
import { authAccounts, authSessions, authUsers, teamMembers } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { useFunctionDatabase } from "../helpers/function-env";
import { sessionCookie, SESSION_COOKIE, TEST_AUTH_SECRET } from "../helpers/session";

const SITE = "http://localhost";
const ADMIN = "admin@example.com";
const CLIENT_ID = "test-client-id";

useFunctionDatabase();

let issuer: OAuth2Server;
/** Claims the stand-in Google puts in the next ID token. */
let nextProfile: { email: string; name: string; picture: string; email_verified?: boolean } = {
  email: ADMIN,
  name: "Ada Admin",
  picture: "https://example.com/ada.png",
};

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate("RS256");
  await issuer.start(0, "127.0.0.1");
  issuer.issuer.url = `http://127.0.0.1:${issuer.address().port}`;
  issuer.service.on("beforeTokenSigning", (token) => {
    // Google gives each account its own `sub`; the stand-in's default is one for everybody.
    Object.assign(token.payload, { email_verified: true, sub: `google-${nextProfile.email.toLowerCase()}`, ...nextProfile });
  });
});
afterAll(async () => {
  await issuer.stop();
});

beforeEach(() => {
  vi.stubEnv("AUTH_GOOGLE_ISSUER", issuer.issuer.url!);
  vi.stubEnv("AUTH_GOOGLE_ID", CLIENT_ID);
  vi.stubEnv("AUTH_GOOGLE_SECRET", "test-client-secret");
  vi.stubEnv("AUTH_SECRET", TEST_AUTH_SECRET);
  vi.stubEnv("ADMIN_EMAILS", `${ADMIN},remodel@example.com`);
  for (const name of ["DEV_LOGIN", "NETLIFY", "CONTEXT", "SITE_ID", "DEPLOY_ID", "AWS_LAMBDA_FUNCTION_NAME"]) vi.stubEnv(name, undefined);
  resetServerEnv();
  // Auth.js logs expected failures (bad CSRF, forged state) through console.error.
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetServerEnv();
});

/** A browser's cookie jar, enough for one host. */
class CookieJar {
  readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = setCookie.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(pair.indexOf("=") + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

async function call(path: string, jar?: CookieJar, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (jar?.cookies.size) headers.set("cookie", jar.header());
  const response = await auth(new Request(new URL(path, SITE), { ...init, headers }));
  jar?.store(response);
  return response;
}

/** Runs the whole Google sign-in through the function and the stand-in issuer; returns the jar and the final redirect. */
async function signInWithGoogle(profile: typeof nextProfile, query = ""): Promise<{ jar: CookieJar; landing: string }> {
  nextProfile = profile;
  const jar = new CookieJar();
  const start = await call(`/api/auth/google${query}`, jar);
  expect(start.status).toBe(302);
  const authorizeUrl = new URL(start.headers.get("location")!);
  expect(authorizeUrl.origin).toBe(issuer.issuer.url);
  expect(authorizeUrl.searchParams.get("client_id")).toBe(CLIENT_ID);

  const consent = await fetch(authorizeUrl, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const callbackUrl = new URL(consent.headers.get("location")!);
  expect(callbackUrl.pathname).toBe("/api/auth/callback/google");
  expect(callbackUrl.searchParams.get("code")).toBeTruthy();

  const callback = await call(`${callbackUrl.pathname}${callbackUrl.search}`, jar);
  expect(callback.status).toBe(302);
  return { jar, landing: callback.headers.get("location")! };
}

describe("/api/auth function", () => {
  it("is served at /api/auth and everything under it", () => {
    expect(config.path).toEqual(["/api/auth", "/api/auth/*"]);
  });
});

describe("Google sign-in through a stand-in issuer", () => {
  it("returns a session and redirects to /?auth=success when an admin signs in", async () => {
    const { jar, landing } = await signInWithGoogle({ email: ADMIN, name: "Ada Admin", picture: "https://example.com/ada.png" });
    expect(landing).toBe(`${SITE}/?auth=success`);
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(true);

    const [row] = await getDb()
      .select()
      .from(authSessions)
      .where(eq(authSessions.sessionToken, sessionTokenDigest(jar.cookies.get(SESSION_COOKIE)!)));
    expect(row).toBeDefined();
    // Auth.js's adapter stores the digest too: the table holds no cookie.
    expect(
      await getDb()
        .select()
        .from(authSessions)
        .where(eq(authSessions.sessionToken, jar.cookies.get(SESSION_COOKIE)!)),
    ).toEqual([]);

    const status = await call("/api/auth/status", jar);
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({
      authenticated: true,
      user: { email: ADMIN, name: "Ada Admin", image: "https://example.com/ada.png", isAdmin: true, role: "owner", personId: null },
    });
  });

  it("returns a fresh session when someone whose last session went idle signs in again", async () => {
    const profile = { email: ADMIN, name: "Ada", picture: "https://example.com/a.png" };
    const { jar } = await signInWithGoogle(profile);
    const stale = jar.cookies.get(SESSION_COOKIE)!;
    await getDb()
      .update(authSessions)
      .set({ lastActiveAt: new Date(Date.now() - 9 * 60 * 60 * 1000) })
      .where(eq(authSessions.sessionToken, sessionTokenDigest(stale)));
    expect(await (await call("/api/auth/status", jar)).json()).toEqual({ authenticated: false, user: null });

    // Signing in again from the same browser, which still sends the stale cookie.
    nextProfile = profile;
    const start = await call("/api/auth/google", jar);
    const consent = await fetch(start.headers.get("location")!, { redirect: "manual" });
    const callbackUrl = new URL(consent.headers.get("location")!);
    await call(`${callbackUrl.pathname}${callbackUrl.search}`, jar);

    expect(jar.cookies.get(SESSION_COOKIE)).not.toBe(stale);
    expect(await (await call("/api/auth/status", jar)).json()).toMatchObject({ authenticated: true, user: { email: ADMIN } });
  });

  it("stores the Google account link but none of Google's tokens", async () => {
    await signInWithGoogle({ email: "Tokens@Example.com", name: "Tom", picture: "https://example.com/t.png" });
    const [row] = await getDb()
      .select({ account: authAccounts })
      .from(authAccounts)
      .innerJoin(authUsers, eq(authUsers.id, authAccounts.userId))
      .where(eq(authUsers.email, "tokens@example.com"));
    expect(row!.account).toMatchObject({ provider: "google", access_token: null, refresh_token: null, id_token: null });
  });

  it("returns isAdmin false when someone who is not an admin signs in", async () => {
    const { jar } = await signInWithGoogle({ email: "Visitor@Example.com", name: "Vic", picture: "https://example.com/v.png" });
    const body = await (await call("/api/auth/status", jar)).json();
    expect(body).toMatchObject({ authenticated: true, user: { email: "visitor@example.com", isAdmin: false } });
  });

  it("returns no session when Google says the email is not verified", async () => {
    const { jar, landing } = await signInWithGoogle({
      email: ADMIN,
      name: "Mallory",
      picture: "https://example.com/m.png",
      email_verified: false,
    });
    expect(landing).toContain("/api/auth/error?error=AccessDenied");
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("returns to the returnTo path when it is on this site", async () => {
    const { landing } = await signInWithGoogle({ email: ADMIN, name: "Ada", picture: "https://example.com/a.png" }, "?returnTo=%2Fadmin");
    expect(landing).toBe(`${SITE}/admin?auth=success`);
  });

  it("returns every cookie the sign-in needs on the redirect to Google", async () => {
    const start = await call("/api/auth/google");
    const names = start.headers.getSetCookie().map((cookie) => cookie.split("=")[0]);
    expect(names).toEqual(expect.arrayContaining(["authjs.csrf-token", "authjs.callback-url", "authjs.pkce.code_verifier"]));
    expect(start.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("returns no session when the callback comes without the sign-in's cookies", async () => {
    const jar = new CookieJar();
    const start = await call("/api/auth/google", jar);
    const consent = await fetch(start.headers.get("location")!, { redirect: "manual" });
    const callbackUrl = new URL(consent.headers.get("location")!);
    const stranger = new CookieJar();
    await call(`${callbackUrl.pathname}${callbackUrl.search}`, stranger);
    expect(stranger.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("returns 503 JSON to scripts when AUTH_SECRET is missing and the developer sign-in is off", async () => {
    vi.stubEnv("AUTH_SECRET", "");
    resetServerEnv();
    for (const path of ["/api/auth/csrf", "/api/auth/signin"]) {
      const response = await call(path);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ success: false, error: "Sign-in is not configured" });
    }
    expect(await (await call("/api/auth/status")).json()).toEqual({ authenticated: false, user: null });
  });

  it("returns a readable 503 page, not JSON, to a browser navigating to an unconfigured Auth.js route", async () => {
    vi.stubEnv("AUTH_SECRET", "");
    resetServerEnv();
    const response = await call("/api/auth/signin", undefined, { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("<p>Sign-in is not configured</p>");
  });

  it.each([
    ["AUTH_SECRET is missing", { AUTH_SECRET: "" }],
    ["there is no Google client and no developer sign-in", { AUTH_GOOGLE_ID: undefined, AUTH_GOOGLE_SECRET: undefined }],
  ])("redirects /api/auth/google to the sign-in screen's explanation when %s", async (_, env) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    resetServerEnv();
    const response = await call("/api/auth/google", undefined, { headers: { accept: "text/html" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${SITE}/login?signin=unavailable`);
  });
});

describe("GET /api/auth/status", () => {
  it("returns authenticated false when there is no cookie", async () => {
    const response = await call("/api/auth/status");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: false, user: null });
  });

  it("returns authenticated false when the cookie's token matches no session", async () => {
    const forged = `${SESSION_COOKIE}=${"f".repeat(64)}`;
    const response = await call("/api/auth/status", undefined, { headers: { cookie: forged } });
    expect(await response.json()).toEqual({ authenticated: false, user: null });
  });

  it("returns authenticated false when the session has passed its maximum age", async () => {
    const expired = await sessionCookie(ADMIN, { expiresInSeconds: -60 });
    const response = await call("/api/auth/status", undefined, { headers: { cookie: expired } });
    expect(await response.json()).toEqual({ authenticated: false, user: null });
  });

  it("returns the user when the test helper's cookie is sent", async () => {
    const cookie = await sessionCookie("remodel@example.com", { name: "Rita" });
    const response = await call("/api/auth/status", undefined, { headers: { cookie } });
    expect(await response.json()).toEqual({
      authenticated: true,
      user: { email: "remodel@example.com", name: "Rita", image: null, isAdmin: true, role: "owner", personId: null },
    });
  });
});

describe("POST /api/auth/logout", () => {
  it("returns success and clears the session cookie when the request is same-origin", async () => {
    const cookie = await sessionCookie(ADMIN);
    const response = await call("/api/auth/logout", undefined, { method: "POST", headers: { cookie, Origin: SITE } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const cleared = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=;`));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/Path=\//);
  });

  it("returns signed out on the next status call after logging out", async () => {
    const { jar } = await signInWithGoogle({ email: ADMIN, name: "Ada", picture: "https://example.com/a.png" });
    await call("/api/auth/logout", jar, { method: "POST", headers: { Origin: SITE } });
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await (await call("/api/auth/status", jar)).json()).toEqual({ authenticated: false, user: null });
  });

  it("returns 401 from the admin API to a copy of a Google session's cookie kept past logout", async () => {
    const { jar } = await signInWithGoogle({ email: ADMIN, name: "Ada", picture: "https://example.com/a.png" });
    const copy = `${SESSION_COOKIE}=${jar.cookies.get(SESSION_COOKIE)}`;
    const admin = () => adminHandler(new Request(`${SITE}/api/admin/dashboard`, { headers: { cookie: copy } }));
    expect((await admin()).status).toBe(200);
    await call("/api/auth/logout", jar, { method: "POST", headers: { Origin: SITE } });
    expect((await admin()).status).toBe(401);
  });

  it("returns 403 and keeps the cookie when the request comes from another origin", async () => {
    const cookie = await sessionCookie(ADMIN);
    const response = await call("/api/auth/logout", undefined, { method: "POST", headers: { cookie, Origin: "https://evil.test" } });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("returns 405 when logout is requested with GET", async () => {
    const response = await call("/api/auth/logout");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("/api/auth/dev-login", () => {
  function useDevLogin(extra: Record<string, string> = {}) {
    vi.stubEnv("DEV_LOGIN", "true");
    vi.stubEnv("AUTH_GOOGLE_ID", "");
    vi.stubEnv("AUTH_GOOGLE_SECRET", "");
    vi.stubEnv("AUTH_SECRET", "");
    for (const [name, value] of Object.entries(extra)) vi.stubEnv(name, value);
    resetServerEnv();
  }

  it("returns an accessible form listing the admin addresses when allowed", async () => {
    useDevLogin();
    const response = await call("/api/auth/dev-login?returnTo=%2Fadmin");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Sign in as admin@example.com");
    expect(html).toContain("Sign in as remodel@example.com");
    expect(html).toMatch(/<label for="dev-email">[^<]+<\/label>\s*<input id="dev-email" name="email" type="email"/);
    expect(html).toContain('action="/api/auth/dev-login?returnTo=%2Fadmin"');
  });

  it("lists the team's people with their roles, so a local run can sign in as each role", async () => {
    useDevLogin();
    const [row] = await getDb()
      .insert(teamMembers)
      .values({ email: "ines@example.com", name: "Ines", role: "installer", createdBy: ADMIN })
      .returning();
    const html = await (await call("/api/auth/dev-login")).text();
    await getDb().delete(teamMembers).where(eq(teamMembers.id, row!.id));
    expect(html).toContain("Sign in as ines@example.com (installer)");
  });

  it("returns a database session for the chosen email when the form is posted from this site", async () => {
    useDevLogin();
    const jar = new CookieJar();
    const response = await call("/api/auth/dev-login?returnTo=%2Fadmin", jar, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams({ email: " Remodel@Example.com " }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${SITE}/admin?auth=success`);
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    const [row] = await getDb()
      .select()
      .from(authSessions)
      .where(eq(authSessions.sessionToken, sessionTokenDigest(jar.cookies.get(SESSION_COOKIE)!)));
    expect(row).toBeDefined();
    expect(await (await call("/api/auth/status", jar)).json()).toMatchObject({
      authenticated: true,
      user: { email: "remodel@example.com", isAdmin: true },
    });
  });

  it("returns 403 and no session when the form is posted from another site", async () => {
    useDevLogin();
    const jar = new CookieJar();
    const response = await call("/api/auth/dev-login", jar, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ email: ADMIN }),
    });
    expect(response.status).toBe(403);
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("returns 400 and no session when the email is not an address", async () => {
    useDevLogin();
    const jar = new CookieJar();
    const response = await call("/api/auth/dev-login", jar, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams({ email: "not-an-email" }),
    });
    expect(response.status).toBe(400);
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("returns to the home page, never another site, when returnTo points away", async () => {
    useDevLogin();
    const response = await call(`/api/auth/dev-login?returnTo=${encodeURIComponent("//evil.example/x")}`, undefined, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams({ email: ADMIN }),
    });
    expect(response.headers.get("location")).toBe(`${SITE}/?auth=success`);
  });

  it.each([
    ["NETLIFY", "true"],
    ["CONTEXT", "production"],
    ["SITE_ID", "abc"],
    ["AWS_LAMBDA_FUNCTION_NAME", "fn"],
  ])("returns 404 when %s=%s even with DEV_LOGIN=true", async (name, value) => {
    useDevLogin({ [name]: value });
    expect((await call("/api/auth/dev-login")).status).toBe(404);
    expect((await call("/api/auth/dev-login", undefined, { method: "POST" })).status).toBe(404);
  });

  it("returns 404 when a Google client id is set", async () => {
    useDevLogin({ AUTH_GOOGLE_ID: CLIENT_ID, AUTH_SECRET: TEST_AUTH_SECRET });
    expect((await call("/api/auth/dev-login")).status).toBe(404);
  });

  it("returns 404 when DEV_LOGIN is off", async () => {
    expect((await call("/api/auth/dev-login")).status).toBe(404);
  });
});
