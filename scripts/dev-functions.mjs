/**
 * The functions as `npm run dev` serves them. Netlify's dev server (its Vite plugin) reads each
 * function's `export const config` from the source without running it, and takes only literals:
 * a path from the route table (src/schemas/routes) is an expression, so read that way every
 * function would have no route. So each function gets a one-line entry here that re-exports its
 * handler and writes its config, evaluated once, as a literal; netlify.toml's `[context.dev]`
 * points the dev server at these entries. The handlers stay the sources, so editing one reloads
 * it; a changed path or schedule takes a restart of `npm run dev`. (A deploy does the same with
 * the built bundles: scripts/bundle-functions.mjs.)
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { loadFunctionModules } from "./local-functions.mjs";

/** Where the entries go: the folder netlify.toml's `[context.dev]` names. */
export const DEV_FUNCTIONS_DIR = ".netlify/dev-functions";

/**
 * Writes one entry per function in netlify/functions into `outDir` (emptied first): its handler
 * re-exported and its config as a literal. Resolves to each function's name and config.
 * @param {{ outDir?: string }} [options]
 * @returns {Promise<{ name: string, config: Record<string, unknown> }[]>}
 */
export async function writeDevFunctions({ outDir = DEV_FUNCTIONS_DIR } = {}) {
  const out = resolve(outDir);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const sources = new Set((await readdir("netlify/functions")).filter((file) => file.endsWith(".mts")));
  const entries = [];
  for (const { name, module } of await loadFunctionModules()) {
    if (!sources.has(`${name}.mts`)) continue;
    const source = relative(out, resolve("netlify/functions", `${name}.mts`));
    const config = module.config ?? {};
    await writeFile(
      join(out, `${name}.mts`),
      `export { default } from ${JSON.stringify(source)};\nexport const config = ${JSON.stringify(config)};\n`,
    );
    entries.push({ name, config });
  }
  return entries;
}
