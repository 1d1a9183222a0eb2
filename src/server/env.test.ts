import { afterEach, describe, expect, it, vi } from "vitest";
import { configProblems, configuredDatabaseUrl, LOCAL_SITE_ORIGIN, resetServerEnv, serverEnv, siteOrigin } from "./env";

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnv();
});

describe("serverEnv", () => {
  it("defaults to the two admin addresses of decisions.md", () => {
    vi.stubEnv("ADMIN_EMAILS", undefined);
    expect(serverEnv().ADMIN_EMAILS).toEqual(["admin@windowsanddoorsnearme.com", "remodel@windowsanddoorsnearme.com"]);
  });

  it("trims and lower-cases ADMIN_EMAILS", () => {
    vi.stubEnv("ADMIN_EMAILS", " Owner@Example.com ,  crew@example.com,");
    expect(serverEnv().ADMIN_EMAILS).toEqual(["owner@example.com", "crew@example.com"]);
  });

  it("treats blank optional values as unset", () => {
    vi.stubEnv("SMTP_URL", "   ");
    vi.stubEnv("DATABASE_URL", "");
    expect(serverEnv().SMTP_URL).toBeUndefined();
    expect(serverEnv().DATABASE_URL).toBeUndefined();
  });

  it("throws a message naming the variable when a value is invalid", () => {
    vi.stubEnv("RECAPTCHA_MIN_SCORE", "lots");
    expect(() => serverEnv()).toThrow(/RECAPTCHA_MIN_SCORE/);
  });
});

describe("siteOrigin", () => {
  it("returns SITE_URL first, then Netlify's URL, then the local address, without a trailing slash", () => {
    expect(siteOrigin({ SITE_URL: "https://site.example/", URL: "https://x.netlify.app" })).toBe("https://site.example");
    expect(siteOrigin({ SITE_URL: undefined, URL: "https://x.netlify.app" })).toBe("https://x.netlify.app");
    expect(siteOrigin({ SITE_URL: undefined, URL: undefined })).toBe(LOCAL_SITE_ORIGIN);
  });
});

describe("configuredDatabaseUrl", () => {
  it("prefers DATABASE_URL, then reads Netlify DB's NETLIFY_DATABASE_URL", () => {
    expect(configuredDatabaseUrl({ DATABASE_URL: "postgres://a/db", NETLIFY_DATABASE_URL: "postgres://b/db" })).toBe("postgres://a/db");
    expect(configuredDatabaseUrl({ DATABASE_URL: undefined, NETLIFY_DATABASE_URL: "postgres://b/db" })).toBe("postgres://b/db");
    expect(configuredDatabaseUrl({ DATABASE_URL: undefined, NETLIFY_DATABASE_URL: undefined })).toBeUndefined();
  });
});

describe("configProblems", () => {
  const deployed = () => {
    for (const name of ["DATABASE_URL", "NETLIFY_DATABASE_URL", "AUTH_SECRET", "CONTEXT", "SITE_ID", "DEPLOY_ID", "AWS_LAMBDA_FUNCTION_NAME"]) vi.stubEnv(name, "");
    vi.stubEnv("NETLIFY", "true");
  };

  it("names DATABASE_URL and AUTH_SECRET on a deployed site without them", () => {
    deployed();
    expect(configProblems(serverEnv()).map((problem) => problem.variable)).toEqual(["DATABASE_URL", "AUTH_SECRET"]);
  });

  it("is satisfied by NETLIFY_DATABASE_URL and AUTH_SECRET", () => {
    deployed();
    vi.stubEnv("NETLIFY_DATABASE_URL", "postgres://u@db.example.com/app");
    vi.stubEnv("AUTH_SECRET", "secret");
    expect(configProblems(serverEnv())).toEqual([]);
  });

  it("asks for nothing on a developer's machine", () => {
    for (const name of ["DATABASE_URL", "NETLIFY_DATABASE_URL", "AUTH_SECRET", "NETLIFY", "CONTEXT", "SITE_ID", "DEPLOY_ID", "AWS_LAMBDA_FUNCTION_NAME"]) vi.stubEnv(name, "");
    expect(configProblems(serverEnv())).toEqual([]);
  });
});

describe("getDb on a deployed site without a database URL", () => {
  it("throws an error naming DATABASE_URL instead of trying the local database", async () => {
    for (const name of ["DATABASE_URL", "NETLIFY_DATABASE_URL"]) vi.stubEnv(name, "");
    vi.stubEnv("NETLIFY", "true");
    const { getDb, MissingDatabaseUrlError } = await import("./db/client");
    expect(() => getDb()).toThrow(MissingDatabaseUrlError);
    expect(() => getDb()).toThrow(/^DATABASE_URL is not set \(nor NETLIFY_DATABASE_URL\)/);
  });
});
