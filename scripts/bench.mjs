/**
 * `npm run bench`: measures the served production build on this machine.
 * 1. Lighthouse (mobile) for one page of each type, median of three runs: the four scores,
 *    LCP, TBT, CLS and script KB (as transferred, and as counted over dist/ by script-weight.ts).
 *    Then the machine's floor: the same run on a page with one heading and nothing else, which
 *    no page of ours can beat, so each page's figures are read against what this CPU allows.
 * 2. Booking (POST /api/appointments) and calendar reads (GET /api/appointments) under
 *    concurrent load: latency median and p95, and throughput.
 * 3. Cold start of each function as Netlify deploys it (scripts/bundle-functions.mjs): the
 *    time a fresh Node process spends importing the bundle, median of five.
 * 4. Taps on the booking calendar (/estimate) on a phone-sized touch screen with the CPU slowed
 *    4x: each tap's time to the next frame by the Event Timing API, median of 7 runs
 *    (scripts/bench-taps.mjs). Before the API part, which fills the calendar's slots.
 * Numbers are medians on a noisy 2-core machine: compare them as ratios, never assert them.
 * The load average is printed at the start and the end, to say how quiet the machine was.
 * `--no-build` reuses dist/; `--skip-lighthouse` / `--skip-taps` / `--skip-api` / `--skip-functions` skip
 * a part; `--taps` measures only the taps;
 * `--only=/,/estimate,/es/contact` measures only those pages (by page type, or any path); `--runs=5` sets the
 * Lighthouse runs per page (3 unless told), `--tap-runs=9` the runs of the taps (7 unless told).
 * `--against=http://host:port` reads each page side by side with the same path on another site
 * (the old site, another build), alternating in one Chrome, and prints both LCPs and their ratio;
 * `--against-paths=/locations/mesa:/mesa-windows-doors` maps a page to its path there.
 * `--history` measures only the admin requests on an empty database and on three years of
 * history, side by side (scripts/bench-history.mjs).
 * `--photos` measures only the photo server's memory: the peak and what it keeps after the
 * largest upload of each kind and a bomb of each format (scripts/bench-photos.mjs).
 */
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import pg from "pg";
import { startLocalDatabase } from "./local-db.mjs";
import { bundleFunctions } from "./bundle-functions.mjs";
import { applyMigrations } from "./migrate.mjs";
import { loadavg } from "node:os";
import { serveBuild } from "./serve.mjs";
import { distScriptKb, lcpAgainstContentPages, medianFigures, pageTypeFigures, printPageTypeTable, sideBySideRow } from "./bench-pages.mjs";
import { benchTaps } from "./bench-taps.mjs";

const argv = process.argv.slice(2);
const args = new Set(argv);
/** The value of `--name=value`, if given. */
const option = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const port = Number(process.env.BENCH_PORT ?? 4499);
const allPages = {
  home: "/",
  estimate: "/estimate",
  contact: "/contact",
  service: "/services/window-replacement",
  city: "/locations/mesa",
  product: "/milgard/tuscany-v400",
  blog: "/blog/gilbert-windows-doors-guide",
};
const only = option("only")?.split(",").filter(Boolean);
// A page type by name or path, or any other path of the site (/es/contact), measured as its own type.
const pages = only
  ? Object.fromEntries(
      only.map((wanted) => Object.entries(allPages).find(([type, path]) => wanted === type || wanted === path) ?? [wanted, wanted]),
    )
  : allPages;
const unknown = Object.values(pages).filter((path) => !path.startsWith("/"));
if (unknown.length) {
  console.error(
    `--only: unknown page type ${unknown.join(", ")}; give a path, or one of ${Object.entries(allPages)
      .map(([type, path]) => `${type} (${path})`)
      .join(", ")}`,
  );
  process.exit(1);
}
const lighthouseRuns = Number(option("runs") ?? 3);
const against = option("against")?.replace(/\/$/, "");
if (against !== undefined && !URL.canParse(against)) {
  console.error(`--against: "${against}" is not a URL; give the other site's base, e.g. --against=http://127.0.0.1:4660`);
  process.exit(1);
}
/** Our path → theirs, for --against: `ours:theirs` pairs, each a path. */
const pathPairs = (option("against-paths") ?? "")
  .split(",")
  .filter(Boolean)
  .map((pair) => pair.split(":"));
const badPair = pathPairs.find((pair) => pair.length !== 2 || !pair.every((path) => path.startsWith("/")));
if (badPair) {
  console.error(`--against-paths: "${badPair.join(":")}" is not ours:theirs with two paths, e.g. /locations/mesa:/mesa-windows-doors`);
  process.exit(1);
}
if (pathPairs.length > 0 && against === undefined) {
  console.error("--against-paths maps our pages to another site's: give that site with --against=http://host:port too");
  process.exit(1);
}
const theirPaths = new Map(pathPairs);
if (args.has("--photos")) {
  const { benchPhotos } = await import("./bench-photos.mjs");
  await benchPhotos({ port });
  process.exit(0);
}
if (args.has("--history")) {
  const { benchHistory } = await import("./bench-history.mjs");
  await benchHistory({ runs: Number(option("runs") ?? 25) });
  process.exit(0);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The parts to measure: `--taps` alone, or every part not skipped. */
const parts = new Set(
  args.has("--taps") ? ["taps"] : ["lighthouse", "taps", "api", "functions"].filter((part) => !args.has(`--skip-${part}`)),
);
const tapRuns = Number(option("tap-runs") ?? 7);
// The cold-start figures need neither the site nor a database.
const needsSite = parts.has("lighthouse") || parts.has("taps") || parts.has("api");
let server;
let database;

if (needsSite) {
  if (!args.has("--no-build") || !existsSync("dist/index.html")) {
    const build = spawnSync("npx", ["astro", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  database = await startLocalDatabase({ dataDir: null, port: port + 1 });
  await applyMigrations(database.url);
  process.env.DATABASE_URL = database.url;
  process.env.MAIL_OUTBOX_DIR = ".data/bench-outbox";
  server = await serveBuild({ host: "127.0.0.1", port });
}

/** The machine's load average over 1, 5 and 15 minutes: 2 cores, so above 2 means other work waited beside ours. */
const machineLoad = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(", ");
console.log(`Load average at the start: ${machineLoad()}`);
try {
  if (parts.has("lighthouse")) await (against ? benchSideBySide() : benchLighthouse());
  if (parts.has("taps")) await benchTaps({ baseUrl: server.url, runs: tapRuns, median });
  if (parts.has("api")) await benchApi();
  if (parts.has("functions")) await benchColdStarts();
  console.log(`\nLoad average at the end: ${machineLoad()}`);
} finally {
  await server?.close();
  await database?.stop();
}

function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
}

async function benchLighthouse() {
  const chrome = await launchChrome();
  const rows = [];
  const failing = new Set();
  try {
    for (const [type, path] of Object.entries(pages)) {
      const runs = [];
      for (let run = 0; run < lighthouseRuns; run++) {
        const result = await lighthouseAudit(`${server.url}${path}`, chrome.port);
        const { categories, audits } = result.lhr;
        for (const id of ["accessibility", "best-practices", "seo"]) {
          for (const ref of categories[id].auditRefs) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(`${type}: ${id} / ${ref.id}`);
          }
        }
        runs.push(pageTypeFigures(result.lhr));
      }
      rows.push(pageTypeRow(type, path, runs));
    }
    rows.push(await floorRow(chrome.port));
  } finally {
    chrome.kill();
  }
  printPageTypeTable(rows, lighthouseRuns);
  for (const line of lcpAgainstContentPages(rows)) console.log(line);
  if (failing.size) console.log(`Audits not passed in some run:\n  ${[...failing].join("\n  ")}`);
}

/**
 * Each page against the same page on another site, in turn and each going first every other run,
 * so a change in the machine's load falls on both alike.
 */
async function benchSideBySide() {
  const chrome = await launchChrome();
  const rows = [];
  try {
    for (const [type, path] of Object.entries(pages)) {
      const theirPath = theirPaths.get(path) ?? path;
      const runs = { ours: [], theirs: [] };
      for (let run = 0; run < lighthouseRuns; run++) {
        const order = run % 2 ? ["theirs", "ours"] : ["ours", "theirs"];
        for (const who of order) {
          const url = who === "ours" ? `${server.url}${path}` : `${against}${theirPath}`;
          runs[who].push(pageTypeFigures((await lighthouseAudit(url, chrome.port)).lhr));
        }
      }
      rows.push(sideBySideRow(type, [path, theirPath], runs.ours, runs.theirs, median));
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `\nLighthouse, mobile, side by side with ${against}, median of ${lighthouseRuns} runs each (FCP and LCP medians apart); ratio: their LCP over ours`,
  );
  console.table(rows);
}

/** Lighthouse's mobile audit of `url`, all four categories. */
function lighthouseAudit(url, chromePort) {
  return lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
}

/**
 * The floor row: a page with a title, a description and one heading (no CSS, no script, no
 * image), served from a bare server, audited as the pages are.
 */
async function floorRow(chromePort) {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="The lightest page there is, to measure what this machine allows."></head><body><h1>One heading</h1></body></html>';
  const floor = createServer((_request, response) => response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html));
  await new Promise((resolve) => floor.listen(port + 2, "127.0.0.1", resolve));
  try {
    const runs = [];
    for (let run = 0; run < lighthouseRuns; run++)
      runs.push(pageTypeFigures((await lighthouseAudit(`http://127.0.0.1:${port + 2}/`, chromePort)).lhr));
    return { type: "floor", path: "(one heading)", ...medianFigures(runs, median) };
  } finally {
    floor.close();
  }
}

/** One page type's row: the median of its runs, and its script KB counted over dist/. */
function pageTypeRow(type, path, runs) {
  return { type, path, ...medianFigures(runs, median), ...distScriptKb(path) };
}

/** Date/slot pairs that can be booked from now on, each `crews` times. */
function bookableSlots() {
  const slots = [];
  const today = new Date(Date.now() - 7 * 3600_000);
  for (let day = 2; day < 27; day++) {
    const date = new Date(today.getTime() + day * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue;
    for (const time of ["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"]) slots.push({ date, time });
  }
  return slots;
}

async function benchApi() {
  const crews = 20;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const settings = {
    slots: ["8:00 AM", "10:00 AM", "12:00 PM", "2:00 PM", "4:00 PM"].map((label) => ({ label, alwaysUnavailable: label === "12:00 PM" })),
    durationMinutes: 120,
    closedWeekdays: [0],
    blockedDates: [],
    crewsPerSlot: crews,
    leadTimeMinutes: 120,
    weeksAhead: 5,
    // Every public holiday open, so the slots bookableSlots() lists (all but Sundays) are all bookable whatever the week.
    openHolidays: [
      "new-years-day",
      "memorial-day",
      "independence-day",
      "labor-day",
      "thanksgiving",
      "day-after-thanksgiving",
      "christmas-eve",
      "christmas-day",
    ],
  };
  await client.query(
    "insert into calendar_settings (id, settings, updated_by) values (1, $1, 'bench') on conflict (id) do update set settings = $1",
    [JSON.stringify(settings)],
  );
  await client.end();

  const slots = bookableSlots();
  await fetch(`${server.url}/api/appointments`); // builds the function bundle once, outside the measurement
  const reads = await load("GET /api/appointments", 400, () => fetch(`${server.url}/api/appointments`));
  const bookings = await load("POST /api/appointments (booking)", Math.min(400, slots.length * crews), (index) => {
    const slot = slots[index % slots.length];
    const body = {
      firstName: "Bench",
      lastName: String(index),
      email: `bench${index}@example.com`,
      phone: "480-555-0100",
      address: `${index} Bench Rd`,
      city: "Gilbert",
      zipCode: "85233",
      serviceType: "consultation",
      appointmentDate: slot.date,
      appointmentTime: slot.time,
    };
    return fetch(`${server.url}/api/appointments`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  });
  console.log("\nAPI under load: 10 concurrent clients");
  console.table([reads, bookings]);
}

/** Sends `total` requests from 10 concurrent clients; reports latency percentiles and throughput. */
async function load(name, total, send, concurrency = 10) {
  const latencies = [];
  const statuses = new Map();
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        const index = issued++;
        const begin = performance.now();
        const response = await send(index);
        await response.arrayBuffer();
        latencies.push(performance.now() - begin);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const percentile = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return {
    name,
    requests: total,
    statuses: [...statuses].map(([status, count]) => `${status}x${count}`).join(" "),
    "median ms": Math.round(percentile(50)),
    "p95 ms": Math.round(percentile(95)),
    "req/s": Math.round(total / seconds),
  };
}

/** Module load time of each bundled function in a fresh process (a cold start's share that is ours). */
async function benchColdStarts(runs = 5) {
  // Inside the repository, as Netlify ships them: a bundle's package imports (twilio in the
  // webhooks, sharp in photos) resolve from node_modules, as they do beside the deployed bundle.
  mkdirSync("build", { recursive: true });
  const dir = mkdtempSync(join("build", "bench-functions-"));
  try {
    const bundles = await bundleFunctions({ outDir: dir });
    const rows = bundles.map(({ name, file }) => {
      const times = Array.from({ length: runs }, () => {
        const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t); process.exit(0);`;
        const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
        if (result.status !== 0) throw new Error(`${name}: the bundle does not load: ${result.stderr.trim().split("\n")[0]}`);
        return Number(result.stdout.trim());
      });
      return { function: name, "module load ms (median)": Math.round(median(times)), "max ms": Math.round(Math.max(...times)) };
    });
    console.log(`\nFunction cold starts: module load of each bundle in a fresh process, ${runs} runs`);
    console.table(rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
