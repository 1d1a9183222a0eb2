import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS as defaults, type CalendarSettings } from "@/core/calendar-settings";
import { availability, bookingProblem, bookingWindow, closedDates, dayState, daysFromToday, openingWeek, weekDays } from "./availability";

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
    expect(slotsOf("2026-12-23", [], settings({ blockedDates: ["2026-12-23"] })).reason).toBe("blocked");
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

describe("availability on public holidays, vacations and around opening hours", () => {
  it("closes Christmas Eve and Christmas Day by default, and names the holiday", () => {
    expect(
      availability(settings(), [], ["2026-12-24", "2026-12-25", "2026-12-26"], now).map((day) => [day.date, day.reason, day.holiday]),
    ).toEqual([
      ["2026-12-24", "holiday", "christmas-eve"],
      ["2026-12-25", "holiday", "christmas-day"],
      ["2026-12-26", undefined, undefined],
    ]);
  });

  it("opens a holiday the owner opened, with its slots", () => {
    const day = slotsOf("2026-12-24", [], settings({ openHolidays: ["christmas-eve"] }));
    expect(day.reason).toBeUndefined();
    expect(day.slots.filter((slot) => slot.available).map((slot) => slot.time)).toEqual(["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"]);
  });

  it("closes every day of a vacation range", () => {
    const config = settings({ closedRanges: [{ from: "2026-12-14", to: "2026-12-18", note: "Team vacation" }] });
    expect(availability(config, [], weekDays(now, 2), now).map((day) => day.reason ?? "open")).toEqual([
      "closed",
      "blocked",
      "blocked",
      "blocked",
      "blocked",
      "blocked",
      "open",
    ]);
  });

  const free = (local: string, date: string) =>
    availability(settings(), [], [date], new Date(`${local}-07:00`))[0]!
      .slots.filter((slot) => slot.available)
      .map((slot) => slot.time);

  it("refuses 8 AM to a visitor at 3 AM: the office has not been open two hours by then", () => {
    expect(free("2026-12-02T03:00", "2026-12-02")).toEqual(["10:00 AM", "2:00 PM", "4:00 PM"]);
  });

  it("offers the next morning's 8 AM until 4 PM, and only 10 AM on from 4:01 PM (an open hour before closing, one after opening)", () => {
    expect(free("2026-12-02T16:00", "2026-12-03")).toEqual(["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"]);
    expect(free("2026-12-02T16:01", "2026-12-03")).toEqual(["10:00 AM", "2:00 PM", "4:00 PM"]);
  });

  it("offers Monday's 8 AM on a Saturday afternoon: Sunday adds no hours, Monday's first hour finishes the two", () => {
    expect(free("2026-12-05T15:00", "2026-12-07")).toEqual(["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"]);
    expect(free("2026-12-05T15:30", "2026-12-07")).toEqual(["10:00 AM", "2:00 PM", "4:00 PM"]);
  });
});

describe("dayState", () => {
  // Saturday 2026-11-28, 11 PM in Phoenix (06:00 UTC the next day).
  const saturdayNight = new Date("2026-11-29T06:00:00Z");
  const stateOf = (date: string, at: Date, taken = [] as { appointmentDate: string; appointmentTime: string }[], config = settings()) =>
    dayState(availability(config, taken, [date], at)[0]!);

  it("returns open for a day with a free time, and a closed day's own reason", () => {
    expect(stateOf("2026-12-03", now)).toBe("open");
    expect(stateOf("2026-12-06", now)).toBe("closed");
    expect(stateOf("2026-12-25", now)).toBe("holiday");
    expect(stateOf("2026-11-30", now)).toBe("past");
    expect(stateOf("2027-01-04", now)).toBe("beyond-window");
  });

  it("returns past for today once every time has started, not fully booked", () => {
    expect(stateOf("2026-11-28", saturdayNight)).toBe("past");
  });

  it("returns too-soon for a day whose last times start within the lead time", () => {
    // Tuesday 3 PM: 8, 10 and 2 have started; 4 PM is inside the two hours.
    expect(stateOf("2026-12-01", new Date("2026-12-01T22:00:00Z"))).toBe("too-soon");
  });

  it("returns full when the times left are taken", () => {
    const taken = ["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"].map((appointmentTime) => ({
      appointmentDate: "2026-12-03",
      appointmentTime,
    }));
    expect(stateOf("2026-12-03", now, taken)).toBe("full");
  });

  it("returns closed for a day whose every time is never bookable", () => {
    expect(stateOf("2026-12-03", now, [], settings({ slots: [{ label: "12:00 PM", alwaysUnavailable: true }] }))).toBe("closed");
  });
});

describe("openingWeek", () => {
  it("opens on next week on Saturday at 11 PM in Phoenix, when this week has nothing left", () => {
    // The week of Thanksgiving (Nov 22-28): Sunday closed, the holidays closed, the rest past.
    expect(openingWeek(settings(), [], new Date("2026-11-29T06:00:00Z"))).toBe(1);
  });

  it("opens on this week on a Sunday, whose week is still ahead", () => {
    expect(openingWeek(settings(), [], new Date("2026-11-29T17:00:00Z"))).toBe(0);
  });

  it("opens on this week while today still has a free time", () => {
    expect(openingWeek(settings({ closedRanges: [{ from: "2026-12-02", to: "2026-12-05", note: "" }] }), [], now)).toBe(0);
  });

  it("passes over the rest of a week that is blocked, and a week blocked whole", () => {
    // Tuesday 5 PM: today's times have started, Wednesday to Saturday are days off.
    const tuesdayEvening = new Date("2026-12-02T00:00:00Z");
    expect(openingWeek(settings({ closedRanges: [{ from: "2026-12-02", to: "2026-12-05", note: "" }] }), [], tuesdayEvening)).toBe(1);
    expect(
      openingWeek(settings({ closedRanges: [{ from: "2026-12-02", to: "2026-12-12", note: "Team vacation" }] }), [], tuesdayEvening),
    ).toBe(2);
  });

  it("passes over a week whose times left are all taken", () => {
    const taken = ["2026-12-04", "2026-12-05"].flatMap((appointmentDate) =>
      ["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"].map((appointmentTime) => ({ appointmentDate, appointmentTime })),
    );
    // Thursday 5 PM: Friday and Saturday are fully booked.
    expect(openingWeek(settings(), taken, new Date("2026-12-04T00:00:00Z"))).toBe(1);
  });

  it("returns this week when no week of the window has an open day", () => {
    expect(openingWeek(settings({ closedRanges: [{ from: "2026-11-29", to: "2027-02-01", note: "" }] }), [], now)).toBe(0);
  });
});

describe("closedDates", () => {
  it("returns every closed day of the bookable window: Sundays, Thanksgiving and the day after, Christmas Eve and Day", () => {
    // Monday 2026-11-23, noon in Phoenix: the window runs to Saturday 2026-12-26.
    expect(closedDates(settings(), new Date("2026-11-23T19:00:00Z"))).toEqual([
      "2026-11-26",
      "2026-11-27",
      "2026-11-29",
      "2026-12-06",
      "2026-12-13",
      "2026-12-20",
      "2026-12-24",
      "2026-12-25",
    ]);
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
    expect(bookingProblem(settings(), [], "2026-12-03", "12:00 PM", now, "es")).toEqual({
      field: "appointmentTime",
      message: "Las 12:00 p.m. no están disponibles. Escoja otra hora.",
    });
    expect(bookingProblem(settings(), [], "2026-12-03", "9:00 AM", now, "es")).toEqual({
      field: "appointmentTime",
      message: "Escoja uno de los horarios disponibles: 8:00 a.m., 10:00 a.m., 2:00 p.m., 4:00 p.m.",
    });
  });

  it("refuses a public holiday in the visitor's language, naming it", () => {
    expect(bookingProblem(settings(), [], "2026-12-25", "10:00 AM", now)).toEqual({
      field: "appointmentDate",
      message: "We are closed that day (Christmas Day). Choose another day.",
    });
    expect(bookingProblem(settings(), [], "2026-12-25", "10:00 AM", now, "es")).toEqual({
      field: "appointmentDate",
      message: "Ese día cerramos (Navidad). Escoja otro día.",
    });
  });

  it("refuses a day of a vacation", () => {
    const config = settings({ closedRanges: [{ from: "2026-12-14", to: "2026-12-18", note: "" }] });
    expect(bookingProblem(config, [], "2026-12-16", "10:00 AM", now)?.message).toBe(
      "We are not booking visits that day. Choose another day.",
    );
  });

  it("reports a full slot as full", () => {
    const taken = [{ appointmentDate: "2026-12-03", appointmentTime: "2:00 PM" }];
    expect(bookingProblem(settings(), taken, "2026-12-03", "2:00 PM", now)).toMatchObject({ field: "appointmentTime", full: true });
  });
});
