import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import journal from "../../drizzle/meta/_journal.json";
import { healthReportSchema } from "../../src/core/health-report";
import { openTestDatabase, type TestDatabase } from "../helpers/database";
import { resetServerEnv } from "../../src/server/env";
import health, { config } from "../../netlify/functions/health.mts";
import { checkHealth } from "../../src/server/health/gather-health";
import { sessionCookie, TEST_AUTH_SECRET } from "../helpers/session";
import { useLocalPhotoStore } from "../helpers/photo-store";

const LATEST = journal.entries.at(-1)!.tag;
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.stop();
});
beforeEach(() => {
  vi.unstubAllEnvs();
  for (const name of [
    "DATABASE_URL",
    "NETLIFY_DB_URL",
    "NETLIFY_DB_DRIVER",
    "NETLIFY_DATABASE_URL",
    "SMTP_URL",
    "RESEND_API_KEY",
    "NETLIFY",
    "CONTEXT",
    "SITE_ID",
    "DEPLOY_ID",
    "AWS_LAMBDA_FUNCTION_NAME",
    "COMMIT_REF",
    "AUTH_SECRET",
    "GOOGLE_PLACES_API_KEY",
    "GOOGLE_PLACE_ID",
    "AUTH_GOOGLE_ID",
    "AUTH_GOOGLE_SECRET",
    "RECAPTCHA_SECRET_KEY",
    "ROC_LICENSE",
    "BUSINESS_STREET",
    "RRP_FIRM_CERTIFICATION",
    "TWILIO_ACCOUNT_SID",
    "TWILIO_AUTH_TOKEN",
    "TWILIO_MESSAGING_SERVICE_SID",
    "TWILIO_FROM_NUMBER",
    "GLIBC_TUNABLES",
  ])
    vi.stubEnv(name, "");
  vi.spyOn(console, "error").mockImplementation(() => {});
  resetServerEnv();
});

function useEnv(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetServerEnv();
}

/**
 * The public answer (status and `{ status }` only) beside the report an admin reads: the
 * report is checkHealth's, which the function hands an admin's session (tested below), read
 * directly here because most cases have no database or secret to sign anyone in with.
 */
async function check() {
  const response = await health(new Request("http://localhost/api/health"));
  const body = healthReportSchema.parse(await checkHealth(new Date()));
  expect(await response.json()).toEqual({ status: body.status });
  expect(response.status).toBe(body.status === "ok" ? 200 : 503);
  return { status: response.status, body, text: JSON.stringify(body) };
}

/** A deployed site with everything set (Resend as the provider). */
const DEPLOYED = {
  ROC_LICENSE: "ROC 123456",
  BUSINESS_STREET: "1230 N Gilbert Rd",
  RRP_FIRM_CERTIFICATION: "NAT-F123456-1",
  NETLIFY: "true",
  CONTEXT: "production",
  COMMIT_REF: "0123abcd",
  AUTH_SECRET: "a-secret-value-0123456789",
  RESEND_API_KEY: "re_secret_key",
  GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=131072:glibc.malloc.arena_max=2",
};

// The photo store answers (its failure is proved in tests/photos/sweep.test.ts).
useLocalPhotoStore();

describe("GET /api/health", () => {
  it("is served at /api/health", () => {
    expect(config.path).toBe("/api/health");
  });

  it("answers anyone only up or down, and an admin (the dashboard) the whole report", async () => {
    useEnv({ ...DEPLOYED, AUTH_SECRET: TEST_AUTH_SECRET, DATABASE_URL: database.url });
    const visitor = await health(new Request("http://localhost/api/health"));
    expect([visitor.status, await visitor.json()]).toEqual([200, { status: "ok" }]);
    const signedIn = (email: string) =>
      sessionCookie(email).then((cookie) => health(new Request("http://localhost/api/health", { headers: { Cookie: cookie } })));
    expect(await (await signedIn("someone@example.com")).json()).toEqual({ status: "ok" });
    const admin = await (await signedIn("admin@windowsanddoorsnearme.com")).json();
    expect(healthReportSchema.parse(admin)).toMatchObject({
      status: "ok",
      database: "ok",
      email: { provider: "resend" },
      commit: "0123abcd",
    });
  });

  it("answers 200 on a deployed site with a database at the latest migration and a provider, and shows no secret", async () => {
    useEnv({ ...DEPLOYED, DATABASE_URL: database.url });
    const { status, body, text } = await check();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "ok",
      failing: [],
      problems: [],
      database: "ok",
      schema: { status: "ok", applied: LATEST, latest: LATEST },
      email: { status: "ok", provider: "resend", waiting: 0 },
      sms: { status: "not configured", waiting: 0 },
      warnings: [],
      notSetUp: ["sms", "reviews", "payments", "recaptcha"].map((id) => expect.objectContaining({ id })),
      reviews: "not configured",
      reviewRequests: { status: "not sending", reason: expect.stringContaining("GOOGLE_PLACE_ID is not set") },
      googleSignIn: "not configured",
      payments: "not configured",
      recaptcha: "not configured",
      commit: "0123abcd",
      context: "production",
      photos: { status: "ok", scope: "site" },
    });
    for (const secret of ["a-secret-value", "re_secret_key", new URL(database.url).port]) expect(text).not.toContain(secret);
  });

  it("stays 200 but warns the owner when ROC_LICENSE is unset: no licence line, and no quote sent or signed", async () => {
    useEnv({ ...DEPLOYED, ROC_LICENSE: "", DATABASE_URL: database.url });
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(body.warnings).toEqual([
      expect.stringMatching(/^No ROC license number is set: the footer shows no license line/),
      expect.stringMatching(/^No quote can be sent or signed until the business facts give the Arizona ROC license number \(/),
    ]);
    expect(body.warnings[1]).toContain("ROC_LICENSE");
  });

  it("stays 200 but warns the owner when RRP_FIRM_CERTIFICATION is unset: no quote for a home built before 1978 sent or signed", async () => {
    useEnv({ ...DEPLOYED, RRP_FIRM_CERTIFICATION: "", DATABASE_URL: database.url });
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(body.warnings).toEqual([
      expect.stringMatching(
        /^No quote for a home built before 1978 \(or of an unknown year\) can be sent or signed until the business facts give the firm's EPA lead-safe \(RRP\) certification number/,
      ),
    ]);
    expect(body.warnings[0]).toContain("Set RRP_FIRM_CERTIFICATION");
  });

  it("stays 200 but warns the owner when the office's street is unset: no quote sent or signed", async () => {
    useEnv({ ...DEPLOYED, BUSINESS_STREET: "", DATABASE_URL: database.url });
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(body.warnings).toEqual([
      expect.stringMatching(
        /^No quote can be sent or signed until the business facts give the office's street address \(.*BUSINESS_STREET/,
      ),
    ]);
  });

  it("stays 200 but warns the owner when a deployed site's functions lack GLIBC_TUNABLES, and not on a local run", async () => {
    useEnv({ ...DEPLOYED, GLIBC_TUNABLES: "", DATABASE_URL: database.url });
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(body.warnings).toEqual([
      expect.stringMatching(/^GLIBC_TUNABLES is not set, so each function instance keeps the memory a photo's decoding took/),
    ]);
    useEnv({ NETLIFY: "", CONTEXT: "", DATABASE_URL: database.url, GLIBC_TUNABLES: "" });
    expect((await check()).body.warnings).toEqual([]);
  });

  it("reads Netlify Database's NETLIFY_DB_URL, with the driver Netlify names", async () => {
    useEnv({ ...DEPLOYED, NETLIFY_DB_URL: database.url, NETLIFY_DB_DRIVER: "server" });
    expect((await check()).body.database).toBe("ok");
  });

  it("still reads the legacy Netlify DB extension's NETLIFY_DATABASE_URL", async () => {
    useEnv({ ...DEPLOYED, NETLIFY_DATABASE_URL: database.url });
    expect((await check()).body.database).toBe("ok");
  });

  it("answers 503 naming email, and counts the waiting emails, on a deployed site with no provider", async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      "insert into email_outbox (kind, \"to\", subject, text) values ('lead-notification', 'a@example.com', 'Lead', 'Hi')",
    );
    await client.end();
    useEnv({ ...DEPLOYED, RESEND_API_KEY: "", DATABASE_URL: database.url });
    const { status, body } = await check();
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: "failing",
      failing: ["email"],
      email: { status: "not configured", provider: "none", waiting: 1 },
    });
    expect(body.problems).toEqual([
      "1 email waiting to be sent. No email provider is set: set RESEND_API_KEY (or SMTP_URL) in the site's environment variables.",
    ]);
  });

  it("answers 503 naming DATABASE_URL and AUTH_SECRET on a deployed site without them, with no connection attempt", async () => {
    useEnv({ NETLIFY: "true", RESEND_API_KEY: "re_secret_key" });
    const { status, body } = await check();
    expect(status).toBe(503);
    expect(body).toMatchObject({ failing: ["config"], database: "not configured" });
    expect(body.problems.join(" ")).toMatch(
      /^No database is set \(DATABASE_URL, NETLIFY_DB_URL\): add a Netlify Database.*AUTH_SECRET is not set/,
    );
    expect(console.error).not.toHaveBeenCalledWith(expect.stringContaining("ECONNREFUSED"), expect.anything());
  });

  it("answers 503 naming the schema when migrations are pending", async () => {
    const behind = await openTestDatabase();
    try {
      const client = new pg.Client({ connectionString: behind.url });
      await client.connect();
      await client.query(
        "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)",
      );
      await client.end();
      useEnv({ ...DEPLOYED, DATABASE_URL: behind.url });
      const { status, body } = await check();
      expect(status).toBe(503);
      expect(body).toMatchObject({
        failing: ["schema"],
        schema: { status: "behind", applied: journal.entries.at(-2)!.tag, latest: LATEST },
      });
    } finally {
      await behind.stop();
    }
  });

  it("answers 503 with the database down when it is unreachable", async () => {
    useEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:9/postgres" });
    const { status, body } = await check();
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: "failing",
      failing: ["database"],
      database: "down",
      schema: { status: "unknown" },
      email: { provider: "file", waiting: null },
    });
  });

  it("is ok locally with files as the email provider", async () => {
    useEnv({ DATABASE_URL: database.url });
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: { status: "ok", provider: "file" }, commit: null, context: null });
  });
});

describe("GET /api/health, text messages", () => {
  it("says sms: not configured while Twilio is not set", async () => {
    useEnv({ ...DEPLOYED, DATABASE_URL: database.url });
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(body.sms).toEqual({ status: "not configured", waiting: 0 });
  });

  it("says sms: ok once the account, token and a sender are set, and shows no token", async () => {
    useEnv({
      ...DEPLOYED,
      DATABASE_URL: database.url,
      TWILIO_ACCOUNT_SID: "AC123",
      TWILIO_AUTH_TOKEN: "twilio-secret-token",
      TWILIO_FROM_NUMBER: "+14805550000",
    });
    const { body, text } = await check();
    expect(body.sms).toEqual({ status: "ok", waiting: 0 });
    expect(text).not.toContain("twilio-secret-token");
  });
});
