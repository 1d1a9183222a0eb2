/**
 * `npm run bench -- --history`: do the admin's requests stay flat as years of history pile up?
 * On a real PostgreSQL 15 (the machine's binaries, as the race tests start it), each admin
 * request's median is measured on the empty database, then again after
 * scripts/bench-history-seed.sql wrote three years of a busy contractor's history
 * (60,000 appointments with one history event each, 150,000 leads), side by side with the ratio.
 *
 * The requests go to the functions as Netlify deploys them (scripts/bundle-functions.mjs),
 * called in-process with a real Request and a real admin session, as the cold-start part of
 * `npm run bench` loads them: what is measured is the function and its queries, not an HTTP
 * server. A CSV export is timed to its first byte (the download has started), and the rest is
 * read to the end so the next request finds the connection free.
 * `--runs=N` sets the runs per request (25 unless told). Medians on a shared machine: read
 * them as ratios, never assert them.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { startRealPostgres } from "./real-postgres.ts";
import { bundleFunctions } from "./bundle-functions.mjs";

const ADMIN = "owner@example.com";
const SEED_SQL = new URL("./bench-history-seed.sql", import.meta.url);

/** The requests measured: a name, the function and its path (a CSV export is timed to its first byte). */
function requests(today) {
  const monthAgo = new Date(Date.parse(today) - 30 * 86_400_000).toISOString().slice(0, 10);
  return [
    ["dashboard", "admin", "/api/admin/dashboard"],
    ["appointments, page 1", "admin", "/api/admin/appointments?page=1&pageSize=20"],
    ["appointments, page 5", "admin", "/api/admin/appointments?page=5&pageSize=20"],
    ["appointment search (name)", "admin", "/api/admin/appointments?search=whitfield"],
    ["appointment search (phone)", "admin", "/api/admin/appointments?search=480-205-1234"],
    ["appointments, status pending", "admin", "/api/admin/appointments?status=pending"],
    ["appointments, status no-show", "admin", "/api/admin/appointments?status=no-show"],
    ["appointments, last 30 days", "admin", `/api/admin/appointments?from=${monthAgo}&to=${today}`],
    ["appointments, any flag", "admin", "/api/admin/appointments?flag=any"],
    ["appointments CSV, first byte", "admin", "/api/admin/appointments.csv"],
    ["leads, page 1", "admin", "/api/admin/leads?page=1&pageSize=20"],
    ["lead search (name)", "admin", "/api/admin/leads?search=okafor"],
    ["lead search (email)", "admin", "/api/admin/leads?search=lead12345@"],
    ["leads, status new", "admin", "/api/admin/leads?status=new"],
    ["leads, over the limit", "admin", "/api/admin/leads?flag=over-limit"],
    ["leads CSV, first byte", "admin", "/api/admin/leads.csv"],
    ["calendar (public)", "appointments", "/api/appointments"],
  ];
}

/** Runs the history benchmark and prints its table. */
export async function benchHistory({ runs = 25 } = {}) {
  const database = await startRealPostgres();
  if (!database)
    throw new Error("The history benchmark needs PostgreSQL 15 at /usr/lib/postgresql/15/bin (apt-get install postgresql-15).");
  const bundleDir = mkdtempSync(join(tmpdir(), "wdnm-bench-history-"));
  const client = new pg.Client({ connectionString: database.url });
  try {
    await client.connect();
    const cookie = await openAdminSession(client);
    Object.assign(process.env, {
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(33).toString("base64"),
      ADMIN_EMAILS: ADMIN,
      MAIL_OUTBOX_DIR: join(bundleDir, "outbox"),
    });
    const handlers = await loadHandlers(bundleDir);
    console.log(`Bundled the functions; measuring ${runs} runs of each request on the empty database.`);
    const today = new Date(Date.now() - 7 * 3600_000).toISOString().slice(0, 10);
    const measured = requests(today);
    const empty = await measureAll(handlers, measured, cookie, runs);
    const started = performance.now();
    await client.query(readFileSync(SEED_SQL, "utf8"));
    // What autovacuum does soon after such a load: statistics, and the visibility map index-only scans read.
    for (const table of ["appointments", "appointment_events", "leads"]) await client.query(`vacuum analyze ${table}`);
    const counts = await client.query(
      "select (select count(*) from appointments) as appointments, (select count(*) from appointment_events) as events, (select count(*) from leads) as leads",
    );
    console.log(`Seeded ${JSON.stringify(counts.rows[0])} in ${Math.round(performance.now() - started)} ms.`);
    const seeded = await measureAll(handlers, measured, cookie, runs);
    printTable(measured, empty, seeded, runs);
  } finally {
    await client.end().catch(() => {});
    await database.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  }
}

/** A live admin session written straight into the database (the token's digest, as the site stores it); its cookie. */
async function openAdminSession(client) {
  const token = randomBytes(32).toString("base64url");
  const { rows } = await client.query("insert into auth_users (id, email) values (gen_random_uuid()::text, $1) returning id", [ADMIN]);
  await client.query(
    "insert into auth_sessions (session_token, user_id, expires, last_active_at) values (encode(sha256(convert_to($1, 'UTF8')), 'hex'), $2, now() + interval '1 day', now())",
    [token, rows[0].id],
  );
  return `authjs.session-token=${token}`;
}

/** The deployed bundles of the admin and appointments functions, loaded once (warm). */
async function loadHandlers(dir) {
  const bundles = await bundleFunctions({ outDir: join(dir, "functions") });
  const handlers = {};
  for (const name of ["admin", "appointments"]) {
    const bundle = bundles.find((entry) => entry.name === name);
    handlers[name] = (await import(pathToFileURL(bundle.file).href)).default;
  }
  return handlers;
}

/** One request's time in ms: to the end of the body, or for a CSV to its first byte. */
async function timeOne(handler, path, cookie) {
  const started = performance.now();
  const response = await handler(new Request(`http://localhost${path}`, { headers: { cookie } }));
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  let elapsed;
  if (path.includes(".csv")) {
    await reader.read();
    elapsed = performance.now() - started;
  }
  while (!(await reader.read()).done);
  return elapsed ?? performance.now() - started;
}

/** Median ms of each request, after two warm-up calls each. */
async function measureAll(handlers, measured, cookie, runs) {
  const medians = [];
  for (const [, fn, path] of measured) {
    for (let warm = 0; warm < 2; warm++) await timeOne(handlers[fn], path, cookie);
    const times = [];
    for (let run = 0; run < runs; run++) times.push(await timeOne(handlers[fn], path, cookie));
    medians.push(times.sort((a, b) => a - b)[Math.floor(times.length / 2)]);
  }
  return medians;
}

function printTable(measured, empty, seeded, runs) {
  console.log(`\nAdmin requests, empty database vs three years of history (median of ${runs}, ms)`);
  console.table(
    measured.map(([name], index) => ({
      request: name,
      "empty ms": empty[index].toFixed(1),
      "3 years ms": seeded[index].toFixed(1),
      ratio: `${(seeded[index] / empty[index]).toFixed(1)}x`,
      goal: seeded[index] <= 2 * empty[index] || seeded[index] < 50 ? "met" : "MISSED",
    })),
  );
}
