import { expect, test } from "@playwright/test";
import { wcagAudit } from "./axe";
import { builtPagePaths } from "./site";

const paths = builtPagePaths();

/**
 * The pages the desktop project audits as well. Phones are most visitors, so the mobile project
 * audits every page. The desktop layout is a matter of templates, not of words: desktop audits
 * each English page with a template of its own (top-level and admin pages) and the first page
 * of each collection (one city, one service...). A Spanish page shares its English twin's template.
 */
const desktopSample = new Set<string>();
for (const path of paths.filter((path) => !/^\/es(\/|$)/.test(path))) {
  const parent = path.slice(0, path.lastIndexOf("/"));
  const collectionSeen = [...desktopSample].some((sampled) => sampled.slice(0, sampled.lastIndexOf("/")) === parent);
  if (parent === "" || parent === "/admin" || !collectionSeen) desktopSample.add(path);
}

test("the build has every page of the route table", () => {
  for (const path of ["/", "/services/windows", "/services/interior-doors/barn-doors", "/locations/glendale", "/pella/impervia", "/milgard/trinsic-v300", "/milgard/energy-efficient-windows", "/blog/gilbert-windows-doors-guide", "/procore", "/room-designer", "/showcase", "/sitemap", "/login", "/dashboard", "/admin/seo-dashboard", "/cancel"]) {
    expect(paths).toContain(path);
  }
});

for (const path of paths) {
  test(`page ${path}: 200, one h1, the SEO head, no WCAG 2.2 AA violations, no console errors`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "desktop" && !desktopSample.has(path), "audited on the phone; its template is audited on desktop with another page");
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("requestfailed", (request) => problems.push(`${request.url()} ${request.failure()?.errorText}`));
    // A CSP violation whose error is caught (e.g. a library probing eval) never reaches the console.
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`)),
    );

    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    const title = await page.title();
    expect(title.length).toBeGreaterThan(0);
    expect(title.length).toBeLessThanOrEqual(60);
    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(path);
    const ogImage = (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    expect((await page.request.get(new URL(ogImage).pathname)).status()).toBe(200);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => JSON.parse(text)["@type"]);
    expect(types).toContain("GeneralContractor");
    const robots = await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content")).join(" "));
    const noindex = robots.includes("noindex");
    // Home pages ("/" and the Spanish "/es") have no trail.
    if (path !== "/" && path !== "/es" && !noindex) expect(types).toContain("BreadcrumbList");
    for (const image of await page.locator("main img").all()) {
      expect(await image.getAttribute("alt"), "every image has alt text").not.toBeNull();
      expect(await image.getAttribute("width")).toBeTruthy();
      expect(await image.getAttribute("height")).toBeTruthy();
    }

    // Hover prefetch must never fetch an API route (a prefetched /api/auth/google starts a second sign-in).
    await expect(page.locator('a[href^="/api/"]:not([data-astro-prefetch="false"])')).toHaveCount(0);

    const results = await wcagAudit(page).analyze();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const results = await wcagAudit(page).analyze();
  expect(results.violations).toEqual([]);
});

test("structured data fits each page type", async ({ page }) => {
  const typesOf = async (path: string) => {
    await page.goto(path);
    return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  };
  const service = await typesOf("/services/window-replacement");
  expect(service.map((data) => data["@type"])).toContain("Service");
  const product = (await typesOf("/milgard/tuscany-v400")).find((data) => data["@type"] === "Product")!;
  expect(product.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: 550, highPrice: 850, priceCurrency: "USD" });
  const post = await typesOf("/blog/gilbert-windows-doors-guide");
  expect(post.map((data) => data["@type"])).toContain("BlogPosting");
  const business = (await typesOf("/"))[0]!;
  expect(business.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 287 });
  expect(business.openingHoursSpecification).toHaveLength(2);
});
