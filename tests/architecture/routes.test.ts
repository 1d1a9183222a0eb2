/**
 * The route table (src/schemas/routes), the functions (netlify/functions) and the islands'
 * client (src/browser/api-request.ts) agree: every function's `config.path` is the paths of the
 * table routes it serves, every table route is served by exactly one function, which answers
 * exactly the methods the table gives it, and no API path is written anywhere the table and the
 * client should build it, nor in the server's code, whose links to its own API (a text's delivery
 * report, an email's opt-out link, a photo's image) come from the table too. A renamed path is one
 * edit in the table; a path written by hand anywhere else fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import * as table from "../../src/schemas/routes";
import { API_ROOT, methodsOf, METHODS, type ApiRoute } from "../../src/schemas/routes/route";
import type { ServedFunction } from "../../src/server/http/serve";
import { SITE, useAdminEnv, ADMIN } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { concretePath } from "../helpers/function-routes";
import { sessionCookie } from "../helpers/session";

useFunctionDatabase();
useAdminEnv();

const ROOT = join(import.meta.dirname, "../..");
const FUNCTIONS = join(ROOT, "netlify/functions");

/** Every entry of the table, by its exported name. */
const routes = Object.entries(table as Record<string, unknown>).filter(
  (entry): entry is [string, ApiRoute] => typeof entry[1] === "object" && entry[1] !== null && "path" in entry[1],
);

interface FunctionModule {
  name: string;
  handler: ServedFunction;
  config: { path?: string | string[]; schedule?: string };
}

/** Every function, imported as Netlify loads it. */
async function functionModules(): Promise<FunctionModule[]> {
  const modules: FunctionModule[] = [];
  for (const file of readdirSync(FUNCTIONS)
    .filter((name) => name.endsWith(".mts"))
    .sort()) {
    const module = (await import(join(FUNCTIONS, file))) as { default: ServedFunction; config?: FunctionModule["config"] };
    modules.push({ name: file.replace(/\.mts$/, ""), handler: module.default, config: module.config ?? {} });
  }
  return modules;
}

/** Whether Netlify would send a request for `path` (a pattern of the table) to a function deployed at `deployed`. */
const claims = (deployed: string, path: string) =>
  deployed === path || new URLPattern({ pathname: deployed }).test({ pathname: concretePath(path) });

describe("the route table", () => {
  it("names every path once, each under the API's root", () => {
    const paths = routes.map(([, route]) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path.startsWith(API_ROOT), path).toBe(true);
  });
});

describe("the functions", () => {
  it("take their config.path from the table: the paths of the routes they serve, less those a wildcard of theirs covers", async () => {
    for (const { name, handler, config } of await functionModules()) {
      if (config.path === undefined) continue;
      expect(handler.routes, `${name} dispatches through serve()`).toBeDefined();
      for (const route of handler.routes)
        expect(
          routes.some(([, entry]) => entry === route),
          `${name} serves ${route.path}, an entry of the table`,
        ).toBe(true);
      expect(config.path, name).toEqual(handler.path);
      const deployed = [config.path].flat();
      for (const path of deployed)
        expect(
          handler.routes.map((route) => route.path),
          `${name} deploys ${path}`,
        ).toContain(path);
      for (const route of handler.routes)
        expect(
          deployed.some((path) => claims(path, route.path)),
          `${name} is sent ${route.path}`,
        ).toBe(true);
    }
  });

  it("serve every route of the table, each by exactly one function, and Netlify sends its path to that one only", async () => {
    const modules = await functionModules();
    for (const [name, route] of routes) {
      const servers = modules.filter(({ handler }) => handler.routes?.includes(route)).map((module) => module.name);
      expect(servers, `${name} (${route.path}) is served by`).toHaveLength(1);
      const claimants = modules
        .filter(({ config }) => [config.path ?? []].flat().some((deployed) => claims(deployed, route.path)))
        .map((module) => module.name);
      expect(claimants, `${route.path} is sent to`).toEqual(servers);
    }
  });

  it("without a path run on a schedule, and have no route", async () => {
    for (const { name, handler, config } of await functionModules()) {
      if (config.path !== undefined) continue;
      expect(config.schedule, name).toBeTruthy();
      expect((handler as Partial<ServedFunction>).routes, name).toBeUndefined();
    }
  });

  it("answer each route's methods of the table and no other: 405 naming exactly those", async () => {
    const cookie = await sessionCookie(ADMIN);
    const modules = await functionModules();
    for (const [name, route] of routes) {
      const methods = methodsOf(route);
      const other = METHODS.find((method) => !methods.includes(method));
      if (methods.length === 0 || !other) continue; // A scope (the admin area) has no methods of its own.
      const { handler } = modules.find((module) => module.handler.routes?.includes(route))!;
      // Signed in as an admin and from this site, so the admin guard and the same-origin checks let the method through to the route.
      const response = await handler(
        new Request(`${SITE}${concretePath(route.path)}`, { method: other, headers: { Cookie: cookie, Origin: SITE } }),
        { ip: "203.0.113.90" },
      );
      expect(response.status, `${other} ${name}`).toBe(405);
      expect(response.headers.get("allow")?.split(", ").sort(), `${name}'s Allow`).toEqual([...methods].sort());
    }
  }, 120_000);
});

describe("the code that calls the API", () => {
  /** Files that must reach the API through the table: the islands, the browser code, the pages, the functions and the server's code (tests aside). */
  const callers = [
    "src/components",
    "src/browser",
    "src/pages",
    "src/page-bodies",
    "src/layouts",
    "netlify/functions",
    "src/server",
  ].flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(tsx?|mts|astro)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(ROOT, folder, file)),
  );

  // "/api" as a path of this site: not "recaptcha/api.js", not "@/browser/api-client".
  const apiPath = /(?<![\w.-])\/api(?![\w.-])/;

  it("writes no API path of its own: every one comes from the table (the islands' through the client)", () => {
    const written = callers.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ where: `${relative(ROOT, file)}:${index + 1}`, line }))
        .filter(({ line }) => apiPath.test(line)),
    );
    expect(written.map(({ where, line }) => `${where}: ${line.trim()}`)).toEqual([]);
  });

  it("is checked where it could write one: the grep above reads the server's code and the functions, and finds a path written by hand", () => {
    for (const folder of ["src/server/", "src/components/", "netlify/functions/"])
      expect(
        callers.some((file) => relative(ROOT, file).startsWith(folder)),
        folder,
      ).toBe(true);
    expect(
      ['fetch("/api/leads")', "`/api/quotes/${token}`", "`${siteUrl}/api/review-requests/opt-out/${token}`", "Disallow: /api/"].every(
        (line) => apiPath.test(line),
      ),
    ).toBe(true);
    expect(
      [
        'import { apiUrl } from "@/browser/api-client";',
        "https://www.google.com/recaptcha/api.js",
        "https://www.google.com/recaptcha/api/siteverify",
      ].some((line) => apiPath.test(line)),
    ).toBe(false);
  });
});
