/**
 * Deploys without deploying: packs every function the way Netlify's build does
 * (scripts/bundle-functions.mjs, then @netlify/zip-it-and-ship-it with netlify.toml's
 * production config), unpacks each zip into a read-only folder, and runs the bundles
 * there, each in a fresh process as on AWS Lambda, against a real database: health, a
 * booking, a cancel, a lead and the retry job. The routes Netlify reads from the bundles are
 * the route table's (src/schemas/routes), each function's own.
 * - With no email provider: the emails wait in the outbox, and nothing is written to disk.
 * - With a local SMTP server: the emails go out.
 */
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { resolveConfig } from "@netlify/config";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleFunctions } from "../../scripts/bundle-functions.mjs";
import { availability, daysFromToday } from "../../src/core/availability";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import * as table from "../../src/schemas/routes";
import type { ApiRoute } from "../../src/schemas/routes/route";
import { openTestDatabase, type TestDatabase } from "../helpers/database";
import { concretePath } from "../helpers/function-routes";

const execFileAsync = promisify(execFile);
const RUNNER = resolve("tests/helpers/run-function-bundle.mjs");
const SITE = "https://www.windowsanddoorsnearme.com";
/** A bundle's process still running after this long has hung (one takes about a second, ten times that on a busy machine). */
const HUNG_PROCESS_MS = 120_000;
/** Each test starts a process per function, one after another: this bounds only a hang, never a busy machine. */
const HUNG_TEST_MS = 300_000;
const HUNG_SETUP_MS = 900_000;
/** SMTP_URL query parameters that override the site's SMTP timeouts (src/server/email/transport.ts). */
const HANG_ONLY_SMTP_TIMEOUTS = "connectionTimeout=120000&greetingTimeout=120000&socketTimeout=120000";

interface PackedFunction {
  name: string;
  /** The unpacked, read-only copy of the zip (the Lambda's /var/task). */
  root: string;
  /** The bundle's path inside the zip. */
  main: string;
}

interface RunResult {
  loadMs: number;
  config: { path?: string | string[]; schedule?: string };
  response: { status: number; body: string } | null;
}

let work: string;
let packed: Map<string, PackedFunction>;
/** What zip-it-and-ship-it read from each bundle, as Netlify deploys it. */
let manifest: {
  name: string;
  runtimeAPIVersion?: number;
  routes?: { pattern: string; literal?: string; expression?: string }[];
  schedule?: string;
}[];
let database: TestDatabase;
let readOnly: (command: string[], cwd: string) => string[];

beforeAll(async () => {
  const started = performance.now();
  // Inside the repository, as Netlify's build packs build/functions: the packer ships the
  // packages a bundle imports (sharp, twilio, nodemailer) from the node_modules above it.
  mkdirSync("build", { recursive: true });
  work = resolve(mkdtempSync(join("build", "deploy-test-")));
  const [{ config }] = await Promise.all([
    resolveConfig({ context: "production", offline: true, cwd: process.cwd() }),
    bundleFunctions({ outDir: join(work, "functions") }),
  ]);
  const includedFiles = config.functions?.["*"]?.included_files ?? [];
  const zips = await zipFunctions([join(work, "functions")], join(work, "zips"), {
    basePath: process.cwd(),
    repositoryRoot: process.cwd(),
    config: { "*": { includedFiles } },
    archiveFormat: "zip",
  });
  packed = new Map(zips.map((zip) => [zip.name, unpack(zip.path, zip.name)]));
  manifest = zips;
  readOnly = makeReadOnly(join(work, "copies"));
  // A real PostgreSQL where the machine has one: each short-lived process opens its own connections.
  database = await openTestDatabase();
  console.info(`Packed and unpacked ${packed.size} functions in ${Math.round(performance.now() - started)} ms.`);
  // Bundling and zipping two dozen functions (the photos one with sharp's native libvips) takes
  // minutes on a busy machine: only a hang should end it.
}, HUNG_SETUP_MS);

afterAll(async () => {
  await database?.stop();
  if (work) {
    spawnSync("chmod", ["-R", "u+w", work]);
    rmSync(work, { recursive: true, force: true });
  }
});

/** Unzips one function into copies/NAME, as Lambda unpacks it into /var/task. */
function unpack(zipPath: string, name: string): PackedFunction {
  const root = join(work, "copies", name);
  mkdirSync(root, { recursive: true });
  const unzip = spawnSync("unzip", ["-q", zipPath, "-d", root], { encoding: "utf8" });
  if (unzip.status !== 0) throw new Error(`unzip failed: ${unzip.stderr}`);
  const main = readdirSync(root, { recursive: true, encoding: "utf8" }).find((path) => basename(path) === `${name}.mjs`);
  if (!main) throw new Error(`No ${name}.mjs in ${zipPath}`);
  return { name, root, main };
}

/**
 * Makes the copies read-only. As root, file modes do not stop writes, so each run gets
 * its own read-only bind mount of the copies where the machine allows it (unshare);
 * otherwise the modes do. Either way the test also checks that no file appeared.
 */
function makeReadOnly(copies: string): (command: string[], cwd: string) => string[] {
  spawnSync("chmod", ["-R", "a-w", copies]);
  if (process.getuid?.() !== 0) return (command) => command;
  const probe = spawnSync("unshare", ["-m", "sh", "-c", 'mount --bind -o ro "$0" "$0" && ! touch "$0/probe" 2>/dev/null', copies]);
  if (probe.status !== 0) {
    console.warn(
      "Running the bundles as root without a read-only mount (unshare is not allowed here): only the no-new-files check guards the disk.",
    );
    return (command) => command;
  }
  return (command, cwd) => [
    "unshare",
    "-m",
    "sh",
    "-c",
    'mount --bind -o ro "$0" "$0" && cd "$1" && shift && exec "$@"',
    copies,
    cwd,
    ...command,
  ];
}

/** Every file under `dir`, with its size and modification time. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => `${relative(dir, path)} ${statSync(path).size} ${statSync(path).mtimeMs}`)
    .sort();
}

/**
 * Runs function `name` in a fresh process in its read-only copy, with `env` and optionally
 * one request. Asynchronous, so the SMTP server in this process can answer meanwhile.
 */
async function run(
  name: string,
  env: Record<string, string>,
  request?: { path: string; method?: string; body?: unknown },
): Promise<RunResult> {
  const fn = packed.get(name);
  if (!fn) throw new Error(`No packed function "${name}"`);
  const requestJson =
    request &&
    JSON.stringify({
      url: `${SITE}${request.path}`,
      method: request.method,
      body: request.body,
      headers: { "content-type": "application/json", origin: SITE },
    });
  const [command, ...args] = readOnly([process.execPath, RUNNER, fn.main, ...(requestJson ? [requestJson] : [])], fn.root);
  try {
    const { stdout } = await execFileAsync(command!, args, {
      cwd: fn.root,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", HOME: fn.root, ...env },
      timeout: HUNG_PROCESS_MS,
    });
    return JSON.parse(stdout.trim().split("\n").at(-1)!) as RunResult;
  } catch (error) {
    throw new Error(`${name} failed: ${(error as { stderr?: string }).stderr ?? error}`, { cause: error });
  }
}

/**
 * The first day from two days ahead whose 10:00 AM the default calendar offers, judged by the
 * same rule the booking function applies (closed weekdays and days, the window), on any date.
 */
function bookableDate(): string {
  const now = new Date();
  const days = daysFromToday(now, DEFAULT_CALENDAR_SETTINGS.weeksAhead * 7).slice(2);
  const open = availability(DEFAULT_CALENDAR_SETTINGS, [], days, now).find((day) =>
    day.slots.some((slot) => slot.time === "10:00 AM" && slot.available),
  );
  if (!open) throw new Error("The default calendar offers no 10:00 AM in its window");
  return open.date;
}

async function query<Row>(sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Health, a booking, its cancel (by the link in the stored confirmation), a lead, then the retry job. */
async function walkThrough(env: Record<string, string>, email: string) {
  const health = await run("health", env, { path: "/api/health" });
  const booking = await run("appointments", env, {
    path: "/api/appointments",
    method: "POST",
    body: {
      firstName: "Ana",
      lastName: "Lopez",
      email,
      phone: "(480) 555-0100",
      address: "123 E Main St",
      city: "Gilbert",
      zipCode: "85233",
      serviceType: "window-installation",
      appointmentDate: bookableDate(),
      appointmentTime: "10:00 AM",
    },
  });
  const [confirmation] = await query<{ text: string }>(
    "select text from email_outbox where \"to\" = $1 and kind = 'appointment-confirmation'",
    [email],
  );
  const token = /\/cancel\/([A-Za-z0-9_-]+)/.exec(confirmation?.text ?? "")?.[1];
  const cancel = await run("cancel", env, { path: `/api/cancel/${token}`, method: "POST" });
  const lead = await run("leads", env, {
    path: "/api/leads",
    method: "POST",
    body: {
      firstName: "Lena",
      lastName: "Ortiz",
      email: `lead-${email}`,
      phone: "602-555-0123",
      service: "energy-efficiency",
      projectDetails: "West-facing windows",
      source: "contact-page",
    },
  });
  // Netlify calls a scheduled function with a POST whose body names the next run.
  const retried = await run("retry-deliveries", env, {
    path: "/.netlify/functions/retry-deliveries",
    method: "POST",
    body: { next_run: new Date().toISOString() },
  });
  return { health, booking, cancel, lead, retried };
}

const BASE_ENV = (): Record<string, string> => ({
  NETLIFY: "true",
  CONTEXT: "production",
  COMMIT_REF: "0123abcd",
  DATABASE_URL: database.url,
  AUTH_SECRET: "deploy-test-secret-0123456789abcdef",
  SITE_URL: SITE,
});

describe("every function, packed as Netlify packs it and run from a read-only copy", { timeout: HUNG_TEST_MS }, () => {
  it("finds every function in netlify/functions, each one bundle that loads on its own", async () => {
    // Netlify reads each bundle as a v2 function with the route or schedule of its source.
    for (const fn of manifest)
      expect({ name: fn.name, v: fn.runtimeAPIVersion, routed: Boolean(fn.routes?.length || fn.schedule) }).toEqual({
        name: fn.name,
        v: 2,
        routed: true,
      });
    expect(manifest.find((fn) => fn.name === "health")?.routes?.map((route) => route.pattern)).toEqual(["/api/health"]);
    expect(manifest.find((fn) => fn.name === "retry-deliveries")?.schedule).toBe("*/10 * * * *");
    const sources = readdirSync("netlify/functions")
      .filter((file) => /\.(mts|ts|mjs|js)$/.test(file))
      .map((file) => file.replace(/\.\w+$/, ""));
    expect([...packed.keys()].sort()).toEqual(sources.sort());
    // One after another, so each load time is measured alone.
    const loads = [];
    for (const name of packed.keys()) loads.push({ name, ...(await run(name, BASE_ENV())) });
    for (const load of loads) expect(load.config.path ?? load.config.schedule, load.name).toBeTruthy();
    console.info(`Module load of each bundle: ${loads.map((load) => `${load.name} ${Math.round(load.loadMs)} ms`).join(", ")}`);
  });

  it("deploys each function at exactly its paths of the route table, and each path of the table to one function", async () => {
    // What Netlify routes by: the patterns zip-it-and-ship-it read from each bundle's config literal.
    for (const fn of manifest) {
      const source = (await import(join(process.cwd(), "netlify/functions", `${fn.name}.mts`))) as {
        default: { path?: string | string[] };
      };
      expect(fn.routes?.map((route) => route.pattern) ?? [], fn.name).toEqual([source.default.path ?? []].flat());
    }
    const matches = (route: { literal?: string; expression?: string }, path: string) =>
      route.literal !== undefined ? route.literal === path : new RegExp(route.expression!).test(path);
    for (const route of Object.values(table as Record<string, unknown>).filter(
      (value): value is ApiRoute => typeof value === "object" && value !== null && "path" in value,
    )) {
      const path = concretePath(route.path);
      const deployedAt = manifest.filter((fn) => fn.routes?.some((deployed) => matches(deployed, path))).map((fn) => fn.name);
      expect(deployedAt, route.path).toHaveLength(1);
    }
  });

  /** The libraries the bundles load on demand, each with a string of its own code (scripts/bundle-functions.mjs keeps them out). */
  const ON_DEMAND_LIBRARY_STRINGS = {
    twilio: "tls-test.twilio.com",
    stripe: "stripe-node",
    pdfkit: "%PDF-",
    nodemailer: "https://nodemailer.com",
    "libheif-js": "libheif",
  };

  it("ships the libraries loaded on demand beside the bundles, not in them, so a cold start never parses them", () => {
    for (const name of ["appointments", "leads", "admin"]) {
      const fn = packed.get(name)!;
      const files = readdirSync(fn.root, { recursive: true, encoding: "utf8" });
      for (const library of ["twilio", "nodemailer"])
        expect(files, `${name} ships ${library}`).toContain(join("node_modules", library, "package.json"));
      // The packer inlines relative imports, split chunks included: only a package import stays out.
      const bundle = readFileSync(join(fn.root, fn.main), "utf8");
      // A string each library has of its own and our code never writes: none may be inlined.
      for (const [library, own] of Object.entries(ON_DEMAND_LIBRARY_STRINGS))
        expect(bundle, `${name} inlines ${library}`).not.toContain(own);
      // What a cold start parses: the admin's, the largest, is 2.0 MB (zod with its locales, and
      // libphonenumber's full metadata, are most of it); any one library above inlined by mistake
      // would add 0.5 to 4 MB.
      expect(bundle.length, name).toBeLessThan(2_300_000);
    }
  });

  it("with no email provider: answers every call, keeps the emails waiting in the outbox, writes nothing, and health says so", async () => {
    const before = snapshot(join(work, "copies"));
    const steps = await walkThrough(BASE_ENV(), "no-provider@example.com");
    expect(steps.booking.response!.status).toBe(201);
    expect(steps.cancel.response).toMatchObject({ status: 200 });
    expect(JSON.parse(steps.cancel.response!.body)).toMatchObject({ status: "cancelled" });
    expect(steps.lead.response!.status).toBe(201);
    expect(steps.retried.response!.status).toBe(204);
    const outbox = await query<{ kind: string; status: string; attempts: number; last_error: string | null }>(
      "select kind, status, attempts, last_error from email_outbox order by id",
    );
    expect(outbox.map((row) => row.kind)).toEqual([
      "appointment-confirmation",
      "appointment-admin-notification",
      "appointment-cancelled",
      "appointment-cancelled-notification",
      "lead-notification",
    ]);
    for (const row of outbox) expect(row).toMatchObject({ status: "pending", attempts: 0, last_error: null });
    expect(snapshot(join(work, "copies"))).toEqual(before);

    const health = (await run("health", BASE_ENV(), { path: "/api/health" })).response!;
    expect(health.status).toBe(503);
    // Anyone reads only up or down; the report that names email is an admin's (tests/functions/health.test.ts).
    expect(JSON.parse(health.body)).toEqual({ status: "failing" });
  });

  it("with a local SMTP server: the retry job sends what waited, new emails go out at once, and health is ok", async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        stream.on("data", () => {});
        stream.on("end", () => {
          received.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
          callback();
        });
      },
    });
    await new Promise<void>((done) => smtp.listen(0, "127.0.0.1", done));
    try {
      // The SMTP server answers from this busy test process: the site's fail-fast SMTP timeouts
      // (5 s for a greeting) are raised, through the URL as any site may, so only a hang trips them.
      const env = {
        ...BASE_ENV(),
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}?${HANG_ONLY_SMTP_TIMEOUTS}`,
      };
      // The five that waited are due one minute after they were stored.
      await query("update email_outbox set updated_at = updated_at - interval '2 minutes', created_at = created_at - interval '2 minutes'");
      const steps = await walkThrough(env, "with-smtp@example.com");
      expect(steps.booking.response!.status).toBe(201);
      expect(steps.health.response!.status).toBe(200);
      const statuses = await query<{ status: string; count: number }>(
        "select status, count(*)::int as count from email_outbox group by status",
      );
      // The first walk's confirmation waited for a visit cancelled since: no longer due, it is
      // skipped, and its customer reads only the cancellation; the rest go out.
      expect(statuses.sort((a, b) => a.status.localeCompare(b.status))).toEqual([
        { status: "sent", count: 9 },
        { status: "skipped", count: 1 },
      ]);
      expect(received.filter((address) => address === "with-smtp@example.com")).toHaveLength(2);
      expect(received.filter((address) => address === "no-provider@example.com")).toHaveLength(1);
    } finally {
      await new Promise<void>((done) => smtp.close(() => done()));
    }
  });
});
