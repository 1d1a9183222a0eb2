import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS as defaults, type CalendarSettings } from "@/core/calendar-settings";
import { availability, bookingProblem, bookingWindow, daysFromToday, weekDays } from "./availability";

// Tuesday 2026-12-01, 9:30 AM in Phoenix (16:30 UTC).
const now = new Date("2026-12-01T16:30:00Z");
const settings = (change: Partial<CalendarSettings> = {}): CalendarSettings => ({ ...defaults, ...change });
const slotsOf = (date: string, taken = [] as { appointmentDate: string; appointmentTime: string }[], config = settings()) =>
  availability(config, taken, [date], now)[0]!;

describe("bookingWindow", () => {
  it("runs from today to the Saturday of the fifth week, in Phoenix time", () => {
    expect(bookingWindow(settings(), now)).toEqual({ first: "2026-12-01", last: "2027-01-02" });
  });

  it("judges today in Phoenix, not UTC: 11 PM in Phoenix is still the same day", () => {
    expect(bookingWindow(settings(), new Date("2026-12-02T06:00:00Z")).first).toBe("2026-12-01");
  });
});

describe("weekDays and daysFromToday", () => {
  it("returns week 0 as the Sunday-to-Saturday week containing today", () => {
    expect(weekDays(now, 0)).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
    expect(weekDays(now, 4)[6]).toBe("2027-01-02");
  });

  it("returns 28 days starting today for the compact calendar", () => {
    const days = daysFromToday(now, 28);
    expect(days).toHaveLength(28);
    expect(days[0]).toBe("2026-12-01");
    expect(days[27]).toBe("2026-12-28");
  });
});

describe("availability", () => {
  it("offers the spec's slots with 12:00 PM never bookable", () => {
    const day = slotsOf("2026-12-03");
    expect(day.reason).toBeUndefined();
    expect(day.slots.map((slot) => [slot.time, slot.available, slot.duration])).toEqual([
      ["8:00 AM", true, 120],
      ["10:00 AM", true, 120],
      ["12:00 PM", false, 120],
      ["2:00 PM", true, 120],
      ["4:00 PM", true, 120],
    ]);
  });

  it("closes Sundays, past days, blocked dates and days beyond the window", () => {
    expect(slotsOf("2026-12-06").reason).toBe("closed");
    expect(slotsOf("2026-11-30").reason).toBe("past");
    expect(slotsOf("2027-01-04").reason).toBe("beyond-window");
    expect(slotsOf("2026-12-24", [], settings({ blockedDates: ["2026-12-24"] })).reason).toBe("blocked");
    expect(slotsOf("2026-12-06").slots.every((slot) => !slot.available)).toBe(true);
  });

  it("refuses today's slots that have started or start within the lead time", () => {
    const today = slotsOf("2026-12-01");
    expect(today.slots.find((slot) => slot.time === "8:00 AM")!.reason).toBe("past");
    expect(today.slots.find((slot) => slot.time === "10:00 AM")!.reason).toBe("too-soon");
    expect(today.slots.find((slot) => slot.time === "2:00 PM")!.available).toBe(true);
  });

  it("marks a slot booked when its crews are all taken, and counts seats left", () => {
    const taken = [{ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM" }];
    expect(slotsOf("2026-12-03", taken).slots[1]).toMatchObject({ available: false, reason: "booked", seatsLeft: 0 });
    expect(slotsOf("2026-12-03", taken, settings({ crewsPerSlot: 2 })).slots[1]).toMatchObject({ available: true, seatsLeft: 1 });
  });

  it("follows edited settings: other slots, closed Saturdays", () => {
    const config = settings({ slots: [{ label: "9:30 AM", alwaysUnavailable: false }], closedWeekdays: [0, 6] });
    expect(slotsOf("2026-12-05", [], config).reason).toBe("closed");
    expect(slotsOf("2026-12-04", [], config).slots.map((slot) => slot.time)).toEqual(["9:30 AM"]);
  });
});

describe("bookingProblem", () => {
  it("returns null for an open slot", () => {
    expect(bookingProblem(settings(), [], "2026-12-03", "10:00 AM", now)).toBeNull();
  });

  it.each([
    ["2026-02-30", "10:00 AM", "appointmentDate", "Choose a real date"],
    ["2026-11-30", "10:00 AM", "appointmentDate", "That date has passed. Choose a day from today on."],
    ["2026-12-06", "10:00 AM", "appointmentDate", "We are closed on Sundays. Choose another day."],
    ["2027-01-04", "10:00 AM", "appointmentDate", "We book up to 5 weeks ahead. Choose an earlier day."],
    ["2026-12-03", "12:00 PM", "appointmentTime", "12:00 PM is not available for booking. Choose another time."],
    ["2026-12-03", "9:00 AM", "appointmentTime", "Choose one of the times offered: 8:00 AM, 10:00 AM, 2:00 PM, 4:00 PM"],
  ])("refuses %s %s on %s", (date, time, field, message) => {
    expect(bookingProblem(settings(), [], date, time, now)).toEqual({ field, message });
  });

  it("speaks Spanish, with times written as Spanish writes them", () => {
    expect(bookingProblem(settings(), [], "2026-12-03", "12:00 PM", now, "es")).toEqual({ field: "appointmentTime", message: "Las 12:00 p.m. no están disponibles. Escoja otra hora." });
    expect(bookingProblem(settings(), [], "2026-12-03", "9:00 AM", now, "es")).toEqual({
      field: "appointmentTime",
      message: "Escoja uno de los horarios disponibles: 8:00 a.m., 10:00 a.m., 2:00 p.m., 4:00 p.m.",
    });
  });

  it("reports a full slot as full", () => {
    const taken = [{ appointmentDate: "2026-12-03", appointmentTime: "2:00 PM" }];
    expect(bookingProblem(settings(), taken, "2026-12-03", "2:00 PM", now)).toMatchObject({ field: "appointmentTime", full: true });
  });
});
