import { describe, expect, it } from "vitest";
import {
  AUTOMATIC_CEILINGS,
  ceilingsInForce,
  ceilingWindow,
  countOf,
  learnedCeiling,
  networkShare,
  previousCeilingWindow,
} from "./site-ceilings";

describe("learnedCeiling", () => {
  it("returns three times the busiest real hour", () => {
    expect(learnedCeiling("bookingsPerHour", 7)).toBe(21);
    expect(learnedCeiling("beaconsPerHour", 41)).toBe(123);
  });

  it("returns the floor when there is little or no history", () => {
    expect(learnedCeiling("bookingsPerHour", 0)).toBe(10);
    expect(learnedCeiling("bookingsPerHour", 3)).toBe(10);
    expect(learnedCeiling("leadsPerHour", 2)).toBe(10);
    expect(learnedCeiling("beaconsPerHour", 0)).toBe(100);
    expect(learnedCeiling("textsPerHour", 0)).toBe(30);
    expect(learnedCeiling("textsPerDay", 0)).toBe(100);
  });
});

describe("ceilingsInForce", () => {
  const busiest = { bookingsPerHour: 5, leadsPerHour: 1, beaconsPerHour: 50, textsPerHour: 12, textsPerDay: 40 };

  it("returns the learned ceilings while every setting is automatic", () => {
    expect(ceilingsInForce(AUTOMATIC_CEILINGS, busiest)).toEqual({
      bookingsPerHour: 15,
      leadsPerHour: 10,
      beaconsPerHour: 150,
      textsPerHour: 36,
      textsPerDay: 120,
    });
  });

  it("returns the admins' number where they set one, below the floor included", () => {
    expect(ceilingsInForce({ ...AUTOMATIC_CEILINGS, bookingsPerHour: 4, textsPerDay: 500 }, busiest)).toMatchObject({
      bookingsPerHour: 4,
      leadsPerHour: 10,
      textsPerDay: 500,
    });
  });
});

describe("ceilingWindow", () => {
  const now = new Date("2026-12-01T16:42:10Z"); // 9:42 AM in Phoenix

  it("returns the clock hour for the hourly ceilings", () => {
    expect(ceilingWindow("bookingsPerHour", now)).toEqual({
      start: new Date("2026-12-01T16:00:00Z"),
      end: new Date("2026-12-01T17:00:00Z"),
    });
  });

  it("returns the Phoenix day for the daily text ceiling", () => {
    expect(ceilingWindow("textsPerDay", now)).toEqual({ start: new Date("2026-12-01T07:00:00Z"), end: new Date("2026-12-02T07:00:00Z") });
  });

  it("returns the window before, for telling one flood once", () => {
    expect(previousCeilingWindow("leadsPerHour", ceilingWindow("leadsPerHour", now)).start).toEqual(new Date("2026-12-01T15:00:00Z"));
    expect(previousCeilingWindow("textsPerDay", ceilingWindow("textsPerDay", now)).start).toEqual(new Date("2026-11-30T07:00:00Z"));
  });
});

describe("countOf", () => {
  it("writes one of a thing in the singular and any other number in the plural", () => {
    expect(countOf("bookingsPerHour", 1)).toBe("1 booking request");
    expect(countOf("bookingsPerHour", 10)).toBe("10 booking requests");
    expect(countOf("beaconsPerHour", 1)).toBe("1 call clicked or booking form started");
  });
});

describe("networkShare", () => {
  it("returns a fifth of the ceiling, rounded down, and never fewer than 2", () => {
    expect(networkShare(10)).toBe(2);
    expect(networkShare(14)).toBe(2);
    expect(networkShare(15)).toBe(3);
    expect(networkShare(100_000)).toBe(20_000);
    expect(networkShare(1)).toBe(2);
  });
});
