import { expect, test } from "@playwright/test";

test.describe("security headers on the served build", () => {
  test("pages send a strict CSP and the other security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    const csp = headers["content-security-policy"]!;
    const scriptSrc = csp
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("script-src"))!;
    expect(scriptSrc).toBeTruthy();
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    // <style> elements too are allowed by hash only (e2e/first-screen.spec.ts checks each page's);
    // style attributes are allowed for reCAPTCHA's badge and hidden field.
    expect(
      csp
        .split(";")
        .map((part) => part.trim())
        .filter((part) => part.includes("'unsafe-inline'")),
    ).toEqual(["style-src-attr 'unsafe-inline'"]);
    expect(headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  });

  test("pages with someone's data are cut off from their opener; public pages are not", async ({ request }) => {
    // src/integrations/security-headers.ts, isolatedPages: the isolation costs public pages a renderer process.
    for (const path of ["/admin/today", "/dashboard", "/es/dashboard", "/login", "/cancel/some-token", "/es/cancel/some-token"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
    }
    for (const path of ["/", "/locations/mesa", "/estimate", "/es/contact"]) {
      expect((await request.get(path)).headers()["cross-origin-opener-policy"], path).toBeUndefined();
    }
  });

  test("hashed assets are cached for a year and immutable", async ({ page, request }) => {
    // The stylesheet is inline (e2e/first-screen.spec.ts); the header's script is a hashed asset,
    // which the page loads after its first paint, once it has loaded.
    const loaded = page.waitForResponse((response) => /^\/_astro\/Header\.astro[^/]+\.js$/.test(new URL(response.url()).pathname));
    await page.goto("/");
    const script = new URL((await loaded).url()).pathname;
    const response = await request.get(script!);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the not-found page has status 404 and the same headers", async ({ request }) => {
    for (const path of ["/services/no-such-service", "/es/no-such-page", "/es/%"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
  });

  test("GET /api/health says only up or down to anyone and is never cached", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("sitemap.xml and robots.txt exist and name each other", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
    const sitemap = await request.get("/sitemap-index.xml");
    expect(sitemap.status()).toBe(200);
  });
});
