/**
 * One process per embedded data folder (scripts/data-dir-lock.mjs): a job run while the
 * server serves goes through that server and never opens the folder itself; a second
 * server stops with one line; a lock left by a killed process does not block.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockPathOf } from "../../scripts/data-dir-lock.mjs";
import { startLocalDatabase } from "../../scripts/local-db.mjs";
import { freePort } from "../helpers/database";

const TIMEOUT = 180_000;

/** The environment of a child command: this one's, with no database URL and the given overrides. */
function childEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...overrides };
  for (const name of [
    "DATABASE_URL",
    "NETLIFY_DB_URL",
    "NETLIFY_DATABASE_URL",
    "NETLIFY_DATABASE_URL_UNPOOLED",
    "NETLIFY",
    "CONTEXT",
    "SITE_ID",
    "DEPLOY_ID",
  ])
    delete env[name];
  return env;
}

/** Runs a command to its end; resolves to its exit code and output. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts a long-running child and resolves once a stdout line passes `ready`, with that line. */
function startChild(args: string[], ready: (line: string) => boolean): Promise<{ child: ChildProcess; line: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: childEnv({}), stdio: ["ignore", "pipe", "pipe"] });
    let buffered = "";
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    child.stdout!.on("data", (chunk) => {
      buffered += chunk;
      const line = buffered.split("\n").find(ready);
      if (line) resolve({ child, line });
    });
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}: ${stderr}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

async function query<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * A visit whose day-before reminder is due now: it starts 11 to 12 hours from the real
 * clock (the job reads it), on the hour in Phoenix time (UTC-7 all year), booked a week ago.
 */
function visitDueForReminder(): { date: string; time: string; bookedAt: string } {
  const hour = 3_600_000;
  const start = Math.floor((Date.now() + 12 * hour) / hour) * hour;
  const phoenix = new Date(start - 7 * hour);
  const hours = phoenix.getUTCHours();
  const time = `${hours % 12 || 12}:00 ${hours < 12 ? "AM" : "PM"}`;
  return { date: phoenix.toISOString().slice(0, 10), time, bookedAt: new Date(start - 7 * 24 * hour).toISOString() };
}

describe("a data folder served by a running process", () => {
  let root: string;
  let dataDir: string;
  let server: ChildProcess;
  let url: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "wdnm-lock-"));
    dataDir = join(root, "pg");
    const started = await startChild(["tests/local/serve-data-dir.mjs", dataDir], (line) => line.startsWith("{"));
    server = started.child;
    url = (JSON.parse(started.line) as { url: string }).url;
  }, TIMEOUT);

  afterAll(async () => {
    server?.kill("SIGTERM");
    if (server) await exited(server);
    rmSync(root, { recursive: true, force: true });
  }, TIMEOUT);

  it(
    "runs a job through the running server, which keeps serving the data written before",
    async () => {
      const [lead] = await query<{ id: string }>(
        url,
        "insert into leads (first_name, last_name, email, phone, service) values ('Ana', 'Lopez', 'ana@example.com', '4805550100', 'windows') returning id",
      );
      const visit = visitDueForReminder();
      const [appointment] = await query<{ id: string }>(
        url,
        `insert into appointments (first_name, last_name, email, phone, address, city, zip_code, service_type, appointment_date, appointment_time, duration, status, seat, cancel_token_hash, created_at, updated_at)
         values ('Ben', 'Carter', 'ben@example.com', '6025550199', '1 N Main St', 'Mesa', '85201', 'window-installation', $1, $2, 120, 'confirmed', 1, 'hash-1', $3, $3) returning id`,
        [visit.date, visit.time, visit.bookedAt],
      );
      const job = await run(
        ["scripts/run-job.mjs", "send-reminders"],
        childEnv({ LOCAL_DB_DIR: dataDir, LOCAL_DB_PORT: String(await freePort()), MAIL_OUTBOX_DIR: join(root, "outbox") }),
      );
      expect(job.stderr).not.toMatch(/Aborted|RuntimeError/);
      expect(job.code, job.stderr).toBe(0);
      expect(job.stdout).toContain("send-reminders: 204");
      // The server is still up, answers queries, and the row written before is there.
      expect(server.exitCode).toBeNull();
      expect(await query(url, "select id, first_name from leads where id = $1", [lead!.id])).toEqual([{ id: lead!.id, first_name: "Ana" }]);
      // What the job wrote went through the server: a second engine on the folder would have written to its own copy.
      expect(await query(url, "select kind from appointment_reminders where appointment_id = $1", [appointment!.id])).toEqual([
        { kind: "day-before" },
      ]);
      expect(await query(url, "select status from email_outbox where related_id = $1", [appointment!.id])).toEqual([{ status: "sent" }]);
    },
    TIMEOUT,
  );

  it("refuses a second server on the folder with one line naming the owner, and leaves the folder alone", async () => {
    await expect(startLocalDatabase({ dataDir, port: 0 })).rejects.toThrow(
      new RegExp(
        `^The database folder ${dataDir} is in use by process ${server.pid} \\(serving it at ${new URL(url).host.replace(/\./g, "\\.")}\\): stop that process first`,
      ),
    );
    expect(await query(url, "select 1 as ok")).toEqual([{ ok: 1 }]);
  });

  it(
    "stops `npm start` with that one line and exit code 1",
    async () => {
      const start = await run(
        ["scripts/start.mjs", "--no-build"],
        childEnv({ LOCAL_DB_DIR: dataDir, LOCAL_DB_PORT: String(await freePort()), PORT: String(await freePort()) }),
      );
      expect(start.code).toBe(1);
      expect(start.stderr.trim().split("\n")).toEqual([
        expect.stringMatching(/^The database folder .* is in use by process \d+ \(serving it at 127\.0\.0\.1:\d+\)/),
      ]);
      expect(await query(url, "select 1 as ok")).toEqual([{ ok: 1 }]);
    },
    TIMEOUT,
  );
});

describe("a lock left by a killed process", () => {
  it(
    "is taken over: the next server opens the folder and removes the lock when it stops",
    async () => {
      const root = mkdtempSync(join(tmpdir(), "wdnm-stale-"));
      const dataDir = join(root, "pg");
      try {
        const { child } = await startChild(["tests/local/hold-lock.mjs", dataDir], (line) => line === "held");
        child.kill("SIGKILL");
        await exited(child);
        expect(existsSync(lockPathOf(dataDir))).toBe(true);
        const database = await startLocalDatabase({ dataDir, port: 0 });
        expect(await query(database.url, "select 1 as ok")).toEqual([{ ok: 1 }]);
        await database.stop();
        expect(existsSync(lockPathOf(dataDir))).toBe(false);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
    TIMEOUT,
  );
});
