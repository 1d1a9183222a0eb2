import { describe, expect, it } from "vitest";
import { leadSafeRequired } from "./lead-safe";

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
