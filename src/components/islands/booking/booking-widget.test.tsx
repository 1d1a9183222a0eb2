// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "@/core/calendar-settings";
import { bookingCopy } from "@/i18n/booking";
import { bookingWidgetCopy } from "@/i18n/booking-widget";
import type { Locale } from "@/i18n/locales";
import { BookingWidget } from "./booking-widget";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");

/** What the server answers a booking in these tests: a visit booked, or a request kept for the office. */
let bookingAnswer: { status: number; body: Record<string, unknown> } = { status: 201, body: { status: "pending" } };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  bookingAnswer = { status: 201, body: { status: "pending" } };
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (init?.method === "POST" && url.endsWith("/api/appointments"))
      return new Response(JSON.stringify(bookingAnswer.body), {
        status: bookingAnswer.status,
        headers: { "Content-Type": "application/json" },
      });
    const body = url.endsWith("/api/calendar")
      ? { settings: DEFAULT_CALENDAR_SETTINGS }
      : url.includes("/api/form-token")
        ? { token: "t", sms: false }
        : [{ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM", status: "pending" }];
    return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  });
});

/** Picks Thursday 2:00 PM, fills the form in `locale` and books, as a visitor does. */
async function bookThursdayAfternoon(locale: Locale): Promise<void> {
  const user = userEvent.setup();
  const words = bookingCopy[locale];
  render(<BookingWidget variant="full" phone="(480) 555-0142" locale={locale} />);
  await user.click(
    await screen.findByRole("button", { name: locale === "en" ? "Thursday, December 3, open" : /3 de diciembre, con horarios libres/ }),
  );
  await user.click(
    await screen.findByRole("button", {
      name: locale === "en" ? "Thursday, December 3, 2:00 PM, available" : /2:00 p\.\s?m\., disponible|2:00 PM, disponible/,
    }),
  );
  await user.click(screen.getByRole("button", { name: words.calendar.continue }));
  const form = await screen.findByRole("form", { name: words.form.label });
  const field = (label: string) => within(form).getByLabelText(new RegExp(`^${label}`));
  await user.type(field(words.form.firstName), "Rosa");
  await user.type(field(words.form.lastName), "Quintero");
  await user.type(field(words.form.email), "rosa@example.com");
  await user.type(field(words.form.phone), "(480) 555-0177");
  await user.type(field(words.form.address), "42 W Elliot Rd");
  await user.type(field(words.form.city), "Gilbert");
  await user.type(field(words.form.zipCode), "85233");
  await user.click(within(form).getByRole("button", { name: words.form.book }));
}
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("BookingWidget", () => {
  it("shows 28 days from today in the compact view, Sundays and past days disabled", async () => {
    render(<BookingWidget variant="compact" phone="(480) 555-0142" />);
    expect(await screen.findByRole("button", { name: "Tuesday, December 1, open" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Monday, December 28, open" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /December 29/ })).toBeNull();
    expect((screen.getByRole("button", { name: "Sunday, December 6, closed" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each(["en", "es"] as const)(
    "opens on next week on Saturday at 11 PM, with Continue inactive until a time is chosen (%s)",
    async (locale) => {
      vi.setSystemTime(new Date("2026-11-29T06:00:00Z"));
      const t = bookingWidgetCopy[locale].calendar;
      const user = userEvent.setup();
      render(<BookingWidget variant="full" phone="(480) 555-0142" locale={locale} />);
      expect(await screen.findByText(locale === "en" ? "Nov 29 - Dec 5" : "29 nov - 5 dic")).toBeTruthy();
      const next = screen.getByRole("button", {
        name: locale === "en" ? "Monday, November 30, open" : "lunes, 30 de noviembre, con horarios libres",
      });
      const continueButton = screen.getByRole("button", { name: t.continue });
      expect(continueButton.getAttribute("aria-disabled")).toBe("true");
      await user.click(next);
      expect(continueButton.getAttribute("aria-disabled")).toBe("true");
      await user.click(screen.getAllByRole("button", { name: new RegExp(`, ${t.slotStatus.available}$`) })[0]!);
      expect(continueButton.getAttribute("aria-disabled")).toBe("false");
      await user.click(screen.getByRole("button", { name: t.previousWeek }));
      expect(
        screen.getByRole("button", { name: locale === "en" ? "Saturday, November 28, past" : "sábado, 28 de noviembre, ya pasó" }),
      ).toBeTruthy();
    },
  );

  it("labels a taken slot Booked and the noon slot Unavailable", async () => {
    render(<BookingWidget variant="full" phone="(480) 555-0142" />);
    (await screen.findByRole("button", { name: "Thursday, December 3, open" })).click();
    expect(await screen.findByRole("button", { name: "Thursday, December 3, 10:00 AM, Booked" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Thursday, December 3, 12:00 PM, Unavailable" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Thursday, December 3, 2:00 PM, available" })).toBeTruthy();
  });

  it("shows a taken slot's words as two words of its label (WCAG 2.5.3, label in name)", async () => {
    render(<BookingWidget variant="full" phone="(480) 555-0142" />);
    (await screen.findByRole("button", { name: "Thursday, December 3, open" })).click();
    const taken = await screen.findByRole("button", { name: "Thursday, December 3, 12:00 PM, Unavailable" });
    expect(taken.textContent).toBe("12:00 PM Unavailable");
  });

  it.each(["en", "es"] as const)("tells a customer whose request was kept for the office the truth, not 'booked' (%s)", async (locale) => {
    bookingAnswer = { status: 202, body: { status: "held" } };
    await bookThursdayAfternoon(locale);
    const words = bookingWidgetCopy[locale].widget;
    expect(await screen.findByText(words.heldTitle)).toBeTruthy();
    expect(screen.getByText(/our office will call you to confirm a time|nuestra oficina le llamará para confirmar una hora/)).toBeTruthy();
    expect(screen.queryByText(words.successTitle)).toBeNull();
  });

  it("says booked when the visit was booked", async () => {
    await bookThursdayAfternoon("en");
    expect(await screen.findByText("Your visit is booked")).toBeTruthy();
    expect(screen.queryByText("We have your request")).toBeNull();
  });
});
