import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS as defaults, type CalendarSettings } from "@/core/calendar-settings";
import { affectedAppointments, type ScheduledAppointment } from "./affected-appointments";

// Tuesday 2026-12-01, 9:30 AM in Phoenix (16:30 UTC).
const now = new Date("2026-12-01T16:30:00Z");
const settings = (change: Partial<CalendarSettings> = {}): CalendarSettings => ({ ...defaults, ...change });

let counter = 0;
const booked = (appointmentDate: string, appointmentTime: string, createdAt = "2026-11-20T10:00:00Z"): ScheduledAppointment => ({
  id: `a${++counter}`,
  appointmentDate,
  appointmentTime,
  createdAt,
});
const reasons = (config: CalendarSettings, upcoming: ScheduledAppointment[]) =>
  affectedAppointments(config, upcoming, now).map(({ appointment, reason }) => [appointment.id, reason]);

describe("affectedAppointments", () => {
  it("returns nothing when the settings still allow every appointment", () => {
    expect(reasons(settings(), [booked("2026-12-02", "8:00 AM"), booked("2026-12-05", "4:00 PM")])).toEqual([]);
  });

  it("returns appointments on a newly closed weekday", () => {
    const saturday = booked("2026-12-05", "10:00 AM");
    expect(reasons(settings({ closedWeekdays: [0, 6] }), [booked("2026-12-04", "10:00 AM"), saturday])).toEqual([
      [saturday.id, "closed-weekday"],
    ]);
  });

  it("returns appointments on a newly blocked date and in a new vacation", () => {
    const dayOff = booked("2026-12-23", "2:00 PM");
    const vacation = booked("2027-01-12", "10:00 AM");
    expect(
      reasons(settings({ blockedDates: ["2026-12-23"], closedRanges: [{ from: "2027-01-11", to: "2027-01-15", note: "" }] }), [
        dayOff,
        vacation,
      ]),
    ).toEqual([
      [dayOff.id, "blocked-date"],
      [vacation.id, "blocked-date"],
    ]);
  });

  it("returns appointments on a public holiday, and none once the owner opens it", () => {
    const christmasEve = booked("2026-12-24", "2:00 PM");
    expect(reasons(settings(), [christmasEve])).toEqual([[christmasEve.id, "holiday"]]);
    expect(reasons(settings({ openHolidays: ["christmas-eve"] }), [christmasEve])).toEqual([]);
  });

  it("returns appointments in a removed slot and in a slot made never bookable", () => {
    const early = booked("2026-12-03", "8:00 AM");
    const late = booked("2026-12-03", "4:00 PM");
    const slots = [
      { label: "10:00 AM", alwaysUnavailable: false },
      { label: "2:00 PM", alwaysUnavailable: false },
      { label: "4:00 PM", alwaysUnavailable: true },
    ];
    expect(reasons(settings({ slots }), [late, early])).toEqual([
      [early.id, "slot-removed"],
      [late.id, "slot-unavailable"],
    ]);
  });

  it("returns the later bookings of a slot that holds more than the new crews per slot", () => {
    const first = booked("2026-12-03", "10:00 AM", "2026-11-20T10:00:00Z");
    const second = booked("2026-12-03", "10:00 AM", "2026-11-21T10:00:00Z");
    const third = booked("2026-12-03", "10:00 AM", "2026-11-22T10:00:00Z");
    expect(reasons(settings({ crewsPerSlot: 2 }), [third, first, second])).toEqual([[third.id, "over-capacity"]]);
    expect(reasons(settings({ crewsPerSlot: 1 }), [third, first, second])).toEqual([
      [second.id, "over-capacity"],
      [third.id, "over-capacity"],
    ]);
  });

  it("returns nothing for appointments that already started, even on a closed day", () => {
    expect(reasons(settings({ closedWeekdays: [2] }), [booked("2026-12-01", "8:00 AM")])).toEqual([]);
    expect(reasons(settings({ closedWeekdays: [2] }), [booked("2026-12-01", "10:00 AM")]).map(([, reason]) => reason)).toEqual([
      "closed-weekday",
    ]);
  });

  it("returns appointments beyond the new booking window only for the day and slot rules", () => {
    expect(reasons(settings({ weeksAhead: 1, leadTimeMinutes: 7 * 24 * 60 }), [booked("2027-01-02", "2:00 PM")])).toEqual([]);
    expect(
      reasons(settings({ weeksAhead: 1, closedWeekdays: [0, 6] }), [booked("2027-01-02", "2:00 PM")]).map(([, reason]) => reason),
    ).toEqual(["closed-weekday"]);
  });

  it("returns the affected appointments in date and time order", () => {
    const later = booked("2026-12-12", "8:00 AM");
    const sooner = booked("2026-12-05", "4:00 PM");
    expect(reasons(settings({ closedWeekdays: [0, 6] }), [later, sooner]).map(([id]) => id)).toEqual([sooner.id, later.id]);
  });
});
