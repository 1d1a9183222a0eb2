/**
 * Under `npm start` the scheduled functions run by themselves: an email whose first send failed
 * goes out at the next run of retry-deliveries (every 10 minutes), with nobody running a job by
 * hand. The server is built as scripts/start.mjs builds it (serveBuild, then the scheduler on
 * its functions), against a real database and a real SMTP server; the clock is frozen a second
 * before a run is due and moved on that second.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSchedulerUnlessOff } from "../../scripts/scheduled-jobs.mjs";
import { serveBuild } from "../../scripts/serve.mjs";
import { getDb } from "../../src/server/db/client";
import { emailOutbox } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { freePort, openTestDatabase, type TestDatabase } from "../helpers/database";
import { startSmtpStandIn } from "../helpers/smtp-stand-in";
import { STATE_TIMEOUT_MS } from "../helpers/wait-for-state";

/** 10:59:59 AM in Phoenix: retry-deliveries ("*\/10 * * * *", UTC) is due in one second. */
const BEFORE_RUN = new Date("2026-12-01T17:59:59Z");
const FAILED_AT = new Date("2026-12-01T17:40:00Z");

let database: TestDatabase;
let server: Awaited<ReturnType<typeof serveBuild>>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
const received: string[] = [];
const saved = { ...process.env };

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpStandIn({ onMessage: (raw) => received.push(raw.toString("utf8")) });
  // The functions are bundled and loaded by serve.mjs, so they read the real environment.
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?connectionTimeout=120000&greetingTimeout=120000&socketTimeout=120000`,
    MAIL_OUTBOX_DIR: "/tmp/wdnm-scheduled-jobs-outbox",
    TWILIO_ACCOUNT_SID: "",
    STRIPE_SECRET_KEY: "",
  });
  delete process.env.SCHEDULED_JOBS;
  resetServerEnv();
  server = await serveBuild({ host: "127.0.0.1", port: await freePort() });
}, 300_000);
afterAll(async () => {
  vi.useRealTimers();
  await server?.close();
  await smtp?.close();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await database?.stop();
  process.env = saved;
  resetServerEnv();
});

describe("the scheduled jobs under npm start", () => {
  it("send an email whose first send failed, by themselves, at retry-deliveries' next run", async () => {
    const [stranded] = await getDb()
      .insert(emailOutbox)
      .values({
        kind: "appointment-confirmation",
        to: "stranded@example.com",
        subject: "Your visit is booked (stranded)",
        text: "Hello",
        status: "failed",
        attempts: 1,
        lastError: "ECONNREFUSED",
        createdAt: FAILED_AT,
        updatedAt: FAILED_AT,
      })
      .returning();
    const lines: string[] = [];
    const log = {
      log: (line: string) => lines.push(line),
      warn: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});

    vi.useFakeTimers({ now: BEFORE_RUN, toFake: ["Date", "setTimeout", "clearTimeout"] });
    const jobs = startSchedulerUnlessOff(server.functions, process.env, { log });
    try {
      expect(jobs?.names).toContain("retry-deliveries");
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(received.filter((raw) => raw.includes("Your visit is booked (stranded)"))).toHaveLength(1), {
        timeout: STATE_TIMEOUT_MS,
        interval: 50,
      });
      await vi.waitFor(
        () => expect(lines).toContainEqual(expect.stringMatching(/^Scheduled job retry-deliveries: done \(204\) in \d+ ms\.$/)),
        { timeout: STATE_TIMEOUT_MS, interval: 50 },
      );
      const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, stranded!.id));
      expect(row).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      jobs?.stop();
      vi.useRealTimers();
    }
  });
});
