import { describe, expect, it } from "vitest";
import { isCancellable } from "./visit-time";

// Tuesday 2026-12-01, 10:00 AM in Phoenix (UTC-7).
const visit = { status: "confirmed", appointmentDate: "2026-12-01", appointmentTime: "10:00 AM" };

describe("isCancellable", () => {
  it("returns true for a pending or confirmed visit until the minute it starts", () => {
    expect(isCancellable(visit, new Date("2026-12-01T16:59:00Z"))).toBe(true);
    expect(isCancellable({ ...visit, status: "pending" }, new Date("2026-11-30T16:00:00Z"))).toBe(true);
  });

  it("returns false once the visit has started", () => {
    expect(isCancellable(visit, new Date("2026-12-01T17:00:00Z"))).toBe(false);
  });

  it("returns false for a visit cancelled, done or missed, however far ahead", () => {
    for (const status of ["cancelled", "completed", "no-show"])
      expect(isCancellable({ ...visit, status }, new Date("2026-11-01T16:00:00Z")), status).toBe(false);
  });
});
