import { expect, test, type Page } from "@playwright/test";
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

/** Phone widths, CSS pixels: the narrowest common phone, a mid-size Android, a current iPhone. */
const PHONE_WIDTHS = [320, 360, 390] as const;

/**
 * How far the page at `width` is wider than the viewport, and the outermost elements that make it
 * so: the element past the right edge whose parent is not.
 */
async function overflowAt(page: Page, width: number): Promise<{ excess: number; culprits: string[] }> {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(() => {
    const root = document.documentElement;
    const excess = root.scrollWidth - root.clientWidth;
    const culprits: string[] = [];
    if (excess > 0) {
      const beyond = (node: Element) => node.getBoundingClientRect().right > root.clientWidth + 0.5;
      for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
        const parent = element.parentElement;
        if (beyond(element) && parent && !beyond(parent) && culprits.length < 5) {
          culprits.push(
            `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(/\s+/).slice(0, 4).join(".")}` : ""}`,
          );
        }
      }
    }
    return { excess, culprits };
  });
}

/** What the audit reads of a loaded page, in one round trip to the browser rather than one per tag. */
function readPage(page: Page) {
  return page.evaluate(() => {
    const attribute = (selector: string, name = "content") => document.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      h1s: document.querySelectorAll("h1").length,
      title: document.title,
      description: attribute('meta[name="description"]') ?? "",
      canonical: attribute('link[rel="canonical"]', "href"),
      ogImage: attribute('meta[property="og:image"]'),
      ogImageWidth: attribute('meta[property="og:image:width"]'),
      ogImageHeight: attribute('meta[property="og:image:height"]'),
      twitterCard: attribute('meta[name="twitter:card"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ""),
      robots: [...document.querySelectorAll('meta[name="robots"]')].map((tag) => tag.getAttribute("content")).join(" "),
      images: [...document.querySelectorAll("main img")].map((image) => ({
        src: image.getAttribute("src"),
        alt: image.getAttribute("alt"),
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
      })),
      prefetchableApiLinks: [...document.querySelectorAll('a[href^="/api/"]:not([data-astro-prefetch="false"])')].map((link) =>
        link.getAttribute("href"),
      ),
    };
  });
}

test("the build has every page of the route table", () => {
  for (const path of [
    "/",
    "/services/windows",
    "/services/interior-doors/barn-doors",
    "/locations/glendale",
    "/pella/impervia",
    "/milgard/trinsic-v300",
    "/milgard/energy-efficient-windows",
    "/blog/gilbert-windows-doors-guide",
    "/procore",
    "/room-designer",
    "/showcase",
    "/sitemap",
    "/login",
    "/dashboard",
    "/admin/seo-dashboard",
    "/cancel",
  ]) {
    expect(paths).toContain(path);
  }
});

for (const path of paths) {
  test(`page ${path}: 200, one h1, the SEO head, no WCAG 2.2 AA violations, no console errors, no sideways scroll on a phone`, async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === "desktop" && !desktopSample.has(path),
      "audited on the phone; its template is audited on desktop with another page",
    );
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("requestfailed", (request) => problems.push(`${request.url()} ${request.failure()?.errorText}`));
    // A CSP violation whose error is caught (e.g. a library probing eval) never reaches the console.
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
      ),
    );

    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    const head = await readPage(page);
    expect(head.h1s).toBe(1);
    expect(head.title.length).toBeGreaterThan(0);
    expect(head.title.length).toBeLessThanOrEqual(60);
    expect(head.description.length).toBeGreaterThanOrEqual(70);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(new URL(head.canonical!).pathname).toBe(path);
    expect(head.ogImageWidth).toBe("1200");
    expect(head.ogImageHeight).toBe("630");
    expect(head.twitterCard).toBe("summary_large_image");
    expect((await page.request.get(new URL(head.ogImage!).pathname)).status()).toBe(200);
    const types = head.jsonLd.map((text) => JSON.parse(text)["@type"]);
    expect(types).toContain("GeneralContractor");
    // Home pages ("/" and the Spanish "/es") have no trail.
    if (path !== "/" && path !== "/es" && !head.robots.includes("noindex")) expect(types).toContain("BreadcrumbList");
    for (const image of head.images) {
      expect(image.alt, `${image.src}: every image has alt text`).not.toBeNull();
      expect(image.width, `${image.src}: width`).toBeTruthy();
      expect(image.height, `${image.src}: height`).toBeTruthy();
    }
    // Hover prefetch must never fetch an API route (a prefetched /api/auth/google starts a second sign-in).
    expect(head.prefetchableApiLinks).toEqual([]);

    const results = await wcagAudit(page).analyze();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(", ")}`)).toEqual([]);

    // On the phone, the page loaded once above is narrowed in place to each phone width.
    if (testInfo.project.name === "mobile") {
      for (const width of PHONE_WIDTHS) {
        const { excess, culprits } = await overflowAt(page, width);
        expect(excess, `${path} at ${width} px is ${excess} px too wide: ${culprits.join(", ")}`).toBe(0);
      }
    }
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
