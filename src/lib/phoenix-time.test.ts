import { describe, expect, it } from "vitest";
import { addDays, formatLongDate, formatShortDate } from "./phoenix-time";

describe("date labels", () => {
  it("spell a day as the spec shows it", () => {
    expect(formatLongDate("2026-12-01")).toBe("Tuesday, December 1");
    expect(formatLongDate("2026-12-01", true)).toBe("Tuesday, December 1, 2026");
    expect(formatShortDate("2026-11-22")).toBe("Nov 22");
  });

  it("read as Intl's en-US formats do, every day of a leap year and the next", () => {
    const long = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
    const withYear = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
    const short = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
    for (let offset = 0; offset < 731; offset++) {
      const date = addDays("2028-01-01", offset);
      const instant = new Date(`${date}T12:00:00Z`);
      expect(formatLongDate(date)).toBe(long.format(instant));
      expect(formatLongDate(date, true)).toBe(withYear.format(instant));
      expect(formatShortDate(date)).toBe(short.format(instant));
    }
  });
});
