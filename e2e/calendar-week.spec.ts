/**
 * The booking calendar opens on a week with a day to pick, on a phone, in both languages: the
 * browser's clock is frozen on a Wednesday at 5 p.m. in Phoenix (its times have all started) whose
 * Thursday to Saturday the owner took off, and /estimate and /es/estimate open on the next week.
 * The days off are the server's own (saved on the calendar settings of a site of its own, so no
 * other test's calendar loses them), the clock is ahead of the server's (so what the page offers,
 * the server accepts): the server refuses a day off and books the first time the page offers.
 */
import { expect, test, type Page } from "@playwright/test";
import { holidayOn } from "../src/core/holidays";
import { addDays, phoenixDate, phoenixInstant, startOfWeek } from "../src/core/phoenix-time";
import { bookingWidgetCopy } from "../src/i18n/booking-widget";
import { formatDay, formatShortDay } from "../src/i18n/dates";
import type { Locale } from "../src/i18n/locales";
import { wcagAudit } from "./axe";
import { bookThroughCalendar, signIn, uniquePhone } from "./flows";
import { CALENDAR_SITE_PORT, startSecondSite, type SecondSite } from "./second-site";

test.skip(({ isMobile }) => !isMobile, "a phone flow: the mobile project runs it");
test.describe.configure({ mode: "serial" });

// Two weeks on from the server's week: the week after it is still inside the five the server books.
const wednesday = addDays(startOfWeek(phoenixDate(new Date())), 17);
const daysOff = [1, 2, 3].map((days) => addDays(wednesday, days));
const nextSunday = addDays(wednesday, 4);
// The next week's first open day: its Monday, unless a holiday closes it (Memorial Day, Labor Day…).
let firstOpen = addDays(nextSunday, 1);
while (holidayOn(firstOpen)) firstOpen = addDays(firstOpen, 1);
const frozen = phoenixInstant(wednesday, 17 * 60);

let site: SecondSite;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  site = await startSecondSite({}, CALENDAR_SITE_PORT);
  // The owner takes Thursday to Saturday off, on the settings screen's endpoint.
  const page = await browser.newPage();
  await signIn(page, `${site.url}/admin/calendar-settings`);
  const { settings } = await (await page.request.get(`${site.url}/api/admin/calendar-settings`)).json();
  const saved = await page.request.put(`${site.url}/api/admin/calendar-settings`, {
    headers: { Origin: site.url },
    data: { ...settings, blockedDates: [...settings.blockedDates, ...daysOff] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.close();
});

test.afterAll(async () => {
  await site?.stop();
});

/** The calendar of /estimate (or /es/estimate) with the browser's clock at `frozen`, loaded. */
async function openCalendar(page: Page, locale: Locale) {
  await page.clock.install({ time: frozen });
  await page.goto(`${site.url}${locale === "es" ? "/es" : ""}/estimate`);
  await expect(page.locator('[aria-busy="false"]:has(table)')).toBeVisible();
}

for (const locale of ["en", "es"] as const) {
  const t = bookingWidgetCopy[locale].calendar;

  test(`opens on the next week when the rest of this one is off, names each day's reason and keeps Continue inactive (${locale})`, async ({
    page,
  }) => {
    await openCalendar(page, locale);
    await expect(
      page.getByText(`${formatShortDay(nextSunday, locale)} - ${formatShortDay(addDays(nextSunday, 6), locale)}`, { exact: true }),
    ).toBeVisible();
    await expect(
      page
        .locator("table")
        .getByRole("button", { name: new RegExp(`, ${t.dayStatus.open}$`) })
        .first(),
    ).toBeEnabled();
    const next = page.getByRole("button", { name: t.continue });
    await expect(next).toHaveAttribute("aria-disabled", "true");
    expect((await wcagAudit(page).analyze()).violations).toEqual([]);

    // The week it did not open on: today has no time left, the days off are closed, all in the page's language.
    await page.getByRole("button", { name: t.previousWeek }).click();
    const label = (day: string) => page.getByRole("button", { name: new RegExp(`^${formatDay(day, locale)}, `) });
    // Today's times have all started (a holiday today is closed instead).
    await expect(label(wednesday)).toHaveAccessibleName(
      new RegExp(`^${formatDay(wednesday, locale)}, ${holidayOn(wednesday) ? t.dayStatus.closed : t.dayStatus.past}`),
    );
    for (const day of daysOff)
      await expect(label(day)).toHaveAccessibleName(new RegExp(`^${formatDay(day, locale)}, ${t.dayStatus.closed}`));
    const names = await page
      .locator("table")
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""));
    const said = [t.dayStatus.past, t.dayStatus.closed];
    expect(names.filter((name) => !said.some((status) => name.endsWith(`, ${status}`) || name.includes(`, ${status} (`)))).toEqual([]);
    await expect(next).toHaveAttribute("aria-disabled", "true");
  });
}

test("the server agrees: it refuses a day off and books the first time the calendar offers", async ({ page, request }) => {
  const refused = await request.post(`${site.url}/api/appointments`, {
    data: {
      firstName: "Ada",
      lastName: "Dayoff",
      email: `day-off-${Date.now()}@example.com`,
      phone: uniquePhone(),
      address: "7 S Gilbert Rd",
      city: "Gilbert",
      zipCode: "85233",
      serviceType: "consultation",
      appointmentDate: daysOff[0],
      appointmentTime: "10:00 AM",
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fieldErrors).toHaveProperty("appointmentDate");

  await openCalendar(page, "es");
  const slot = await bookThroughCalendar(page, {
    locale: "es",
    visitor: { firstName: "Ada", lastName: "Semana", email: `next-week-${Date.now()}@example.com` },
  });
  expect(slot.startsWith(`${formatDay(firstOpen, "es")},`), slot).toBe(true);
});
