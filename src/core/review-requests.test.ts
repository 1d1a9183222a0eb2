import { describe, expect, it } from "vitest";
import { reviewRequestDueAt, writeReviewUrl } from "./review-requests";

const OPEN = { closedWeekdays: [0], blockedDates: [], closedRanges: [], openHolidays: [] };

describe("reviewRequestDueAt", () => {
  it("returns 9:00 AM Phoenix of the next day", () => {
    // Tuesday 2026-12-01, 3:00 PM in Phoenix.
    expect(reviewRequestDueAt(new Date("2026-12-01T22:00:00Z"), OPEN).toISOString()).toBe("2026-12-02T16:00:00.000Z");
  });

  it("returns the next day's morning for a visit marked completed late in the Phoenix evening (already the next day in UTC)", () => {
    // Tuesday 2026-12-01, 11:30 PM in Phoenix is Wednesday in UTC.
    expect(reviewRequestDueAt(new Date("2026-12-02T06:30:00Z"), OPEN).toISOString()).toBe("2026-12-02T16:00:00.000Z");
  });

  it("skips closed weekdays and blocked dates", () => {
    // Saturday 2026-12-05: Sunday is closed, Monday the 7th blocked.
    expect(reviewRequestDueAt(new Date("2026-12-05T20:00:00Z"), { ...OPEN, blockedDates: ["2026-12-07"] }).toISOString()).toBe(
      "2026-12-08T16:00:00.000Z",
    );
  });

  it("skips public holidays and vacations", () => {
    // Wednesday 2026-11-25: Thanksgiving and the day after are closed, Saturday is a day off.
    const vacation = { ...OPEN, closedRanges: [{ from: "2026-11-28", to: "2026-11-28", note: "" }] };
    expect(reviewRequestDueAt(new Date("2026-11-25T20:00:00Z"), vacation).toISOString()).toBe("2026-11-30T16:00:00.000Z");
  });
});

describe("writeReviewUrl", () => {
  it("returns Google's write-a-review link for the place", () => {
    expect(writeReviewUrl("ChIJ123_abc")).toBe("https://search.google.com/local/writereview?placeid=ChIJ123_abc");
  });
});
