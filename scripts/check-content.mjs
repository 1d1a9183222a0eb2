/**
 * `npm run check:content` (and `-- --fix`): checks every content file against the schemas and
 * the editor's rules in seconds, naming file, field, what is wrong and how to fix it; exit 1 on
 * any error. The checks are TypeScript beside the code they share (src/build-time/content-check/),
 * bundled here with esbuild, as scripts/run-job.mjs runs a function.
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = resolve(import.meta.dirname, "..");
// Inside the project, so the bundle's package imports resolve from node_modules.
const outfile = join(root, "node_modules/.cache/wdnm/check-content.mjs");
await build({
  entryPoints: [join(root, "src/build-time/content-check/cli.ts")],
  outfile,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node22",
  packages: "external",
  logLevel: "warning",
});
const { main } = await import(`${pathToFileURL(outfile).href}?${Date.now()}`);
process.exitCode = await main({ root, args: process.argv.slice(2), env: process.env, now: new Date() });
