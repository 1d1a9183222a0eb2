/**
 * The build's SEO audit fails `npm test` on a real problem. src/integrations/seo-audit.ts
 * audits every built page after the build and writes dist/admin/seo-audit.json; these tests
 * read that file from disk (no browser) and list every error-level problem it holds: a missing
 * title or description, a duplicate one, JSON-LD that does not parse, a public page missing
 * from the sitemap, a noindex page in it. Warnings only lower the scores on the dashboard.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { SeoAuditReport } from "../src/core/server/seo-audit";
import { builtPagePaths } from "./site";

const reportFile = join(process.cwd(), "dist", "admin", "seo-audit.json");

function readReport(): SeoAuditReport {
  expect(existsSync(reportFile), "dist/admin/seo-audit.json is missing: is seoAudit() listed after sitemap() in astro.config.mjs?").toBe(
    true,
  );
  return JSON.parse(readFileSync(reportFile, "utf8")) as SeoAuditReport;
}

test.describe("SEO audit of the build", () => {
  test("covers every built page", () => {
    expect(
      readReport()
        .pages.map((page) => page.path)
        .sort(),
    ).toEqual(builtPagePaths());
  });

  test("finds no error-level problem", () => {
    const report = readReport();
    const errors = [
      ...report.siteProblems.map((problem) => `site: ${problem.message}`),
      ...report.pages.flatMap((page) =>
        page.problems.filter((problem) => problem.severity === "error").map((problem) => `${page.path}: ${problem.message}`),
      ),
    ];
    expect(errors, `SEO audit errors:\n${errors.join("\n")}`).toEqual([]);
  });

  test("is served to the admin dashboard as JSON that search engines are told not to index", async ({ request }) => {
    const response = await request.get("/admin/seo-audit.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toContain("noindex");
    expect((await response.json()).pages.length).toBeGreaterThan(0);
  });
});
