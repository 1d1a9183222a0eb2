import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authConfig, isDevLoginAllowed } from "../../src/server/auth/config";
import { isAdminEmail, readSession, requireAdmin, requireSameOrigin } from "../../src/server/auth/session";
import { signInCallbackUrl } from "../../src/server/auth/return-to";
import { parseServerEnv, resetServerEnv } from "../../src/server/env";
import { ForbiddenError, UnauthorizedError } from "../../src/server/http/errors";
import { eq } from "drizzle-orm";
import { getDb } from "../../src/server/db/client";
import { teamMembers } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";
import { SESSION_COOKIE, sessionCookie, TEST_AUTH_SECRET } from "../helpers/session";

// readSession looks sessions up in this file's own database.
useFunctionDatabase();

describe("isDevLoginAllowed", () => {
  /** The rule for these variables, read as the functions read the environment. */
  const allowedWith = (variables: Record<string, string>) => isDevLoginAllowed(parseServerEnv(variables));

  it("returns true when DEV_LOGIN is true or 1 on a local run without a Google client", () => {
    expect(allowedWith({ DEV_LOGIN: "true" })).toBe(true);
    expect(allowedWith({ DEV_LOGIN: "1" })).toBe(true);
  });

  it("returns false when DEV_LOGIN is unset, false or 0", () => {
    expect(allowedWith({})).toBe(false);
    expect(allowedWith({ DEV_LOGIN: "false" })).toBe(false);
    expect(allowedWith({ DEV_LOGIN: "0" })).toBe(false);
  });

  it("returns false when a Google client id is set", () => {
    expect(allowedWith({ DEV_LOGIN: "true", AUTH_GOOGLE_ID: "client" })).toBe(false);
  });

  it.each(["NETLIFY", "CONTEXT", "SITE_ID", "DEPLOY_ID", "AWS_LAMBDA_FUNCTION_NAME"])("returns false when %s is set", (name) => {
    expect(allowedWith({ DEV_LOGIN: "true", [name]: "production" })).toBe(false);
  });

  it("returns true when a deployment variable is present but blank", () => {
    expect(allowedWith({ DEV_LOGIN: "true", NETLIFY: " " })).toBe(true);
  });
});

describe("authConfig's logger", () => {
  it("logs an Auth.js error without the values a failed query carries", async () => {
    vi.stubEnv("AUTH_SECRET", TEST_AUTH_SECRET);
    resetServerEnv();
    const config = await authConfig();
    vi.unstubAllEnvs();
    resetServerEnv();
    expect(config?.logger?.error).toBeTypeOf("function");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const cause = new Error(
      'Failed query: insert into "auth_users" ("email", "name") values ($1, $2)\nparams: ada@example.com,Ada Lovelace',
    );
    config?.logger?.error?.(
      Object.assign(new Error("Read more at https://errors.authjs.dev#adaptererror", { cause }), { name: "AdapterError" }),
    );
    const logged = error.mock.calls.flat().join(" ");
    error.mockRestore();
    expect(logged).toContain("AdapterError");
    expect(logged).not.toMatch(/ada@example\.com|Lovelace/);
  });
});

describe("isAdminEmail", () => {
  const admins = ["admin@example.com", "remodel@example.com"];

  it("returns true when the email is listed, ignoring case and spaces", () => {
    expect(isAdminEmail(" Admin@Example.COM ", admins)).toBe(true);
    expect(isAdminEmail("remodel@example.com", [" REMODEL@example.com"])).toBe(true);
  });

  it("returns false when the email is not listed, empty or missing", () => {
    expect(isAdminEmail("someone@example.com", admins)).toBe(false);
    expect(isAdminEmail("", admins)).toBe(false);
    expect(isAdminEmail(null, admins)).toBe(false);
    expect(isAdminEmail("admin@example.com", [])).toBe(false);
  });
});

describe("requireSameOrigin", () => {
  const request = (method: string, headers: Record<string, string> = {}) =>
    new Request("https://site.test/api/admin/x", { method, headers });

  it("returns without error when a safe method comes from anywhere", () => {
    expect(() => requireSameOrigin(request("GET", { Origin: "https://evil.test" }))).not.toThrow();
  });

  it("returns without error when Origin is the site's origin", () => {
    expect(() => requireSameOrigin(request("POST", { Origin: "https://site.test" }))).not.toThrow();
  });

  it("returns without error when Origin is absent and Referer is on the site", () => {
    expect(() => requireSameOrigin(request("PATCH", { Referer: "https://site.test/admin/appointments" }))).not.toThrow();
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("throws 403 when a %s comes from another origin", (method) => {
    expect(() => requireSameOrigin(request(method, { Origin: "https://evil.test" }))).toThrow(ForbiddenError);
  });

  it("throws 403 when the scheme or port differs", () => {
    expect(() => requireSameOrigin(request("POST", { Origin: "http://site.test" }))).toThrow(ForbiddenError);
    expect(() => requireSameOrigin(request("POST", { Origin: "https://site.test:8443" }))).toThrow(ForbiddenError);
  });

  it("throws 403 when the Referer is foreign, malformed, or there is neither header", () => {
    expect(() => requireSameOrigin(request("POST", { Referer: "https://evil.test/page" }))).toThrow(ForbiddenError);
    expect(() => requireSameOrigin(request("POST", { Referer: "not a url" }))).toThrow(ForbiddenError);
    expect(() => requireSameOrigin(request("POST", { Origin: "null" }))).toThrow(ForbiddenError);
    expect(() => requireSameOrigin(request("DELETE"))).toThrow(ForbiddenError);
  });
});

describe("signInCallbackUrl", () => {
  const from = (query: string) => signInCallbackUrl(new URL(`https://site.test/api/auth/google${query}`));

  it("returns /?auth=success when there is no returnTo", () => {
    expect(from("")).toBe("/?auth=success");
  });

  it("returns the path with auth=success when returnTo is a same-site path", () => {
    expect(from("?returnTo=/admin")).toBe("/admin?auth=success");
    expect(from(`?returnTo=${encodeURIComponent("/admin/leads?status=new")}`)).toBe("/admin/leads?status=new&auth=success");
  });

  it("returns /?auth=success when returnTo points at another site", () => {
    for (const target of ["https://evil.test/", "//evil.test/x", "/\\evil.test", "javascript:alert(1)"]) {
      expect(from(`?returnTo=${encodeURIComponent(target)}`)).toBe("/?auth=success");
    }
  });
});

describe("readSession", () => {
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", TEST_AUTH_SECRET);
    vi.stubEnv("ADMIN_EMAILS", "admin@example.com");
    resetServerEnv();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    resetServerEnv();
  });

  const withCookie = (cookie: string) => new Request("http://localhost/api/auth/status", { headers: { cookie } });

  it("returns the user with isAdmin when the cookie is valid", async () => {
    const user = await readSession(withCookie(await sessionCookie("Admin@Example.com", { name: "Ada" })));
    expect(user).toEqual({ email: "admin@example.com", name: "Ada", image: null, isAdmin: true, role: "owner", personId: null });
  });

  it("reads a team member's role in the same statement, and none once they are removed", async () => {
    const [member] = await getDb()
      .insert(teamMembers)
      .values({ email: "marco@example.com", name: "Marco", role: "installer", createdBy: "admin@example.com" })
      .returning();
    const cookie = await sessionCookie("Marco@example.com", { name: "Marco" });
    expect(await readSession(withCookie(cookie))).toMatchObject({ isAdmin: false, role: "installer", personId: member!.id });
    await getDb().update(teamMembers).set({ removedAt: new Date() }).where(eq(teamMembers.id, member!.id));
    expect(await readSession(withCookie(cookie))).toMatchObject({ isAdmin: false, role: null, personId: null });
  });

  it("returns null when there is no cookie", async () => {
    expect(await readSession(new Request("http://localhost/"))).toBeNull();
  });

  it("returns null when the cookie's token matches no session", async () => {
    expect(await readSession(withCookie(`${SESSION_COOKIE}=${"0".repeat(64)}`))).toBeNull();
  });

  it("returns null when the cookie is garbage", async () => {
    expect(await readSession(withCookie("authjs.session-token=not.a.jwe.at.all"))).toBeNull();
  });

  it("returns null when the session has passed its maximum age", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T12:00:00Z") });
    const cookie = await sessionCookie("admin@example.com", { expiresInSeconds: 3600 });
    vi.setSystemTime(new Date("2026-03-01T13:01:00Z"));
    expect(await readSession(withCookie(cookie))).toBeNull();
  });

  it("returns null when the http cookie is sent to an https URL (a different cookie name)", async () => {
    const cookie = await sessionCookie("admin@example.com");
    expect(await readSession(new Request("https://localhost/", { headers: { cookie } }))).toBeNull();
  });

  it("returns null when AUTH_SECRET is unset and the developer sign-in is off", async () => {
    const cookie = await sessionCookie("admin@example.com");
    vi.stubEnv("AUTH_SECRET", "");
    vi.stubEnv("DEV_LOGIN", "false");
    resetServerEnv();
    expect(await readSession(withCookie(cookie))).toBeNull();
  });
});

describe("requireAdmin", () => {
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", TEST_AUTH_SECRET);
    vi.stubEnv("ADMIN_EMAILS", "admin@example.com");
    resetServerEnv();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetServerEnv();
  });

  it("returns the admin when an admin is signed in", async () => {
    const request = new Request("http://localhost/api/admin/x", { headers: { cookie: await sessionCookie("admin@example.com") } });
    expect((await requireAdmin(request)).email).toBe("admin@example.com");
  });

  it("throws 401 when signed out and 403 when signed in as someone else", async () => {
    await expect(requireAdmin(new Request("http://localhost/api/admin/x"))).rejects.toBeInstanceOf(UnauthorizedError);
    const request = new Request("http://localhost/api/admin/x", { headers: { cookie: await sessionCookie("someone@example.com") } });
    await expect(requireAdmin(request)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
