/**
 * The team on a phone: the owner adds an estimator on /admin/team and reads it on /admin/activity
 * (both pass the WCAG audit); the estimator signs in and the admin frame lists only the screens
 * their role opens, and a screen it does not (the jobs board) says so in a sentence with the way
 * to their own, while the server refuses its calls.
 */
import { expect, test } from "@playwright/test";
import { wcagAudit } from "./axe";
import { keepScreens, signIn, signInAs } from "./flows";

test.skip(
  ({ isMobile }) => !isMobile,
  "the team's screens are checked at phone width; the frame's desktop sidebar is checked by admin-frame.spec.ts",
);

test("an owner adds an estimator, who sees only their own screens", async ({ page, browser }, testInfo) => {
  test.slow(); // Two sign-ins in two browsers.
  const email = `estimator-${testInfo.project.name}-${Date.now()}@example.com`;

  await signIn(page, "/admin/team");
  await expect(page.getByText("Owner (ADMIN_EMAILS)").first()).toBeVisible();
  const form = page.getByRole("form", { name: "Add someone" });
  await form.getByLabel(/Google email/).fill(email);
  await form.getByLabel(/^Name/).fill("Erin Estimator");
  await form.getByLabel(/^Role/).selectOption("estimator");
  await form.getByRole("button", { name: "Add to the team" }).click();
  await expect(page.getByRole("form", { name: "Edit Erin Estimator" })).toBeVisible();
  expect((await wcagAudit(page).analyze()).violations.map(({ id }) => id)).toEqual([]);

  // The owner's "Who did what" says the addition in words, with who made it.
  await page.goto("/admin/activity");
  const changes = page.getByRole("list", { name: "Changes by the team, newest first" });
  await expect(changes.getByText(`Added Erin Estimator (${email}) to the team as estimator`)).toBeVisible();
  await expect(page.getByLabel(/^Person/).getByRole("option", { name: "Erin Estimator" })).toBeAttached();
  expect((await wcagAudit(page).analyze()).violations.map(({ id }) => id)).toEqual([]);
  await keepScreens(page, "admin-activity");

  const other = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const estimator = await other.newPage();
  await signInAs(estimator, "/admin/jobs", email);
  await expect(estimator.getByRole("alert").filter({ hasText: "Your role (estimator) cannot open Jobs." })).toBeVisible();
  await estimator.getByRole("link", { name: "Open Day view" }).click();
  await estimator.waitForURL((url) => url.pathname === "/admin/today");

  await estimator.getByRole("button", { name: /^Menu/ }).click();
  const navigation = estimator.getByRole("dialog", { name: "Admin menu" }).getByRole("navigation", { name: "Admin" });
  // innerText holds a count's number and its words for screen readers on lines after the name.
  const names = async () => (await navigation.getByRole("link").allInnerTexts()).map((name) => name.split("\n")[0]!.trim());
  await expect.poll(names).toEqual(["Day view", "Appointments", "Leads", "Customers", "Quotes", "Price book", "Tax rates"]);
  expect((await estimator.request.get("/api/admin/money")).status()).toBe(403);
  await other.close();
});
