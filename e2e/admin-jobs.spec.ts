/**
 * The office's job screens, on a phone and at desktop width: a customer signs a quote (through
 * the quote API, as the quote page does), the admin opens the job it began, records the order
 * and marks it ordered, then delivered, books the install from the start-day chooser, and finds
 * the job in its column of the jobs board and on the installs calendar. Each screen passes the
 * WCAG audit. E2E_SCREENSHOTS=<folder> also saves each screen there for a look.
 */
import { expect, test, type Page } from "@playwright/test";
import { addDays, phoenixDate } from "../src/core/phoenix-time";
import { wcagAudit } from "./axe";
import { bookFreeSlot, signIn, recordYearBuilt } from "./flows";

/** Saves the page at its width when asked (E2E_SCREENSHOTS), for people to look at: whole, and in screen-high parts readable one by one. */
async function keepScreenshot(page: Page, name: string, project: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/${name}-${project}.png`, fullPage: true, scale: "css" });
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  const part = 1100;
  for (let top = 0, index = 1; top < height; top += part, index++) {
    await page.screenshot({
      path: `${folder}/${name}-${project}-part${index}.png`,
      fullPage: true,
      scale: "css",
      clip: { x: 0, y: top, width, height: Math.min(part, height - top) },
    });
  }
}

/** A quote written and sent for the visit booked by `email`, signed by its customer: answers the job's id. */
async function signedJob(page: Page, email: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const headers = { Origin: origin };
  const visits = await (await page.request.get(`/api/admin/appointments?search=${encodeURIComponent(email)}`)).json();
  // A home built after 1978: this test is not about EPA's pamphlet (e2e/lead-safe.spec.ts is).
  await recordYearBuilt(page, visits.items[0].id, 1995);
  const created = await page.request.post("/api/admin/quotes", {
    headers,
    data: {
      appointmentId: visits.items[0].id,
      options: [{ name: "Better", items: [{ description: "Milgard Tuscany V400 slider", quantity: 4, unitPriceCents: 72_500 }] }],
      depositPercent: 20,
      jobAddress: "123 E Main St, Gilbert, AZ 85233",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quoteId = (await created.json()).id as string;
  const sent = await page.request.post(`/api/admin/quotes/${quoteId}/send`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = ((await sent.json()).url as string).split("/quote/")[1]!;
  const quote = await (await page.request.get(`/api/quotes/${token}`)).json();
  const signed = await page.request.post(`/api/quotes/${token}/sign`, {
    headers,
    data: { optionId: quote.document.options[0].id, name: "Rosa Quintero", agree: true },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const detail = await (await page.request.get(`/api/admin/quotes/${quoteId}`)).json();
  expect(detail.jobId).toEqual(expect.any(String));
  return detail.jobId as string;
}

test("the office records a signed job's order and delivery, books its install from the chooser, and finds it on the board and the installs calendar", async ({
  page,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const lastName = `Jobs-${project}-${Date.now()}`;
  const email = `${lastName.toLowerCase()}@example.com`;
  await bookFreeSlot(page.request, { firstName: "Rosa", lastName, email }, project === "mobile" ? 21 : 23);
  await signIn(page, "/admin/jobs");
  const jobId = await signedJob(page, email);

  await page.goto(`/admin/job?id=${jobId}`);
  const heading = page.getByRole("heading", { level: 2, name: new RegExp(`^Job \\d+: Rosa ${lastName}$`) });
  await expect(heading).toBeVisible();
  const jobTitle = (await heading.textContent())!.split(":")[0]!;
  const stage = page.getByRole("region", { name: "Stage" });
  await expect(stage.locator('[data-slot="job-stage"]')).toHaveText("Signed");
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);
  await keepScreenshot(page, "job-signed", project);

  // Ordered, with the order's facts, in one change.
  const order = page.getByRole("region", { name: "Order and delivery" });
  await order.getByLabel("Manufacturer").fill("Milgard");
  await order.getByLabel("Order number").fill(`SO-${Date.now()}`);
  await order.getByLabel("Expected delivery").fill(addDays(phoenixDate(new Date()), 10));
  await order.getByRole("button", { name: "Save and mark ordered" }).click();
  await expect(stage.locator('[data-slot="job-stage"]')).toHaveText("Ordered");
  await expect(order.getByRole("status")).toHaveText("Saved.");

  // Delivered.
  await order.getByRole("button", { name: "Save and mark delivered" }).click();
  await expect(stage.locator('[data-slot="job-stage"]')).toHaveText("Delivered");
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText("Delivered", { exact: true })).toBeVisible();
  await expect(timeline.getByText("Ordered", { exact: true })).toBeVisible();

  // The install, from the first start day offered. The other project's copy of this test (and
  // the customer's test) may book that day for the one crew in between: the server's 409 then
  // shows beside the button, and the office chooses again from a fresh list.
  const install = page.getByRole("region", { name: "Install" });
  for (let attempt = 1; ; attempt++) {
    const chooser = install.getByLabel("First install day");
    await expect(chooser.locator("option").nth(1)).toBeAttached();
    await chooser.selectOption((await chooser.locator("option").nth(1).getAttribute("value"))!);
    await install.getByRole("button", { name: "Book the install" }).click();
    const booked = stage.locator('[data-slot="job-stage"]', { hasText: "Scheduled" });
    await expect(booked.or(install.getByRole("alert"))).toBeVisible();
    if (await booked.isVisible()) break;
    expect(attempt, "the first day offered was taken three times").toBeLessThan(3);
    await page.reload();
  }
  await expect(install.locator('[data-slot="install-days"]')).toHaveText(/^Crew \d+: /);
  await expect(timeline.getByText("Install booked")).toBeVisible();
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);
  await keepScreenshot(page, "job-scheduled", project);

  // The board: in the scheduled column (on a phone, once the stage filter chooses it).
  await page.goto("/admin/jobs");
  const scheduled = page.locator('[data-column="scheduled"]');
  if (project === "mobile") {
    await page.getByLabel("Stage").selectOption("scheduled");
    await expect(page.locator('[data-column="signed"]')).toBeHidden();
  } else {
    await expect(page.locator('[data-column="signed"]')).toBeVisible();
    // At 1280 px all seven columns fit beside the sidebar: Completed is on the screen, with nothing to scroll to.
    const completed = (await page.locator('[data-column="completed"]').boundingBox())!;
    expect(completed.x + completed.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await page.getByRole("region", { name: "The board's columns" }).evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  }
  const card = scheduled.locator(`[data-job="${jobTitle}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Rosa ${lastName}`);
  await expect(card).toContainText("Gilbert · $2,900.00");
  await expect(card).toContainText(/Install [A-Z][a-z]{2} \d{1,2}/);
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);
  await keepScreenshot(page, "jobs-board", project);

  // The installs calendar: later ranges until the install's start day shows.
  await page.goto("/admin/installs");
  const booked = page.locator(`[data-install="${jobTitle} · Rosa ${lastName}"]`).filter({ visible: true }).first();
  const loaded = page.locator('[data-slot="installs"][aria-busy="false"]');
  for (let step = 0; step < 6; step++) {
    await expect(loaded).toBeVisible();
    if (await booked.isVisible()) break;
    await page.getByRole("button", { name: "Later" }).click();
  }
  await expect(booked).toBeVisible();
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);
  await keepScreenshot(page, "installs", project);
  await booked.click();
  await expect(page).toHaveURL(new RegExp(`/admin/job\\?id=${jobId}$`));
});
