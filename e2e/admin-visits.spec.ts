import { expect, test } from "@playwright/test";
import { bookFreeSlot, signIn } from "./flows";

test.skip(({ isMobile }) => isMobile, "one run of the admin flows is enough");

test("an admin moves a visit from its detail, and subscribes to, then replaces, their calendar link", async ({ page, request }) => {
  const lastName = `Move-Flow-${Date.now()}`;
  await bookFreeSlot(request, { firstName: "Rita", lastName, email: `${lastName.toLowerCase()}@example.com` }, 18);

  await signIn(page, "/admin/appointments");
  await page.getByLabel("Search").fill(lastName);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("button", { name: new RegExp(`Rita ${lastName}`) }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Move to another time" }).click();
  // Week 2 (15-20 days out): clear of admin.spec's blocked date, 26 days out, so its save finds no visit there.
  for (let week = 0; week < 2; week++) await dialog.getByRole("button", { name: "Next week" }).click();
  await dialog.locator("table").getByRole("button", { name: /, open$/ }).first().click();
  await dialog.getByRole("button", { name: /, available$/ }).first().click();
  await dialog.getByRole("button", { name: "Move to this time" }).click();
  await expect(page.locator('[data-slot="toast"]').getByText("Visit moved")).toBeVisible();
  await expect(dialog.getByText(/moved it from/)).toBeVisible();

  await page.goto("/admin/calendar-settings");
  const link = page.getByLabel("Your private calendar link");
  await expect(link).toHaveValue(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await link.inputValue();
  const feed = await request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toContain(lastName);

  await page.getByRole("button", { name: "Make a new link" }).click();
  await page.getByRole("button", { name: "Yes, make a new link" }).click();
  await expect(link).not.toHaveValue(first);
  expect((await request.get(new URL(first).pathname)).status()).toBe(404);
  expect((await request.get(new URL(await link.inputValue()).pathname)).status()).toBe(200);
});
