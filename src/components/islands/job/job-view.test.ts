import { describe, expect, it } from "vitest";
import type { CustomerJob } from "@/schemas/customer-job";
import { sampleCustomerJob } from "../../../../tests/components/customer-job-sample";
import { installDaysInWords } from "@/i18n/jobs";
import { jobSections, nextText, timelineSteps } from "./job-view";

/** A job ordered on December 3 (Phoenix), signed and measured before; override what a test cares about. */
function job(overrides: Partial<CustomerJob> = {}): CustomerJob {
  return sampleCustomerJob({
    stage: "ordered",
    timeline: [
      { stage: "signed", at: "2026-11-20T17:00:00.000Z" },
      { stage: "measured", at: "2026-11-25T17:00:00.000Z" },
      // 9 PM in Phoenix on December 3 is already December 4 in UTC.
      { stage: "ordered", at: "2026-12-04T04:00:00.000Z" },
    ],
    next: { step: "delivery", expected: "2027-01-10", precision: "week" },
    nextSentence: "We expect your windows and doors the week of Sunday, January 10.",
    expectedDelivery: "2027-01-10",
    expectedDeliveryPrecision: "week",
    install: { days: 2, dates: [], canChoose: false },
    optionName: "Better",
    ...overrides,
  });
}

const warranty = {
  manufacturer: "Milgard",
  orderNumber: "SO-1",
  warrantyUrl: null,
  registrationUrl: "https://example.com/register",
  workmanship: "Ten years on our work.",
  workmanshipUrl: "https://example.com/warranty",
};

describe("timelineSteps", () => {
  it("marks the steps reached as done with their Phoenix day, the job's stage as current, and the rest as coming up", () => {
    const steps = timelineSteps(job(), "en");
    expect(steps.map((step) => [step.stage, step.state, step.on])).toEqual([
      ["signed", "done", "2026-11-20"],
      ["measured", "done", "2026-11-25"],
      ["ordered", "current", "2026-12-03"],
      ["delivered", "upcoming", null],
      ["scheduled", "upcoming", null],
      ["installed", "upcoming", null],
      ["completed", "upcoming", null],
    ]);
    expect(steps[2]!.label).toBe("Ordered");
    expect(timelineSteps(job(), "es")[2]!.label).toBe("Pedido");
  });

  it("counts a completed job's last step as done, not as waiting", () => {
    expect(timelineSteps(job({ stage: "completed" }), "en").at(-1)!.state).toBe("done");
  });

  it("stands at no step while on hold: the steps it reached are done, none is current", () => {
    const steps = timelineSteps(
      job({ stage: "on_hold", timeline: [...job().timeline, { stage: "on_hold", at: "2026-12-05T17:00:00.000Z" }] }),
      "en",
    );
    expect(steps.map((step) => step.state)).toEqual(["done", "done", "done", "upcoming", "upcoming", "upcoming", "upcoming"]);
  });
});

describe("nextText", () => {
  const choosing = job({
    stage: "delivered",
    next: { step: "choose-install" },
    nextSentence: "Choose the day your install starts.",
    install: { days: 2, dates: [], canChoose: true },
  });

  it("points below where the chooser sits under it, and says the server's sentence elsewhere", () => {
    expect(nextText(choosing, "es", "here")).toBe("Elija abajo el día en que empieza su instalación.");
    expect(nextText(choosing, "en", "elsewhere")).toBe(choosing.nextSentence);
    expect(nextText(job(), "en", "here")).toBe(job().nextSentence);
  });
});

describe("jobSections", () => {
  it("gives the expected delivery, by week or by day, while ordered and the next step does not say it already", () => {
    // Scheduling opened early: the next step is choosing the days, and the delivery is said beside it.
    const early: Partial<CustomerJob> = { next: { step: "choose-install" }, install: { days: 2, dates: [], canChoose: true } };
    expect(jobSections(job(early), "en").expectedDelivery).toBe("Expected delivery: the week of Sunday, January 10, 2027");
    expect(jobSections(job({ ...early, expectedDeliveryPrecision: "day" }), "es").expectedDelivery).toBe(
      "Entrega prevista: domingo, 10 de enero de 2027",
    );
    expect(jobSections(job(), "en").expectedDelivery).toBeNull();
    expect(jobSections(job({ ...early, stage: "delivered" }), "en").expectedDelivery).toBeNull();
  });

  it("gives the install's days once booked, and the chooser only when the server says the customer may choose", () => {
    const booked = { days: 2, dates: ["2027-01-12", "2027-01-13"], canChoose: false };
    const onHold = jobSections(job({ stage: "on_hold", next: { step: "on-hold" }, install: booked }), "en");
    expect(onHold.installDays).toBe(
      "Our crew installs your windows and doors from Tuesday, January 12 to Wednesday, January 13, 2027 (2 days).",
    );
    const oneDay = { days: 1, dates: ["2027-01-12"], canChoose: false };
    expect(jobSections(job({ stage: "on_hold", next: { step: "on-hold" }, install: oneDay }), "es").installDays).toBe(
      "Nuestra cuadrilla instala sus ventanas y puertas el martes, 12 de enero de 2027.",
    );
    expect(onHold.chooseInstall).toBe(false);
    // Scheduled, the next step's sentence names the days already: said once.
    expect(
      jobSections(job({ stage: "scheduled", next: { step: "install", dates: booked.dates }, install: booked }), "en").installDays,
    ).toBeNull();
    expect(jobSections(job({ stage: "delivered", install: { days: 2, dates: [], canChoose: true } }), "en").chooseInstall).toBe(true);
    expect(
      jobSections(job({ stage: "installed", install: { days: 2, dates: ["2027-01-12", "2027-01-13"], canChoose: false } }), "en")
        .installDays,
    ).toBeNull();
  });

  it("shows the warranty once installed or completed, and photos only when there are some", () => {
    expect(jobSections(job({ stage: "completed", warranty }), "en").warranty).toBe(true);
    expect(jobSections(job({ stage: "ordered", warranty }), "en").warranty).toBe(false);
    expect(jobSections(job({ stage: "completed" }), "en").warranty).toBe(false);
    expect(jobSections({ ...job(), photos: [] }, "en").photos).toBe(false);
    expect(jobSections({ ...job(), photos: [{}] }, "en").photos).toBe(true);
  });
});

describe("installDaysInWords", () => {
  it("writes one day with its year, and several as a range with their count", () => {
    expect(installDaysInWords(["2027-01-12"], "en")).toBe("Tuesday, January 12, 2027");
    expect(installDaysInWords(["2027-01-12", "2027-01-13"], "es")).toBe(
      "del martes, 12 de enero al miércoles, 13 de enero de 2027 (2 días)",
    );
    expect(installDaysInWords([], "en")).toBe("");
  });
});
