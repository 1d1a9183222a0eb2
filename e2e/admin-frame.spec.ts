/**
 * The admin's own frame, on a phone and on a desktop: the navigation of the admin's screens (a
 * sidebar from 1024 px, a Menu dialog below), with the count of what waits beside a screen, the
 * current screen marked; the site's footer, marketing menu and Call button on the public pages
 * only; the dashboard opening on the day with the setup notices folded below; and the quotes
 * list showing every quote's status without sideways scroll at 390 px. Each screen is also kept
 * as a picture attached to the test's results, for a person to look at.
 */
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { wcagAudit } from "./axe";
import { bookFreeSlot, signIn } from "./flows";

/** The screens the navigation lists on this branch, in order (src/config/admin-navigation.ts). */
const SCREENS = [
  "Today",
  "Day view",
  "Appointments",
  "Leads",
  "Customers",
  "Quotes",
  "Jobs",
  "Installs",
  "Texts",
  "Calendar settings",
  "Crews",
  "Price book",
  "Tax rates",
  "SEO",
  "Google reviews",
  "Team",
  "Who did what",
];

/** The admin's navigation as this width shows it: the sidebar, or the Menu dialog opened. */
async function adminNavigation(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole("navigation", { name: "Admin" });
  await page.getByRole("button", { name: /^Menu/ }).click();
  return page.getByRole("dialog", { name: "Admin menu" }).getByRole("navigation", { name: "Admin" });
}

/** Keeps a picture of the page with the test's results. */
async function picture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: name !== "menu" });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("the admin frame lists the admin's screens with what waits, and the site's footer, menu and Call button stay on the public pages", async ({
  page,
  isMobile,
}, testInfo) => {
  // A visit to confirm, so the Appointments count is not zero.
  const email = `frame-${testInfo.project.name}-${Date.now()}@example.com`;
  await bookFreeSlot(page.request, { firstName: "Fran", lastName: "Frame", email }, 20);

  await signIn(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Waiting for you" })).toBeVisible();
  // The setup notices are folded below the day's work.
  const notices = page.locator('[data-slot="setup-notices"]');
  await expect(notices).not.toHaveAttribute("open");
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.locator("#mobile-menu")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Call\b/ })).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);
  await expect(page.getByText(/^(Loading|Counting|Checking)/)).toHaveCount(0);
  await picture(page, testInfo, "dashboard");

  const nav = await adminNavigation(page, isMobile);
  const links = nav.getByRole("link");
  await expect(links).toHaveCount(SCREENS.length);
  const names = await links.allInnerTexts();
  // innerText holds a count's number and its words for screen readers on lines after the name.
  expect(names.map((name) => name.split("\n")[0]!.trim())).toEqual(SCREENS);
  await expect(nav.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "page");

  // The count beside Appointments is what GET /api/admin/waiting answers, said in words to a screen
  // reader, and read again after a change. Other tests book and confirm meanwhile: the count is
  // compared at a moment when none did.
  await expect(nav.getByRole("link", { name: /^Appointments\s*, \d+ to confirm$/ })).toBeVisible();
  await expect(async () => {
    const waiting = (await (await page.request.get("/api/admin/waiting")).json()) as { visitsToConfirm: number };
    expect(waiting.visitsToConfirm).toBeGreaterThan(0);
    await page.evaluate(() => window.dispatchEvent(new Event("admin-data-changed")));
    const count = waiting.visitsToConfirm.toLocaleString("en-US");
    await expect(nav.getByRole("link", { name: new RegExp(`^Appointments\\s*, ${count} to confirm$`) })).toBeVisible({ timeout: 2_000 });
  }).toPass();

  if (isMobile) {
    // The Menu button carries the total; the menu is a modal dialog Escape closes, giving focus back.
    await picture(page, testInfo, "menu");
    const dialog = page.getByRole("dialog", { name: "Admin menu" });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const menu = page.getByRole("button", { name: /^Menu\s*, \d+ waiting$/ });
    await expect(menu).toBeFocused();
    await menu.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: /^Quotes/ }).click();
  } else {
    await nav.getByRole("link", { name: /^Quotes/ }).click();
  }
  await page.waitForURL((url) => url.pathname === "/admin/quotes");
  await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
  await expect((await adminNavigation(page, isMobile)).getByRole("link", { name: /^Quotes/ })).toHaveAttribute("aria-current", "page");
  if (isMobile) await page.keyboard.press("Escape");

  const results = await wcagAudit(page).analyze();
  expect(results.violations.map(({ id }) => id)).toEqual([]);

  // A public page has the site's header, Call button and footer, and no admin frame.
  await page.goto("/about");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Call\b/ }).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
});

test("the admin's quotes and appointments lists show every row's status at the screen's width, as cards on a phone", async ({
  page,
  isMobile,
}, testInfo) => {
  const email = `frame-quotes-${testInfo.project.name}-${Date.now()}@example.com`;
  // A name of this project's own: both projects' quotes are in the one database.
  const customer = { firstName: "Quinta", lastName: isMobile ? "Phonecards" : "Deskcards" };
  await bookFreeSlot(page.request, { ...customer, email }, 21);
  await signIn(page, "/admin/quotes");
  const origin = new URL(page.url()).origin;
  const visits = await (await page.request.get(`/api/admin/appointments?search=${encodeURIComponent(email)}`)).json();
  for (const name of ["Good", "Better"]) {
    const created = await page.request.post("/api/admin/quotes", {
      headers: { Origin: origin },
      data: {
        appointmentId: visits.items[0].id,
        options: [{ name, items: [{ description: "Milgard Tuscany V400 slider", quantity: 2, unitPriceCents: 72_500 }] }],
        depositPercent: 20,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await page.goto("/admin/quotes");
  await expect(page.getByText(`${customer.firstName} ${customer.lastName}`).filter({ visible: true })).toHaveCount(2);
  const width = page.viewportSize()!.width;
  const statuses = isMobile
    ? page.getByRole("list", { name: "Quotes, newest first" }).getByRole("listitem")
    : page.getByRole("table", { name: "Quotes, newest first" }).getByRole("row");
  await expect(statuses.first()).toBeVisible();
  if (isMobile) await expect(page.getByRole("table", { name: "Quotes, newest first" })).toBeHidden();
  for (const row of await statuses.all()) {
    if (!isMobile && (await row.getByRole("columnheader").count())) continue;
    const status = row.getByText(/^(Draft|Sent|Opened|Expired|Signed|Deposit paid|Declined|Cancelled)$/);
    await expect(status).toBeVisible();
    const box = (await status.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  expect(await scrollsSideways(page)).toBe(false);
  await picture(page, testInfo, "quotes");

  await page.goto("/admin/appointments");
  const appointments = isMobile ? page.getByRole("list", { name: "Appointments" }) : page.getByRole("table", { name: "Appointments" });
  await expect(appointments).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await picture(page, testInfo, "appointments");
});
