/**
 * The environment a function test runs in: its database, emails written to a temporary
 * outbox (no SMTP), no bot check, optionally a frozen clock, and quiet expected warnings.
 * Call at the top of a test file; it registers its own beforeEach and afterEach.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, vi } from "vitest";
import { CEILING_KEYS, type CeilingSettings } from "../../src/core/site-ceilings";
import { getDb } from "../../src/server/db/client";
import { saveCeilingSettings } from "../../src/server/db/limits/site-ceilings";
import { resetServerEnv } from "../../src/server/env";
import { openRealPostgresDatabase, openTestDatabase, realPostgresAvailable, type TestDatabase } from "./database";

/** The page paths the beacon function accepts in tests (a build writes the real list). */
export const SITE_PAGES_FIXTURE = "tests/fixtures/site-pages.json";

/** The service cities as the content layer writes them (src/build-time/service-cities-loader.ts), for tests, which run without a build. */
export const SERVICE_CITIES_FIXTURE = "tests/fixtures/service-cities.json";

export function useFunctionEnv(databaseUrl: () => string, { now }: { now?: Date } = {}): void {
  beforeEach(() => {
    if (now) vi.useFakeTimers({ toFake: ["Date"], now });
    vi.stubEnv("DATABASE_URL", databaseUrl());
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("MAIL_OUTBOX_DIR", mkdtempSync(join(tmpdir(), "wdnm-outbox-")));
    vi.stubEnv("RECAPTCHA_SECRET_KEY", "");
    vi.stubEnv("LEADS_FORWARD_URL", "");
    // No texts unless a test points Twilio at its stand-in (tests/helpers/twilio-stand-in.ts).
    vi.stubEnv("TWILIO_ACCOUNT_SID", "");
    // The build's list of page paths, as a fixture: the tests run without a build.
    vi.stubEnv("SITE_PAGES_FILE", SITE_PAGES_FIXTURE);
    vi.stubEnv("SERVICE_CITIES_FILE", SERVICE_CITIES_FIXTURE);
    resetServerEnv();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetServerEnv();
  });
}

/** The test file's own migrated database (opened once for the file) with `useFunctionEnv` on it. */
export function useFunctionDatabase({ now }: { now?: Date } = {}): void {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.stop();
  });
  useFunctionEnv(() => database.url, { now });
}

/**
 * For race tests: a database of its own on the run's real PostgreSQL server (concurrent statements really race there,
 * unlike in PGlite), with `useFunctionEnv` on it. Wrap the tests in `describeOnRealPostgres`,
 * which skips them where PostgreSQL is not installed.
 */
export function useRealPostgresFunctionDatabase({ now }: { now?: Date } = {}): void {
  let database: TestDatabase | null = null;
  beforeAll(async () => {
    database = await openRealPostgresDatabase();
  });
  afterAll(async () => {
    await database?.stop();
  });
  useFunctionEnv(() => database?.url ?? "", { now });
}

export const describeOnRealPostgres = describe.skipIf(!realPostgresAvailable());

/** Site-wide ceilings far above anything a test sends. */
export const LIFTED_CEILINGS = Object.fromEntries(CEILING_KEYS.map((key) => [key, 100_000])) as CeilingSettings;

/**
 * For files that book, send or text more within one frozen hour than a real site would in an
 * hour: the site-wide ceilings are lifted before each test, so they never decide what the file
 * is about (tests/abuse/site-ceilings.test.ts proves them). Call after useFunctionDatabase.
 */
export function useLiftedSiteCeilings(): void {
  beforeEach(async () => {
    await saveCeilingSettings(getDb(), LIFTED_CEILINGS, "tests");
  });
}
