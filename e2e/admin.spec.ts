import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./oidc-server";

/** Signs in through the sign-in card shown in place of a guarded page; lands back on that page. */
async function signIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await page.waitForURL((url) => url.pathname === path && !url.searchParams.has("auth"));
}

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "one run of the admin flows is enough; the screens are checked at 390 px by the page tests");

test("Google sign-in returns to the page that asked for it, and the user menu shows the account", async ({ page }) => {
  await signIn(page, "/admin/appointments");
  await expect(page.getByRole("heading", { level: 1, name: "Appointments" })).toBeVisible();
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu" })).toContainText("PO");
});

test("an admin confirms an appointment, and blocks a date that the public calendar then closes", async ({ page, request }) => {
  // A booking to work on, made the way a visitor makes one, in the first free slot from 12 days out
  // (other tests, and a retry of this one, take slots too).
  const calendar = await (await request.get("/api/calendar")).json();
  expect(calendar.settings.weeksAhead).toBeGreaterThan(1);
  const email = `admin-flow-${Date.now()}@example.com`;
  let booked = 0;
  for (let offset = 12; offset < 20 && booked !== 201; offset++) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) continue;
    for (const appointmentTime of ["4:00 PM", "2:00 PM", "10:00 AM", "8:00 AM"]) {
      const response = await request.post("/api/appointments", {
        data: { firstName: "Quinn", lastName: "Admin-Flow", email, phone: "480-555-0188", address: "7 S Gilbert Rd", city: "Gilbert", zipCode: "85233", serviceType: "consultation", appointmentDate: date, appointmentTime },
      });
      booked = response.status();
      if (booked !== 409) break;
    }
  }
  expect(booked).toBe(201);

  await signIn(page, "/admin/appointments");
  await page.getByLabel("Search").fill("Admin-Flow");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("button", { name: /Quinn Admin-Flow/ }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Status").selectOption("confirmed");
  await dialog.getByLabel(/Internal notes/).fill("Customer prefers a call first.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.locator('[data-slot="toast"]').first()).toBeVisible();
  await expect(dialog.getByText(/confirmed/i).first()).toBeVisible();

  // Block a day far out in the booking window.
  const blocked = new Date(Date.now() + 26 * 86_400_000);
  if (blocked.getUTCDay() === 0) blocked.setUTCDate(blocked.getUTCDate() - 1);
  const blockedDate = blocked.toISOString().slice(0, 10);
  await page.goto("/admin/calendar-settings");
  await page.getByLabel("Date to block").fill(blockedDate);
  await page.getByRole("button", { name: "Add date" }).click();
  await page.getByRole("button", { name: "Save settings" }).click();
  const saveAnyway = page.getByRole("button", { name: "Save anyway" });
  if (await saveAnyway.isVisible().catch(() => false)) await saveAnyway.click();
  await expect(page.locator('[data-slot="toast"]').first()).toBeVisible();

  const after = await (await request.get("/api/calendar")).json();
  expect(after.settings.blockedDates).toContain(blockedDate);
  await page.goto("/estimate");
  const label = new Date(`${blockedDate}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  for (let week = 0; week < 5 && !(await page.getByRole("button", { name: new RegExp(`^${label},`) }).isVisible()); week++) {
    await page.getByRole("button", { name: "Next week" }).click();
  }
  await expect(page.getByRole("button", { name: `${label}, closed` })).toBeDisabled();
});

test("logging out signs the browser out and goes home", async ({ page }) => {
  await signIn(page, "/dashboard");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: "Sign in with Google" })).toBeVisible();
});
