/**
 * How much JavaScript a built page ships, from dist/ alone (deterministic: no browser, no timing).
 * - `files`: what loads with the page: its module scripts, modulepreload links and the islands
 *   that hydrate on load or idle (component and renderer URLs), with their static imports.
 * - `later`: what loads only when needed: islands with client:visible (on scroll) and chunks
 *   reached only through a dynamic import() (the toaster on the first toast).
 * Sizes are gzipped (level 6, as a server compresses on the fly). Used by `npm run bench` and by
 * e2e/script-budget.spec.ts; Node strips the types itself.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** One script file a page loads, with its gzipped size. */
export interface ScriptFile {
  /** Site path, e.g. /_astro/client.CZm0Griy.js. */
  path: string;
  gzipBytes: number;
}

/** What a page ships: the scripts it loads with the page and their gzipped total, then those it loads later. */
export interface PageScripts {
  files: ScriptFile[];
  totalGzipBytes: number;
  later: ScriptFile[];
  laterGzipBytes: number;
}

const PAGE_SCRIPTS = [/<script\b[^>]*\bsrc="(\/[^"]+\.js)"/g, /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="(\/[^"]+\.js)"/g];
const ISLANDS = /<astro-island\b[^>]*>/g;
const ISLAND_URLS = /\b(?:component|renderer)-url="(\/[^"]+\.js)"/g;
const STATIC_IMPORTS = /(?:\bfrom|\bimport)\s*["'`](\.\.?\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORTS = /\bimport\s*\(\s*["'`](\.\.?\/[^"'`]+\.js)["'`]\s*\)/g;

/** Site paths of the scripts a page's HTML names: `now` with the page, `onScroll` for client:visible islands. */
export function scriptsNamedBy(html: string): { now: string[]; onScroll: string[] } {
  const now = PAGE_SCRIPTS.flatMap((pattern) => [...html.matchAll(pattern)].map((match) => match[1]!));
  const onScroll: string[] = [];
  for (const [island] of html.matchAll(ISLANDS)) {
    const urls = [...island.matchAll(ISLAND_URLS)].map((match) => match[1]!);
    (/\bclient="visible"/.test(island) ? onScroll : now).push(...urls);
  }
  return { now: [...new Set(now)], onScroll: [...new Set(onScroll)] };
}

/** Site paths a chunk at `path` imports: `static` (`from "…"`, `import "…"`) and `dynamic` (`import("…")`). */
export function importsOf(source: string, path: string): { static: string[]; dynamic: string[] } {
  const resolve = (pattern: RegExp) => [...source.matchAll(pattern)].map((match) => new URL(match[1]!, `https://site${path}`).pathname);
  return { static: resolve(STATIC_IMPORTS), dynamic: resolve(DYNAMIC_IMPORTS) };
}

/** The scripts reachable from `entries` through static imports, with their gzipped sizes, and the dynamic imports met on the way. */
function walk(entries: string[], dist: string, sizes: Map<string, number>): { reached: Set<string>; dynamic: Set<string> } {
  const reached = new Set<string>();
  const dynamic = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const path = queue.shift()!;
    if (reached.has(path)) continue;
    reached.add(path);
    const source = readFileSync(join(dist, path));
    if (!sizes.has(path)) sizes.set(path, gzipSync(source, { level: 6 }).byteLength);
    const imports = importsOf(source.toString("utf8"), path);
    queue.push(...imports.static);
    imports.dynamic.forEach((target) => dynamic.add(target));
  }
  return { reached, dynamic };
}

/** The scripts the page `html` loads from the build in `dist`, and those it loads later, each counted once. */
export function pageScripts(html: string, dist: string): PageScripts {
  const sizes = new Map<string, number>();
  const named = scriptsNamedBy(html);
  const loaded = walk(named.now, dist, sizes);
  const later = walk(
    [...named.onScroll, ...loaded.dynamic].filter((path) => !loaded.reached.has(path)),
    dist,
    sizes,
  );
  const listOf = (paths: Iterable<string>) =>
    [...paths].map((path) => ({ path, gzipBytes: sizes.get(path)! })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const files = listOf(loaded.reached);
  const laterFiles = listOf([...later.reached].filter((path) => !loaded.reached.has(path)));
  const total = (list: ScriptFile[]) => list.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, totalGzipBytes: total(files), later: laterFiles, laterGzipBytes: total(laterFiles) };
}
