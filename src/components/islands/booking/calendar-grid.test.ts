import { describe, expect, it } from "vitest";
import { availability, daysFromToday, weekDays } from "@/core/availability";
import { DEFAULT_CALENDAR_SETTINGS } from "@/core/calendar-settings";
import { calendarGrid, timeCells } from "./calendar-grid";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
const taken = [{ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM" }];
const settings = { ...DEFAULT_CALENDAR_SETTINGS, crewsPerSlot: 1 };
const week = (offset: number) => availability(settings, taken, weekDays(NOW, offset), NOW);

describe("calendarGrid", () => {
  it("returns the week as one Sunday-first row, each day with its number, accessible name and whether it can be picked", () => {
    const grid = calendarGrid(week(0), "en");
    expect(grid.rows).toHaveLength(1);
    expect(grid.rows[0]!.map((day) => day && [day.dayOfMonth, day.label, day.open])).toEqual([
      [29, "Sunday, November 29, past", false],
      [30, "Monday, November 30, past", false],
      [1, "Tuesday, December 1, open", true],
      [2, "Wednesday, December 2, open", true],
      [3, "Thursday, December 3, open", true],
      [4, "Friday, December 4, open", true],
      [5, "Saturday, December 5, open", true],
    ]);
    expect(grid.caption).toBe("Choose a day: Sunday, November 29 to Saturday, December 5");
    expect(grid.range).toBe("Nov 29 - Dec 5");
  });

  it("returns blanks before the first day and after the last in the compact view's 28 days, in Spanish", () => {
    const grid = calendarGrid(availability(settings, taken, daysFromToday(NOW, 28), NOW), "es");
    expect(grid.rows).toHaveLength(5);
    expect(grid.rows[0]!.slice(0, 2)).toEqual([null, null]);
    expect(grid.rows[0]![2]).toEqual({
      date: "2026-12-01",
      dayOfMonth: 1,
      label: "martes, 1 de diciembre, con horarios libres",
      open: true,
    });
    expect(grid.rows[4]!.filter(Boolean).map((day) => day!.date)).toEqual(["2026-12-27", "2026-12-28"]);
    expect(grid.range).toBe("1 dic - 28 dic");
  });

  it("names the holiday that closes a day", () => {
    const christmas = calendarGrid(week(3), "en").rows[0]!.find((day) => day?.date === "2026-12-25");
    expect(christmas).toMatchObject({ label: "Friday, December 25, closed (Christmas Day)", open: false });
  });

  it("names a day with no time left by its reason in the page's language: past at 11 PM, fully booked when taken", () => {
    // Saturday 2026-11-28, 11 PM in Phoenix: Thanksgiving week, nothing left.
    const night = new Date("2026-11-29T06:00:00Z");
    const full = ["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"].map((appointmentTime) => ({
      appointmentDate: "2026-12-01",
      appointmentTime,
    }));
    const labels = (offset: number, locale: "en" | "es") =>
      calendarGrid(availability(settings, full, weekDays(night, offset), night), locale).rows[0]!.map((day) => day!.label);
    expect(labels(0, "es")).toEqual([
      "domingo, 22 de noviembre, ya pasó",
      "lunes, 23 de noviembre, ya pasó",
      "martes, 24 de noviembre, ya pasó",
      "miércoles, 25 de noviembre, ya pasó",
      "jueves, 26 de noviembre, ya pasó",
      "viernes, 27 de noviembre, ya pasó",
      "sábado, 28 de noviembre, ya pasó",
    ]);
    expect(labels(1, "en").slice(0, 3)).toEqual([
      "Sunday, November 29, closed",
      "Monday, November 30, open",
      "Tuesday, December 1, fully booked",
    ]);
    expect(labels(1, "es")[2]).toBe("martes, 1 de diciembre, sin horarios libres");
  });

  it("returns an empty grid with an empty range for no days", () => {
    expect(calendarGrid([], "en")).toEqual({ rows: [], caption: "Choose a day:  to ", range: " - " });
  });
});

describe("timeCells", () => {
  it("returns each time with its words, its accessible name and why it cannot be booked", () => {
    const thursday = week(0).find((day) => day.date === "2026-12-03")!;
    expect(timeCells(thursday, "en")).toEqual([
      { time: "8:00 AM", text: "8:00 AM", label: "Thursday, December 3, 8:00 AM, available", available: true, status: "" },
      { time: "10:00 AM", text: "10:00 AM", label: "Thursday, December 3, 10:00 AM, Booked", available: false, status: "Booked" },
      { time: "12:00 PM", text: "12:00 PM", label: "Thursday, December 3, 12:00 PM, Unavailable", available: false, status: "Unavailable" },
      { time: "2:00 PM", text: "2:00 PM", label: "Thursday, December 3, 2:00 PM, available", available: true, status: "" },
      { time: "4:00 PM", text: "4:00 PM", label: "Thursday, December 3, 4:00 PM, available", available: true, status: "" },
    ]);
  });
});
