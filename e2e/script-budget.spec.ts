/**
 * JavaScript budgets, counted in bytes over the built dist/ (deterministic; no browser, no
 * timing): every page's load-time scripts, gzipped, must fit its budget in
 * scripts/script-budgets.ts. A failure names the page and its largest files.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { overBudget, scriptBudgetKb } from "../scripts/script-budgets";
import { pageScripts } from "../scripts/script-weight";
import { builtPagePaths } from "./site";

const dist = join(process.cwd(), "dist");
const fileOf = (path: string) => join(dist, path === "/" ? "index.html" : `${path.slice(1)}.html`);

test("every page's JavaScript fits its budget", ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the pages are files: weighing them once is enough");
  const over = overBudget(builtPagePaths().map((path) => ({ path, scripts: pageScripts(readFileSync(fileOf(path), "utf8"), dist) })));
  expect(over, over.join("\n")).toEqual([]);
});

test("the home page loads no island code until its islands come into view", ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the pages are files: weighing them once is enough");
  const home = pageScripts(readFileSync(fileOf("/"), "utf8"), dist);
  expect(home.totalGzipBytes).toBeLessThanOrEqual(scriptBudgetKb("/about") * 1024);
  expect(home.later.map((file) => file.path).join(" ")).toContain("booking-widget");
});
