import { describe, expect, it } from "vitest";
import { decideStageChange, releasesInstallDays, stageAfterUnbooking } from "./job-stage-change";

const at = (stage: Parameters<typeof decideStageChange>[0]["stage"], change: Partial<Parameters<typeof decideStageChange>[0]> = {}) => ({
  stage,
  stageBeforeHold: null,
  hasInstallDays: false,
  hasPhotos: true,
  installAhead: null,
  ...change,
});

describe("decideStageChange", () => {
  it("returns a forward move for the next stage and for one further along", () => {
    expect(decideStageChange(at("signed"), "measured")).toEqual({ move: "forward", to: "measured", stageBeforeHold: null });
    expect(decideStageChange(at("measured"), "delivered")).toEqual({ move: "forward", to: "delivered", stageBeforeHold: null });
  });

  it("returns null for the stage the job has", () => {
    expect(decideStageChange(at("ordered"), "ordered")).toBeNull();
  });

  it("refuses a step back without correction, and returns a correction with it", () => {
    expect(decideStageChange(at("delivered"), "ordered")).toEqual({ refused: "backward" });
    expect(decideStageChange(at("delivered"), "ordered", { correction: true })).toEqual({
      move: "correction",
      to: "ordered",
      stageBeforeHold: null,
    });
  });

  it("refuses scheduled without install days, and allows it with them", () => {
    expect(decideStageChange(at("delivered"), "scheduled")).toEqual({ refused: "needs-install-days" });
    expect(decideStageChange(at("on_hold", { stageBeforeHold: "scheduled", hasInstallDays: true }), "scheduled")).toEqual({
      move: "resume",
      to: "scheduled",
      stageBeforeHold: null,
    });
  });

  it("refuses installed without a photo, a skip to completed past it too, and a correction back to it; allows them with one", () => {
    const bare = { hasInstallDays: true, hasPhotos: false };
    expect(decideStageChange(at("scheduled", bare), "installed")).toEqual({ refused: "needs-photos" });
    expect(decideStageChange(at("scheduled", bare), "completed")).toEqual({ refused: "needs-photos" });
    expect(decideStageChange(at("on_hold", { ...bare, stageBeforeHold: "scheduled" }), "installed")).toEqual({ refused: "needs-photos" });
    expect(decideStageChange(at("completed", bare), "installed", { correction: true })).toEqual({ refused: "needs-photos" });
    expect(decideStageChange(at("installed", bare), "completed")).toEqual({ move: "forward", to: "completed", stageBeforeHold: null });
    expect(decideStageChange(at("scheduled", bare), "cancelled")).toEqual({ move: "cancel", to: "cancelled", stageBeforeHold: null });
    expect(decideStageChange(at("scheduled", { hasInstallDays: true }), "installed")).toEqual({
      move: "forward",
      to: "installed",
      stageBeforeHold: null,
    });
  });

  it("refuses installed, and a skip to completed past it, while the booked install's first day is ahead, whatever the photos", () => {
    const ahead = { hasInstallDays: true, installAhead: "2026-12-01" };
    expect(decideStageChange(at("scheduled", ahead), "installed")).toEqual({ refused: "install-not-begun" });
    expect(decideStageChange(at("scheduled", { ...ahead, hasPhotos: false }), "installed")).toEqual({ refused: "install-not-begun" });
    expect(decideStageChange(at("scheduled", ahead), "completed")).toEqual({ refused: "install-not-begun" });
    expect(decideStageChange(at("on_hold", { ...ahead, stageBeforeHold: "scheduled" }), "installed")).toEqual({
      refused: "install-not-begun",
    });
    expect(decideStageChange(at("scheduled", ahead), "on_hold")).toEqual({ move: "hold", to: "on_hold", stageBeforeHold: "scheduled" });
    expect(decideStageChange(at("scheduled", { hasInstallDays: true }), "installed")).toEqual({
      move: "forward",
      to: "installed",
      stageBeforeHold: null,
    });
  });

  it("puts an open job on hold remembering its stage, and resumes it there or further on without correction", () => {
    expect(decideStageChange(at("ordered"), "on_hold")).toEqual({ move: "hold", to: "on_hold", stageBeforeHold: "ordered" });
    const held = at("on_hold", { stageBeforeHold: "ordered" });
    expect(decideStageChange(held, "ordered")).toEqual({ move: "resume", to: "ordered", stageBeforeHold: null });
    expect(decideStageChange(held, "delivered")).toEqual({ move: "forward", to: "delivered", stageBeforeHold: null });
    expect(decideStageChange(held, "measured")).toEqual({ refused: "backward" });
  });

  it("cancels any open job, and closes a cancelled one for good", () => {
    expect(decideStageChange(at("installed"), "cancelled")).toEqual({ move: "cancel", to: "cancelled", stageBeforeHold: null });
    expect(decideStageChange(at("cancelled"), "signed", { correction: true })).toEqual({ refused: "closed" });
    expect(decideStageChange(at("cancelled"), "on_hold")).toEqual({ refused: "closed" });
  });

  it("reopens a completed job only by a correction", () => {
    expect(decideStageChange(at("completed"), "installed")).toEqual({ refused: "backward" });
    expect(decideStageChange(at("completed"), "on_hold")).toEqual({ refused: "closed" });
    expect(decideStageChange(at("completed"), "installed", { correction: true })).toEqual({
      move: "correction",
      to: "installed",
      stageBeforeHold: null,
    });
  });
});

describe("releasesInstallDays", () => {
  it("returns true before scheduling and for a cancel, false from scheduled on and on hold", () => {
    expect(["signed", "delivered", "cancelled"].map((stage) => releasesInstallDays(stage as never))).toEqual([true, true, true]);
    expect(["scheduled", "installed", "completed", "on_hold"].map((stage) => releasesInstallDays(stage as never))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("stageAfterUnbooking", () => {
  it("returns delivered once delivery is recorded, else as far as the facts go", () => {
    const none = { deliveredOn: null, orderNumber: null, orderedOn: null, measuredOn: null };
    expect(stageAfterUnbooking({ ...none, deliveredOn: "2026-12-01", orderNumber: "SO1" })).toBe("delivered");
    expect(stageAfterUnbooking({ ...none, orderNumber: "SO1" })).toBe("ordered");
    expect(stageAfterUnbooking({ ...none, measuredOn: "2026-11-20" })).toBe("measured");
    expect(stageAfterUnbooking(none)).toBe("signed");
  });
});
