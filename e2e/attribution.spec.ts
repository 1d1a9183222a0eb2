/**
 * Where jobs come from, end to end: a visitor lands on a city page from the Google Business
 * Profile's tagged link, browses, books on /estimate, and the owner's dashboard counts the
 * booking under "Google Business Profile" (and its detail names the source).
 */
import { expect, test, type Page } from "@playwright/test";
import { bookThroughCalendar, signIn } from "./flows";

test.skip(({ isMobile }) => isMobile, "one run of the admin flows is enough; the panel's 390 px layout is in the screenshots");

const GBP_LINK = "/locations/chandler?utm_source=google&utm_medium=organic&utm_campaign=gbp";

/** The dashboard's "Google Business Profile" bookings over the last 30 days. */
async function gbpBookings(page: Page): Promise<number> {
  await page.goto("/admin/dashboard");
  const row = page.locator('[data-slot="sources-panel"] tr[data-channel="google-business-profile"]');
  await expect(row).toBeVisible({ timeout: 20_000 });
  // Columns: calls, forms started, bookings, ...
  return Number(await row.locator("td").nth(2).textContent());
}

test("a booking that started on the Google Business Profile's link is counted under Google Business Profile", async ({ page }) => {
  // Signed in on /dashboard, a page of the site's frame (which notes where a visitor landed), that sends an admin on to the admin's own.
  await signIn(page, "/dashboard");
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");
  const before = await gbpBookings(page);

  await page.goto(GBP_LINK);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/about");
  await page.goto("/estimate");

  const lastName = `Gbp-${Date.now()}`;
  // Far enough out to stay clear of the other booking tests' days.
  const visitor = {
    firstName: "Gina",
    lastName,
    email: `${lastName.toLowerCase()}@example.com`,
    address: "10 N Arizona Ave",
    city: "Chandler",
    zipCode: "85225",
  };
  await bookThroughCalendar(page, { skip: 13, visitor });

  await expect.poll(() => gbpBookings(page)).toBe(before + 1);

  await page.goto("/admin/appointments");
  await page.getByLabel("Search").fill(lastName);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page
    .getByRole("button", { name: new RegExp(`Gina ${lastName}`) })
    .first()
    .click();
  // Signing in came first (a direct visit to /dashboard): the tagged link is the last touch.
  await expect(
    page
      .getByRole("dialog")
      .getByText(
        "Google Business Profile (first: landed on /dashboard; last: utm_source=google, utm_medium=organic, utm_campaign=gbp, landed on /locations/chandler)",
      ),
  ).toBeVisible();
});
