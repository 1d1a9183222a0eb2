import { asc } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { emailOutbox } from "../../src/server/db/schema";
import { resetServerEnv, serverEnv, type ServerEnv } from "../../src/server/env";
import type { OutgoingEmail } from "../../src/server/email/message";
import { EMAIL_KINDS, sendBookingEmails, sendLeadEmails } from "../../src/server/email/send";
import type { MailTransport } from "../../src/server/email/transport";
import { openTestDatabase, type TestDatabase } from "../helpers/database";
import { ADMIN_EMAILS, appointmentRow, CANCEL_URL, leadRow, MAIL_FROM, NOW } from "./fixtures";

let database: TestDatabase;
let pool: pg.Pool;
let db: Database;
let env: ServerEnv;

beforeAll(async () => {
  database = await openTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  db = drizzle(pool, { schema });
  resetServerEnv();
  env = { ...serverEnv(), SMTP_URL: undefined, MAIL_FROM, ADMIN_EMAILS };
});
afterAll(async () => {
  await pool?.end();
  await database?.stop();
});
beforeEach(async () => {
  await db.delete(emailOutbox);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

function recording(sent: OutgoingEmail[], failWith?: string): MailTransport {
  return {
    kind: "file",
    async send(message) {
      if (failWith) throw new Error(failWith);
      sent.push(message);
      return { messageId: "<test@example.com>" };
    },
  };
}

const storedRows = () => db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

describe("sendBookingEmails", () => {
  it("stores and sends the confirmation with its invitation and the admins' notice", async () => {
    const sent: OutgoingEmail[] = [];
    await sendBookingEmails(db, env, appointmentRow(), CANCEL_URL, { now: NOW, transport: recording(sent) });
    expect(sent.map((message) => message.to)).toEqual(["ana.lopez@example.com", ADMIN_EMAILS.join(", ")]);
    expect(sent[0]!.ics).toContain("METHOD:REQUEST");
    expect(sent[0]!.text).toContain(CANCEL_URL);
    const rows = await storedRows();
    expect(rows.map((row) => [row.kind, row.status, row.relatedId])).toEqual([
      [EMAIL_KINDS.appointmentConfirmation, "sent", appointmentRow().id],
      [EMAIL_KINDS.appointmentAdminNotification, "sent", appointmentRow().id],
    ]);
  });

  it("resolves, leaving both rows failed, when the transport throws", async () => {
    await expect(sendBookingEmails(db, env, appointmentRow(), CANCEL_URL, { now: NOW, transport: recording([], "SMTP down") })).resolves.toBeUndefined();
    expect((await storedRows()).map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ["failed", 1, "SMTP down"],
      ["failed", 1, "SMTP down"],
    ]);
  });

  it("still stores the admins' notice when the confirmation cannot be written", async () => {
    const sent: OutgoingEmail[] = [];
    await sendBookingEmails(db, env, appointmentRow({ appointmentTime: "not a slot" }), CANCEL_URL, { now: NOW, transport: recording(sent) });
    expect((await storedRows()).map((row) => row.kind)).toEqual([EMAIL_KINDS.appointmentAdminNotification]);
    // One line naming the email and the error, never the error object (a failed query's holds the customer's data).
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`"${EMAIL_KINDS.appointmentConfirmation}".*could not be stored.*Error: Not a slot label`)));
  });

  it("resolves when the database is down", async () => {
    const down = drizzle(new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:9/postgres", connectionTimeoutMillis: 1_000 }), { schema });
    const sent: OutgoingEmail[] = [];
    await expect(sendBookingEmails(down, env, appointmentRow(), CANCEL_URL, { now: NOW, transport: recording(sent) })).resolves.toBeUndefined();
    expect(sent).toEqual([]);
  });
});

describe("sendLeadEmails", () => {
  it("stores and sends the notice to the admins", async () => {
    const sent: OutgoingEmail[] = [];
    await sendLeadEmails(db, env, leadRow(), { now: NOW, transport: recording(sent) });
    expect(sent.map((message) => message.subject)).toEqual(["New lead: Ben Carter, Door installation"]);
    expect((await storedRows()).map((row) => [row.kind, row.status, row.relatedId])).toEqual([[EMAIL_KINDS.leadNotification, "sent", leadRow().id]]);
  });
});
