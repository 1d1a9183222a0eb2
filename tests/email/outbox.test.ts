import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { emailOutbox, type EmailMessage } from "../../src/server/db/schema";
import {
  BODY_RETENTION_HOURS,
  countOverdue,
  countWaiting,
  deliver,
  enqueue,
  messageOf,
  purgeBodies,
  retryUnsent,
  type EmailRules,
} from "../../src/server/email/outbox";
import type { OutgoingEmail } from "../../src/server/db/emails/messages";
import { createTransport, type MailTransport } from "../../src/server/email/transport";
import { openTestDatabase, type TestDatabase } from "../helpers/database";
import { ALWAYS_DUE, NOW } from "./fixtures";

let database: TestDatabase;
let pool: pg.Pool;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  db = drizzle(pool, { schema });
});
afterAll(async () => {
  await pool?.end();
  await database?.stop();
});
beforeEach(async () => {
  await db.delete(emailOutbox);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const RELATED_ID = "0b8f7c3e-2f7a-4c55-9a3f-1d2e3f4a5b6c";
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);
const days = (count: number) => minutes(count * 24 * 60);
/** The transport of a deployed site with no provider set. */
const noProvider = () => createTransport({ MAIL_FROM: "Site <site@example.com>", NETLIFY: "true" });

const message = (overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  to: "ana.lopez@example.com",
  subject: "Your free in-home estimate",
  text: "See you then.",
  html: "<p>See you then.</p>",
  ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
  ...overrides,
});

/** A transport that keeps what it was given, and fails while `failWith` is set. */
function fakeTransport(failWith?: string) {
  const sent: OutgoingEmail[] = [];
  const transport: MailTransport & { sent: OutgoingEmail[] } = {
    kind: "file",
    sent,
    async send(outgoing) {
      if (failWith) throw new Error(failWith);
      sent.push(outgoing);
      return { messageId: `<${sent.length}@test>` };
    },
  };
  return transport;
}

async function stored(id: number): Promise<EmailMessage> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row!;
}

describe("enqueue", () => {
  it("stores each message as a pending row and returns the rows", async () => {
    const rows = await enqueue(
      db,
      "appointment-confirmation",
      RELATED_ID,
      [message(), message({ to: "admin@windowsanddoorsnearme.com", ics: undefined })],
      NOW,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      kind: "appointment-confirmation",
      relatedId: RELATED_ID,
      status: "pending",
      attempts: 0,
      lastError: null,
      sentAt: null,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(rows[1]!.ics).toBeNull();
    expect(messageOf(rows[0]!)).toEqual(message());
    expect(await db.select().from(emailOutbox)).toHaveLength(2);
  });

  it("stores nothing for no messages", async () => {
    expect(await enqueue(db, "lead-notification", null, [])).toEqual([]);
  });
});

describe("deliver", () => {
  it("marks a sent row sent, with sentAt and one attempt", async () => {
    const transport = fakeTransport();
    const rows = await enqueue(db, "appointment-confirmation", RELATED_ID, [message()], NOW);
    expect(await deliver(db, transport, rows, minutes(0))).toEqual({ sent: 1, failed: 0 });
    expect(transport.sent).toEqual([message()]);
    expect(await stored(rows[0]!.id)).toMatchObject({ status: "sent", sentAt: NOW, attempts: 1, lastError: null, updatedAt: NOW });
  });

  it("marks a row failed with attempts 1 and the error's message when the transport throws, and does not throw", async () => {
    const rows = await enqueue(db, "appointment-confirmation", RELATED_ID, [message()], NOW);
    await expect(deliver(db, fakeTransport("connect ECONNREFUSED 127.0.0.1:25"), rows, NOW)).resolves.toEqual({ sent: 0, failed: 1 });
    expect(await stored(rows[0]!.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
      sentAt: null,
      updatedAt: NOW,
    });
  });

  it("goes on with the other rows after a failure", async () => {
    const rows = await enqueue(db, "appointment-confirmation", RELATED_ID, [message(), message({ to: "broken" })], NOW);
    const transport: MailTransport = {
      kind: "file",
      async send(outgoing) {
        if (outgoing.to === "broken") throw new Error("Invalid recipient");
        return { messageId: "<ok@test>" };
      },
    };
    expect(await deliver(db, transport, [...rows].reverse(), NOW)).toEqual({ sent: 1, failed: 1 });
    expect((await stored(rows[0]!.id)).status).toBe("sent");
    expect((await stored(rows[1]!.id)).status).toBe("failed");
  });

  it("leaves the rows pending and untried when no provider is set", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const rows = await enqueue(db, "appointment-confirmation", RELATED_ID, [message(), message()], NOW);
    expect(await deliver(db, noProvider(), rows, NOW)).toEqual({ sent: 0, failed: 0 });
    expect(await stored(rows[0]!.id)).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("2 email(s) stored, waiting in the outbox: No email provider is set: set RESEND_API_KEY"),
    );
  });

  it("gives each attempt of a row its own idempotency key", async () => {
    const keys: (string | undefined)[] = [];
    const transport: MailTransport = {
      kind: "resend",
      async send(_outgoing, options) {
        keys.push(options?.idempotencyKey);
        if (keys.length === 1) throw new Error("timeout");
        return { messageId: "<ok@test>" };
      },
    };
    const [row] = await enqueue(db, "appointment-confirmation", RELATED_ID, [message()], NOW);
    await deliver(db, transport, [row!], NOW);
    await deliver(db, transport, [await stored(row!.id)], NOW);
    expect(keys).toEqual([`wdnm-email-${row!.id}-0`, `wdnm-email-${row!.id}-1`]);
  });

  it("does not throw when the outcome cannot be recorded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const down = drizzle(new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:9/postgres", connectionTimeoutMillis: 1_000 }), {
      schema,
    });
    const [row] = await enqueue(db, "appointment-confirmation", RELATED_ID, [message()], NOW);
    await expect(deliver(down, fakeTransport(), [row!], NOW)).resolves.toEqual({ sent: 1, failed: 0 });
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining(`Email ${row!.id} (appointment-confirmation): could not record "sent"`),
    );
  });
});

describe("retryUnsent", () => {
  it("sends a row that failed once with a working transport a minute later", async () => {
    const rows = await enqueue(db, "appointment-confirmation", RELATED_ID, [message()], NOW);
    await deliver(db, fakeTransport("SMTP down"), rows, NOW);

    const working = fakeTransport();
    expect(await retryUnsent(db, working, { now: minutes(1), rules: ALWAYS_DUE })).toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect(working.sent).toEqual([message()]);
    expect(await stored(rows[0]!.id)).toMatchObject({ status: "sent", attempts: 2, sentAt: minutes(1), lastError: "SMTP down" });
  });

  it("drops a row its rules say is no longer due, unsent and keeping why, and sends the others", async () => {
    const rows = await enqueue(
      db,
      "invoice-reminder",
      RELATED_ID,
      [message({ subject: "paid since" }), message({ subject: "still open" })],
      NOW,
    );
    await deliver(db, fakeTransport("SMTP down"), rows, NOW);
    const asked: string[] = [];
    const rules: EmailRules = {
      noLongerDue: async (row, now) => {
        asked.push(`${row.subject} at ${now.toISOString()}`);
        return row.subject === "paid since" ? "The invoice was paid." : null;
      },
    };
    const working = fakeTransport();
    expect(await retryUnsent(db, working, { now: minutes(1), rules })).toEqual({ attempted: 2, sent: 1, failed: 0 });
    expect(asked).toEqual([`paid since at ${minutes(1).toISOString()}`, `still open at ${minutes(1).toISOString()}`]);
    expect(working.sent.map((sent) => sent.subject)).toEqual(["still open"]);
    expect(await stored(rows[0]!.id)).toMatchObject({ status: "skipped", attempts: 1, lastError: "The invoice was paid.", sentAt: null });
    // Dropped for good: no later run tries it, and nothing waits.
    expect(await retryUnsent(db, working, { now: days(1), rules: ALWAYS_DUE })).toEqual({ attempted: 0, sent: 0, failed: 0 });
    expect(await countWaiting(db, days(1))).toBe(0);
  });

  it("leaves a row for the next run when its rules cannot tell whether it is still due", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const [row] = await enqueue(db, "appointment-reminder", RELATED_ID, [message()], NOW);
    await deliver(db, fakeTransport("SMTP down"), [row!], NOW);
    const failing: EmailRules = { noLongerDue: async () => Promise.reject(new Error("database down")) };
    const working = fakeTransport();
    expect(await retryUnsent(db, working, { now: minutes(1), rules: failing })).toEqual({ attempted: 1, sent: 0, failed: 1 });
    expect(working.sent).toEqual([]);
    expect(await stored(row!.id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(await retryUnsent(db, working, { now: minutes(2), rules: ALWAYS_DUE })).toEqual({ attempted: 1, sent: 1, failed: 0 });
  });

  it("waits attempts² minutes after the last try", async () => {
    const [row] = await enqueue(db, "appointment-confirmation", RELATED_ID, [message()], NOW);
    await deliver(db, fakeTransport("first"), [row!], NOW);
    await retryUnsent(db, fakeTransport("second"), { now: minutes(1), rules: ALWAYS_DUE });
    expect((await stored(row!.id)).attempts).toBe(2);

    // Two attempts: due four minutes after the second, at minute 5.
    expect(await retryUnsent(db, fakeTransport(), { now: minutes(4), rules: ALWAYS_DUE })).toEqual({ attempted: 0, sent: 0, failed: 0 });
    expect(await retryUnsent(db, fakeTransport(), { now: minutes(5), rules: ALWAYS_DUE })).toEqual({ attempted: 1, sent: 1, failed: 0 });
  });

  it("leaves a pending row alone for its first minute, then sends it", async () => {
    await enqueue(db, "lead-notification", null, [message()], NOW);
    expect((await retryUnsent(db, fakeTransport(), { now: minutes(0.5), rules: ALWAYS_DUE })).attempted).toBe(0);
    expect(await retryUnsent(db, fakeTransport(), { now: minutes(1), rules: ALWAYS_DUE })).toEqual({ attempted: 1, sent: 1, failed: 0 });
  });

  it("does nothing without a provider, then sends what waited once one is set", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const rows = await enqueue(db, "appointment-confirmation", RELATED_ID, [message({ subject: "a" }), message({ subject: "b" })], NOW);
    await deliver(db, noProvider(), rows, NOW);
    expect(await retryUnsent(db, noProvider(), { now: minutes(10), rules: ALWAYS_DUE })).toEqual({ attempted: 0, sent: 0, failed: 0 });
    const working = fakeTransport();
    expect(await retryUnsent(db, working, { now: days(2), rules: ALWAYS_DUE })).toEqual({ attempted: 2, sent: 2, failed: 0 });
    expect(working.sent.map((sent) => sent.subject)).toEqual(["a", "b"]);
  });

  it("no longer sends a row older than maxAgeDays, and leaves it as it was", async () => {
    const [row] = await enqueue(db, "appointment-confirmation", RELATED_ID, [message()], NOW);
    expect(await retryUnsent(db, fakeTransport(), { now: days(3), maxAgeDays: 2, rules: ALWAYS_DUE })).toEqual({
      attempted: 0,
      sent: 0,
      failed: 0,
    });
    expect(await stored(row!.id)).toMatchObject({ status: "pending", attempts: 0 });
    expect((await retryUnsent(db, fakeTransport(), { now: days(7), rules: ALWAYS_DUE })).attempted).toBe(1);
  });

  it("gives up on a row tried maxAttempts times and leaves it failed", async () => {
    const [row] = await enqueue(db, "appointment-confirmation", RELATED_ID, [message()], NOW);
    await deliver(db, fakeTransport("down"), [row!], NOW);
    await deliver(db, fakeTransport("down"), [row!], NOW);
    expect(await retryUnsent(db, fakeTransport(), { now: minutes(60), maxAttempts: 2, rules: ALWAYS_DUE })).toEqual({
      attempted: 0,
      sent: 0,
      failed: 0,
    });
    expect(await stored(row!.id)).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("never sends a sent row again", async () => {
    const rows = await enqueue(db, "appointment-confirmation", RELATED_ID, [message()], NOW);
    await deliver(db, fakeTransport(), rows, NOW);
    expect((await retryUnsent(db, fakeTransport(), { now: minutes(60), rules: ALWAYS_DUE })).attempted).toBe(0);
  });

  it("tries at most `limit` rows, oldest first", async () => {
    const rows = await enqueue(
      db,
      "appointment-confirmation",
      RELATED_ID,
      [message({ subject: "1" }), message({ subject: "2" }), message({ subject: "3" })],
      NOW,
    );
    const transport = fakeTransport();
    expect(await retryUnsent(db, transport, { now: minutes(2), limit: 2, rules: ALWAYS_DUE })).toEqual({
      attempted: 2,
      sent: 2,
      failed: 0,
    });
    expect(transport.sent.map((sent) => sent.subject)).toEqual(["1", "2"]);
    expect((await stored(rows[2]!.id)).status).toBe("pending");
  });

  it("lets two runs at the same moment share the rows without sending one twice", async () => {
    await enqueue(
      db,
      "appointment-confirmation",
      RELATED_ID,
      Array.from({ length: 6 }, (_, index) => message({ subject: String(index) })),
      NOW,
    );
    const first = fakeTransport();
    const second = fakeTransport();
    const reports = await Promise.all([
      retryUnsent(db, first, { now: minutes(2), rules: ALWAYS_DUE }),
      retryUnsent(db, second, { now: minutes(2), rules: ALWAYS_DUE }),
    ]);
    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(6);
    expect([...first.sent, ...second.sent].map((sent) => sent.subject).sort()).toEqual(["0", "1", "2", "3", "4", "5"]);
  });
});

describe("countWaiting", () => {
  it("counts pending and failed rows within the limits, not sent, given-up or too old ones", async () => {
    const [sent, failed, givenUp, pending] = await enqueue(
      db,
      "lead-notification",
      null,
      [message(), message(), message(), message()],
      NOW,
    );
    await deliver(db, fakeTransport(), [sent!], NOW);
    await deliver(db, fakeTransport("down"), [failed!, givenUp!], NOW);
    await deliver(db, fakeTransport("down"), [givenUp!], NOW);
    expect(pending!.status).toBe("pending");
    expect(await countWaiting(db, minutes(1))).toBe(3);
    expect(await countWaiting(db, minutes(1), { maxAttempts: 2 })).toBe(2);
    expect(await countWaiting(db, days(8))).toBe(0);
  });
});

describe("countOverdue", () => {
  it("counts the rows still worth sending that were stored at least 15 minutes ago: a stuck outbox", async () => {
    const [sent, failed, pending] = await enqueue(db, "lead-notification", null, [message(), message(), message()], NOW);
    await deliver(db, fakeTransport(), [sent!], NOW);
    await deliver(db, fakeTransport("down"), [failed!], NOW);
    expect(pending!.status).toBe("pending");
    expect(await countOverdue(db, minutes(14))).toBe(0);
    expect(await countOverdue(db, minutes(15))).toBe(2);
    expect(await countOverdue(db, days(8))).toBe(0);
  });
});

describe("purgeBodies", () => {
  const hours = (count: number) => minutes(count * 60);
  /** What the admin still sees of a row, and its body. */
  const kept = (row: EmailMessage) => ({
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
  });
  const body = (row: EmailMessage) => ({ text: row.text, html: row.html, ics: row.ics });

  it("keeps a sent message's body for 24 hours after it was sent", async () => {
    expect(BODY_RETENTION_HOURS).toBe(24);
    const [row] = await enqueue(
      db,
      "appointment-confirmation",
      RELATED_ID,
      [message({ text: `Manage your visit: https://www.windowsanddoorsnearme.com/cancel/tok123` })],
      NOW,
    );
    await deliver(db, fakeTransport(), [row!], NOW);
    expect(await purgeBodies(db, { now: new Date(hours(24).getTime() - 1) })).toBe(0);
    expect((await stored(row!.id)).text).toContain("/cancel/tok123");
  });

  it("empties the text, HTML and invitation 24 hours after sending, and keeps recipient, subject, status and times", async () => {
    const [row] = await enqueue(
      db,
      "appointment-confirmation",
      RELATED_ID,
      [message({ text: "Manage: https://www.windowsanddoorsnearme.com/cancel/tok123" })],
      NOW,
    );
    await deliver(db, fakeTransport(), [row!], minutes(5));
    const before = await stored(row!.id);
    expect(await purgeBodies(db, { now: hours(24) })).toBe(0); // sent at 00:05, so not yet
    expect(await purgeBodies(db, { now: new Date(hours(24).getTime() + 5 * 60_000) })).toBe(1);
    const after = await stored(row!.id);
    expect(body(after)).toEqual({ text: "", html: null, ics: null });
    expect(kept(after)).toEqual(kept(before));
    expect(kept(after)).toMatchObject({
      to: "ana.lopez@example.com",
      subject: "Your free in-home estimate",
      status: "sent",
      sentAt: minutes(5),
      createdAt: NOW,
    });
  });

  it("leaves a message that is still waiting to be sent alone, however old its last try", async () => {
    const [failed, pending] = await enqueue(db, "appointment-confirmation", RELATED_ID, [message(), message()], NOW);
    await deliver(db, fakeTransport("down"), [failed!], NOW);
    expect(await purgeBodies(db, { now: days(6) })).toBe(0);
    expect(body(await stored(failed!.id))).toEqual(body(pending!));
    expect(body(await stored(pending!.id))).toEqual(body(pending!));
  });

  it("empties a message given up (too many tries, or too old to send) once it has been untouched for 24 hours", async () => {
    const [givenUp, tooOld] = await enqueue(db, "appointment-confirmation", RELATED_ID, [message(), message()], NOW);
    await deliver(db, fakeTransport("down"), [givenUp!], NOW);
    await deliver(db, fakeTransport("down"), [givenUp!], NOW);
    expect(await purgeBodies(db, { now: hours(23), maxAttempts: 2 })).toBe(0);
    expect(await purgeBodies(db, { now: hours(24), maxAttempts: 2 })).toBe(1);
    expect(await stored(givenUp!.id)).toMatchObject({ status: "failed", attempts: 2, text: "", html: null, ics: null });
    expect(await purgeBodies(db, { now: days(8) })).toBe(1);
    expect(await stored(tooOld!.id)).toMatchObject({ status: "pending", text: "", html: null, ics: null });
  });

  it("touches an emptied row only once", async () => {
    const rows = await enqueue(db, "lead-notification", null, [message(), message()], NOW);
    await deliver(db, fakeTransport(), rows, NOW);
    expect(await purgeBodies(db, { now: days(2) })).toBe(2);
    expect(await purgeBodies(db, { now: days(3) })).toBe(0);
  });
});
