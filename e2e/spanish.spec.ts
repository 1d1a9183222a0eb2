import { expect, test } from "@playwright/test";

/** Spanish pages: language, hreflang pairs and the switcher that keeps the visitor on the same page. */

const hreflangs = async (page: import("@playwright/test").Page) =>
  Object.fromEntries(
    await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), new URL((link as HTMLLinkElement).href).pathname])),
  );

for (const [english, spanish] of [
  ["/", "/es"],
  ["/locations/gilbert", "/es/locations/gilbert"],
  ["/contact", "/es/contact"],
  ["/gallery", "/es/gallery"],
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

test("the admin pages, which stay English, have no hreflang and no language switch", async ({ page }) => {
  // Every public page has its Spanish twin; the admin screens have their own frame, without the site's header.
  await page.goto("/admin/leads");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator("[data-language-switch]")).toHaveCount(0);
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

test("on the pages a private link opens, the switcher keeps the link's token and query, both ways, and the footer's links stay in the page's language", async ({
  page,
  isMobile,
}) => {
  const token = "Tk_0123456789abcdefghijklmnopqrstuvwxyzABCDE";
  const switchers = () => page.locator("a[data-language-switch]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const shell of ["/quote", "/change-order", "/invoice", "/my", "/cancel"]) {
    await page.goto(`/es${shell}/${token}?deposit=returned`);
    await expect
      .poll(switchers, `the switchers of /es${shell}/{token}`)
      .toEqual([`${shell}/${token}?deposit=returned`, `${shell}/${token}?deposit=returned`]);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Su trabajo y documentos" })).toHaveAttribute("href", "/es/my");
    await page.goto(`${shell}/${token}`);
    await expect.poll(switchers, `the switchers of ${shell}/{token}`).toEqual([`/es${shell}/${token}`, `/es${shell}/${token}`]);
  }
  // Followed, as a visitor does (on a phone, from the menu).
  await page.goto(`/es/quote/${token}`);
  if (isMobile) await page.getByRole("button", { name: "Abrir menú" }).click();
  await page
    .locator(isMobile ? "#mobile-menu" : "header")
    .getByRole("link", { name: "English" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/quote/${token}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("Spanish pages link to Spanish pages where they exist and to English ones elsewhere", async ({ page }) => {
  await page.goto("/es/locations/gilbert");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Mesa, AZ" })).toHaveAttribute("href", "/es/locations/mesa");
  await expect(footer.getByRole("link", { name: "Mapa del sitio" })).toHaveAttribute("href", "/es/sitemap");
  await expect(footer.getByRole("link", { name: "Privacidad" })).toHaveAttribute("href", "/es/privacy");
  await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Inicio" })).toHaveAttribute(
    "href",
    "/es",
  );
});

test("a missing page under /es answers 404 with the Spanish not-found page", async ({ page }) => {
  const response = await page.goto("/es/no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esa página");
});

test("Spanish pages show Google's Spanish reviews with the reviewer's own words beside, and the badge leads to /es/reviews", async ({
  page,
  isMobile,
}) => {
  // The Places stand-in answers languageCode=es with tests/fixtures/places-details-es.json.
  await page.goto("/es/reviews");
  const block = page.locator('[data-slot="google-reviews"]');
  await expect(block.getByRole("heading", { name: "Lo que dicen los propietarios en Google" })).toBeVisible();
  await expect(block.getByRole("listitem")).toHaveCount(5);
  const first = block.getByRole("article").first();
  await expect(first).toContainText("Cambiaron las 14 ventanas");
  await expect(first).toContainText("hace 2 semanas");
  await expect(first.locator('blockquote[lang="en"]')).toContainText("Replaced all 14 windows");
  if (isMobile) return;
  const badge = page.getByRole("link", { name: "Calificación de 4.9 de 5 con 287 reseñas en Google" });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute("href", "/es/reviews");
});
