import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { builtPagePaths } from "./site";

const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const paths = builtPagePaths();

test("the build has pages to test", () => {
  expect(paths).toContain("/");
});

for (const path of paths) {
  test.describe(`page ${path}`, () => {
    test("answers 200 with one h1 and the SEO head", async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      const title = await page.title();
      expect(title.length).toBeGreaterThan(0);
      expect(title.length).toBeLessThanOrEqual(70);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThanOrEqual(70);
      expect(description?.length ?? 0).toBeLessThanOrEqual(160);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(path);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\.png$/);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toContain("GeneralContractor");
    });

    test("has no WCAG 2.2 AA violations", async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
      expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
    });

    test("loads without console errors or blocked resources", async ({ page }) => {
      const problems: string[] = [];
      page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
      page.on("pageerror", (error) => problems.push(error.message));
      page.on("requestfailed", (request) => problems.push(`${request.url()} ${request.failure()?.errorText}`));
      await page.goto(path, { waitUntil: "networkidle" });
      expect(problems).toEqual([]);
    });
  });
}

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
  expect(results.violations).toEqual([]);
});
