/**
 * The team on a phone: the owner adds an estimator on /admin/team and reads it on /admin/activity
 * (both pass the WCAG audit); the estimator signs in and the admin frame lists only the screens
 * their role opens, and a screen it does not (the jobs board) says so in a sentence with the way
 * to their own, while the server refuses its calls; their day view offers them their own calendar
 * link.
 */
import { expect, test } from "@playwright/test";
import { wcagAudit } from "./axe";
import { addDays, phoenixDate } from "../src/core/phoenix-time";
import { bookFreeSlot, keepScreens, signedQuoteJob, signIn, signInAs } from "./flows";

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

  // The calendar settings are closed to them, so their calendar link is on their day: a feed of their own visits (none yet).
  await estimator.getByRole("button", { name: "Make my link" }).click();
  const link = estimator.getByLabel("Your private calendar link");
  await expect(link).toHaveValue(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(estimator.getByText(/It lists the visits given to you/)).toBeVisible();
  const feed = await estimator.request.get(new URL(await link.inputValue()).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).not.toContain("BEGIN:VEVENT");
  expect((await wcagAudit(estimator).analyze()).violations.map(({ id }) => id)).toEqual([]);

  await estimator.getByRole("button", { name: /^Menu/ }).click();
  const navigation = estimator.getByRole("dialog", { name: "Admin menu" }).getByRole("navigation", { name: "Admin" });
  // innerText holds a count's number and its words for screen readers on lines after the name.
  const names = async () => (await navigation.getByRole("link").allInnerTexts()).map((name) => name.split("\n")[0]!.trim());
  await expect.poll(names).toEqual(["Day view", "Appointments", "Leads", "Customers", "Quotes", "Price book", "Tax rates"]);
  expect((await estimator.request.get("/api/admin/money")).status()).toBe(403);
  await other.close();
});

test("the job page's Who did what opens the owner's page of that job's changes", async ({ page }) => {
  test.slow(); // A visit booked, a quote signed, the job ordered.
  const email = `activity-${Date.now()}@example.com`;
  await bookFreeSlot(page.request, { firstName: "Rosa", lastName: "Quintero", email }, 13);
  await signIn(page, "/admin/quotes");
  const { jobId } = await signedQuoteJob(page, email);
  const today = phoenixDate(new Date());
  const ordered = await page.request.patch(`/api/admin/jobs/${jobId}`, {
    headers: { Origin: new URL(page.url()).origin },
    data: { stage: "ordered", manufacturer: "Milgard", orderNumber: "SO-4471", orderedOn: today, expectedDelivery: addDays(today, 10) },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);

  await page.goto(`/admin/job?id=${jobId}`);
  await page
    .getByRole("region", { name: "Who did what" })
    .getByRole("link", { name: "Open this job's changes on the activity page" })
    .click();
  await page.waitForURL((url) => url.pathname === "/admin/activity" && url.searchParams.get("jobId") === jobId);
  const changes = page.getByRole("list", { name: "Changes by the team, newest first" });
  await expect(changes.getByText("Stage: Signed → Ordered")).toBeVisible();
  await expect(changes.getByRole("link", { name: "Open the job" }).first()).toHaveAttribute("href", `/admin/job?id=${jobId}`);
  await expect(page.getByRole("link", { name: "Show every job" })).toBeVisible();
  expect((await wcagAudit(page).analyze()).violations.map(({ id }) => id)).toEqual([]);
  await keepScreens(page, "admin-activity-job");
});
