/**
 * The owner's week in the browser: the office confirms and then cancels a visit, and the
 * customer's inbox shows both (the same calendar event, confirmed, then withdrawn); the public
 * calendar greys out a public holiday; the customer's manage page, in both languages, renders
 * without a console error and without moving once its photos are in.
 */
import { expect, test, type Page } from "@playwright/test";
import { holidayOn } from "../src/core/holidays";
import { bookingCopy } from "../src/i18n/booking";
import { formatDay } from "../src/i18n/dates";
import { holidayNames } from "../src/i18n/holidays";
import { photoPickerCopy } from "../src/i18n/photo-picker";
import { bookFreeSlot, consoleProblems, signIn } from "./flows";
import { decodeQuotedPrintable, messagesContaining } from "./mail-server";

/** The decoded emails to `email` whose text contains `needle`, once at least one has arrived. */
async function emailsTo(email: string, needle: string): Promise<string[]> {
  const matching = () =>
    messagesContaining(email)
      .map(decodeQuotedPrintable)
      .filter((message) => message.includes(needle));
  await expect.poll(() => matching().length, `an email to ${email} saying "${needle}"`).toBeGreaterThan(0);
  return matching();
}

/** The manage link in a visit's booking email. */
async function manageLink(email: string): Promise<string> {
  const [booked] = await emailsTo(email, "/cancel/");
  return /https?:\/\/[^\s"<>]+?((?:\/es)?\/cancel\/[A-Za-z0-9_-]{43})/.exec(booked!)![1]!;
}

/** Everything the layout-shift entries of the page add up to so far, input-caused shifts left out. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

test("the office confirms and then cancels a visit on a laptop, and the customer's inbox shows both", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "A laptop flow: the desktop project runs it.");
  const lastName = `Office-${Date.now()}`;
  const email = `${lastName.toLowerCase()}@example.com`;
  await bookFreeSlot(request, { firstName: "Olga", lastName, email }, 15);

  await signIn(page, "/admin/appointments");
  await page.getByLabel("Search").fill(lastName);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page
    .getByRole("button", { name: `Olga ${lastName}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Appointment details" });

  await dialog.getByLabel("Status").selectOption("confirmed");
  await expect(dialog.getByText("Olga will get an email, in English, saying the visit is confirmed")).toBeVisible();
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  // The toast shows inside the dialog, above it, not behind it.
  await expect(dialog.getByText("Appointment saved")).toBeVisible();
  await expect(dialog.getByText("told the customer by email")).toBeVisible();

  await dialog.getByLabel("Status").selectOption("cancelled");
  await expect(dialog.getByText("Olga will get an email, in English, saying the visit is cancelled")).toBeVisible();
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog.getByText(/changed the status from Confirmed to Cancelled/)).toBeVisible();

  const [confirmed] = await emailsTo(email, "Confirmed: your free in-home estimate");
  const [cancelled] = await emailsTo(email, "We had to cancel your estimate visit");
  const uid = /^UID:(.+)$/m.exec(confirmed!)![1]!.trim();
  expect(confirmed).toMatch(/STATUS:CONFIRMED/);
  expect(confirmed).toMatch(/SEQUENCE:1/);
  expect(cancelled).toContain(`UID:${uid}`);
  expect(cancelled).toMatch(/METHOD:CANCEL/);
  expect(cancelled).toMatch(/SEQUENCE:2/);
  for (const message of [confirmed!, cancelled!]) expect(message).toMatch(/^Reply-To: support@windowsanddoorsnearme\.com/m);
});

test("the public calendar greys out a public holiday, Christmas when it is in the window", async ({ page, request }) => {
  const { closedDates } = (await (await request.get("/api/calendar")).json()) as { closedDates: string[] };
  const holidays = closedDates.filter((date) => holidayOn(date));
  test.skip(holidays.length === 0, "no public holiday falls in the bookable window this week");
  const day = holidays.find((date) => holidayOn(date) === "christmas-day") ?? holidays[0]!;
  const name = `${formatDay(day, "en")}, closed (${holidayNames.en[holidayOn(day)!]})`;

  await page.goto("/estimate");
  await expect(page.locator('[aria-busy="false"]:has(table)')).toBeVisible();
  for (let week = 0; week < 6 && !(await page.getByRole("button", { name, exact: true }).isVisible()); week++) {
    await page.getByRole("button", { name: "Next week" }).click();
  }
  const button = page.getByRole("button", { name, exact: true });
  await expect(button).toBeDisabled();
  await expect(button).toHaveCSS("text-decoration-line", "line-through");
});

for (const locale of ["en", "es"] as const) {
  test(`the manage page in ${locale === "en" ? "English" : "Spanish"} renders as the server did: no console error, nothing moves once its photos are in`, async ({
    page,
    request,
  }) => {
    const email = `manage-${locale}-${Date.now()}@example.com`;
    await bookFreeSlot(request, { firstName: "Ma", lastName: "Nage", email, locale }, 18);
    const problems = await consoleProblems(page);

    await page.goto(await manageLink(email));
    const photos = page.getByRole("heading", { name: photoPickerCopy[locale].manageTitle });
    await expect(photos).toBeVisible();
    await expect(page.getByText(bookingCopy[locale].status.pending!, { exact: true })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });
}
