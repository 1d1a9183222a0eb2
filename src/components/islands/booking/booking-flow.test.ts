import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "@/core/calendar-settings";
import { bookingWidgetCopy } from "@/i18n/booking-widget";
import { appointmentRequest, bookingEnd, bookingFailure, calendarDays, endNotice, endWords, failureNotice } from "./booking-flow";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
const taken = [{ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM" }];
const words = bookingWidgetCopy.en.widget;

describe("calendarDays", () => {
  it("returns no day before the settings are in", () => {
    expect(calendarDays(undefined, taken, "full", 0, NOW)).toEqual([]);
  });

  it("returns 28 days from today in the compact view", () => {
    const days = calendarDays(DEFAULT_CALENDAR_SETTINGS, taken, "compact", 3, NOW);
    expect(days.map((day) => day.date)).toHaveLength(28);
    expect([days[0]!.date, days[27]!.date]).toEqual(["2026-12-01", "2026-12-28"]);
  });

  it("returns the Sunday-first week `weekOffset` weeks on in the full view, the taken seat counted", () => {
    expect(calendarDays(DEFAULT_CALENDAR_SETTINGS, taken, "full", 1, NOW).map((day) => day.date)).toEqual([
      "2026-12-06",
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
    ]);
    const thursday = calendarDays({ ...DEFAULT_CALENDAR_SETTINGS, crewsPerSlot: 1 }, taken, "full", 0, NOW).find(
      (day) => day.date === "2026-12-03",
    )!;
    expect(thursday.slots.find((slot) => slot.time === "10:00 AM")).toMatchObject({ available: false });
  });
});

describe("appointmentRequest", () => {
  it("returns the visitor's fields with the slot picked, asked as pending, in the language given", () => {
    const fields = {
      firstName: "Rosa",
      lastName: "Quintero",
      email: "rosa@example.com",
      phone: "(480) 555-0177",
      address: "42 W Elliot Rd",
      city: "Gilbert",
      zipCode: "85233",
      serviceType: "window-installation",
    } as const;
    expect(
      appointmentRequest(fields, {
        date: "2026-12-03",
        time: "2:00 PM",
        duration: 120,
        recaptchaToken: "r",
        formToken: "f",
        locale: "es",
        attribution: undefined,
      }),
    ).toEqual({
      ...fields,
      appointmentDate: "2026-12-03",
      appointmentTime: "2:00 PM",
      duration: 120,
      status: "pending",
      recaptchaToken: "r",
      formToken: "f",
      locale: "es",
      attribution: undefined,
    });
  });
});

describe("bookingEnd", () => {
  it("returns held when the server kept the request for the office, success otherwise", () => {
    expect(bookingEnd({ status: "held" })).toBe("held");
    expect(bookingEnd({ status: "pending" })).toBe("success");
    expect(bookingEnd(undefined)).toBe("success");
  });
});

describe("bookingFailure", () => {
  it("returns cap for a 409 with a form message, with the server's words", () => {
    expect(
      bookingFailure({ status: 409, body: { error: "You already have 2 upcoming visits.", fieldErrors: { _form: ["cap"] } } }),
    ).toEqual({ kind: "cap", message: "You already have 2 upcoming visits." });
  });

  it("returns limited for a 429, with the server's words", () => {
    expect(bookingFailure({ status: 429, body: { error: "Try again in an hour." } })).toEqual({
      kind: "limited",
      message: "Try again in an hour.",
    });
  });

  it("returns taken for a 409 without a form message", () => {
    expect(bookingFailure({ status: 409, body: { error: "Slot taken" } })).toEqual({ kind: "taken" });
  });

  it("returns failed with the fields' messages for a 400, and failed alone for anything else", () => {
    expect(bookingFailure({ status: 400, body: { fieldErrors: { zipCode: ["Enter a 5-digit ZIP"] } } })).toEqual({
      kind: "failed",
      fieldErrors: { zipCode: ["Enter a 5-digit ZIP"] },
    });
    expect(bookingFailure({ status: 500, body: {} })).toEqual({ kind: "failed" });
    expect(bookingFailure(undefined)).toEqual({ kind: "failed" });
  });
});

describe("failureNotice", () => {
  it("returns the server's message under the cap's and the limit's titles, the widget's own words otherwise", () => {
    expect(failureNotice({ kind: "cap", message: "m" }, words)).toEqual({ title: words.capTitle, description: "m" });
    expect(failureNotice({ kind: "limited", message: "m" }, words)).toEqual({ title: words.failedTitle, description: "m" });
    expect(failureNotice({ kind: "taken" }, words)).toEqual({ title: words.takenTitle, description: words.takenText });
    expect(failureNotice({ kind: "failed" }, words)).toEqual({ title: words.failedTitle, description: words.failedText });
  });
});

describe("endNotice", () => {
  it("returns the held toast for a held request and the booked toast otherwise", () => {
    expect(endNotice("held", words)).toEqual({ title: words.heldToastTitle, description: words.heldToastText });
    expect(endNotice("success", words)).toEqual({ title: words.bookedTitle, description: words.bookedText });
  });
});

describe("endWords", () => {
  it("returns the booked day and arrival window with the phone", () => {
    expect(
      endWords("success", { date: "2026-12-03", time: "2:00 PM", duration: 120 }, bookingWidgetCopy.en, "en", "(480) 555-0142"),
    ).toEqual({
      title: "Your visit is booked",
      text: expect.stringMatching(
        /^Thursday, December 3, 2026, 2\u00a0p\.m\. to 4\u00a0p\.m\. We'll confirm it within 24 hours\. .*Call \(480\) 555-0142\.$/,
      ),
    });
  });

  it("says a held request does not hold the time, in Spanish", () => {
    const { title, text } = endWords(
      "held",
      { date: "2026-12-03", time: "2:00 PM", duration: 120 },
      bookingWidgetCopy.es,
      "es",
      "(480) 555-0142",
    );
    expect(title).toBe(bookingWidgetCopy.es.widget.heldTitle);
    expect(text).toContain("3 de diciembre");
  });
});
