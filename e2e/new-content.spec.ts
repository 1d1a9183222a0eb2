/**
 * A page is its content files, and nothing else. Two files for a new city (Queen Creek), two
 * for a new plain page (/financing) and two English-only plain pages (one with the layout line
 * Astro's documentation writes, one with none), from e2e/fixtures/new-content, are added to a copy
 * of the project, which is checked (npm run check:content) and built as Netlify builds it; the
 * built files then show the city in both languages in every place a city belongs, and the plain
 * pages with the site's head and footer, their Open Graph cards and site-map entries, in no menu.
 * No browser: the build is files.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { readServiceCitiesFile, SERVICE_CITIES_FILE } from "../src/config/service-cities";

const FIXTURES = "e2e/fixtures/new-content";
const SITE = "https://www.windowsanddoorsnearme.com";
// What the copy leaves out: built output, caches and local data.
const SKIP = new Set([
  "node_modules",
  "dist",
  "build",
  ".astro",
  ".netlify",
  ".data",
  ".git",
  "test-results",
  "playwright-report",
  "screenshots",
]);

let copy: string;

// One copy and one build for both tests.
test.describe.configure({ mode: "serial" });

test.beforeAll(({}, testInfo) => {
  if (testInfo.project.name !== "desktop") return;
  test.setTimeout(1_200_000);
  copy = mkdtempSync(join(tmpdir(), "wdnm-new-content-"));
  for (const entry of readdirSync(".")) if (!SKIP.has(entry)) cpSync(entry, join(copy, entry), { recursive: true });
  // The packages by link, but Astro's and Vite's caches of the copy's own (they live in node_modules).
  mkdirSync(join(copy, "node_modules"));
  for (const entry of readdirSync("node_modules"))
    if (entry !== ".astro" && entry !== ".vite" && entry !== ".cache")
      symlinkSync(join(process.cwd(), "node_modules", entry), join(copy, "node_modules", entry));
  cpSync(FIXTURES, copy, { recursive: true });
  for (const step of [["scripts/check-content.mjs"], ["node_modules/astro/bin/astro.mjs", "build"]]) {
    const run = spawnSync(process.execPath, step, {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, SITE_URL: SITE, BUSINESS_PHONE: "", CONTEXT: "" },
    });
    if (run.status !== 0) throw new Error(`${step.join(" ")} failed in the copy:\n${run.stdout}\n${run.stderr}`);
  }
});

test.afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the build is files: reading it once is enough");
});

const built = (path: string) => readFileSync(join(copy, "dist", path), "utf8");
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

test("a new city, as its two files, is in every place a city belongs, in both languages", () => {
  // Its pages.
  expect(built("locations/queen-creek.html")).toContain("<h1");
  expect(built("es/locations/queen-creek.html")).toContain("Ventanas y puertas de reemplazo en Queen Creek, AZ");
  // Both Locations menus (desktop and phone) and the footer, on every page, in each language.
  for (const [page, href] of [
    ["about.html", "/locations/queen-creek"],
    ["es/about.html", "/es/locations/queen-creek"],
    ["index.html", "/locations/queen-creek"],
  ] as const) {
    const links = built(page).match(new RegExp(`<a href="${href}"[^>]*>\\s*Queen Creek, AZ\\s*</a>`, "g")) ?? [];
    expect(links.length, page).toBeGreaterThanOrEqual(3);
  }
  // The index of service areas, the site map page, sitemap.xml with its alternates, and hreflang.
  expect(built("locations.html")).toContain('href="/locations/queen-creek"');
  expect(built("sitemap.html")).toContain('href="/locations/queen-creek"');
  expect(built("es/sitemap.html")).toContain('href="/es/locations/queen-creek"');
  const sitemap = built("sitemap-0.xml");
  expect(sitemap).toContain(`<loc>${SITE}/locations/queen-creek</loc>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/locations/queen-creek"/>`);
  expect(built("locations/queen-creek.html")).toContain(`<link rel="alternate" hreflang="es" href="${SITE}/es/locations/queen-creek">`);
  expect(existsSync(join(copy, "dist/og/locations/queen-creek.png"))).toBe(true);
  // Structured data's areaServed on every page, and the {{serviceArea}} token in the text.
  const business = jsonLd(built("index.html")).find((data) => data["@type"] === "GeneralContractor")!;
  expect(business.areaServed).toContainEqual({ "@type": "City", name: "Queen Creek, AZ" });
  expect(built("about.html")).toContain("Tempe, Glendale and Queen Creek");
  expect(built("es/about.html")).toContain("Tempe, Glendale y Queen Creek");
  // The booking service area: the content layer wrote its ZIP code where the booking function reads it.
  expect(readServiceCitiesFile(join(copy, SERVICE_CITIES_FILE)).find((city) => city.slug === "queen-creek")).toEqual({
    slug: "queen-creek",
    name: "Queen Creek",
    order: 8,
    zipCodes: ["85142"],
  });
});

test("a new plain page, as its two files, has its head, its card and a site-map entry, in no menu", () => {
  const html = built("financing.html");
  // 64 characters with the brand: the layout leaves it off (titles fit in 60).
  expect(html).toContain("<title>Paying for Window and Door Replacement</title>");
  expect(html).toContain(
    '<meta name="description" content="How deposits, payments and written quotes work for a window or door replacement with us, from the free estimate to the final walk-through.">',
  );
  expect(html).toContain(`<link rel="canonical" href="${SITE}/financing">`);
  expect(html).toContain(`<meta property="og:image" content="${SITE}/og/financing.png">`);
  expect(existsSync(join(copy, "dist/og/financing.png"))).toBe(true);
  expect(existsSync(join(copy, "dist/og/es/financing.png"))).toBe(true);
  expect(built("sitemap.html")).toContain('href="/financing"');
  expect(built("sitemap-0.xml")).toContain(`<loc>${SITE}/financing</loc>`);
  expect(built("es/financing.html")).toContain("Cómo se paga su proyecto de ventanas nuevas");
  // In no menu: the header and footer of another page do not link it.
  expect(built("about.html")).not.toContain('href="/financing"');
});

test("a plain page builds with the layout line Astro's documentation writes, and with none at all: the site's head and footer either way", () => {
  for (const [page, title] of [
    ["financing-options", "Ways to Pay for Window and Door Replacement"],
    ["window-care", "Caring for New Windows in the Arizona Desert"],
  ] as const) {
    const html = built(`${page}.html`);
    expect(html, page).toMatch(/^<!DOCTYPE html>/i);
    expect(html, page).toContain(`<title>${title}</title>`);
    expect(html, page).toContain(`<link rel="canonical" href="${SITE}/${page}">`);
    expect(html, page).toContain('<footer class="mt-16 bg-brand-900 text-brand-100">');
    expect(html.match(/<h1\b/g), page).toHaveLength(1);
    expect(built("sitemap.html"), page).toContain(`href="/${page}"`);
  }
});
