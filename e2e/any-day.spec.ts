/**
 * The booking helpers work on any date: the browser's clock is set to each of the next seven days,
 * early (5 a.m.) and late (4:30 p.m., after the last slot has started) in Phoenix, and a visitor
 * books through the calendar. The server keeps real time; a browser clock ahead of it only moves
 * the calendar into the future, so what the page offers the server accepts.
 */
import { expect, test } from "@playwright/test";
import { formatDay } from "../src/i18n/dates";
import { addDays, phoenixDate, phoenixInstant } from "../src/core/phoenix-time";
import { bookThroughCalendar } from "./flows";

// The clock is the browser's, whatever its size: one project runs the matrix.
test.skip(({ isMobile }) => isMobile, "the desktop project runs the weekday matrix");
// In order, in one worker: each test takes the last free time of its first open day, so two at
// once would race for the same time while their calendars still offer it.
test.describe.configure({ mode: "default" });

const today = phoenixDate(new Date());
const hours = [
  { label: "5 a.m.", minutes: 5 * 60 },
  { label: "4:30 p.m.", minutes: 16 * 60 + 30 },
];

for (let days = 1; days <= 7; days++) {
  for (const { label, minutes } of hours) {
    const date = addDays(today, days);
    test(`books through the calendar on ${formatDay(date, "en")} at ${label} in Phoenix`, async ({ page }) => {
      await page.clock.install({ time: phoenixInstant(date, minutes) });
      await page.goto("/estimate");
      const lastName = `Any-Day-${date}-${minutes}`;
      const slot = await bookThroughCalendar(page, {
        time: "last",
        visitor: { firstName: "Ada", lastName, email: `any-day-${date}-${minutes}-${Date.now()}@example.com` },
      });
      // After the day's last slot has started, the browser's own day has nothing left to offer.
      if (minutes > 16 * 60) expect(slot.startsWith(`${formatDay(date, "en")},`), `${slot} had started on the browser's clock`).toBe(false);
      await expect(page.getByRole("status").getByText("Your visit is booked")).toBeVisible();
    });
  }
}
