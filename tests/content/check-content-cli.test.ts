/**
 * `npm run check:content` as an editor runs it: over a copy of the project's content with one
 * mistake, it prints the file, field and fix and exits 1; `--fix` rewrites a frontmatter written
 * otherwise than the CMS writes it. And `npm install`'s hook set-up, with and without git.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "@/build-time/content-check/cli";

const ROOT = join(__dirname, "../..");
const NOW = new Date("2026-11-26T12:00:00Z");
let copy: string;

beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), "wdnm-content-"));
  for (const folder of ["src/content", "src/pages", "src/assets/photos"])
    cpSync(join(ROOT, folder), join(copy, folder), { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

async function run(args: string[] = []) {
  const output: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((line) => void output.push(String(line)));
  const error = vi.spyOn(console, "error").mockImplementation((line) => void output.push(String(line)));
  try {
    const code = await main({ root: copy, args, env: {}, now: NOW });
    return { code, output: output.join("\n") };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe("npm run check:content", () => {
  it("passes the project's content", async () => {
    const { code, output } = await run();
    expect(code).toBe(0);
    expect(output).toMatch(/^Content check: 65 files, 0 errors, \d+ warnings?\. \(\d+\.\d s\)$/m);
  });

  it("exits 1 naming the file, the field and the fix of a misspelt token", async () => {
    const file = join(copy, "src/content/posts/gilbert-windows-doors-guide.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("Most Gilbert homes", "Call {{phnoe}}. Most Gilbert homes"));
    const { code, output } = await run();
    expect(code).toBe(1);
    expect(output).toContain(
      "src/content/posts/gilbert-windows-doors-guide.md\n  ✗ error   body, line 15: unknown business token {{phnoe}}: the page would be published without this text\n             Fix: Fix the token: did you mean {{phone}}?",
    );
  });

  it("rewrites with --fix a frontmatter the CMS would write otherwise, and leaves the body", async () => {
    const file = join(copy, "src/content/cities/mesa.md");
    const original = readFileSync(file, "utf8");
    writeFileSync(file, original.replace("driveTime: 15-30 minutes", 'driveTime: "15-30 minutes"'));
    expect((await run()).output).toContain("src/content/cities/mesa.md\n  ! warning line 32: not written the way the CMS writes it");
    const fixed = await run(["--fix"]);
    expect(fixed.output).toContain("Rewrote src/content/cities/mesa.md the way the CMS writes it.");
    expect(readFileSync(file, "utf8")).toBe(original);
  });

  it("stops at the business facts when they are broken, naming the field", async () => {
    const file = join(copy, "src/content/business/business.json");
    writeFileSync(file, readFileSync(file, "utf8").replace('"postalCode": "85233"', '"postalCode": "8523"'));
    const { code, output } = await run();
    expect(code).toBe(1);
    expect(output).toContain("src/content/business/business.json\n  ✗ error   address.postalCode: ZIP code: A ZIP code has five digits.");
  });
});

describe("npm install's git hook set-up", () => {
  const install = (cwd: string) => spawnSync(process.execPath, [join(ROOT, "scripts/install-git-hooks.mjs")], { cwd, encoding: "utf8" });

  it("does nothing, quietly, where there is no repository", () => {
    const result = install(copy);
    expect([result.status, result.stdout, result.stderr]).toEqual([0, "", ""]);
  });

  it("points a repository's git at .githooks", () => {
    spawnSync("git", ["init", "--quiet"], { cwd: copy });
    expect(install(copy).status).toBe(0);
    expect(spawnSync("git", ["config", "core.hooksPath"], { cwd: copy, encoding: "utf8" }).stdout.trim()).toBe(".githooks");
  });
});
