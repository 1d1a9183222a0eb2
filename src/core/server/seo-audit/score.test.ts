import { describe, expect, it } from "vitest";
import { errorsFirst, meanScore, scoreProblems } from "./score";
import type { SeoProblem } from "@/core/seo-audit/types";

const error: SeoProblem = { check: "title", severity: "error", message: "e" };
const warning: SeoProblem = { check: "h1", severity: "warning", message: "w" };

describe("scoreProblems", () => {
  it("returns 100 less 25 per error and 5 per warning", () => {
    expect(scoreProblems([])).toBe(100);
    expect(scoreProblems([error, warning, warning])).toBe(65);
  });

  it("returns 0 rather than a negative score", () => {
    expect(scoreProblems([error, error, error, error, warning])).toBe(0);
  });
});

describe("meanScore", () => {
  it("returns the rounded mean, or 100 with no pages", () => {
    expect(meanScore([100, 95, 60])).toBe(85);
    expect(meanScore([100, 95])).toBe(98);
    expect(meanScore([])).toBe(100);
  });
});

describe("errorsFirst", () => {
  it("returns errors before warnings, keeping their order otherwise", () => {
    const second: SeoProblem = { ...error, message: "e2" };
    expect(errorsFirst([warning, error, second])).toEqual([error, second, warning]);
  });
});
