import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "../calendar-settings";
import { expectedDeliveryEnd, flagCutoffs, jobFlags } from "./job-flags";

// Saturday 2026-12-12, 10:00 AM in Phoenix (Sundays closed).
const NOW = new Date("2026-12-12T17:00:00Z");
const cutoffs = flagCutoffs(DEFAULT_CALENDAR_SETTINGS, NOW);
const job = {
  stage: "ordered" as const,
  expectedDelivery: null,
  expectedDeliveryPrecision: "day" as const,
  deliveredOn: null,
  installedAt: null,
  permit: { required: "unknown" as const, status: "not-applied" as const },
  signOffIssuesAt: null,
};

describe("flagCutoffs", () => {
  it("returns the days five and three business days back, Sundays not counted", () => {
    // Business days after Monday 12-07 through Saturday 12-12: Tue, Wed, Thu, Fri, Sat.
    expect(cutoffs).toEqual({ today: "2026-12-12", deliveredBy: "2026-12-07", installedBy: "2026-12-09" });
  });

  it("skips a holiday as a closed day", () => {
    // Saturday 2026-12-26: the five are 12-26, 23, 22, 21 and 19 (Christmas Eve and Day, and Sunday 12-20, closed).
    expect(flagCutoffs(DEFAULT_CALENDAR_SETTINGS, new Date("2026-12-26T17:00:00Z")).deliveredBy).toBe("2026-12-18");
  });
});

describe("jobFlags", () => {
  it("flags a delivery whose expected day has passed, and a week once it has ended", () => {
    expect(jobFlags({ ...job, expectedDelivery: "2026-12-11" }, cutoffs)).toEqual(["delivery-overdue"]);
    expect(jobFlags({ ...job, expectedDelivery: "2026-12-12" }, cutoffs)).toEqual([]);
    expect(jobFlags({ ...job, expectedDelivery: "2026-12-06", expectedDeliveryPrecision: "week" }, cutoffs)).toEqual([]);
    expect(jobFlags({ ...job, expectedDelivery: "2026-11-29", expectedDeliveryPrecision: "week" }, cutoffs)).toEqual(["delivery-overdue"]);
    expect(jobFlags({ ...job, stage: "scheduled", expectedDelivery: "2026-12-01" }, cutoffs)).toEqual(["delivery-overdue"]);
  });

  it("flags a delivered job with no install after five business days, and an installed one after three", () => {
    expect(jobFlags({ ...job, stage: "delivered", deliveredOn: "2026-12-07" }, cutoffs)).toEqual(["install-not-booked"]);
    expect(jobFlags({ ...job, stage: "delivered", deliveredOn: "2026-12-08" }, cutoffs)).toEqual([]);
    expect(jobFlags({ ...job, stage: "installed", installedAt: new Date("2026-12-09T23:00:00Z") }, cutoffs)).toEqual([
      "completion-overdue",
    ]);
    expect(jobFlags({ ...job, stage: "installed", installedAt: new Date("2026-12-10T08:00:00Z") }, cutoffs)).toEqual([]);
  });

  it("flags nothing on hold or once delivered", () => {
    expect(jobFlags({ ...job, stage: "on_hold", expectedDelivery: "2026-12-01" }, cutoffs)).toEqual([]);
    expect(jobFlags({ ...job, deliveredOn: "2026-12-05", expectedDelivery: "2026-12-01" }, cutoffs)).toEqual([]);
  });
});

describe("jobFlags: the permit", () => {
  it("flags a permit required and not issued, at any stage until the job is done or cancelled", () => {
    for (const status of ["not-applied", "applied"] as const)
      for (const stage of ["signed", "ordered", "delivered", "scheduled", "on_hold"] as const)
        expect(jobFlags({ ...job, stage, permit: { required: "yes", status } }, cutoffs)).toEqual(["permit-pending"]);
    for (const stage of ["completed", "cancelled"] as const)
      expect(jobFlags({ ...job, stage, permit: { required: "yes", status: "applied" } }, cutoffs)).toEqual([]);
  });

  it("flags no permit issued, passed, not required or not known to be required", () => {
    for (const status of ["issued", "passed"] as const)
      expect(jobFlags({ ...job, permit: { required: "yes", status } }, cutoffs)).toEqual([]);
    for (const required of ["no", "unknown"] as const)
      expect(jobFlags({ ...job, permit: { required, status: "applied" } }, cutoffs)).toEqual([]);
  });
});

describe("jobFlags: the customer's issues at the sign-off", () => {
  const signedOff = new Date("2026-12-11T23:00:00Z");

  it("flags a job the customer signed off with issues, at any stage until it is done or cancelled", () => {
    for (const stage of ["scheduled", "installed", "on_hold"] as const)
      expect(jobFlags({ ...job, stage, signOffIssuesAt: signedOff }, cutoffs)).toEqual(["sign-off-issues"]);
    for (const stage of ["completed", "cancelled"] as const)
      expect(jobFlags({ ...job, stage, signOffIssuesAt: signedOff }, cutoffs)).toEqual([]);
  });
});

describe("expectedDeliveryEnd", () => {
  it("returns the day, or the week's Saturday", () => {
    expect([expectedDeliveryEnd("2026-12-06", "day"), expectedDeliveryEnd("2026-12-06", "week")]).toEqual(["2026-12-06", "2026-12-12"]);
  });
});
