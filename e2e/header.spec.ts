import { expect, test, type Page } from "@playwright/test";
import { E2E_PHONE } from "./site";

/** Waits until the header's script, loaded after the first paint, has set up the menus and prefetch. */
async function headerEnhanced(page: Page): Promise<void> {
  await expect(page.locator("[data-site-header]")).toHaveAttribute("data-enhanced", "");
}

test.describe("header on wide screens", () => {
  test.skip(({ isMobile }) => isMobile, "desktop layout");

  test("highlights the current page and links the logo home", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Gallery" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner").getByRole("link", { name: /Windows & Doors Near Me, home/ })).toHaveAttribute("href", "/");
  });

  test("fetches a page when its link is hovered, before any click (Astro's prefetch, started by the header's script)", async ({ page }) => {
    await page.goto("/");
    await headerEnhanced(page);
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === "/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).hover();
    await prefetched;
    await expect(page).toHaveURL(/\/$/);
  });

  test("opens the Services dropdown with the keyboard and closes it with Escape", async ({ page }) => {
    await page.goto("/");
    await headerEnhanced(page);
    const button = page.getByRole("button", { name: "Services" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#nav-menu-services");
    await expect(menu.getByRole("link", { name: "Window Replacement" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Energy Efficiency" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "All services" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await expect(menu).toBeHidden();
  });

  test("opens the Locations dropdown on hover, capped in height and scrollable", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Locations" }).hover();
    const menu = page.locator("#nav-menu-locations");
    await expect(menu.getByRole("link", { name: "Glendale, AZ" })).toBeVisible();
    const list = menu.locator("ul");
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe("384px");
    expect(await list.evaluate((element) => getComputedStyle(element).overflowY)).toBe("auto");
    await page.mouse.move(5, 700);
    await expect(menu).toBeHidden();
  });

  test("casts a stronger shadow after 20 px of scroll", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/");
    const header = page.locator("[data-site-header]");
    await expect(header).not.toHaveAttribute("data-scrolled");
    await page.mouse.wheel(0, 200);
    await expect(header).toHaveAttribute("data-scrolled", "");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute("data-scrolled");
  });

  test("shows the phone number and the Free Estimate button", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: `Call ${E2E_PHONE.shown}` })).toHaveAttribute("href", E2E_PHONE.href);
    await expect(banner.getByRole("link", { name: "Free Estimate" })).toHaveAttribute("href", "/estimate");
  });
});

test.describe("header on phones", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout");

  test("has a quick-call button and hides the wide navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: /^Call/ })).toHaveAttribute("href", E2E_PHONE.href);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("slides in a menu of at most 85vw with sections, hours, and closes on Escape", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // The menu slides in: wait until it rests against the right edge, however slow the machine, then measure it.
    await expect
      .poll(async () => {
        const box = (await menu.boundingBox())!;
        return Math.round(box.x + box.width);
      })
      .toBe(390);
    expect((await menu.boundingBox())!.width).toBeLessThanOrEqual(390 * 0.85 + 1);
    await expect(menu.getByText("Business hours")).toBeVisible();
    await expect(menu.getByText("7 a.m. - 5 p.m.")).toBeVisible();
    await expect(menu.getByRole("link", { name: "Tempe, AZ" })).toBeHidden();
    await menu.getByText("Locations", { exact: true }).click();
    await expect(menu.getByRole("link", { name: "Tempe, AZ" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("opens and closes the menu before the header's script has loaded (and without it)", async ({ page }) => {
    await page.route(/\/_astro\/Header\.astro_astro_type_script_[^/]+\.js$/, (route) => route.abort());
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("[data-site-header]")).not.toHaveAttribute("data-enhanced");
  });

  test("closes the menu when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("link", { name: "Home" }).click();
    await expect(menu).toBeHidden();
  });

  test("the open menu has no WCAG 2.2 AA violations", async ({ page }) => {
    const { default: AxeBuilder } = await import("@axe-core/playwright");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByText("Services", { exact: true }).click();
    const results = await new AxeBuilder({ page }).include("#mobile-menu").analyze();
    expect(results.violations).toEqual([]);
  });
});
