/**
 * Migration 0015 moves review_requests to the new person keys: rows keyed by an Outlook "+tag"
 * address join the mailbox's row, and an opt-out given under either key holds for both, so
 * nobody who said "no more" is asked again. Run here on rows as the migration finds them.
 */
import { readFileSync } from "node:fs";
import pg from "pg";
import { expect, it } from "vitest";
import { reviewRequests } from "../../src/server/db/schema";
import { getDb } from "../../src/server/db/client";
import { useFunctionDatabase } from "../helpers/function-env";

useFunctionDatabase();

/** The migration's statements that move review_requests (its last three), as one transaction. */
function rekeyStatements(): string[] {
  const migration = readFileSync(new URL("../../drizzle/0015_person-keys-for-every-provider.sql", import.meta.url), "utf8");
  return migration.slice(migration.indexOf('CREATE TEMPORARY TABLE "review_request_keys"')).split("--> statement-breakpoint");
}

it("merges rows whose keys now name one mailbox, keeping the opt-out and the latest request", async () => {
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  await getDb()
    .insert(reviewRequests)
    .values([
      { emailKey: "ana+1@outlook.com", requestedAt: at("2026-05-01"), optOutTokenHash: "token-a", optedOutAt: at("2026-05-02") },
      { emailKey: "ana@outlook.com", requestedAt: at("2026-09-01"), optOutTokenHash: "token-b" },
      { emailKey: "kim-news@yahoo.com", requestedAt: at("2026-06-01"), optOutTokenHash: "token-c" },
      { emailKey: "lee+x@company.com", requestedAt: at("2026-06-01"), optOutTokenHash: "token-d" },
    ]);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("begin");
    for (const statement of rekeyStatements()) await client.query(statement);
    await client.query("commit");
  } finally {
    await client.end();
  }
  const rows = (await getDb().select().from(reviewRequests)).map(({ emailKey, optOutTokenHash, optedOutAt }) => ({
    emailKey,
    optOutTokenHash,
    optedOut: optedOutAt !== null,
  }));
  expect(rows.sort((a, b) => a.emailKey.localeCompare(b.emailKey))).toEqual([
    { emailKey: "ana@outlook.com", optOutTokenHash: "token-b", optedOut: true },
    { emailKey: "kim@yahoo.com", optOutTokenHash: "token-c", optedOut: false },
    { emailKey: "lee+x@company.com", optOutTokenHash: "token-d", optedOut: false },
  ]);
});
