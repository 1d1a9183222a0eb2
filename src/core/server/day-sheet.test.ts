import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "@/core/calendar-settings";
import { daySheetDay } from "./day-sheet";

describe("daySheetDay", () => {
  it("returns the Phoenix day from 6 AM (13:00 UTC) on a working day", () => {
    expect(daySheetDay(DEFAULT_CALENDAR_SETTINGS, new Date("2026-12-03T13:00:00Z"))).toBe("2026-12-03");
    expect(daySheetDay(DEFAULT_CALENDAR_SETTINGS, new Date("2026-12-04T06:59:00Z"))).toBe("2026-12-03");
  });

  it("returns null before 6 AM Phoenix time", () => {
    expect(daySheetDay(DEFAULT_CALENDAR_SETTINGS, new Date("2026-12-03T12:59:00Z"))).toBeNull();
  });

  it("returns null on a closed weekday or a blocked date", () => {
    expect(daySheetDay(DEFAULT_CALENDAR_SETTINGS, new Date("2026-12-06T13:00:00Z"))).toBeNull();
    expect(daySheetDay({ ...DEFAULT_CALENDAR_SETTINGS, blockedDates: ["2026-12-03"] }, new Date("2026-12-03T13:00:00Z"))).toBeNull();
  });

  it("returns null on a public holiday, and the day when the owner opens it", () => {
    const christmasMorning = new Date("2026-12-25T13:00:00Z");
    expect(daySheetDay(DEFAULT_CALENDAR_SETTINGS, christmasMorning)).toBeNull();
    expect(daySheetDay({ ...DEFAULT_CALENDAR_SETTINGS, openHolidays: ["christmas-day"] }, christmasMorning)).toBe("2026-12-25");
  });
});
