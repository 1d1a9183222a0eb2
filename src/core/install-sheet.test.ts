import { describe, expect, it } from "vitest";
import { installSheetLines } from "./install-sheet";

describe("installSheetLines", () => {
  it("says lead-safe work practices are required first, for a home built before 1978", () => {
    expect(installSheetLines([], { leadSafe: true })).toEqual(["Lead-safe work practices (RRP) required"]);
  });

  it("says nothing for a later home without orders", () => {
    expect(installSheetLines([])).toEqual([]);
    expect(installSheetLines([], { leadSafe: false })).toEqual([]);
  });
});
