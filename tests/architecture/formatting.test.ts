/**
 * `npm test` runs Prettier's check and ESLint over the repository, and each can fail: a file written
 * off Prettier's layout fails the check (the command's exit code too), and a finding under the
 * repository's ESLint config fails the lint.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const PRETTIER = join(ROOT, "node_modules/.bin/prettier");

const TIDY = "export function total(cents: number[]): number {\n  return cents.reduce((sum, each) => sum + each, 0);\n}\n";
const UNTIDY = "export function total( cents:number[] ):number { return cents.reduce((sum,each)=>sum+each,0) }\n";

/** Whether `source` is as Prettier would write it at `path` (a path in the repository), under the repository's settings. */
async function formatted(source: string, path: string): Promise<boolean> {
  const filepath = join(ROOT, path);
  const options = await prettier.resolveConfig(filepath);
  return prettier.check(source, { ...options, filepath });
}

describe("npm test", () => {
  it("runs Prettier's check and ESLint, with no warning allowed, right after the content check", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(scripts["format:check"]).toBe("prettier --check .");
    expect(scripts.lint).toBe("eslint . --max-warnings 0");
    expect(scripts.test).toContain("npm run check:content && npm run format:check && npm run lint && ");
  });
});

describe("Prettier, with the repository's settings", () => {
  const scratch = mkdtempSync(join(ROOT, "tests/architecture/.formatting-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("fails the check on a file written off its layout, and passes the same code laid out", async () => {
    expect(await formatted(UNTIDY, "src/core/total.ts")).toBe(false);
    expect(await formatted(TIDY, "src/core/total.ts")).toBe(true);
  });

  it("exits non-zero on such a file, as `npm run format:check` would", () => {
    const untidy = join(scratch, "untidy.ts");
    const tidy = join(scratch, "tidy.ts");
    writeFileSync(untidy, UNTIDY);
    writeFileSync(tidy, TIDY);
    const check = (file: string) => {
      try {
        execFileSync(PRETTIER, ["--check", relative(ROOT, file)], { cwd: ROOT, encoding: "utf8", stdio: "pipe" });
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    // 1 is "not formatted"; 2 would be Prettier failing to run at all.
    expect(check(untidy)).toBe(1);
    expect(check(tidy)).toBe(0);
  });

  it("lays out .astro files too, through the Astro plugin", async () => {
    expect(await formatted('---\nconst title="Windows"\n---\n<h1 >{title}</h1>\n', "src/components/Title.astro")).toBe(false);
    expect(await formatted('---\nconst title = "Windows";\n---\n\n<h1>{title}</h1>\n', "src/components/Title.astro")).toBe(true);
  });

  it("leaves the hand-written prose and the generated files alone", async () => {
    const ignored = async (path: string) =>
      (await prettier.getFileInfo(join(ROOT, path), { ignorePath: join(ROOT, ".prettierignore") })).ignored;
    expect(await ignored("docs/testing.md")).toBe(true);
    expect(await ignored("package-lock.json")).toBe(true);
    expect(await ignored("src/core/total.ts")).toBe(false);
  });
});

describe("ESLint, with the repository's config", () => {
  const eslint = new ESLint({ cwd: ROOT });
  const rulesBroken = async (source: string, path: string) =>
    (await eslint.lintText(source, { filePath: join(ROOT, path) }))[0]!.messages.map((message) => message.ruleId);

  it("reports a variable never used, and nothing once it is used", async () => {
    expect(await rulesBroken("export function total(): number {\n  const unused = 1;\n  return 2;\n}\n", "src/core/total.ts")).toEqual([
      "@typescript-eslint/no-unused-vars",
    ]);
    expect(await rulesBroken("export function total(): number {\n  const used = 1;\n  return used;\n}\n", "src/core/total.ts")).toEqual([]);
  });

  it("reports a hook called conditionally in an island", async () => {
    const island =
      'import { useState } from "react";\nexport function Count({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n';
    expect(await rulesBroken(island, "src/components/islands/count.tsx")).toContain("react-hooks/rules-of-hooks");
  });
});
