import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { wcagAudit } from "./axe";
import { bookFreeSlot, bookThroughCalendar, chooseFreeSlot, fillBookingForm, uniquePhone } from "./flows";
import { decodeQuotedPrintable, messagesContaining } from "./mail-server";

/** The toast region's visible toast. */
const toast = (page: Page) => page.locator('[data-slot="toast"]');

/** Islands (within `scope`) that have hydrated no longer carry the `ssr` attribute. */
async function waitForIslands(page: Page, scope = "body") {
  await page.waitForFunction(
    (selector) => [...document.querySelectorAll(`${selector} astro-island`)].every((island) => !island.hasAttribute("ssr")),
    scope,
  );
}

/** Each test books a different open day so parallel tests never race for one slot. */
function dayIndex(testInfo: TestInfo, base: number): number {
  return base * 2 + (testInfo.project.name === "mobile" ? 1 : 0);
}

async function waitForEmail(needle: string): Promise<string> {
  await expect.poll(() => messagesContaining(needle).length).toBeGreaterThan(0);
  return decodeQuotedPrintable(messagesContaining(needle)[0]!);
}

test("books on /estimate, emails the visitor with an invitation and cancel link, and the cancel link frees the slot", async ({
  page,
}, testInfo) => {
  const email = `estimate-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/estimate");
  const slotName = await bookThroughCalendar(page, {
    skip: dayIndex(testInfo, 0),
    visitor: { firstName: "Test", lastName: "Booker", email },
  });
  await expect(toast(page).getByText("Appointment Booked!")).toBeVisible();

  const message = await waitForEmail(email);
  expect(message).toContain("text/calendar");
  expect(message).toMatch(/BEGIN:VCALENDAR[\s\S]*DTSTART/);
  const cancelUrl = /https?:\/\/[^\s"<>]+\/cancel\/[A-Za-z0-9_-]{43}/.exec(message)![0];

  await page.goto(new URL(cancelUrl).pathname);
  await expect(page.getByRole("heading", { name: "Manage your visit" })).toBeVisible();
  await expect(page.getByText("Gilbert", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Cancel visit" }).click();
  await expect(page.getByRole("heading", { name: "Cancel this appointment?" })).toBeVisible();
  await page.getByRole("button", { name: "Yes, cancel my appointment" }).click();
  await expect(page.getByRole("heading", { name: "Your appointment is cancelled" })).toBeVisible();

  await page.goto("/estimate");
  await chooseFreeSlot(page, { skip: dayIndex(testInfo, 0) });
  await expect(page.getByRole("button", { name: slotName })).toBeEnabled();
});

test("books from the compact calendar on the home page", async ({ page }, testInfo) => {
  const email = `home-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/");
  const booking = page.locator("#book");
  await booking.scrollIntoViewIfNeeded();
  // The home page's islands hydrate when they come into view.
  await waitForIslands(page, "#book");
  await bookThroughCalendar(page, {
    scope: booking,
    skip: dayIndex(testInfo, 1),
    time: "last",
    visitor: { firstName: "Test", lastName: "Booker", email },
  });
  await waitForEmail(email);
});

test("asks for a slot before the form, and shows field errors the way screen readers hear them", async ({ page }) => {
  await page.goto("/estimate");
  await expect(page.locator("table").getByRole("button").first()).toBeVisible();
  // Continue reads and looks inactive until a time is chosen, yet a tap on it says what to choose first.
  const next = page.getByRole("button", { name: "Continue" });
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await next.click({ force: true });
  await expect(toast(page).getByText("Please select a date and time")).toBeVisible();
  await expect(toast(page).getByText("You must choose an appointment slot before submitting.")).toBeVisible();

  await chooseFreeSlot(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("ZIP code").fill("123");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Book Appointment" }).click();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(page.getByText("Enter a 5-digit ZIP code")).toBeVisible();
  await expect(page.getByText("Enter a valid email address, like name@example.com")).toBeVisible();
  const results = await wcagAudit(page).analyze();
  expect(results.violations).toEqual([]);
  await page.getByRole("button", { name: "Back to Calendar" }).click();
  await expect(page.locator("table")).toBeVisible();
});

test("the contact form sends a lead, thanks the visitor and resets", async ({ page }) => {
  await page.goto("/contact");
  await waitForIslands(page);
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Enter your first name")).toBeVisible();
  await form.getByLabel("First name").fill("Lena");
  await form.getByLabel("Last name").fill("Ortiz");
  await form.getByLabel("Email").fill(`lena-${Date.now()}@example.com`);
  await form.getByLabel("Phone").fill(uniquePhone());
  await form.getByLabel("Service").selectOption("energy-efficiency");
  await form.getByLabel("Project details").fill("West-facing windows get very hot.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page).getByText("Message Sent!")).toBeVisible();
  await expect(toast(page).getByText("Thank you for your inquiry. We'll contact you within 24 hours.")).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("");
});

test("an unknown cancel link gets a clear page", async ({ page }) => {
  await page.goto("/cancel/" + "x".repeat(43));
  await expect(page.getByRole("heading", { name: "We couldn't find that appointment" })).toBeVisible();
});

test("a person who already has two upcoming visits sees what any booking shows, and is emailed their visits' links instead of a third", async ({
  page,
  request,
}, testInfo) => {
  const person = {
    firstName: "Max",
    lastName: "Twice",
    email: `twice-${testInfo.project.name}-${Date.now()}@example.com`,
    phone: uniquePhone(),
  };
  await bookFreeSlot(request, person, 20);
  await bookFreeSlot(request, person, 22);

  await page.goto("/estimate");
  await chooseFreeSlot(page, { skip: dayIndex(testInfo, 2) });
  await page.getByRole("button", { name: "Continue" }).click();
  await fillBookingForm(page, { ...person, email: person.email.toUpperCase() });
  await page.getByRole("button", { name: "Book Appointment" }).click();

  // The answer says nothing of the visits the person (or whoever typed their details) holds.
  await expect(toast(page).getByText("Appointment Booked!")).toBeVisible();
  await expect(page.getByText(/already have/i)).toHaveCount(0);
  // The person reads it privately: their two visits, each with its manage link.
  await expect
    .poll(
      () =>
        messagesContaining("Your upcoming visits with Windows & Doors Near Me").filter((message) => message.includes(person.email)).length,
    )
    .toBe(1);
  const notice = decodeQuotedPrintable(
    messagesContaining("Your upcoming visits with Windows & Doors Near Me").find((message) => message.includes(person.email))!,
  );
  expect(notice).toContain("You already have 2 upcoming visits, the most we book online, so we did not add one");
  expect(new Set(notice.match(/\/cancel\/[A-Za-z0-9_-]{43}/g)).size).toBe(2);
});
