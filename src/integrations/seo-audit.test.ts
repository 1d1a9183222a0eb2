import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SITE, pageHtml } from "../core/server/seo-audit/fixtures";
import type { SeoAuditReport } from "../core/server/seo-audit";
import seoAudit, { SEO_AUDIT_FILE, auditBuild, pagePathOf, summaryLine } from "./seo-audit";

const now = new Date("2026-12-01T17:00:00.000Z");
let dist: string;

async function put(file: string, text: string) {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), text);
}

const sitemap = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset>${paths.map((path) => `<url><loc>${SITE}${path}</loc></url>`).join("")}</urlset>`;

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), "seo-audit-"));
  await put(
    "index.html",
    pageHtml("/", {
      body: `<main><h1>Home</h1><p>${"word ".repeat(200)}</p><a href="/about">About</a><a href="/services/doors">Doors</a></main>`,
    }),
  );
  await put("about.html", pageHtml("/about"));
  await put("services/doors.html", pageHtml("/services/doors"));
  await put("login.html", pageHtml("/login", { robots: "noindex" }));
  await put("404.html", "<title>Not found</title>");
  await put("og/index.png", "png");
  await put("og/about.png", "png");
  await put("og/services/doors.png", "png");
  await put("og/login.png", "png");
  await put("sitemap-index.xml", `<sitemapindex><sitemap><loc>${SITE}/sitemap-0.xml</loc></sitemap></sitemapindex>`);
  await put("sitemap-0.xml", sitemap(["/", "/about"]));
  await put("sitemap-1.xml", sitemap(["/services/doors"]));
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe("pagePathOf", () => {
  it("returns the site path of a built file name", () => {
    expect(pagePathOf("index.html")).toBe("/");
    expect(pagePathOf("about.html")).toBe("/about");
    expect(pagePathOf("services/interior-doors/barn-doors.html")).toBe("/services/interior-doors/barn-doors");
    expect(pagePathOf("blog/index.html")).toBe("/blog");
  });
});

describe("auditBuild", () => {
  it("returns the audit of every page but 404, against every sitemap file but the index", async () => {
    const report = await auditBuild(dist, { site: SITE, now });
    expect(report.generatedAt).toBe("2026-12-01T17:00:00.000Z");
    expect(report.pages.map((page) => page.path).sort()).toEqual(["/", "/about", "/login", "/services/doors"]);
    expect(report.sitemap).toEqual({ listed: 3, indexableListed: 3, indexableMissing: [], noindexListed: [], notBuilt: [] });
    expect(report.pages.flatMap((page) => page.problems)).toEqual([]);
    expect(report.pages.every((page) => page.ogImage.exists)).toBe(true);
  });

  it("returns an error when a page's og:image file is not in the build", async () => {
    await rm(join(dist, "og/about.png"));
    const about = (await auditBuild(dist, { site: SITE, now })).pages.find((page) => page.path === "/about")!;
    expect(about.ogImage.exists).toBe(false);
    expect(about.problems[0]).toMatchObject({ check: "og-image", severity: "error" });
  });

  it("never reports a file outside the build as existing", async () => {
    await put("about.html", pageHtml("/about", { ogImage: `${SITE}/../../etc/passwd` }));
    await put("contact.html", pageHtml("/contact", { ogImage: `${SITE}/og/%E0%A4%A.png` }));
    const report = await auditBuild(dist, { site: SITE, now });
    expect(report.pages.find((page) => page.path === "/about")!.ogImage.exists).toBe(false);
    expect(report.pages.find((page) => page.path === "/contact")!.ogImage.exists).toBe(false);
  });
});

describe("summaryLine", () => {
  it("returns the score, the page count and the problem counts (site problems included) in one line", async () => {
    await put("sitemap-0.xml", sitemap(["/", "/gone"]));
    const line = summaryLine(await auditBuild(dist, { site: SITE, now }));
    expect(line).toBe("SEO audit: site score 94 across 4 pages, 2 errors, 0 warnings (dist/admin/seo-audit.json).");
  });
});

describe("seoAudit", () => {
  const logger = () => ({ info: vi.fn(), warn: vi.fn() });

  async function runHooks(log: ReturnType<typeof logger>, dir: URL) {
    const hooks = seoAudit().hooks as Record<string, (options: unknown) => Promise<void> | void>;
    await hooks["astro:config:done"]!({ config: { site: SITE } });
    await hooks["astro:build:done"]!({ dir, logger: log });
  }

  it("writes dist/admin/seo-audit.json and logs a one-line summary after the build", async () => {
    const log = logger();
    await runHooks(log, pathToFileURL(dist + "/"));
    const report = JSON.parse(await readFile(join(dist, SEO_AUDIT_FILE), "utf8")) as SeoAuditReport;
    expect(report.pages).toHaveLength(4);
    expect(Date.parse(report.generatedAt)).not.toBeNaN();
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/^SEO audit: site score 100 across 4 pages, 0 errors, 0 warnings/));
  });

  it("logs a warning instead of failing the build when the audit cannot run", async () => {
    const log = logger();
    await runHooks(log, pathToFileURL(join(dist, "missing") + "/"));
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/^SEO audit not written: /));
  });
});
