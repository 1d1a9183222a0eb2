import { expect, test } from "@playwright/test";
import { bookFreeSlot, chooseFreeSlot, signIn } from "./flows";

test.skip(({ isMobile }) => isMobile, "one run of the admin flows is enough");

test("an admin moves a visit from its detail, and makes a calendar link, sees it once, then replaces it", async ({ page, request }) => {
  const lastName = `Move-Flow-${Date.now()}`;
  await bookFreeSlot(request, { firstName: "Rita", lastName, email: `${lastName.toLowerCase()}@example.com` }, 18);

  await signIn(page, "/admin/appointments");
  await page.getByLabel("Search").fill(lastName);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page
    .getByRole("button", { name: new RegExp(`Rita ${lastName}`) })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Move to another time" }).click();
  // Some ten open days out: clear of admin.spec's blocked date, 26 days out, so its save finds no visit there.
  await chooseFreeSlot(dialog, { skip: 10 });
  await dialog.getByRole("button", { name: "Move to this time" }).click();
  await expect(page.locator('[data-slot="toast"]').getByText("Visit moved")).toBeVisible();
  await expect(dialog.getByText(/moved it from/)).toBeVisible();

  await page.goto("/admin/calendar-settings");
  // The first link needs no confirmation; on a database where this admin already has one, it is replaced.
  const makeFirst = page.getByRole("button", { name: "Make my link" });
  const makeNew = page.getByRole("button", { name: "Make a new link" });
  await expect(makeFirst.or(makeNew)).toBeVisible();
  if (await makeNew.isVisible()) {
    await makeNew.click();
    await page.getByRole("button", { name: "Yes, make a new link" }).click();
  } else {
    await makeFirst.click();
  }
  const link = page.getByLabel("Your private calendar link");
  await expect(link).toHaveValue(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await link.inputValue();
  const feed = await request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toContain(lastName);

  // Shown once: after a reload the page says a link exists, and the link still works.
  await page.reload();
  await expect(page.getByText(/For your safety it is shown only once/)).toBeVisible();
  await expect(link).toHaveCount(0);
  expect((await request.get(new URL(first).pathname)).status()).toBe(200);

  await page.getByRole("button", { name: "Make a new link" }).click();
  await page.getByRole("button", { name: "Yes, make a new link" }).click();
  await expect(link).toHaveValue(/\.ics$/);
  await expect(link).not.toHaveValue(first);
  expect((await request.get(new URL(first).pathname)).status()).toBe(404);
  expect((await request.get(new URL(await link.inputValue()).pathname)).status()).toBe(200);
});
