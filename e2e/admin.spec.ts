import { expect, test } from "@playwright/test";
import { wcagAudit } from "./axe";
import { formatDay, formatWindow } from "../src/i18n/dates";
import { holidayOn } from "../src/core/holidays";
import { addDays, phoenixDate, weekday } from "../src/core/phoenix-time";
import { bookFreeSlot, signIn } from "./flows";
import { E2E_ADMIN, E2E_IDENTITY_COOKIE } from "./oidc-server";

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "one run of the admin flows is enough; the screens are checked at 390 px by the page tests");

test("Google sign-in returns to the page that asked for it, and the admin frame shows the account", async ({ page }) => {
  await signIn(page, "/admin/appointments");
  await expect(page.getByRole("heading", { level: 1, name: "Appointments" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${E2E_ADMIN.email}`).filter({ visible: true })).toBeVisible();
});

test("on a public page the user menu shows the account, and its dashboard link takes an admin to the admin's own", async ({ page }) => {
  await signIn(page, "/admin/dashboard");
  await page.goto("/about");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu" })).toContainText("PO");
  await expect(page.locator("[data-user-dashboard]")).toHaveAttribute("href", "/admin/dashboard");
});

test("an admin confirms an appointment, and blocks a date that the public calendar then closes", async ({ page, request }) => {
  // A booking to work on, made the way a visitor makes one.
  const calendar = await (await request.get("/api/calendar")).json();
  expect(calendar.settings.weeksAhead).toBeGreaterThan(1);
  await bookFreeSlot(request, { firstName: "Quinn", lastName: "Admin-Flow", email: `admin-flow-${Date.now()}@example.com` });

  await signIn(page, "/admin/appointments");
  await page.getByLabel("Search").fill("Admin-Flow");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page
    .getByRole("button", { name: /Quinn Admin-Flow/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Status").selectOption("confirmed");
  await dialog.getByLabel(/Internal notes/).fill("Customer prefers a call first.");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator('[data-slot="toast"]').first()).toBeVisible();
  await expect(dialog.getByText(/confirmed/i).first()).toBeVisible();

  // Block a day far out in the booking window, on a day open until now (no Sunday, no holiday).
  let blockedDate = addDays(phoenixDate(new Date()), 26);
  while (weekday(blockedDate) === 0 || holidayOn(blockedDate)) blockedDate = addDays(blockedDate, -1);
  await page.goto("/admin/calendar-settings");
  await page.getByLabel("Day off (first day)").fill(blockedDate);
  await page.getByRole("button", { name: "Add days off" }).click();
  await page.getByRole("button", { name: "Save settings" }).click();
  // The dry run answers with either a warning about affected visits or the save itself: wait for one of them.
  const saveAnyway = page.getByRole("button", { name: "Save anyway" });
  const saved = page.locator('[data-slot="toast"]').first();
  await expect(saveAnyway.or(saved).first()).toBeVisible();
  if (await saveAnyway.isVisible()) await saveAnyway.click();
  await expect(saved).toBeVisible();

  const after = await (await request.get("/api/calendar")).json();
  expect(after.settings.blockedDates).toContain(blockedDate);
  await page.goto("/estimate");
  // The calendar first: looking for the day before it has rendered would skip a week.
  await expect(page.locator("table").getByRole("button").first()).toBeVisible();
  const label = formatDay(blockedDate, "en");
  for (let week = 0; week < 5 && !(await page.getByRole("button", { name: new RegExp(`^${label},`) }).isVisible()); week++) {
    await page.getByRole("button", { name: "Next week" }).click();
  }
  await expect(page.getByRole("button", { name: `${label}, closed` })).toBeDisabled();
});

test("logging out of the admin frame signs the browser out and goes home", async ({ page }) => {
  await signIn(page, "/admin/dashboard");
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: "Sign in with Google" })).toBeVisible();
});

test("a customer signs in, sees the estimate they booked, and cancels it, which frees the time", async ({ page, context, request }) => {
  const email = `casey-${Date.now()}@example.com`;
  const slot = await bookFreeSlot(request, { firstName: "Casey", lastName: "Customer", email }, 9);
  await context.addCookies([{ name: E2E_IDENTITY_COOKIE, value: email, domain: "127.0.0.1", path: "/" }]);

  await signIn(page, "/dashboard");
  const label = formatDay(slot.appointmentDate, "en", true);
  const card = page.getByRole("article", { name: `${label}, ${formatWindow(slot.appointmentTime, 120, "en")}` });
  await expect(card).toContainText("7 S Gilbert Rd, Gilbert 85233");
  await expect(page.getByRole("link", { name: "Appointments" })).toHaveCount(0);
  const results = await wcagAudit(page).analyze();
  expect(results.violations.map(({ id }) => id)).toEqual([]);

  await card.getByRole("button", { name: "Cancel appointment" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this appointment?" });
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByText("You have no upcoming appointments.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your upcoming appointments" })).toBeFocused();

  const taken = (await (await request.get("/api/appointments")).json()) as { appointmentDate: string; appointmentTime: string }[];
  expect(taken).not.toContainEqual(expect.objectContaining(slot));
});
