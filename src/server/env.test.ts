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
  it("prefers DATABASE_URL, then a legacy extension's NETLIFY_DATABASE_URL (it holds that site's data), then Netlify Database's NETLIFY_DB_URL", () => {
    const all = { DATABASE_URL: "postgres://a/db", NETLIFY_DB_URL: "postgres://n/db", NETLIFY_DATABASE_URL: "postgres://b/db" };
    expect(configuredDatabaseUrl(all)).toBe("postgres://a/db");
    expect(configuredDatabaseUrl({ ...all, DATABASE_URL: undefined })).toBe("postgres://b/db");
    expect(configuredDatabaseUrl({ ...all, DATABASE_URL: undefined, NETLIFY_DATABASE_URL: undefined })).toBe("postgres://n/db");
    expect(configuredDatabaseUrl({})).toBeUndefined();
  });

  it("reads NETLIFY_DB_URL from the environment", () => {
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("NETLIFY_DB_URL", "postgres://u:p@db.example.com/netlify");
    expect(configuredDatabaseUrl(serverEnv())).toBe("postgres://u:p@db.example.com/netlify");
  });
});

describe("configProblems", () => {
  const deployed = () => {
    for (const name of [
      "DATABASE_URL",
      "NETLIFY_DB_URL",
      "NETLIFY_DATABASE_URL",
      "AUTH_SECRET",
      "CONTEXT",
      "SITE_ID",
      "DEPLOY_ID",
      "AWS_LAMBDA_FUNCTION_NAME",
    ])
      vi.stubEnv(name, "");
    vi.stubEnv("NETLIFY", "true");
  };

  it("names DATABASE_URL and AUTH_SECRET on a deployed site without them", () => {
    deployed();
    expect(configProblems(serverEnv()).map((problem) => problem.variable)).toEqual(["DATABASE_URL", "AUTH_SECRET"]);
  });

  it("is satisfied by Netlify Database's NETLIFY_DB_URL and AUTH_SECRET", () => {
    deployed();
    vi.stubEnv("NETLIFY_DB_URL", "postgres://u@db.example.com/app");
    vi.stubEnv("AUTH_SECRET", "secret");
    expect(configProblems(serverEnv())).toEqual([]);
  });

  it("is satisfied by the legacy NETLIFY_DATABASE_URL and AUTH_SECRET", () => {
    deployed();
    vi.stubEnv("NETLIFY_DATABASE_URL", "postgres://u@db.example.com/app");
    vi.stubEnv("AUTH_SECRET", "secret");
    expect(configProblems(serverEnv())).toEqual([]);
  });

  it("asks for nothing on a developer's machine", () => {
    for (const name of [
      "DATABASE_URL",
      "NETLIFY_DB_URL",
      "NETLIFY_DATABASE_URL",
      "AUTH_SECRET",
      "NETLIFY",
      "CONTEXT",
      "SITE_ID",
      "DEPLOY_ID",
      "AWS_LAMBDA_FUNCTION_NAME",
    ])
      vi.stubEnv(name, "");
    expect(configProblems(serverEnv())).toEqual([]);
  });
});

describe("getDb on a deployed site without a database URL", () => {
  it("throws an error naming DATABASE_URL instead of trying the local database", async () => {
    for (const name of ["DATABASE_URL", "NETLIFY_DB_URL", "NETLIFY_DATABASE_URL"]) vi.stubEnv(name, "");
    vi.stubEnv("NETLIFY", "true");
    const { getDb, MissingDatabaseUrlError } = await import("./db/client");
    expect(() => getDb()).toThrow(MissingDatabaseUrlError);
    expect(() => getDb()).toThrow(/^No database is set \(DATABASE_URL, NETLIFY_DB_URL\)/);
  });
});

describe("driverFor", () => {
  const NETLIFY_DB = "postgres://u:p@db.netlify-database.example/main";

  it("uses the driver Netlify names for Netlify Database: HTTP when serverless, node-postgres otherwise", async () => {
    const { driverFor } = await import("./db/client");
    expect(driverFor(NETLIFY_DB, { NETLIFY_DB_URL: NETLIFY_DB, NETLIFY_DB_DRIVER: "serverless" })).toBe("http");
    expect(driverFor(NETLIFY_DB, { NETLIFY_DB_URL: NETLIFY_DB, NETLIFY_DB_DRIVER: "server" })).toBe("tcp");
    expect(driverFor(NETLIFY_DB, { NETLIFY_DB_URL: NETLIFY_DB })).toBe("tcp");
  });

  it("uses HTTP for Neon's hosts and node-postgres for any other URL", async () => {
    const { driverFor } = await import("./db/client");
    expect(driverFor("postgres://u:p@ep-cool-dew-123456.us-east-2.aws.neon.tech/neondb", {})).toBe("http");
    expect(driverFor("postgres://u:p@db.example.com/app", { NETLIFY_DB_URL: NETLIFY_DB, NETLIFY_DB_DRIVER: "serverless" })).toBe("tcp");
  });
});
