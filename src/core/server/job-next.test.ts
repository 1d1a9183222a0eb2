import { describe, expect, it } from "vitest";
import { installDaysInWords } from "@/i18n/jobs";
import { nextStep, nextStepSentence } from "./job-next";

const facts = {
  stage: "signed" as const,
  expectedDelivery: null,
  expectedDeliveryPrecision: "day" as const,
  schedulingOpen: false,
  installDates: [] as string[],
  remeasureOn: null,
};

describe("nextStep", () => {
  it("returns each stage's next step", () => {
    expect(nextStep({ ...facts, remeasureOn: "2026-12-04" })).toEqual({ step: "re-measure", on: "2026-12-04" });
    expect(nextStep({ ...facts, stage: "measured" })).toEqual({ step: "order" });
    expect(nextStep({ ...facts, stage: "ordered", expectedDelivery: "2027-01-10", expectedDeliveryPrecision: "week" })).toEqual({
      step: "delivery",
      expected: "2027-01-10",
      precision: "week",
    });
    expect(nextStep({ ...facts, stage: "delivered" })).toEqual({ step: "choose-install" });
    expect(nextStep({ ...facts, stage: "scheduled", installDates: ["2027-01-18"] })).toEqual({ step: "install", dates: ["2027-01-18"] });
    expect(nextStep({ ...facts, stage: "installed" })).toEqual({ step: "completion" });
  });

  it("returns choose-install before delivery once the office opened scheduling, and not once booked", () => {
    expect(nextStep({ ...facts, stage: "ordered", schedulingOpen: true })).toEqual({ step: "choose-install" });
    expect(nextStep({ ...facts, stage: "scheduled", schedulingOpen: true, installDates: ["2027-01-18"] })).toEqual({
      step: "install",
      dates: ["2027-01-18"],
    });
  });
});

describe("nextStep once completed", () => {
  const completed = { ...facts, stage: "completed" as const };

  it("returns done when nothing is owed, and pay-balance with what is owed and whether an invoice asks it", () => {
    expect(nextStep({ ...completed, owed: { dueCents: 0, invoicedCents: 0 } })).toEqual({ step: "done" });
    expect(nextStep({ ...completed, owed: { dueCents: 411_257, invoicedCents: 411_257 } })).toEqual({
      step: "pay-balance",
      amountCents: 411_257,
      invoiced: true,
    });
    expect(nextStep({ ...completed, owed: { dueCents: 411_257, invoicedCents: 0 } })).toEqual({
      step: "pay-balance",
      amountCents: 411_257,
      invoiced: false,
    });
  });
});

describe("nextStepSentence", () => {
  it('returns the step in each language, with its days, never starting with "Next" (it stands under that heading)', () => {
    expect(nextStepSentence({ step: "delivery", expected: "2027-01-10", precision: "week" }, "en")).toBe(
      "We expect your windows and doors the week of Sunday, January 10.",
    );
    expect(nextStepSentence({ step: "install", dates: ["2027-01-16", "2027-01-18"] }, "es")).toBe(
      "Nuestra cuadrilla instala sus ventanas y puertas del sábado, 16 de enero al lunes, 18 de enero de 2027 (2 días).",
    );
    expect(nextStepSentence({ step: "re-measure", on: null }, "es")).toBe(
      "Lo llamamos para agendar una nueva medición de sus aberturas, normalmente en pocos días.",
    );
  });

  it("writes a one-day install after its verb with the article Spanish needs", () => {
    expect(nextStepSentence({ step: "install", dates: ["2026-12-01"] }, "es")).toBe(
      "Nuestra cuadrilla instala sus ventanas y puertas el martes, 1 de diciembre de 2026.",
    );
    expect(nextStepSentence({ step: "install", dates: ["2026-12-01"] }, "en")).toBe(
      "Our crew installs your windows and doors on Tuesday, December 1, 2026.",
    );
  });

  it("names the balance owed and how to pay it, and says nothing is left only when nothing is owed", () => {
    expect(nextStepSentence({ step: "pay-balance", amountCents: 411_257, invoiced: true }, "en")).toBe(
      "Your balance of $4,112.57 is due: pay it from your invoice, or call us.",
    );
    expect(nextStepSentence({ step: "pay-balance", amountCents: 411_257, invoiced: false }, "es")).toBe(
      "Su saldo de $4,112.57 está pendiente: le enviamos la factura final y la paga desde ahí.",
    );
    expect(nextStepSentence({ step: "done" }, "es")).toBe("No queda nada por hacer: disfrute sus ventanas y puertas nuevas.");
  });
});

describe("installDaysInWords", () => {
  it("returns one day with its year, or a range with the count", () => {
    expect(installDaysInWords(["2027-01-18"], "en")).toBe("Monday, January 18, 2027");
    expect(installDaysInWords(["2027-01-16", "2027-01-18"], "en")).toBe("Saturday, January 16 to Monday, January 18, 2027 (2 days)");
  });
});
