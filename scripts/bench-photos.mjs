/**
 * `npm run bench -- --photos`: the photo function's memory. Runs the photos function alone in a
 * process of its own, as a Netlify instance of it runs (scripts/bench-photos-server.mjs; the
 * database and the photo store run in this process, as on Netlify they are elsewhere), then
 * uploads, one at a time, the largest photo of each kind the site takes and one bomb of each
 * format, and reads the server's resident memory from /proc: its peak during each upload (VmHWM,
 * reset before each) and what it keeps afterwards, once garbage is collected. The goal: a peak
 * under 300 MB and back within 50 MB of idle.
 *
 * Run twice: as the process starts by default, and with glibc's allocator told to give large
 * blocks back (GLIBC_TUNABLES, see docs/performance.md): libvips' threads each keep an arena,
 * which by default holds on to what a decode freed. Linux only (/proc).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { build } from "esbuild";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startLocalBlobs } from "./local-blobs.mjs";
import { startLocalDatabase } from "./local-db.mjs";
import { applyMigrations } from "./migrate.mjs";
import { flatImage, heicClaiming, heicFixture, jpegClaiming, pngBomb, webpClaiming } from "./photo-bombs.mjs";

/** glibc's allocator: large blocks (128 KB and up) mapped on their own, so freeing one returns it; two arenas. */
export const GIVE_BACK_TUNABLES = "glibc.malloc.mmap_threshold=131072:glibc.malloc.arena_max=2";

/** What is uploaded, in order: the largest accepted of each kind, then a bomb per format. */
const UPLOADS = [
  ["JPEG 52 MP (8320 × 6250)", "photo.jpg", () => flatImage(8320, 6250, "jpeg"), 201],
  ["JPEG progressive 12.6 MP (4096 × 3072)", "photo.jpg", () => flatImage(4096, 3072, "progressive-jpeg"), 201],
  ["JPEG CMYK 12.6 MP (4096 × 3072)", "photo.jpg", () => flatImage(4096, 3072, "cmyk-jpeg"), 201],
  ["JPEG progressive CMYK 8.4 MP (3344 × 2508)", "photo.jpg", () => flatImage(3344, 2508, "progressive-cmyk-jpeg"), 201],
  ["PNG 52 MP (8320 × 6250)", "photo.png", () => flatImage(8320, 6250, "png"), 201],
  ["PNG interlaced 12.6 MP (4096 × 3072)", "photo.png", () => flatImage(4096, 3072, "interlaced-png"), 201],
  ["WebP 52 MP (8320 × 6250)", "photo.webp", () => flatImage(8320, 6250, "webp"), 201],
  ["HEIC 24 MP (5712 × 4284, an iPhone's)", "IMG_0001.HEIC", async () => heicFixture("iphone-24mp"), 201],
  ["bomb: progressive JPEG claiming 9999 × 9999", "photo.jpg", () => jpegClaiming(9999, 9999, { progressive: true }), 413],
  ["bomb: progressive CMYK JPEG claiming 9990 × 9990", "photo.jpg", () => jpegClaiming(9990, 9990, { progressive: true, cmyk: true }), 413],
  ["bomb: PNG claiming 30,000 × 30,000", "photo.png", async () => pngBomb(30_000), 413],
  ["bomb: WebP claiming 16,383 × 16,383", "photo.webp", () => webpClaiming(16_383, 16_383), 413],
  ["bomb: HEIC claiming 8000 × 6000", "IMG_0001.HEIC", async () => heicClaiming(8000, 6000), 413],
];

/** A figure of /proc/PID/status in MB (VmRSS: resident now; VmHWM: the peak since the last reset). */
const procMb = (pid, field) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;
/** Resets the process's peak (VmHWM) to its current RSS. */
const resetPeak = (pid) => writeFileSync(`/proc/${pid}/clear_refs`, "5");

/** Runs the benchmark; prints one table per allocator setting. @param {{ port: number }} options */
export async function benchPhotos({ port }) {
  const database = await startLocalDatabase({ dataDir: null, port: port + 1 });
  const blobsDir = mkdtempSync(join(tmpdir(), "wdnm-bench-blobs-"));
  const blobs = await startLocalBlobs(blobsDir);
  try {
    await applyMigrations(database.url);
    // The photos function bundled as scripts/local-functions.mjs bundles every function, inside
    // the project, so its package imports resolve.
    const bundle = resolve(".netlify/bench-photos/photos.mjs");
    await build({
      entryPoints: ["netlify/functions/photos.mts"],
      outfile: bundle,
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node22",
      packages: "external",
      logLevel: "warning",
    });
    const files = [];
    for (const [name, file, make, expected] of UPLOADS) files.push({ name, file, bytes: await make(), expected });
    for (const tunables of [undefined, GIVE_BACK_TUNABLES]) {
      console.log(`\nPhoto server memory, ${tunables ? `GLIBC_TUNABLES=${tunables}` : "glibc's default allocator settings"} (MB of RSS):`);
      await benchOneServer({ port, bundle, databaseUrl: database.url, blobsContext: blobs.context, tunables, files });
    }
  } finally {
    await blobs.stop();
    await database.stop();
    rmSync(blobsDir, { recursive: true, force: true });
  }
}

/** One server process: idle, then each upload's peak and what is kept after it. */
async function benchOneServer({ port, bundle, databaseUrl, blobsContext, tunables, files }) {
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    NETLIFY_BLOBS_CONTEXT: blobsContext,
    PHOTOS_PER_ADDRESS_PER_HOUR: "100000",
  };
  if (tunables) env.GLIBC_TUNABLES = tunables;
  const server = spawn(process.execPath, ["--expose-gc", "scripts/bench-photos-server.mjs", bundle], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: server.stdout });
  const exited = once(server, "exit").then(([code]) => Promise.reject(new Error(`The photo server stopped (exit code ${code}).`)));
  exited.catch(() => {});
  /** Resolves when the server prints `line`; rejects if it stops first. */
  const said = (line) =>
    Promise.race([
      exited,
      new Promise((done) =>
        lines.on("line", function listen(text) {
          if (text === line) {
            lines.off("line", listen);
            done(undefined);
          }
        }),
      ),
    ]);
  /** RSS once garbage is collected and the allocator had a second to give memory back. */
  const heldMb = async () => {
    const collected = said("collected");
    server.kill("SIGUSR2");
    await collected;
    await sleep(1000);
    return procMb(server.pid, "VmRSS");
  };
  try {
    await said("listening");
    const origin = `http://127.0.0.1:${port}`;
    // What every instance pays once: sharp and libvips loaded by a first small photo.
    await upload(origin, { file: "photo.jpg", bytes: await flatImage(64, 48, "jpeg") });
    const idle = await heldMb();
    const rows = [["upload", "status", "peak", "peak − idle", "kept", "kept − idle"]];
    rows.push(["(idle: after one small photo)", "", "", "", idle.toFixed(0), ""]);
    let worst = idle;
    for (const { name, file, bytes, expected } of files) {
      resetPeak(server.pid);
      const status = await upload(origin, { file, bytes });
      const peak = procMb(server.pid, "VmHWM");
      const kept = await heldMb();
      worst = Math.max(worst, peak);
      rows.push([
        name,
        status === expected ? String(status) : `${status} (expected ${expected})`,
        peak.toFixed(0),
        `+${(peak - idle).toFixed(0)}`,
        kept.toFixed(0),
        `${kept - idle >= 0 ? "+" : ""}${(kept - idle).toFixed(0)}`,
      ]);
    }
    const kept = await heldMb();
    printTable(rows);
    console.log(
      `Highest peak ${worst.toFixed(0)} MB (goal: under 300); kept at the end ${kept.toFixed(0)} MB, ${(kept - idle).toFixed(0)} MB over idle (goal: within 50).`,
    );
  } finally {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await once(server, "exit");
    }
  }
}

/** POSTs one photo; resolves to the status. */
async function upload(origin, { file, bytes }) {
  const form = new FormData();
  form.append("photo", new File([bytes], file));
  const response = await fetch(`${origin}/api/photos`, { method: "POST", body: form, headers: { Origin: origin } });
  await response.arrayBuffer();
  return response.status;
}

function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  "));
}
