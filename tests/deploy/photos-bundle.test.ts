/**
 * The photos function packed as Netlify packs it (scripts/bundle-functions.mjs, then
 * @netlify/zip-it-and-ship-it), from a folder inside the repository as on Netlify, so the
 * packer finds node_modules and ships sharp's native libvips and libheif-js beside the bundle.
 * (function-bundles.test.ts packs every function from a temporary folder, where no package
 * outside the bundle can be found.) Unpacked, it converts an iPhone's HEIC, and libheif's
 * 2 MB stay out of the bundle a cold start loads.
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { promisify } from "node:util";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bundleFunctions } from "../../scripts/bundle-functions.mjs";
import { startLocalBlobs } from "../../scripts/local-blobs.mjs";
import { openTestDatabase, type TestDatabase } from "../helpers/database";

const SITE = "https://www.windowsanddoorsnearme.com";
const RUNNER = resolve("tests/helpers/run-function-bundle.mjs");

let work: string;
let root: string;
let main: string;
let database: TestDatabase;

beforeAll(async () => {
  mkdirSync("build", { recursive: true });
  work = mkdtempSync(join("build", "photos-bundle-test-"));
  // Only the photos function: a source that re-exports it (two folders deep, as the original).
  writeFileSync(join(work, "photos.mts"), 'export { default, config } from "../../netlify/functions/photos.mts";\n');
  await bundleFunctions({ sourceDir: work, outDir: join(work, "functions") });
  const [zip] = await zipFunctions([join(work, "functions")], join(work, "zips"), {
    basePath: process.cwd(),
    repositoryRoot: process.cwd(),
    archiveFormat: "zip",
  });
  root = resolve(work, "copy");
  mkdirSync(root);
  const unzip = spawnSync("unzip", ["-q", zip!.path, "-d", root], { encoding: "utf8" });
  if (unzip.status !== 0) throw new Error(`unzip failed: ${unzip.stderr}`);
  main = readdirSync(root, { recursive: true, encoding: "utf8" }).find((path) => basename(path) === "photos.mjs")!;
  database = await openTestDatabase();
}, 900_000);

afterAll(async () => {
  await database?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Every file under `dir`, with its size. */
const snapshot = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((path) => `${path} ${statSync(join(dir, path)).size}`)
    .sort();

it("ships libheif-js beside the photos bundle, not in it, and converts a HEIC from the unpacked copy", async () => {
  const files = readdirSync(root, { recursive: true, encoding: "utf8" });
  expect(files).toContain(join("node_modules", "libheif-js", "libheif-wasm", "libheif-bundle.mjs"));
  expect(files.some((path) => path.includes(join("node_modules", "sharp")))).toBe(true);
  // The decoder's inlined WebAssembly is not in the bundle every cold start parses.
  const bundle = readFileSync(join(root, main), "utf8");
  expect(bundle).not.toContain("wasmBinary");
  expect(bundle.length).toBeLessThan(1_500_000);

  const blobs = await startLocalBlobs(join(resolve(work), "blobs"));
  try {
    const before = snapshot(root);
    const file = {
      field: "photo",
      name: "IMG_0001.HEIC",
      type: "image/heic",
      base64: readFileSync("tests/fixtures/heic/photo.heic").toString("base64"),
    };
    const request = JSON.stringify({ url: `${SITE}/api/photos?preview=1`, method: "POST", file, headers: { origin: SITE } });
    const env = {
      PATH: process.env.PATH ?? "",
      HOME: root,
      NETLIFY: "true",
      CONTEXT: "production",
      DATABASE_URL: database.url,
      AUTH_SECRET: "deploy-test-secret-0123456789abcdef",
      SITE_URL: SITE,
      NETLIFY_BLOBS_CONTEXT: blobs.context,
    };
    // Asynchronous, so the embedded database in this process can answer meanwhile.
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [RUNNER, main, request], {
      cwd: root,
      encoding: "utf8",
      env,
      timeout: 120_000,
    });
    const { response } = JSON.parse(stdout.trim().split("\n").at(-1)!) as { response: { status: number; body: string } };
    expect(response.status, `${response.body} ${stderr}`).toBe(201);
    const { id, thumbnail } = JSON.parse(response.body) as { id: string; thumbnail: string };
    expect(thumbnail).toMatch(/^data:image\/jpeg;base64,/);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      expect((await client.query("select width, height, content_type from photos where id = $1", [id])).rows).toEqual([
        { width: 64, height: 96, content_type: "image/jpeg" },
      ]);
    } finally {
      await client.end();
    }
    expect(snapshot(root)).toEqual(before);
  } finally {
    await blobs.stop();
  }
});
