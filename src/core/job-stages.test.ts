import { describe, expect, it } from "vitest";
import { isJobStage, isOpenStage, JOB_STAGES } from "./job-stages";

describe("isOpenStage", () => {
  it("returns false for a completed or cancelled job, true for every other stage", () => {
    expect(JOB_STAGES.filter((stage) => !isOpenStage(stage))).toEqual(["completed", "cancelled"]);
  });

  it("returns true for a job on hold, which still waits for its work", () => {
    expect(isOpenStage("on_hold")).toBe(true);
  });
});

describe("isJobStage", () => {
  it("returns true for a stored stage, false for anything else", () => {
    expect(isJobStage("ordered")).toBe(true);
    expect(isJobStage("on_hold")).toBe(true);
    expect(isJobStage("done")).toBe(false);
    expect(isJobStage(null)).toBe(false);
  });
});
