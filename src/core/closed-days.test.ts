import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS as defaults, type CalendarSettings } from "./calendar-settings";
import { afterOpenMinutes, closedDay } from "./closed-days";

const settings = (change: Partial<CalendarSettings> = {}): CalendarSettings => ({ ...defaults, ...change });
/** A Phoenix wall-clock time as an instant (UTC-7 all year). */
const phoenix = (local: string) => new Date(`${local}-07:00`);
const twoOpenHours = (local: string, change: Partial<CalendarSettings> = {}) =>
  afterOpenMinutes(settings(change), phoenix(local), 120).toISOString();

describe("closedDay", () => {
  it("returns a closed weekday, an unopened holiday and the owner's days off, and nothing for a working day", () => {
    expect(closedDay(settings(), "2026-12-06")).toEqual({ reason: "closed" });
    expect(closedDay(settings(), "2026-12-25")).toEqual({ reason: "holiday", holiday: "christmas-day" });
    expect(closedDay(settings({ blockedDates: ["2026-12-03"] }), "2026-12-03")).toEqual({ reason: "blocked" });
    expect(closedDay(settings(), "2026-12-03")).toBeUndefined();
  });

  it("returns nothing for a holiday the owner opened, and opens its Monday after too", () => {
    const open = settings({ openHolidays: ["christmas-day", "independence-day"] });
    expect(closedDay(open, "2026-12-25")).toBeUndefined();
    expect(closedDay(open, "2027-07-05")).toBeUndefined();
    expect(closedDay(open, "2026-12-24")).toEqual({ reason: "holiday", holiday: "christmas-eve" });
  });

  it("returns every day of a vacation range, first and last included, and none outside it", () => {
    const vacation = settings({ closedRanges: [{ from: "2027-01-11", to: "2027-01-15", note: "Team vacation" }] });
    expect(["2027-01-10", "2027-01-11", "2027-01-13", "2027-01-15", "2027-01-16"].map((date) => closedDay(vacation, date)?.reason)).toEqual(
      ["closed", "blocked", "blocked", "blocked", undefined],
    );
  });
});

describe("afterOpenMinutes", () => {
  it("returns 9 AM for a booking at 3 AM: the night counts for nothing", () => {
    expect(twoOpenHours("2026-12-01T03:00")).toBe("2026-12-01T16:00:00.000Z");
  });

  it("returns two hours later for a booking during opening hours", () => {
    expect(twoOpenHours("2026-12-01T07:00")).toBe("2026-12-01T16:00:00.000Z");
    expect(twoOpenHours("2026-12-01T08:01")).toBe("2026-12-01T17:01:00.000Z");
  });

  it("returns the next opening's second hour, less what was left, for a booking just before closing", () => {
    // Friday 4:00 PM: one hour left before 5 PM, the other from Saturday's 8 AM opening.
    expect(twoOpenHours("2026-12-04T16:00")).toBe("2026-12-05T16:00:00.000Z");
    // Friday 6:00 PM: closed; Saturday opens at 8.
    expect(twoOpenHours("2026-12-04T18:00")).toBe("2026-12-05T17:00:00.000Z");
  });

  it("returns Monday 8 AM for a booking at 3 PM on a Saturday: Sunday is closed", () => {
    expect(twoOpenHours("2026-12-05T15:00")).toBe("2026-12-07T15:00:00.000Z");
  });

  it("skips holidays and vacations: 4 PM the day before Thanksgiving reaches into Saturday", () => {
    expect(twoOpenHours("2026-11-25T16:00")).toBe("2026-11-28T16:00:00.000Z");
    expect(twoOpenHours("2026-11-25T16:00", { closedRanges: [{ from: "2026-11-28", to: "2026-11-30", note: "" }] })).toBe(
      "2026-12-01T15:00:00.000Z",
    );
  });

  it("returns now for no lead time", () => {
    expect(afterOpenMinutes(settings(), phoenix("2026-12-01T03:00"), 0).toISOString()).toBe("2026-12-01T10:00:00.000Z");
  });
});
