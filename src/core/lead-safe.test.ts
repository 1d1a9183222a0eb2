import { describe, expect, it } from "vitest";
import { acknowledgmentCovers, leadSafeRequired, yearBuiltProblem } from "./lead-safe";

describe("leadSafeRequired", () => {
  it("holds for a home built before 1978 and for an unknown year", () => {
    expect(leadSafeRequired(1962)).toBe(true);
    expect(leadSafeRequired(1977)).toBe(true);
    expect(leadSafeRequired(null)).toBe(true);
  });

  it("does not hold from 1978 on", () => {
    expect(leadSafeRequired(1978)).toBe(false);
    expect(leadSafeRequired(2004)).toBe(false);
  });
});

describe("yearBuiltProblem", () => {
  it("answers null for an unknown year and for a year from 1600 to this year", () => {
    expect(yearBuiltProblem(null, 2026)).toBeNull();
    expect(yearBuiltProblem(1600, 2026)).toBeNull();
    expect(yearBuiltProblem(2026, 2026)).toBeNull();
  });

  it("names a year not yet come, and one before 1600", () => {
    expect(yearBuiltProblem(2027, 2026)).toBe("future");
    expect(yearBuiltProblem(1599, 2026)).toBe("too-early");
  });
});

describe("acknowledgmentCovers", () => {
  it("holds for an acknowledgment from 60 days before the first day to the first day itself", () => {
    expect(acknowledgmentCovers(["2026-01-01"], "2026-03-02")).toBe(true);
    expect(acknowledgmentCovers(["2026-03-02"], "2026-03-02")).toBe(true);
  });

  it("does not hold 61 days before, nor for none, nor for one given after the first day", () => {
    expect(acknowledgmentCovers(["2025-12-31"], "2026-03-02")).toBe(false);
    expect(acknowledgmentCovers([], "2026-03-02")).toBe(false);
    expect(acknowledgmentCovers(["2026-03-03"], "2026-03-02")).toBe(false);
  });

  it("holds when any one of several lies within the days", () => {
    expect(acknowledgmentCovers(["2025-10-01", "2026-02-20"], "2026-03-02")).toBe(true);
  });
});
