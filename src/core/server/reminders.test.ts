import { describe, expect, it } from "vitest";
import { dueReminders } from "./reminders";

// A visit on Thursday 2026-12-03 at 10:00 AM Phoenix (17:00 UTC), booked a week before.
const visit = { start: new Date("2026-12-03T17:00:00Z"), bookedAt: new Date("2026-11-26T17:00:00Z") };
const off = { morningReminder: false };
const on = { morningReminder: true };

describe("dueReminders", () => {
  it("returns nothing more than 24 hours before the start", () => {
    expect(dueReminders(visit, new Date("2026-12-02T16:59:00Z"), on)).toEqual([]);
  });

  it("returns the day-before reminder from 24 hours before until 2 hours before", () => {
    expect(dueReminders(visit, new Date("2026-12-02T17:00:00Z"), off)).toEqual(["day-before"]);
    expect(dueReminders(visit, new Date("2026-12-03T14:59:00Z"), off)).toEqual(["day-before"]);
    expect(dueReminders(visit, new Date("2026-12-03T15:00:00Z"), off)).toEqual([]);
  });

  it("returns no day-before reminder for a visit booked less than 24 hours ahead", () => {
    expect(dueReminders({ ...visit, bookedAt: new Date("2026-12-02T20:00:00Z") }, new Date("2026-12-02T21:00:00Z"), off)).toEqual([]);
  });

  it("returns the morning reminder only when switched on, from 6 AM Phoenix until an hour before", () => {
    expect(dueReminders(visit, new Date("2026-12-03T12:59:00Z"), on)).toEqual(["day-before"]);
    expect(dueReminders(visit, new Date("2026-12-03T13:00:00Z"), on)).toEqual(["day-before", "morning-of"]);
    expect(dueReminders(visit, new Date("2026-12-03T13:00:00Z"), off)).toEqual(["day-before"]);
    expect(dueReminders(visit, new Date("2026-12-03T15:59:00Z"), on)).toEqual(["morning-of"]);
    expect(dueReminders(visit, new Date("2026-12-03T16:00:00Z"), on)).toEqual([]);
  });

  it("returns no morning reminder for an 8 AM visit after 7 AM", () => {
    const early = { ...visit, start: new Date("2026-12-03T15:00:00Z") };
    expect(dueReminders(early, new Date("2026-12-03T13:00:00Z"), on)).toContain("morning-of");
    expect(dueReminders(early, new Date("2026-12-03T14:00:00Z"), on)).not.toContain("morning-of");
  });
});
