import { describe, expect, it } from "vitest";
import { openingState } from "./business-hours";

const HOURS = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "17:00" },
  { days: ["Saturday"], opens: "08:00", closes: "16:00" },
  { days: ["Sunday"], opens: null, closes: null },
];

// Phoenix is UTC-7: 2026-12-01 (a Tuesday) 10:00 AM is 17:00Z.
describe("openingState", () => {
  it("returns open during a weekday's hours", () => {
    expect(openingState(HOURS, new Date("2026-12-01T17:00:00Z"))).toEqual({ open: true });
  });
  it("returns the same morning before opening", () => {
    expect(openingState(HOURS, new Date("2026-12-01T13:00:00Z"))).toEqual({ open: false, day: "2026-12-01", opens: "07:00" });
  });
  it("returns the next day after closing", () => {
    expect(openingState(HOURS, new Date("2026-12-02T01:00:00Z"))).toEqual({ open: false, day: "2026-12-02", opens: "07:00" });
  });
  it("skips a closed Sunday to Monday", () => {
    // Saturday 2026-12-05, 5 PM: closed until Monday 7 AM.
    expect(openingState(HOURS, new Date("2026-12-06T00:00:00Z"))).toEqual({ open: false, day: "2026-12-07", opens: "07:00" });
  });
});
