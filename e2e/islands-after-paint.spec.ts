/**
 * The form pages paint before their islands load (src/browser/hydrate-after-paint.ts): /estimate
 * and /contact, in each language, fetch their island's scripts only once the first content is on
 * screen, and nothing in the page moves when the island takes over. The calendar answers a tap
 * made as soon as its days show, and a visitor who starts typing before the contact form's script
 * has arrived loses nothing of it.
 */
import { expect, test } from "@playwright/test";
import { addDays, phoenixDate, phoenixInstant, startOfWeek } from "../src/core/phoenix-time";
import { bookingWidgetCopy } from "../src/i18n/booking-widget";
import { consoleProblems, uniquePhone } from "./flows";

/** Islands that have hydrated no longer carry the `ssr` attribute. */
const hydrated = () => [...document.querySelectorAll("astro-island")].every((island) => !island.hasAttribute("ssr"));

for (const path of ["/estimate", "/es/estimate", "/contact", "/es/contact"]) {
  test(`${path} loads its island after the first paint, and nothing in the page moves`, async ({ page }) => {
    const problems = await consoleProblems(page);
    // Layout shifts of anything in <main> (the header's own are the header's business).
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { mainShifts: string[] }).mainShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          const moved = entry.sources.map((source) => source.node).filter((node) => node && document.querySelector("main")?.contains(node));
          if (moved.length)
            shifts.push(
              `${entry.value.toFixed(4)}: ${moved.map((node) => (node as Element).outerHTML?.slice(0, 80) ?? node!.nodeName).join(", ")}`,
            );
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    await page.waitForFunction(hydrated);
    if (path.endsWith("/estimate"))
      await expect(page.locator('[aria-busy="false"]:has(table)'), "the calendar, with its days").toBeVisible();

    const { firstPaint, islandScripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      // Every script file but the header's, which loads on its own schedule (src/integrations/defer-site-script.ts).
      islandScripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/_astro\/.+\.js$/.test(entry.name) && !entry.name.includes("/Header.astro"))
        .map((entry) => ({ file: entry.name.replace(/^.*\//, ""), start: entry.startTime })),
    }));
    expect(firstPaint, "the first contentful paint").toBeDefined();
    expect(islandScripts.length, "the island's scripts").toBeGreaterThan(1);
    expect(
      islandScripts.filter((script) => script.start < firstPaint!).map((script) => script.file),
      "island scripts fetched before the first paint",
    ).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { mainShifts: string[] }).mainShifts)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("a tap on the calendar as soon as its days show picks the day", async ({ page }) => {
  const words = bookingWidgetCopy.en.calendar;
  // The browser's clock on next week's Monday at 6 a.m. in Phoenix, whatever day the test runs:
  // the calendar opens on a week with days to pick (ahead of the server's clock, so every day it
  // offers the server offers too).
  await page.clock.install({ time: phoenixInstant(addDays(startOfWeek(phoenixDate(new Date())), 8), 6 * 60) });
  await page.goto("/estimate", { waitUntil: "commit" });
  const calendar = page.locator('[aria-busy="false"]:has(table)');
  await expect(calendar, "the calendar, with its days").toBeVisible();
  const day = calendar
    .locator("table")
    .getByRole("button", { name: new RegExp(`, ${words.dayStatus.open}$`) })
    .first();
  const name = await day.getAttribute("aria-label");
  await day.click();
  await expect(calendar.getByRole("button", { name: name!, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(calendar.getByText(words.timesOn(name!.slice(0, name!.lastIndexOf(","))))).toBeVisible();
});

test("a visitor who starts typing before the contact form's script has arrived keeps what they typed, and sends it", async ({ page }) => {
  // The form's script is held back until the first field is filled: the visitor is faster than the network.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/contact-form\.[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "commit" });
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByLabel("First name").fill("Lena");
  expect(await page.evaluate(hydrated), "the form, not yet hydrated").toBe(false);
  release();
  await page.waitForFunction(hydrated);
  await expect(form.getByLabel("First name")).toHaveValue("Lena");
  await form.getByLabel("Last name").fill("Ortiz");
  await form.getByLabel("Email").fill(`early-${Date.now()}@example.com`);
  await form.getByLabel("Phone").fill(uniquePhone());
  await form.getByLabel("Service").selectOption("energy-efficiency");
  const lead = page.waitForRequest((request) => request.url().endsWith("/api/leads") && request.method() === "POST");
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await lead).postDataJSON()).toMatchObject({ firstName: "Lena", lastName: "Ortiz" });
  await expect(page.locator('[data-slot="toast"]').getByText("Message Sent!")).toBeVisible();
});
