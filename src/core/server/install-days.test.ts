import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS, type CalendarSettings } from "../calendar-settings";
import type { JobStage } from "../job-stages";
import { addDays } from "../phoenix-time";
import {
  freeCrew,
  installAhead,
  installDates,
  installHorizon,
  installReminderDue,
  mayBookInstall,
  mayOpenSchedulingEarly,
  offeredStartDays,
  startDayProblem,
} from "./install-days";

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

// Saturday 2026-11-28, 11:00 PM in Phoenix: the week's last evening; the calendar's five weeks run through Saturday 2026-12-26.
const SATURDAY_NIGHT = new Date("2026-11-29T06:00:00Z");
// Sunday 2026-11-29, 10:00 AM in Phoenix (the office is closed all day).
const SUNDAY = new Date("2026-11-29T17:00:00Z");
// Monday 2026-11-30 in Phoenix: 7:59 AM, and 8:00 AM when the day's first slot begins.
const MONDAY_BEFORE_WORK = new Date("2026-11-30T14:59:00Z");
const MONDAY_AT_WORK = new Date("2026-11-30T15:00:00Z");

describe("startDayProblem", () => {
  it("returns too-soon for today once its working day has begun, for the office too: Saturday at 11 PM", () => {
    expect(startDayProblem(settings(), "2026-11-28", SATURDAY_NIGHT, { by: "office" })).toEqual({ reason: "too-soon" });
    expect(startDayProblem(settings(), "2026-11-28", SATURDAY_NIGHT, { by: "customer" })).toEqual({ reason: "too-soon" });
    expect(startDayProblem(settings(), "2026-11-27", SATURDAY_NIGHT, { by: "office" })).toEqual({ reason: "past" });
  });

  it("lets the office start today until the day's first slot, and never later", () => {
    expect(startDayProblem(settings(), "2026-11-30", MONDAY_BEFORE_WORK, { by: "office" })).toBeNull();
    expect(startDayProblem(settings(), "2026-11-30", MONDAY_AT_WORK, { by: "office" })).toEqual({ reason: "too-soon" });
    // A calendar whose first slot is 9:30 AM (8 AM never offered) starts its working day then.
    const later = settings({
      slots: [
        { label: "8:00 AM", alwaysUnavailable: true },
        { label: "9:30 AM", alwaysUnavailable: false },
      ],
    });
    expect(startDayProblem(later, "2026-11-30", MONDAY_AT_WORK, { by: "office" })).toBeNull();
  });

  it("asks the customer's booking for the calendar's lead time before the day's work begins", () => {
    // Saturday night: the office opens Monday at 7, one open hour before Monday's 8 AM start.
    expect(startDayProblem(settings(), "2026-11-30", SATURDAY_NIGHT, { by: "customer" })).toEqual({ reason: "too-soon" });
    expect(startDayProblem(settings(), "2026-11-30", SATURDAY_NIGHT, { by: "office" })).toBeNull();
    expect(startDayProblem(settings(), "2026-12-01", SATURDAY_NIGHT, { by: "customer" })).toBeNull();
    // With no lead time the customer may take Monday too, but never today once its work began.
    expect(startDayProblem(settings({ leadTimeMinutes: 0 }), "2026-11-30", SATURDAY_NIGHT, { by: "customer" })).toBeNull();
    expect(startDayProblem(settings({ leadTimeMinutes: 0 }), "2026-12-02", NOW, { by: "customer" })).toEqual({ reason: "too-soon" });
  });

  it("returns the calendar's reason for a Sunday, a holiday and a day off, and opens a holiday the owner opened", () => {
    for (const by of ["customer", "office"] as const) {
      expect(startDayProblem(settings(), "2026-11-29", SATURDAY_NIGHT, { by })).toEqual({ reason: "closed" });
      expect(startDayProblem(settings(), "2026-12-25", SATURDAY_NIGHT, { by })).toEqual({ reason: "holiday", holiday: "christmas-day" });
      expect(startDayProblem(settings({ blockedDates: ["2026-12-08"] }), "2026-12-08", SATURDAY_NIGHT, { by })).toEqual({
        reason: "blocked",
      });
    }
    expect(startDayProblem(settings({ openHolidays: ["christmas-day"] }), "2026-12-25", SATURDAY_NIGHT, { by: "office" })).toBeNull();
  });

  it("returns null for the last day of the calendar's weeks and beyond-window after it, for either", () => {
    for (const by of ["customer", "office"] as const) {
      expect(startDayProblem(settings(), "2026-12-26", SATURDAY_NIGHT, { by })).toBeNull();
      expect(startDayProblem(settings(), "2026-12-28", SATURDAY_NIGHT, { by })).toEqual({ reason: "beyond-window" });
    }
    expect(startDayProblem(settings(), "2026-02-30", NOW, { by: "office" })).toEqual({ reason: "invalid" });
  });
});

describe("freeCrew", () => {
  const held = [
    { jobId: "a", day: "2026-12-07", crew: 1 },
    { jobId: "b", day: "2026-12-08", crew: 2 },
  ];

  it("returns the lowest active crew free on every day, or null", () => {
    expect(freeCrew(held, ["2026-12-07", "2026-12-08"], [1, 2])).toBeNull();
    expect(freeCrew(held, ["2026-12-07", "2026-12-08"], [1, 2, 3])).toBe(3);
    expect(freeCrew(held, ["2026-12-08"], [2, 1])).toBe(1);
  });

  it("offers no retired crew, lets a retired crew's held day take nothing from the active ones, and counts a moving job's own days as free", () => {
    // Crew 1 retired: only crew 2 is offered, and crew 2 holds the 8th.
    expect(freeCrew(held, ["2026-12-07"], [2])).toBe(2);
    expect(freeCrew(held, ["2026-12-08"], [2])).toBeNull();
    // Crew 2 retired still holding the 9th: crew 1 takes the 9th.
    expect(freeCrew([{ jobId: "x", day: "2026-12-09", crew: 2 }], ["2026-12-09"], [1])).toBe(1);
    expect(freeCrew(held, ["2026-12-07", "2026-12-08"], [1, 2], "a")).toBe(1);
    expect(freeCrew([], ["2026-12-07"], [])).toBeNull();
  });
});

describe("offeredStartDays", () => {
  it("returns open start days whose days a crew has free, through the calendar's weeks", () => {
    const held = [{ jobId: "a", day: "2026-12-04", crew: 1 }];
    const days = offeredStartDays(settings({ weeksAhead: 1 }), held, 2, NOW, { by: "customer", crews: [1] });
    // The week of Sunday 2026-11-29 ends Saturday 12-05: Thursday 3 needs Friday 4 (held), Friday 4 is held, Saturday 5 runs into Monday 7.
    expect(days).toEqual(["2026-12-05"]);
  });

  it("offers neither today nor Sunday on Saturday at 11 PM: the office from Monday, the customer from Tuesday", () => {
    expect(offeredStartDays(settings(), [], 1, SATURDAY_NIGHT, { by: "office", crews: [1] }).slice(0, 2)).toEqual([
      "2026-11-30",
      "2026-12-01",
    ]);
    expect(offeredStartDays(settings(), [], 1, SATURDAY_NIGHT, { by: "customer", crews: [1] }).slice(0, 2)).toEqual([
      "2026-12-01",
      "2026-12-02",
    ]);
  });

  it("offers the office the first open day on a Sunday, and the customer the day after it", () => {
    expect(offeredStartDays(settings(), [], 1, SUNDAY, { by: "office", crews: [1] })[0]).toBe("2026-11-30");
    expect(offeredStartDays(settings(), [], 1, SUNDAY, { by: "customer", crews: [1] })[0]).toBe("2026-12-01");
  });

  it("offers the office today only before the day's work begins", () => {
    expect(offeredStartDays(settings({ weeksAhead: 1 }), [], 1, MONDAY_BEFORE_WORK, { by: "office", crews: [1] })).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(offeredStartDays(settings({ weeksAhead: 1 }), [], 1, MONDAY_AT_WORK, { by: "office", crews: [1] })[0]).toBe("2026-12-01");
  });

  it("skips the holidays and a day off, and ends on the last day of the calendar's weeks, a two-day install running past it", () => {
    for (const by of ["customer", "office"] as const) {
      const offered = offeredStartDays(settings({ blockedDates: ["2026-12-08"] }), [], 2, SATURDAY_NIGHT, { by, crews: [1] });
      // Monday 7 takes Wednesday 9 as its second day, past the day off.
      expect(offered.filter((day) => day >= "2026-12-07" && day <= "2026-12-09")).toEqual(["2026-12-07", "2026-12-09"]);
      expect(offered).not.toContain("2026-12-24");
      expect(offered).not.toContain("2026-12-25");
      expect(offered.at(-1)).toBe("2026-12-26");
    }
    // Saturday 26 takes Monday 28 as its second day: the start must be within the weeks, not the days after it.
    expect(installDates(settings(), "2026-12-26", 2)).toEqual(["2026-12-26", "2026-12-28"]);
  });

  it("lists exactly the days startDayProblem lets start, for either chooser (one rule)", () => {
    for (const now of [SATURDAY_NIGHT, SUNDAY, MONDAY_BEFORE_WORK, MONDAY_AT_WORK, NOW]) {
      for (const by of ["customer", "office"] as const) {
        const offered = offeredStartDays(settings(), [], 1, now, { by, crews: [1] });
        const window = Array.from({ length: 40 }, (_, index) => addDays("2026-11-27", index));
        expect(offered).toEqual(window.filter((day) => startDayProblem(settings(), day, now, { by }) === null));
      }
    }
  });
});

describe("mayBookInstall", () => {
  const job = (stage: JobStage, change: Partial<{ schedulingOpen: boolean; installDates: string[] }> = {}) => ({
    stage,
    schedulingOpen: false,
    installDates: [],
    ...change,
  });

  it("lets the customer choose once delivered, or earlier when the office opened scheduling, and never once booked", () => {
    expect(mayBookInstall(job("ordered"), "customer")).toBe(false);
    expect(mayBookInstall(job("ordered", { schedulingOpen: true }), "customer")).toBe(true);
    expect(mayBookInstall(job("delivered"), "customer")).toBe(true);
    expect(mayBookInstall(job("scheduled", { installDates: ["2026-12-08"] }), "customer")).toBe(false);
    expect(mayBookInstall(job("on_hold", { schedulingOpen: true }), "customer")).toBe(false);
  });

  it("lets the office book at any stage before the install and move booked days, but not on hold, installed or closed", () => {
    for (const stage of ["signed", "measured", "ordered", "delivered"] as const) expect(mayBookInstall(job(stage), "office")).toBe(true);
    expect(mayBookInstall(job("scheduled", { installDates: ["2026-12-08"] }), "office")).toBe(true);
    for (const stage of ["on_hold", "installed", "completed", "cancelled"] as const)
      expect(mayBookInstall(job(stage), "office")).toBe(false);
  });
});

describe("mayOpenSchedulingEarly", () => {
  it("returns true before delivery with no days booked", () => {
    expect(mayOpenSchedulingEarly({ stage: "measured", installDates: [] })).toBe(true);
    expect(mayOpenSchedulingEarly({ stage: "delivered", installDates: [] })).toBe(false);
    expect(mayOpenSchedulingEarly({ stage: "ordered", installDates: ["2026-12-08"] })).toBe(false);
  });
});

describe("installAhead", () => {
  it("returns the first install day until it begins in Phoenix, then null", () => {
    // Booked for Tuesday 2026-12-01: Saturday night and Monday at 11:59 PM it is ahead; from Tuesday 12:00 AM it has begun.
    expect(installAhead(["2026-12-01", "2026-12-02"], SATURDAY_NIGHT)).toBe("2026-12-01");
    expect(installAhead(["2026-12-02", "2026-12-01"], new Date("2026-12-01T06:59:00Z"))).toBe("2026-12-01");
    expect(installAhead(["2026-12-01", "2026-12-02"], new Date("2026-12-01T07:00:00Z"))).toBeNull();
    expect(installAhead([], SATURDAY_NIGHT)).toBeNull();
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
