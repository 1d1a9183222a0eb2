import { describe, expect, it } from "vitest";
import { isQuietTime, nextSendableAt } from "./quiet-hours";

// Phoenix is UTC-7 all year: 2026-12-01T03:00Z is 8 PM on November 30 in Phoenix.
describe("isQuietTime", () => {
  it("returns true from 8 PM to 8 AM Phoenix time", () => {
    expect(isQuietTime(new Date("2026-12-01T03:00:00Z"))).toBe(true); // 8:00 PM
    expect(isQuietTime(new Date("2026-12-01T14:59:00Z"))).toBe(true); // 7:59 AM
  });
  it("returns false from 8 AM to 8 PM", () => {
    expect(isQuietTime(new Date("2026-12-01T15:00:00Z"))).toBe(false); // 8:00 AM
    expect(isQuietTime(new Date("2026-12-01T02:59:00Z"))).toBe(false); // 7:59 PM
  });
  it("follows wider quiet hours set by an admin", () => {
    expect(isQuietTime(new Date("2026-12-01T02:00:00Z"), { startHour: 19, endHour: 9 })).toBe(true); // 7 PM
    expect(isQuietTime(new Date("2026-12-01T15:30:00Z"), { startHour: 19, endHour: 9 })).toBe(true); // 8:30 AM
  });
});

describe("nextSendableAt", () => {
  it("returns now outside the quiet hours", () => {
    const now = new Date("2026-12-01T18:00:00Z");
    expect(nextSendableAt(now)).toEqual(now);
  });
  it("returns 8 AM next morning for an evening text", () => {
    expect(nextSendableAt(new Date("2026-12-01T04:30:00Z")).toISOString()).toBe("2026-12-01T15:00:00.000Z");
  });
  it("returns 8 AM the same morning for a text after midnight", () => {
    expect(nextSendableAt(new Date("2026-12-01T09:00:00Z")).toISOString()).toBe("2026-12-01T15:00:00.000Z");
  });
});
