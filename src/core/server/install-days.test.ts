import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS, type CalendarSettings } from "../calendar-settings";
import { freeCrew, installDates, installHorizon, installReminderDue, offeredStartDays, startDayProblem } from "./install-days";

const settings = (change: Partial<CalendarSettings> = {}): CalendarSettings => ({ ...DEFAULT_CALENDAR_SETTINGS, ...change });
// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");

describe("installDates", () => {
  it("returns the start and the next open days, skipping Sunday and a day off", () => {
    expect(installDates(settings(), "2026-12-05", 2)).toEqual(["2026-12-05", "2026-12-07"]);
    expect(installDates(settings({ blockedDates: ["2026-12-08"] }), "2026-12-07", 3)).toEqual(["2026-12-07", "2026-12-09", "2026-12-10"]);
  });

  it("skips a closed holiday: Christmas Eve and Day", () => {
    expect(installDates(settings(), "2026-12-23", 2)).toEqual(["2026-12-23", "2026-12-26"]);
  });

  it("returns nothing for a calendar closed every day", () => {
    expect(installDates(settings({ closedWeekdays: [0, 1, 2, 3, 4, 5, 6] }), "2026-12-07", 1)).toEqual([]);
  });
});

describe("startDayProblem", () => {
  it("returns null for tomorrow, and past for today (a customer) but not for the office", () => {
    expect(startDayProblem(settings(), "2026-12-03", NOW)).toBeNull();
    expect(startDayProblem(settings(), "2026-12-02", NOW)).toEqual({ reason: "past" });
    expect(startDayProblem(settings(), "2026-12-02", NOW, { office: true })).toBeNull();
  });

  it("returns the calendar's reason for a closed day, and beyond-window past its weeks for a customer only", () => {
    expect(startDayProblem(settings(), "2026-12-06", NOW)).toEqual({ reason: "closed" });
    expect(startDayProblem(settings(), "2026-12-25", NOW)).toEqual({ reason: "holiday", holiday: "christmas-day" });
    expect(startDayProblem(settings(), "2027-02-01", NOW)).toEqual({ reason: "beyond-window" });
    expect(startDayProblem(settings(), "2027-02-01", NOW, { office: true })).toBeNull();
    expect(startDayProblem(settings(), "2026-02-30", NOW)).toEqual({ reason: "invalid" });
  });
});

describe("freeCrew", () => {
  const held = [
    { jobId: "a", day: "2026-12-07", crew: 1 },
    { jobId: "b", day: "2026-12-08", crew: 2 },
  ];

  it("returns the lowest crew free on every day, or null", () => {
    expect(freeCrew(held, ["2026-12-07", "2026-12-08"], 2)).toBeNull();
    expect(freeCrew(held, ["2026-12-07", "2026-12-08"], 3)).toBe(3);
    expect(freeCrew(held, ["2026-12-08"], 2)).toBe(1);
  });

  it("counts crews above a lowered number as taken, and a moving job's own days as free", () => {
    expect(freeCrew([{ jobId: "x", day: "2026-12-09", crew: 2 }], ["2026-12-09"], 1)).toBeNull();
    expect(freeCrew(held, ["2026-12-07", "2026-12-08"], 2, "a")).toBe(1);
  });
});

describe("offeredStartDays", () => {
  it("returns open start days from tomorrow whose days a crew has free, through the calendar's weeks", () => {
    const held = [{ jobId: "a", day: "2026-12-04", crew: 1 }];
    const days = offeredStartDays(settings({ weeksAhead: 1 }), held, 2, NOW);
    // The week of Sunday 2026-11-29 ends Saturday 12-05: Thursday 3 needs Friday 4 (held), Friday 4 is held, Saturday 5 runs into Monday 7.
    expect(days).toEqual(["2026-12-05"]);
  });

  it("offers the office today too", () => {
    expect(offeredStartDays(settings({ weeksAhead: 1 }), [], 1, NOW, { office: true })).toEqual(["2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
  });
});

describe("installHorizon", () => {
  it("returns today through the last day a start in the window can take", () => {
    expect(installHorizon(settings({ weeksAhead: 1 }), 2, NOW)).toEqual({ first: "2026-12-02", last: "2026-12-07" });
  });
});

describe("installReminderDue", () => {
  const booked = new Date("2026-11-30T16:00:00Z");
  it("returns true the day before from 9 AM Phoenix, false before and on other days", () => {
    expect(installReminderDue("2026-12-03", booked, new Date("2026-12-02T15:59:00Z"))).toBe(false);
    expect(installReminderDue("2026-12-03", booked, NOW)).toBe(true);
    expect(installReminderDue("2026-12-04", booked, NOW)).toBe(false);
  });

  it("returns false when the days were booked on the day before", () => {
    expect(installReminderDue("2026-12-03", new Date("2026-12-02T15:00:00Z"), NOW)).toBe(false);
  });
});
