/**
 * The architecture's rules (.dependency-cruiser.cjs) hold on the repository, each one fails
 * naming itself and the two files when broken, and the server's folders, and the top-level
 * folders of src, form one-way graphs.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const DEPCRUISE = join(ROOT, "node_modules/.bin/depcruise");

/** Runs the rules over `paths` in `cwd`; answers the exit code and what the err reporter printed. */
function cruise(cwd: string, paths: string[]): { code: number; output: string } {
  try {
    return {
      code: 0,
      output: execFileSync(DEPCRUISE, [...paths, "--config", ".dependency-cruiser.cjs", "--output-type", "err"], { cwd, encoding: "utf8" }),
    };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

describe("the repository", () => {
  it("breaks none of the rules", () => {
    const { code, output } = cruise(ROOT, ["src", "netlify", "scripts"]);
    expect(output).toContain("no dependency violations found");
    expect(code).toBe(0);
  });

  it("has server folders that import each other one way only, with no cycle through several", async () => {
    const { cruise: cruiseApi } = await import("dependency-cruiser");
    const result = await cruiseApi(["src/server", "netlify/functions"], {
      baseDir: ROOT,
      tsConfig: { fileName: join(ROOT, "tsconfig.json") },
      tsPreCompilationDeps: true,
      exclude: { path: "\\.test\\.ts$" },
    });
    const modules = (result.output as { modules: { source: string; dependencies: { resolved: string }[] }[] }).modules;
    const folderOf = (path: string) => /^src\/server\/([^/]+)\//.exec(path)?.[1] ?? (/^src\/server\/[^/]+$/.test(path) ? "(base)" : null);
    const edges = new Map<string, Set<string>>();
    for (const { source, dependencies } of modules) {
      const from = folderOf(source);
      if (!from) continue;
      for (const { resolved } of dependencies) {
        const to = folderOf(resolved);
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    expect(edges.size).toBeGreaterThan(10);
    expect(findCycle(edges)).toEqual([]);
  });

  it("has no .astro page, page body, layout or component that imports src/core/server", () => {
    expect(astroFilesImportingServerCore(ROOT)).toEqual([]);
  });

  it("has top-level folders of src that import each other one way only (pages → page bodies → layouts → components, config → schemas)", () => {
    const edges = topFolderEdges();
    expect(edges.get("page-bodies")).toContain("layouts");
    expect(edges.get("layouts")).toContain("components");
    expect(findCycle(edges)).toEqual([]);
  });
});

/** Import lines, dynamic imports and bare imports: what a code or Astro file's specifiers are. */
const SPECIFIERS = /(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g;

/** The paths (extension left off) that the file at `path` imports inside `src` (`@/…` or relative), read from its import lines. */
function importedPaths(src: string, path: string): string[] {
  const targets: string[] = [];
  for (const match of readFileSync(path, "utf8").matchAll(SPECIFIERS)) {
    const specifier = match[1] ?? match[2] ?? match[3]!;
    const target = specifier.startsWith("@/")
      ? join(src, specifier.slice(2))
      : specifier.startsWith(".")
        ? resolve(dirname(path), specifier)
        : null;
    if (target) targets.push(target);
  }
  return targets;
}

/**
 * Which top-level folders of src each one imports, read from the import lines of its code and
 * Astro files (dependency-cruiser reads no .astro file; pages, layouts and components are most of
 * them), tests left out. Type-only imports count: they tie folders together as much.
 */
function topFolderEdges(): Map<string, Set<string>> {
  const src = join(ROOT, "src");
  const folderOf = (path: string) => {
    const inside = relative(src, path);
    return inside.startsWith("..") ? null : inside.includes("/") ? inside.split("/")[0]! : "(base)";
  };
  const edges = new Map<string, Set<string>>();
  for (const file of readdirSync(src, { recursive: true, encoding: "utf8" })) {
    if (!/\.(ts|tsx|mts|astro)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const path = join(src, file);
    const from = folderOf(path)!;
    for (const target of importedPaths(src, path)) {
      const to = folderOf(target);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/**
 * The .astro files under the pages, page bodies, layouts and components of `root` that import
 * src/core/server, as "file → import": dependency-cruiser reads no .astro file, so its
 * browser-never-imports-server-core rule sees only their .ts and .tsx neighbours.
 */
function astroFilesImportingServerCore(root: string): string[] {
  const src = join(root, "src");
  const found: string[] = [];
  for (const folder of ["components", "pages", "page-bodies", "layouts"]) {
    const dir = join(src, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".astro")) continue;
      const path = join(dir, file);
      for (const target of importedPaths(src, path)) {
        if (relative(src, target).startsWith("core/server/")) found.push(`${relative(root, path)} → ${relative(root, target)}`);
      }
    }
  }
  return found;
}

/** A cycle among the folders, as the path around it, or [] when there is none. */
function findCycle(edges: Map<string, Set<string>>): string[] {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string): string[] => {
    if (state.get(node) === "done") return [];
    if (state.get(node) === "open") return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, "open");
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle.length) return cycle;
    }
    stack.pop();
    state.set(node, "done");
    return [];
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle.length) return cycle;
  }
  return [];
}

describe("each rule, broken once in a small copy of the layout", () => {
  let sandbox: string;
  beforeAll(() => {
    sandbox = mkdtempSync(join(tmpdir(), "wdnm-architecture-"));
    cpSync(join(ROOT, ".dependency-cruiser.cjs"), join(sandbox, ".dependency-cruiser.cjs"));
    writeFileSync(
      join(sandbox, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["src/*"] }, module: "esnext", moduleResolution: "bundler" } }),
    );
  });
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  /** Writes `files` (path → source) into a fresh folder of the sandbox and cruises it. */
  function breakWith(name: string, files: Record<string, string>) {
    const dir = join(sandbox, name);
    cpSync(join(sandbox, ".dependency-cruiser.cjs"), join(dir, ".dependency-cruiser.cjs"));
    cpSync(join(sandbox, "tsconfig.json"), join(dir, "tsconfig.json"));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    }
    return cruise(dir, [
      "src",
      ...(Object.keys(files).some((path) => path.startsWith("netlify/")) ? ["netlify"] : []),
      ...(Object.keys(files).some((path) => path.startsWith("scripts/")) ? ["scripts"] : []),
    ]);
  }

  const cases: { rule: string; from: string; to: string; files: Record<string, string> }[] = [
    {
      rule: "no-circular",
      from: "src/core/a.ts",
      to: "src/core/b.ts",
      files: {
        "src/core/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
        "src/core/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
      },
    },
    {
      rule: "core-is-pure",
      from: "src/core/rule.ts",
      to: "src/server/db/client.ts",
      files: {
        "src/core/rule.ts": 'import { db } from "@/server/db/client";\nexport const rule = db;\n',
        "src/server/db/client.ts": "export const db = 1;\n",
      },
    },
    {
      rule: "browser-never-imports-server-core",
      from: "src/components/islands/text-box.tsx",
      to: "src/core/server/gsm7.ts",
      files: {
        "src/components/islands/text-box.tsx":
          'import { smsLength } from "@/core/server/gsm7";\nexport const TextBox = () => smsLength("hi");\n',
        "src/core/server/gsm7.ts": "export const smsLength = (text: string) => text.length;\n",
      },
    },
    {
      rule: "shared-core-never-imports-server-core",
      from: "src/core/availability.ts",
      to: "src/core/server/person-key.ts",
      files: {
        "src/core/availability.ts": 'import { emailKey } from "./server/person-key";\nexport const availability = emailKey;\n',
        "src/core/server/person-key.ts": "export const emailKey = 1;\n",
      },
    },
    {
      rule: "i18n-is-words",
      from: "src/i18n/words.ts",
      to: "src/config/business.ts",
      files: {
        "src/i18n/words.ts": 'import { brand } from "@/config/business";\nexport const words = brand;\n',
        "src/config/business.ts": 'export const brand = "B";\n',
      },
    },
    {
      rule: "schemas-below-the-sides",
      from: "src/schemas/visit.ts",
      to: "src/server/env.ts",
      files: {
        "src/schemas/visit.ts": 'import { env } from "@/server/env";\nexport const schema = env;\n',
        "src/server/env.ts": "export const env = 1;\n",
      },
    },
    {
      rule: "browser-never-imports-server",
      from: "src/components/islands/panel.tsx",
      to: "src/server/db/client.ts",
      files: {
        "src/components/islands/panel.tsx": 'import { db } from "@/server/db/client";\nexport const Panel = () => db;\n',
        "src/server/db/client.ts": "export const db = 1;\n",
      },
    },
    {
      rule: "server-never-imports-browser",
      from: "netlify/functions/auth.mts",
      to: "src/browser/auth-return.ts",
      files: {
        "netlify/functions/auth.mts": 'import { takeReturnPath } from "../../src/browser/auth-return";\nexport default takeReturnPath;\n',
        "src/browser/auth-return.ts": "export const takeReturnPath = () => window.location.pathname;\n",
      },
    },
    {
      rule: "server-never-imports-browser",
      from: "src/server/auth/session.ts",
      to: "src/browser/auth-return.ts",
      files: {
        "src/server/auth/session.ts": 'import { takeReturnPath } from "@/browser/auth-return";\nexport const session = takeReturnPath;\n',
        "src/browser/auth-return.ts": "export const takeReturnPath = () => window.location.pathname;\n",
      },
    },
    {
      rule: "browser-never-imports-build-time-code",
      from: "src/browser/client.ts",
      to: "src/build-time/content.ts",
      files: {
        "src/browser/client.ts": 'import { pages } from "@/build-time/content";\nexport const client = pages;\n',
        "src/build-time/content.ts": "export const pages = [];\n",
      },
    },
    {
      rule: "tests-stay-in-tests",
      from: "src/server/booking/book.ts",
      to: "tests/helpers/stand-in.ts",
      files: {
        "src/server/booking/book.ts": 'import { standIn } from "../../../tests/helpers/stand-in";\nexport const book = standIn;\n',
        "tests/helpers/stand-in.ts": "export const standIn = 1;\n",
      },
    },
    {
      rule: "channels-know-no-events",
      from: "src/server/email/send.ts",
      to: "src/server/notify/visits.ts",
      files: {
        "src/server/email/send.ts": 'import { visitBooked } from "../notify/visits";\nexport const send = visitBooked;\n',
        "src/server/notify/visits.ts": "export const visitBooked = 1;\n",
      },
    },
    {
      rule: "notify-below-use-cases",
      from: "src/server/notify/visits.ts",
      to: "src/server/booking/cancel.ts",
      files: {
        "src/server/notify/visits.ts": 'import { cancel } from "../booking/cancel";\nexport const visits = cancel;\n',
        "src/server/booking/cancel.ts": "export const cancel = 1;\n",
      },
    },
    {
      rule: "sql-on-the-db-floor",
      from: "src/server/booking/book.ts",
      to: "node_modules/drizzle-orm/index.js",
      files: {
        "src/server/booking/book.ts": 'import { sql } from "drizzle-orm";\nexport const book = sql`select 1`;\n',
        "node_modules/drizzle-orm/package.json": '{ "name": "drizzle-orm", "main": "index.js" }\n',
        "node_modules/drizzle-orm/index.js": "exports.sql = () => 1;\n",
      },
    },
    {
      rule: "base-below-everything",
      from: "src/server/db/links.ts",
      to: "src/server/sms/send.ts",
      files: {
        "src/server/db/links.ts": 'import { send } from "../sms/send";\nexport const links = send;\n',
        "src/server/sms/send.ts": "export const send = 1;\n",
      },
    },
    {
      rule: "base-below-everything",
      from: "src/server/private-links/open.ts",
      to: "src/server/notify/visits.ts",
      files: {
        "src/server/private-links/open.ts": 'import { visits } from "../notify/visits";\nexport const open = visits;\n',
        "src/server/notify/visits.ts": "export const visits = 1;\n",
      },
    },
  ];

  it("finds an .astro page that imports src/core/server, which dependency-cruiser cannot read", () => {
    const dir = join(sandbox, "astro-server-core");
    mkdirSync(join(dir, "src/pages"), { recursive: true });
    writeFileSync(
      join(dir, "src/pages/health.astro"),
      '---\nimport { healthReport } from "@/core/server/health";\n---\n<p>{healthReport}</p>\n',
    );
    expect(astroFilesImportingServerCore(dir)).toEqual(["src/pages/health.astro → src/core/server/health"]);
  });

  for (const [index, { rule, from, to, files }] of cases.entries()) {
    it(`fails "${rule}" naming ${from} and ${to}`, () => {
      // One folder per case: a rule broken from two sides is two cases.
      const { code, output } = breakWith(`${index}-${rule}`, files);
      expect(code).not.toBe(0);
      expect(output).toMatch(new RegExp(`error ${rule}: ${from.replace(/\./g, "\\.")} →\\s*${to.replace(/\./g, "\\.")}`));
    });
  }
});
