import { describe, expect, it } from "vitest";
import { installDaysInWords } from "@/i18n/jobs";
import { nextStep, nextStepSentence } from "./job-next";

const facts = { stage: "signed" as const, expectedDelivery: null, expectedDeliveryPrecision: "day" as const, schedulingOpen: false, installDates: [] as string[], remeasureOn: null };

describe("nextStep", () => {
  it("returns each stage's next step", () => {
    expect(nextStep({ ...facts, remeasureOn: "2026-12-04" })).toEqual({ step: "re-measure", on: "2026-12-04" });
    expect(nextStep({ ...facts, stage: "measured" })).toEqual({ step: "order" });
    expect(nextStep({ ...facts, stage: "ordered", expectedDelivery: "2027-01-10", expectedDeliveryPrecision: "week" })).toEqual({ step: "delivery", expected: "2027-01-10", precision: "week" });
    expect(nextStep({ ...facts, stage: "delivered" })).toEqual({ step: "choose-install" });
    expect(nextStep({ ...facts, stage: "scheduled", installDates: ["2027-01-18"] })).toEqual({ step: "install", dates: ["2027-01-18"] });
    expect(nextStep({ ...facts, stage: "installed" })).toEqual({ step: "completion" });
  });

  it("returns choose-install before delivery once the office opened scheduling, and not once booked", () => {
    expect(nextStep({ ...facts, stage: "ordered", schedulingOpen: true })).toEqual({ step: "choose-install" });
    expect(nextStep({ ...facts, stage: "scheduled", schedulingOpen: true, installDates: ["2027-01-18"] })).toEqual({ step: "install", dates: ["2027-01-18"] });
  });
});

describe("nextStepSentence", () => {
  it("returns the step in each language, with its days", () => {
    expect(nextStepSentence({ step: "delivery", expected: "2027-01-10", precision: "week" }, "en")).toBe("Next, delivery: we expect your windows and doors the week of Sunday, January 10.");
    expect(nextStepSentence({ step: "install", dates: ["2027-01-16", "2027-01-18"] }, "es")).toBe("Lo siguiente, la instalación: del sábado, 16 de enero al lunes, 18 de enero de 2027 (2 días).");
  });
});

describe("installDaysInWords", () => {
  it("returns one day with its year, or a range with the count", () => {
    expect(installDaysInWords(["2027-01-18"], "en")).toBe("Monday, January 18, 2027");
    expect(installDaysInWords(["2027-01-16", "2027-01-18"], "en")).toBe("Saturday, January 16 to Monday, January 18, 2027 (2 days)");
  });
});
