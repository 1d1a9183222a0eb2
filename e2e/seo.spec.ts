import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { builtPagePaths } from "./site";

const isNoindex = (path: string) =>
  /<meta name="robots" content="[^"]*noindex/.test(
    readFileSync(join("dist", path === "/" ? "index.html" : `${path.slice(1)}.html`), "utf8"),
  );

test("sitemap.xml lists every public page and no private or noindex page", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const index = await (await request.get("/sitemap-0.xml")).text();
  expect(xml).toContain("sitemap-0.xml");
  const listed = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname.replace(/\/$/, "") || "/");
  const paths = builtPagePaths();
  expect(listed.sort()).toEqual(paths.filter((path) => !isNoindex(path)).sort());
  for (const path of ["/login", "/dashboard", "/admin/appointments", "/cancel"]) expect(listed).not.toContain(path);
});

test("/navigation is the site map page", async ({ page }) => {
  const response = await page.goto("/navigation");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site map");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/sitemap$/);
});

test("titles and descriptions are unique across pages", async ({ request }) => {
  const seen = new Map<string, string>();
  for (const path of builtPagePaths()) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
    for (const key of [`title:${title}`, `description:${description}`]) {
      expect(seen.get(key), `${path} repeats ${key} of ${seen.get(key)}`).toBeUndefined();
      seen.set(key, path);
    }
  }
});

test("every public page is reachable: linked from the site map page, which every footer links", async ({ page }) => {
  await page.goto("/sitemap");
  const linked = new Set(
    await page.locator("main a").evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
  );
  const missing = builtPagePaths().filter((path) => !isNoindex(path) && path !== "/sitemap" && !linked.has(path));
  expect(missing).toEqual([]);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Site Map" })).toHaveAttribute("href", "/sitemap");
});

for (const home of ["/", "/es"]) {
  test(`every link in the header menus and the footer of ${home} answers 200`, async ({ page, request }) => {
    await page.goto(home);
    // Read and filter the hrefs in one step: the header's script, loading meanwhile, points the
    // review badge from /reviews to Google Maps, so a link matched as local can be Google's when read.
    const hrefs = await page
      .locator("header a, #mobile-menu a, footer a")
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? "").filter((href) => href.startsWith("/")))]);
    expect(hrefs.length).toBeGreaterThan(25);
    for (const href of hrefs.filter((href) => !href.startsWith("/api/"))) expect((await request.get(href)).status(), href).toBe(200);
  });
}
