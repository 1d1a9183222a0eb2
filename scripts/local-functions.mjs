/**
 * Netlify Functions served in this process for `npm start` and the browser tests.
 *
 * Netlify's local emulation starts a new worker and re-imports the whole bundle for every
 * call (2-3 s each here), which is nothing like a deployed function and makes local use
 * and load measurements meaningless. So each netlify/functions/*.mts is bundled once with
 * esbuild (what Netlify itself uses for functions), imported once, and called with a web
 * Request at its `config.path`, as Netlify routes it. Static files, _headers and
 * _redirects still go through Netlify's emulation (scripts/serve.mjs).
 */
import { readdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const functionsDir = resolve("netlify/functions");
const outDir = resolve(".netlify/local-functions");

/**
 * The router of the functions that serve a path (`modules`: already loaded; else every function
 * is bundled and loaded now). Resolves to a router: given a path and a way to make
 * the web Request, the Response of the function whose path matches, or undefined (and
 * then the request, body unread, goes on to the static files). The client address is the
 * socket's, as Netlify's `context.ip` is the edge's view of the client: never a header.
 * A method a web Request cannot carry (TRACE, TRACK, CONNECT) is answered 405 without a call.
 * @param {Awaited<ReturnType<typeof loadFunctionModules>>} [modules]
 * @returns {Promise<(pathname: string, toRequest: () => Request, clientAddress: string | undefined, method?: string) => Promise<Response | undefined>>}
 */
export async function loadFunctions(modules) {
  const routes = [];
  for (const { module } of modules ?? (await loadFunctionModules())) {
    const paths = [module.config?.path ?? []].flat();
    for (const path of paths) routes.push({ pattern: new URLPattern({ pathname: path }), handler: module.default });
  }
  return async (pathname, toRequest, clientAddress, method = "GET") => {
    const route = routes.find(({ pattern }) => pattern.test({ pathname }));
    if (!route) return undefined;
    // A web Request cannot carry these (fetch forbids them), so no function can be asked: 405.
    if (UNREPRESENTABLE_METHODS.has(method.toUpperCase())) return methodNotAllowed(method);
    const request = toRequest();
    const params = route.pattern.exec({ pathname })?.pathname.groups ?? {};
    // As Netlify does, work handed to waitUntil goes on after the answer (this process keeps running).
    return route.handler(request, {
      params,
      ip: clientAddress,
      site: { url: new URL(request.url).origin },
      waitUntil: (promise) => void promise.catch(() => {}),
    });
  };
}

/**
 * Bundles every netlify/functions/*.mts once and imports it: its name (the file's, as Netlify
 * names a function), its handler and its `config` (a `path` to serve, or a `schedule` to run on:
 * scripts/scheduled-jobs.mjs).
 * @returns {Promise<{ name: string, module: { default: (request: Request, context?: object) => Promise<Response>, config?: { path?: string | string[], schedule?: string } } }[]>}
 */
export async function loadFunctionModules() {
  const entries = (await readdir(functionsDir)).filter((file) => file.endsWith(".mts"));
  await build({
    entryPoints: entries.map((file) => join(functionsDir, file)),
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node22",
    packages: "external",
    logLevel: "warning",
  });
  const modules = [];
  for (const file of entries) {
    modules.push({
      name: file.replace(/\.mts$/, ""),
      module: await import(pathToFileURL(join(outDir, file.replace(/\.mts$/, ".mjs"))).href),
    });
  }
  return modules;
}

/** Methods the fetch standard forbids in a Request: the functions cannot be called with them. */
const UNREPRESENTABLE_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** The 405 for such a method, as the functions word theirs; no function serves it, whatever its path. */
function methodNotAllowed(method) {
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    Allow: "GET, HEAD, POST, PUT, PATCH, DELETE",
  };
  return new Response(JSON.stringify({ success: false, error: `Method ${method} is not allowed here.` }), { status: 405, headers });
}
