import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { emailOutbox } from "../../src/server/db/schema";
import { enqueue, retryUnsent } from "../../src/server/email/outbox";
import type { OutgoingEmail } from "../../src/server/db/emails/messages";
import type { MailTransport } from "../../src/server/email/transport";
import { openRealPostgresDatabase, realPostgresAvailable, type TestDatabase } from "../helpers/database";
import { ALWAYS_DUE, NOW } from "./fixtures";

// Real PostgreSQL: retry runs race for the same rows for real here, unlike in PGlite.
let database: TestDatabase | null;
let pool: pg.Pool;
let db: Database;

beforeAll(async () => {
  database = await openRealPostgresDatabase();
  if (!database) return;
  pool = new pg.Pool({ connectionString: database.url, max: 20 });
  db = drizzle(pool, { schema });
});
afterAll(async () => {
  await pool?.end();
  await database?.stop();
});

function recordingTransport(sent: string[]): MailTransport {
  return {
    kind: "file",
    async send(message: OutgoingEmail) {
      // A slow server keeps each run busy while the others claim.
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(message.subject);
      return { messageId: `<${message.subject}@test>` };
    },
  };
}

describe.skipIf(!realPostgresAvailable())("retryUnsent on real PostgreSQL", () => {
  it("sends each due row exactly once when ten runs start at the same instant", async () => {
    await db.delete(emailOutbox);
    const subjects = Array.from({ length: 40 }, (_, index) => `message ${index}`);
    await enqueue(
      db,
      "appointment-confirmation",
      null,
      subjects.map((subject) => ({ to: "ana@example.com", subject, text: "t", html: "<p>t</p>" })),
      NOW,
    );

    const sent: string[] = [];
    const later = new Date(NOW.getTime() + 2 * 60_000);
    const reports = await Promise.all(
      Array.from({ length: 10 }, () => retryUnsent(db, recordingTransport(sent), { now: later, limit: 10, rules: ALWAYS_DUE })),
    );

    expect(sent.sort()).toEqual([...subjects].sort());
    expect(reports.reduce((total, report) => total + report.attempted, 0)).toBe(40);
  });
});
