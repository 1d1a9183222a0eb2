import { describe, expect, it } from "vitest";
import { businessDaysAfter, cancelDeadline, isBusinessDay, lastDayToCancel, withinCoolingOff } from "./cooling-off";
import { federalHolidays, isFederalHoliday } from "../federal-holidays";

describe("federalHolidays", () => {
  it("returns the eleven holidays of 2026 with the observed Friday of a Saturday Fourth of July", () => {
    expect(federalHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03",
      "2026-07-04",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
  });

  it("lists a Saturday New Year's Day's observed December 31 in the year before", () => {
    // 2028-01-01 is a Saturday.
    expect(federalHolidays(2027)).toContain("2027-12-31");
    expect(federalHolidays(2028)).toContain("2028-01-01");
  });

  it("moves a Sunday holiday to the Monday after", () => {
    // 2027-07-04 is a Sunday.
    expect(isFederalHoliday("2027-07-05")).toBe(true);
  });
});

describe("isBusinessDay", () => {
  it("returns false for Sundays and holidays, true for Saturdays", () => {
    expect(isBusinessDay("2026-12-06")).toBe(false); // Sunday
    expect(isBusinessDay("2026-11-26")).toBe(false); // Thanksgiving
    expect(isBusinessDay("2026-12-05")).toBe(true); // Saturday
  });
});

describe("businessDaysAfter", () => {
  it("never counts the day itself", () => {
    expect(businessDaysAfter("2026-12-02", 1)).toBe("2026-12-03");
  });
});

describe("lastDayToCancel and cancelDeadline", () => {
  it("returns the third business day after a Wednesday: the Saturday", () => {
    const signedAt = new Date("2026-12-02T22:00:00Z"); // Wednesday 3 PM Phoenix
    expect(lastDayToCancel(signedAt)).toBe("2026-12-05");
    expect(cancelDeadline(signedAt).toISOString()).toBe("2026-12-06T07:00:00.000Z");
  });

  it("skips the Sunday after a Friday", () => {
    expect(lastDayToCancel(new Date("2026-12-04T18:00:00Z"))).toBe("2026-12-08");
  });

  it("skips Thanksgiving", () => {
    // Signed Tuesday 2026-11-24: Wednesday, (Thursday is Thanksgiving), Friday, Saturday.
    expect(lastDayToCancel(new Date("2026-11-24T18:00:00Z"))).toBe("2026-11-28");
  });

  it("counts from the Phoenix day of signing, not the UTC one", () => {
    // 9 PM Wednesday in Phoenix is already Thursday in UTC.
    expect(lastDayToCancel(new Date("2026-12-03T04:00:00Z"))).toBe("2026-12-05");
  });

  it("skips Christmas and the Sunday around it", () => {
    // Signed Wednesday 2026-12-23: Thursday 24, (Friday 25 Christmas), Saturday 26, (Sunday), Monday 28.
    expect(lastDayToCancel(new Date("2026-12-23T18:00:00Z"))).toBe("2026-12-28");
  });
});

describe("withinCoolingOff", () => {
  const signedAt = new Date("2026-12-02T22:00:00Z");
  it("returns true until the last millisecond of the last day and false from midnight", () => {
    expect(withinCoolingOff(signedAt, new Date("2026-12-06T06:59:59.999Z"))).toBe(true);
    expect(withinCoolingOff(signedAt, new Date("2026-12-06T07:00:00Z"))).toBe(false);
  });
});
