import { describe, expect, it } from "vitest";
import { holidayOn, holidaysOf } from "./holidays";

const closed = (year: number) =>
  holidaysOf(year).map(({ holiday, date, observed }) => `${date} ${holiday}${observed ? " (observed)" : ""}`);

describe("holidaysOf", () => {
  it("returns each holiday on its date in 2026, Independence Day on its Saturday", () => {
    expect(closed(2026)).toEqual([
      "2026-01-01 new-years-day",
      "2026-05-25 memorial-day",
      "2026-07-04 independence-day",
      "2026-09-07 labor-day",
      "2026-11-26 thanksgiving",
      "2026-11-27 day-after-thanksgiving",
      "2026-12-24 christmas-eve",
      "2026-12-25 christmas-day",
    ]);
  });

  it("returns each holiday on its date in 2027, and the Monday after Independence Day on a Sunday", () => {
    expect(closed(2027)).toEqual([
      "2027-01-01 new-years-day",
      "2027-05-31 memorial-day",
      "2027-07-04 independence-day",
      "2027-07-05 independence-day (observed)",
      "2027-09-06 labor-day",
      "2027-11-25 thanksgiving",
      "2027-11-26 day-after-thanksgiving",
      "2027-12-24 christmas-eve",
      "2027-12-25 christmas-day",
    ]);
  });

  it("returns each holiday on its date in 2028: New Year's Day on its Saturday, Christmas Eve on its Sunday not moved", () => {
    expect(closed(2028)).toEqual([
      "2028-01-01 new-years-day",
      "2028-05-29 memorial-day",
      "2028-07-04 independence-day",
      "2028-09-04 labor-day",
      "2028-11-23 thanksgiving",
      "2028-11-24 day-after-thanksgiving",
      "2028-12-24 christmas-eve",
      "2028-12-25 christmas-day",
    ]);
  });

  it("returns the Monday after for New Year's Day and Christmas Day on a Sunday", () => {
    expect(closed(2023).filter((day) => day.includes("new-years"))).toEqual([
      "2023-01-01 new-years-day",
      "2023-01-02 new-years-day (observed)",
    ]);
    expect(closed(2022).filter((day) => day.includes("christmas"))).toEqual([
      "2022-12-24 christmas-eve",
      "2022-12-25 christmas-day",
      "2022-12-26 christmas-day (observed)",
    ]);
  });
});

describe("holidayOn", () => {
  it("returns the holiday that closes a day, observed days included, and nothing for a working day", () => {
    expect(holidayOn("2026-11-27")).toBe("day-after-thanksgiving");
    expect(holidayOn("2027-07-05")).toBe("independence-day");
    expect(holidayOn("2026-07-03")).toBeUndefined();
    expect(holidayOn("2026-12-31")).toBeUndefined();
  });
});
