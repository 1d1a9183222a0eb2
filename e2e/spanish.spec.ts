import { expect, test } from "@playwright/test";

/** Spanish pages: language, hreflang pairs and the switcher that keeps the visitor on the same page. */

const hreflangs = async (page: import("@playwright/test").Page) =>
  Object.fromEntries(await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), new URL((link as HTMLLinkElement).href).pathname])));

for (const [english, spanish] of [
  ["/", "/es"],
  ["/locations/gilbert", "/es/locations/gilbert"],
  ["/contact", "/es/contact"],
] as const) {
  test(`${spanish} is Spanish and pairs with ${english} by hreflang, both ways`, async ({ page }) => {
    await page.goto(spanish);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_US");
    const fromSpanish = await hreflangs(page);
    await page.goto(english);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await hreflangs(page)).toEqual(fromSpanish);
    expect(fromSpanish).toEqual({ en: english, es: spanish, "x-default": english });
  });
}

test("a page without a Spanish version has no hreflang, and its switcher leads to the Spanish home page", async ({ page, isMobile }) => {
  await page.goto("/gallery");
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator(isMobile ? "#mobile-menu [data-language-switch]" : "header [data-language-switch]:visible").first().click();
  await expect(page).toHaveURL(/\/es$/);
});

test("the switcher keeps the visitor on the same page, in the header and the mobile menu", async ({ page, isMobile }) => {
  const switcher = async (name: string, menuButton: string) => {
    if (!isMobile) return page.locator("header").getByRole("link", { name });
    await page.getByRole("button", { name: menuButton }).click();
    return page.locator("#mobile-menu").getByRole("link", { name });
  };
  await page.goto("/services/windows");
  await (await switcher("Español", "Open menu")).click();
  await expect(page).toHaveURL(/\/es\/services\/windows$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  await (await switcher("English", "Abrir menú")).click();
  await expect(page).toHaveURL(/\/services\/windows$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("Spanish pages link to Spanish pages where they exist and to English ones elsewhere", async ({ page }) => {
  await page.goto("/es/locations/gilbert");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Mesa, AZ" })).toHaveAttribute("href", "/es/locations/mesa");
  await expect(footer.getByRole("link", { name: "Mapa del sitio" })).toHaveAttribute("href", "/sitemap");
  await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es");
});

test("a missing page under /es answers 404 with the Spanish not-found page", async ({ page }) => {
  const response = await page.goto("/es/no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esa página");
});
