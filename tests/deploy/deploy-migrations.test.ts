import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import journal from "../../drizzle/meta/_journal.json";
import { directNeonUrl, migrationTarget } from "../../scripts/deploy-migrations.mjs";
import { applyMigrations, MIGRATION_LOCK_KEY } from "../../scripts/migrate.mjs";
import { openEmptyRealPostgresDatabase, realPostgresAvailable, type TestDatabase } from "../helpers/database";
import { STATE_TIMEOUT_MS } from "../helpers/wait-for-state";

const NEON = "postgres://app:pw@ep-cool-dew-123456.us-east-2.aws.neon.tech/neondb?sslmode=require";
const NEON_POOLED = "postgres://app:pw@ep-cool-dew-123456-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require";
const NETLIFY_DB = "postgres://app:pw@db.netlify-database.example/main?sslmode=require";

describe("migrationTarget", () => {
  it("migrates DATABASE_URL on a production deploy", () => {
    expect(migrationTarget({ CONTEXT: "production", DATABASE_URL: "postgres://u@db.example.com/app" })).toEqual({
      url: "postgres://u@db.example.com/app",
    });
  });

  it("never migrates from a deploy preview or a branch deploy with their own or the legacy URL", () => {
    for (const context of ["deploy-preview", "branch-deploy", "dev"]) {
      for (const env of [
        { DATABASE_URL: NEON },
        { NETLIFY_DATABASE_URL: NEON_POOLED },
        { DATABASE_URL: NEON, NETLIFY_DB_URL: NETLIFY_DB },
      ]) {
        const target = migrationTarget({ CONTEXT: context, ...env });
        expect(target.url).toBeUndefined();
        expect(target.reason).toMatch(new RegExp(`^Deploy context "${context}": migrations skipped. Only production deploys`));
      }
    }
  });

  it("migrates Netlify Database's NETLIFY_DB_URL on a production deploy, unless DATABASE_URL or a legacy extension's URL is what the functions read", () => {
    expect(migrationTarget({ CONTEXT: "production", NETLIFY_DB_URL: NETLIFY_DB })).toEqual({ url: NETLIFY_DB });
    expect(migrationTarget({ CONTEXT: "production", NETLIFY_DB_URL: NETLIFY_DB, NETLIFY_DATABASE_URL: NEON })).toEqual({ url: NEON });
    expect(migrationTarget({ CONTEXT: "production", NETLIFY_DB_URL: NETLIFY_DB, DATABASE_URL: "postgres://u@db.example.com/app" })).toEqual(
      { url: "postgres://u@db.example.com/app" },
    );
  });

  it("migrates a deploy preview's own Netlify Database branch, and nothing on a branch deploy", () => {
    expect(migrationTarget({ CONTEXT: "deploy-preview", NETLIFY_DB_URL: NETLIFY_DB })).toEqual({ url: NETLIFY_DB });
    expect(migrationTarget({ CONTEXT: "deploy-preview", NETLIFY_DB_URL: NETLIFY_DB, NETLIFY_DATABASE_URL: NEON }).url).toBeUndefined();
    expect(migrationTarget({ CONTEXT: "branch-deploy", NETLIFY_DB_URL: NETLIFY_DB }).url).toBeUndefined();
  });

  it("skips outside Netlify (no CONTEXT)", () => {
    expect(migrationTarget({ DATABASE_URL: NEON }).reason).toMatch(/^Not a Netlify build/);
  });

  it("prefers Netlify DB's unpooled URL to its pooled one", () => {
    expect(
      migrationTarget({
        CONTEXT: "production",
        NETLIFY_DATABASE_URL: NEON_POOLED,
        NETLIFY_DATABASE_URL_UNPOOLED: "postgres://u@direct.example.com/db",
      }),
    ).toEqual({ url: "postgres://u@direct.example.com/db" });
    expect(migrationTarget({ CONTEXT: "production", NETLIFY_DATABASE_URL: NEON_POOLED })).toEqual({ url: NEON });
  });

  it("says which variable to set when production has no database URL", () => {
    expect(migrationTarget({ CONTEXT: "production" }).reason).toMatch(
      /^No database URL \(DATABASE_URL, NETLIFY_DB_URL\) is set for builds/,
    );
  });
});

describe("directNeonUrl", () => {
  it("turns Neon's pooled host into its direct host, since an advisory lock needs a session", () => {
    expect(directNeonUrl(NEON_POOLED)).toBe(NEON);
  });

  it("leaves other URLs alone", () => {
    expect(directNeonUrl(NEON)).toBe(NEON);
    expect(directNeonUrl("postgres://u@db-pooler.example.com/app")).toBe("postgres://u@db-pooler.example.com/app");
  });
});

/**
 * How many sessions wait for the migration lock in `client`'s database (an advisory lock's key sits
 * in objid; other files' databases share the server and its pg_locks).
 */
async function waitingForMigrationLock(client: pg.Client): Promise<number> {
  const { rows } = await client.query(
    "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and objid = $1 and not granted and database = (select oid from pg_database where datname = current_database())",
    [MIGRATION_LOCK_KEY],
  );
  return rows[0].waiting;
}

describe.skipIf(!realPostgresAvailable())("applyMigrations on real PostgreSQL", () => {
  const opened: TestDatabase[] = [];
  /** A database with nothing in it yet, as a new deploy's. */
  async function emptyDatabase(): Promise<string> {
    const database = (await openEmptyRealPostgresDatabase())!;
    opened.push(database);
    return database.url;
  }
  afterAll(async () => {
    for (const database of opened) await database.stop();
  });

  it("lets overlapping runs take turns: every run succeeds and each migration is applied once", async () => {
    const url = await emptyDatabase();
    await Promise.all([applyMigrations(url), applyMigrations(url), applyMigrations(url)]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query("select created_at from drizzle.__drizzle_migrations order by created_at");
      expect(rows.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
    } finally {
      await client.end();
    }
  });

  it("holds the advisory lock while it migrates, so a second run waits", async () => {
    const url = await emptyDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    let finished = false;
    const run = applyMigrations(url).then(() => (finished = true));
    // The state itself, not a pause: the second run's request for the lock is queued behind the holder.
    await vi.waitFor(async () => expect(await waitingForMigrationLock(holder)).toBe(1), { timeout: STATE_TIMEOUT_MS, interval: 50 });
    expect(finished).toBe(false);
    await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    await run;
    expect(finished).toBe(true);
    await holder.end();
  });
});
