/**
 * Prebundles every function in netlify/functions into one self-contained, minified `.mjs`
 * each (`build/functions/NAME/NAME.mjs`, with its on-demand chunks), which Netlify then deploys (netlify.toml points
 * `[build] functions` here).
 *
 * Why: Netlify packs Functions v2 with its "nft" bundler whatever `node_bundler` says
 * (zip-it-and-ship-it forces nft for v2 and only honours "none"), and nft ships
 * node_modules file by file. A cold start then loads hundreds of separate drizzle-orm,
 * zod and Auth.js modules: 0.6-0.9 s here. One bundle per function loads in tens of ms.
 *
 * Each bundle keeps what Netlify reads from the source without running it: a default
 * export that is a function, and `export const config = {...}` as a literal (path,
 * schedule), which this script writes after reading the source's config.
 */
import { appendFile, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** Where Netlify finds the function sources, and where the bundles go. */
export const FUNCTIONS_SOURCE_DIR = "netlify/functions";
export const FUNCTIONS_BUNDLE_DIR = "build/functions";

const SOURCE_EXTENSIONS = new Set([".mts", ".ts", ".mjs", ".js"]);

// CommonJS packages in an ES module bundle (nodemailer, pg) call require() for Node's own
// modules; this gives them one.
const BANNER = 'import { createRequire as __wdnmCreateRequire } from "node:module"; const require = __wdnmCreateRequire(import.meta.url);';

/**
 * Bundles every function file in `sourceDir` into `outDir` (emptied first). Resolves to
 * one entry per function: its name, bundle path and config.
 * @param {{ sourceDir?: string, outDir?: string }} [options]
 * @returns {Promise<{ name: string, file: string, config: Record<string, unknown> }[]>}
 */
export async function bundleFunctions({ sourceDir = FUNCTIONS_SOURCE_DIR, outDir = FUNCTIONS_BUNDLE_DIR } = {}) {
  const source = resolve(sourceDir);
  const out = resolve(outDir);
  await rm(out, { recursive: true, force: true });
  const files = (await readdir(source, { withFileTypes: true })).filter(
    (entry) => entry.isFile() && SOURCE_EXTENSIONS.has(extname(entry.name)),
  );
  const bundles = [];
  for (const file of files) bundles.push(await bundleOne(join(source, file.name), out));
  return bundles;
}

/**
 * One function: bundle, read its config by importing the bundle, write the config literal.
 * Each function is a folder, `NAME/NAME.mjs`, which Netlify deploys as function NAME. Netlify's
 * packer re-bundles it with every relative import inlined, split chunks included, so a library
 * loaded only on demand stays a package import (see `external`): the packer ships the package
 * beside the bundle and a cold start never parses it.
 */
async function bundleOne(sourceFile, out) {
  const name = basename(sourceFile, extname(sourceFile));
  const dir = join(out, name);
  const file = join(dir, `${name}.mjs`);
  // A plain arrow default export: Netlify recognises it as a v2 handler without running it.
  // (A file, not esbuild's stdin: code splitting needs a real entry point.)
  const entries = await mkdtemp(join(tmpdir(), "wdnm-entry-"));
  const entry = join(entries, `${name}.mjs`);
  await writeFile(
    entry,
    `import handler, { config as __wdnmSourceConfig } from ${JSON.stringify(sourceFile)};\nexport default (request, context) => handler(request, context);\nexport { __wdnmSourceConfig };\n`,
  );
  try {
    await build({
      entryPoints: [entry],
      outdir: dir,
      outExtension: { ".js": ".mjs" },
      splitting: true,
      chunkNames: "chunks/[name]-[hash]",
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node22",
      minify: true,
      legalComments: "none",
      banner: { js: BANNER },
      // pg's optional native binding is never used (pg.native is only read on request).
      // sharp (photos) loads a native libvips binary for the platform: it cannot be inlined, so
      // the bundle imports it and Netlify's packer ships node_modules/sharp and @img/* beside it.
      // Libraries loaded on demand stay package imports, off the cold start (the packer would
      // inline a chunk): libheif-js (HEIC, 2 MB of WebAssembly in JavaScript) on the first HEIC,
      // twilio (4 MB) on the first text sent, nodemailer on the first email over SMTP, stripe on
      // the first deposit, pdfkit (and its font engine) on the first contract PDF. The
      // webhooks import twilio's signature check at once, so their bundles load it anyway.
      external: ["pg-native", "sharp", "libheif-js", "twilio", "nodemailer", "stripe", "pdfkit"],
      logLevel: "warning",
    });
  } finally {
    await rm(entries, { recursive: true, force: true });
  }
  const module = await import(`${pathToFileURL(file).href}?built=${Date.now()}`);
  const config = module.__wdnmSourceConfig ?? {};
  await appendFile(file, `\nexport const config = ${JSON.stringify(config)};\n`);
  return { name, file, config };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const started = performance.now();
  const bundles = await bundleFunctions();
  console.log(
    `Bundled ${bundles.length} functions into ${FUNCTIONS_BUNDLE_DIR}/ in ${Math.round(performance.now() - started)} ms: ${bundles.map((bundle) => bundle.name).join(", ")}.`,
  );
}
