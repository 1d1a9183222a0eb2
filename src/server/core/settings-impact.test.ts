import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS as defaults, type CalendarSettings } from "@/schemas/calendar-settings";
import { settingsImpact, type BookedAppointment } from "./settings-impact";

// Tuesday 2026-12-01, 9:30 AM in Phoenix (16:30 UTC).
const now = new Date("2026-12-01T16:30:00Z");
const settings = (change: Partial<CalendarSettings> = {}): CalendarSettings => ({ ...defaults, ...change });
let counter = 0;
const booked = (change: Partial<BookedAppointment> = {}): BookedAppointment => ({
  id: `a${++counter}`,
  appointmentDate: "2026-12-03",
  appointmentTime: "10:00 AM",
  status: "confirmed",
  createdAt: `2026-11-20T00:00:${String(counter).padStart(2, "0")}.000Z`,
  ...change,
});
const reasons = (config: CalendarSettings, list: BookedAppointment[]) => settingsImpact(config, list, now).map(({ appointment, reason }) => [appointment.id, reason]);

describe("settingsImpact", () => {
  it("returns nothing when the settings still allow every appointment", () => {
    expect(settingsImpact(settings(), [booked(), booked({ appointmentTime: "2:00 PM" })], now)).toEqual([]);
  });

  it("returns appointments on a newly closed weekday", () => {
    const thursday = booked({ id: "thu" });
    expect(reasons(settings({ closedWeekdays: [0, 4] }), [thursday, booked({ appointmentDate: "2026-12-02" })])).toEqual([["thu", "closed-weekday"]]);
  });

  it("returns appointments on a newly blocked date", () => {
    expect(reasons(settings({ blockedDates: ["2026-12-03"] }), [booked({ id: "blocked" })])).toEqual([["blocked", "blocked-date"]]);
  });

  it("returns appointments in a removed slot or a slot made always unavailable", () => {
    const slots = [
      { label: "8:00 AM", alwaysUnavailable: false },
      { label: "10:00 AM", alwaysUnavailable: true },
    ];
    const list = [booked({ id: "ten" }), booked({ id: "four", appointmentTime: "4:00 PM" }), booked({ id: "eight", appointmentTime: "8:00 AM" })];
    expect(reasons(settings({ slots }), list)).toEqual([
      ["ten", "slot-unavailable"],
      ["four", "slot-removed"],
    ]);
  });

  it("returns the latest bookings of a slot that holds more than the new crews per slot", () => {
    const first = booked({ id: "first", createdAt: "2026-11-01T00:00:00.000Z" });
    const third = booked({ id: "third", createdAt: "2026-11-03T00:00:00.000Z" });
    const second = booked({ id: "second", createdAt: "2026-11-02T00:00:00.000Z" });
    expect(reasons(settings({ crewsPerSlot: 2 }), [third, first, second])).toEqual([["third", "over-capacity"]]);
    expect(reasons(settings({ crewsPerSlot: 1 }), [third, first, second])).toEqual([
      ["third", "over-capacity"],
      ["second", "over-capacity"],
    ]);
  });

  it("returns no cancelled or already started appointments", () => {
    const list = [
      booked({ status: "cancelled" }),
      booked({ appointmentDate: "2026-12-01", appointmentTime: "8:00 AM" }),
      booked({ appointmentDate: "2026-11-28" }),
    ];
    expect(settingsImpact(settings({ closedWeekdays: [0, 2, 4, 6] }), list, now)).toEqual([]);
  });

  it("ignores cancelled appointments when counting a slot's crews", () => {
    const list = [booked({ status: "cancelled", createdAt: "2026-11-01T00:00:00.000Z" }), booked({ id: "kept" })];
    expect(settingsImpact(settings({ crewsPerSlot: 1 }), list, now)).toEqual([]);
  });

  it("returns a later slot of today, judged in Phoenix time", () => {
    expect(reasons(settings({ blockedDates: ["2026-12-01"] }), [booked({ id: "today", appointmentDate: "2026-12-01", appointmentTime: "2:00 PM" })])).toEqual([
      ["today", "blocked-date"],
    ]);
  });
});
