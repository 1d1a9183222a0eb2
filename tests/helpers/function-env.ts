/**
 * The environment a function test runs in: its database, emails written to a temporary
 * outbox (no SMTP), no bot check, optionally a frozen clock, and quiet expected warnings.
 * Call at the top of a test file; it registers its own beforeEach and afterEach.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, vi } from "vitest";
import { resetServerEnv } from "../../src/server/env";
import { openTestDatabase, realPostgresAvailable, startRealPostgres, type TestDatabase } from "./database";

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
 * For race tests: a real PostgreSQL server for the file (concurrent statements really race there,
 * unlike in PGlite), with `useFunctionEnv` on it. Wrap the tests in `describeOnRealPostgres`,
 * which skips them where PostgreSQL is not installed.
 */
export function useRealPostgresFunctionDatabase({ now }: { now?: Date } = {}): void {
  let database: TestDatabase | null = null;
  beforeAll(async () => {
    if (realPostgresAvailable()) database = await startRealPostgres();
  });
  afterAll(async () => {
    await database?.stop();
  });
  useFunctionEnv(() => database?.url ?? "", { now });
}

export const describeOnRealPostgres = describe.skipIf(!realPostgresAvailable());
