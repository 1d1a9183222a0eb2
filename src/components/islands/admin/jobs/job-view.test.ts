import { describe, expect, it } from "vitest";
import { ApiError } from "@/browser/api-request";
import type { AdminJobDetail, JobOrder, JobTimelineEntry } from "@/schemas/job";
import {
  forwardLabel,
  installText,
  nextStepText,
  noticeText,
  orderForm,
  orderPatch,
  orderStep,
  problemText,
  stageActions,
  timelineActor,
  timelineRows,
} from "./job-view";

const install = {
  days: 2,
  crew: null,
  crewName: null,
  dates: [] as string[],
  schedulingOpen: false,
  canBook: true,
  canOpenEarly: false,
  canChangeCrew: false,
  installedFrom: null,
};

describe("stageActions", () => {
  it("offers the server's forward steps in order, on hold and cancel, and no correction from the first stage", () => {
    expect(
      stageActions({
        stage: "signed",
        stageBeforeHold: null,
        forwardStages: ["measured", "ordered", "delivered", "installed", "completed", "on_hold", "cancelled"],
        install,
      }),
    ).toEqual({
      forward: ["measured", "ordered", "delivered", "installed", "completed"],
      hold: true,
      resume: null,
      cancel: true,
      corrections: [],
    });
  });

  it("offers going back only to earlier stages, and to scheduled only while install days are held", () => {
    const delivered = stageActions({
      stage: "installed",
      stageBeforeHold: null,
      forwardStages: ["completed", "on_hold", "cancelled"],
      install,
    });
    expect(delivered.corrections).toEqual(["signed", "measured", "ordered", "delivered"]);
    const booked = stageActions({
      stage: "installed",
      stageBeforeHold: null,
      forwardStages: ["completed"],
      install: { ...install, dates: ["2026-12-09"] },
    });
    expect(booked.corrections).toEqual(["signed", "measured", "ordered", "delivered", "scheduled"]);
  });

  it("resumes an on-hold job to the stage it left, apart from the forward steps, and corrects from that stage", () => {
    const actions = stageActions({
      stage: "on_hold",
      stageBeforeHold: "ordered",
      forwardStages: ["ordered", "delivered", "installed", "completed", "cancelled"],
      install,
    });
    expect(actions.resume).toBe("ordered");
    expect(actions.forward).toEqual(["delivered", "installed", "completed"]);
    expect(actions.hold).toBe(false);
    expect(actions.corrections).toEqual(["signed", "measured"]);
  });

  it("offers nothing for a cancelled job", () => {
    expect(stageActions({ stage: "cancelled", stageBeforeHold: null, forwardStages: [], install })).toEqual({
      forward: [],
      hold: false,
      resume: null,
      cancel: false,
      corrections: [],
    });
  });

  it("names a forward step by its stage", () => {
    expect(forwardLabel("ordered")).toBe("Mark ordered");
  });
});

describe("timelineRows", () => {
  const entry = (overrides: Partial<JobTimelineEntry>): JobTimelineEntry => ({
    stage: "signed",
    at: "2026-11-20T16:00:00.000Z",
    by: "system",
    byName: null,
    note: "",
    kind: "created",
    fromStage: null,
    correction: false,
    notified: false,
    changes: null,
    ...overrides,
  });

  it("lists the changes newest first, each with what happened, when, who, whether the customer was told and what changed", () => {
    const rows = timelineRows([
      entry({}),
      entry({
        kind: "stage",
        stage: "ordered",
        fromStage: "signed",
        by: "ana@example.com",
        byName: "Ana Ruiz",
        notified: true,
        at: "2026-11-21T17:30:00.000Z",
        changes: { orderNumber: { from: null, to: "SO-1234" }, expectedDelivery: { from: null, to: "2026-12-08" } },
      }),
      entry({
        kind: "stage",
        stage: "signed",
        fromStage: "ordered",
        correction: true,
        by: "ana@example.com",
        note: "Ordered by mistake",
        at: "2026-11-22T17:30:00.000Z",
      }),
      entry({
        kind: "install-booked",
        stage: "scheduled",
        by: "customer",
        notified: true,
        changes: { dates: ["2026-12-09", "2026-12-10"], crew: 1 },
        at: "2026-11-23T17:30:00.000Z",
      }),
    ]);
    expect(rows.map((row) => row.title)).toEqual(["Install booked", "Corrected back to Signed", "Ordered", "Signed: the job began"]);
    expect(rows[0]).toMatchObject({
      by: "by the customer",
      told: "Customer told",
      details: ["Days: Wed, Dec 9, 2026, Thu, Dec 10, 2026", "Crew: 1"],
    });
    expect(rows[1]).toMatchObject({ note: "Ordered by mistake", told: "Customer not told" });
    expect(rows[2]).toMatchObject({
      when: "Nov 21, 2026, 10:30 AM",
      by: "by Ana Ruiz",
      details: ["Order number: SO-1234", "Expected delivery: Tue, Dec 8, 2026"],
    });
    expect(rows[3]!.by).toBe("by the system");
  });

  it("says who made a change in both languages, by the address when no name is known", () => {
    const person = { by: "maria@example.com", byName: "Maria" };
    expect(timelineActor(person, "en")).toBe("by Maria");
    expect(timelineActor(person, "es")).toBe("por Maria");
    expect(timelineActor({ by: "maria@example.com", byName: null }, "en")).toBe("by maria@example.com");
    expect(timelineActor({ by: "customer", byName: null }, "es")).toBe("por el cliente");
    expect(timelineActor({ by: "system", byName: null }, "es")).toBe("por el sistema");
  });

  it("counts the photos added or removed rather than listing their ids", () => {
    const [row] = timelineRows([
      entry({
        kind: "photos",
        by: "ana@example.com",
        changes: { added: ["6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f", "7f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f"] },
      }),
    ]);
    expect(row).toMatchObject({ title: "Photos changed", details: ["Photos added: 2"] });
  });

  it("names a payment's invoice, amount and way in words", () => {
    const [row] = timelineRows([
      entry({
        kind: "payment",
        by: "customer",
        notified: true,
        changes: { invoice: 5001, amountCents: 82_579, method: "us_bank_account" },
      }),
    ]);
    expect(row).toMatchObject({ title: "Payment received", details: ["Invoice: 5001", "Amount: $825.79", "Paid by: Bank account"] });
  });

  it("words a signed change order's figures and leaves out its id", () => {
    const [row] = timelineRows([
      entry({
        kind: "change-order",
        by: "customer",
        notified: true,
        changes: {
          changeOrderId: "f1663c7e-2b1a-4c3d-9e8f-0a1b2c3d4e5f",
          totalCents: 91_630,
          contractBeforeCents: 324_900,
          contractAfterCents: 416_530,
        },
      }),
    ]);
    expect(row).toMatchObject({
      title: "Change order signed",
      details: ["Change order total: $916.30", "Contract total: $3,249.00 → $4,165.30"],
    });
  });

  it("gives the instants a stage records in Phoenix time, never as UTC", () => {
    const [row] = timelineRows([
      entry({
        kind: "stage",
        stage: "completed",
        fromStage: "installed",
        by: "ana@example.com",
        changes: {
          completedAt: { from: null, to: "2026-11-29T06:18:22.507Z" },
          installedAt: { from: "2026-11-27T20:00:00.000Z", to: "2026-11-28T17:05:00.000Z" },
        },
      }),
    ]);
    expect(row!.details).toEqual(["Completed: Nov 28, 2026, 11:18 PM", "Installed: Nov 27, 2026, 1:00 PM → Nov 28, 2026, 10:05 AM"]);
    expect(row!.details.join(" ")).not.toMatch(/At:|Z\b|T\d{2}:/);
  });

  it("words a correction's and an unbooking's changes without repeating the title", () => {
    const [unbooked, corrected] = timelineRows([
      entry({
        kind: "stage",
        stage: "delivered",
        fromStage: "scheduled",
        correction: true,
        changes: { correction: true, move: "correction", releasedDates: ["2026-12-09"] },
      }),
      entry({
        kind: "install-unbooked",
        stage: "delivered",
        fromStage: "scheduled",
        changes: { previousDates: ["2026-12-09", "2026-12-10"], system: "the stage follows the unbooking" },
      }),
    ]);
    expect(unbooked!.details).toEqual(["Previous days: Wed, Dec 9, 2026, Thu, Dec 10, 2026", "Why: the stage follows the unbooking"]);
    expect(corrected!.details).toEqual(["Days released: Wed, Dec 9, 2026"]);
  });

  it("words a re-measure visit, On my way, and a field it has no name for", () => {
    const rows = timelineRows([
      entry({
        kind: "measurements",
        changes: {
          remeasureVisit: {
            appointmentId: "a1b2c3d4-0000-4000-8000-000000000000",
            appointmentDate: "2026-12-08",
            appointmentTime: "10:00 AM",
          },
        },
      }),
      entry({ kind: "on-my-way", changes: { etaMinutes: 30 } }),
      entry({ kind: "note", changes: { refundedCents: 8_100, crewLeadId: "c9", newFieldName: "x" } }),
    ]);
    expect(rows.map((row) => row.details)).toEqual([
      ["Refunded: $81.00", "New field name: x"],
      ["Arriving in: 30 minutes"],
      ["Re-measure visit: Tue, Dec 8, 2026, 10:00 AM"],
    ]);
  });

  it("says on hold and resumed", () => {
    const rows = timelineRows([
      entry({ kind: "stage", stage: "on_hold", fromStage: "measured" }),
      entry({ kind: "stage", stage: "measured", fromStage: "on_hold" }),
    ]);
    expect(rows.map((row) => row.title)).toEqual(["Resumed: Measured", "Put on hold"]);
  });
});

describe("the order form", () => {
  const order: JobOrder = {
    manufacturer: "Milgard",
    orderNumber: null,
    orderedOn: "2026-11-21",
    expectedDelivery: null,
    expectedDeliveryPrecision: "day",
    deliveredOn: null,
    purchaseOrders: [],
  };

  it("sends only what changed, an emptied field as cleared, and nothing when nothing changed", () => {
    const form = orderForm(order);
    expect(orderPatch(form, order)).toBeNull();
    expect(
      orderPatch({ ...form, orderNumber: " SO-1234 ", expectedDelivery: "2026-12-06", expectedDeliveryPrecision: "week" }, order),
    ).toEqual({ orderNumber: "SO-1234", expectedDelivery: "2026-12-06", expectedDeliveryPrecision: "week" });
    expect(orderPatch({ ...form, manufacturer: "" }, order)).toEqual({ manufacturer: null });
  });

  it("offers the step the order completes: ordered before it, delivered after it", () => {
    expect(orderStep("signed")).toBe("ordered");
    expect(orderStep("measured")).toBe("ordered");
    expect(orderStep("ordered")).toBe("delivered");
    expect(orderStep("delivered")).toBeNull();
  });
});

describe("the install", () => {
  it("says the booked days with the crew, or the length when none are booked", () => {
    expect(installText(install)).toBe("Not booked. The install takes 2 days.");
    expect(installText({ ...install, crew: 2, crewName: "Luis and Ana", dates: ["2026-12-09", "2026-12-10"] })).toBe(
      "Luis and Ana: Wed, Dec 9, 2026 – Thu, Dec 10, 2026 (2 days)",
    );
  });
});

describe("words", () => {
  it("says the next step for the office", () => {
    expect(nextStepText({ step: "delivery", expected: "2026-12-06", precision: "week" })).toBe("Waiting for delivery: week of Dec 6.");
    expect(nextStepText({ step: "re-measure", on: null })).toBe("Book the re-measure, or record it done.");
  });

  it("shows a refusal's message and its field messages, and a fallback for anything else", () => {
    expect(problemText(new ApiError(409, "Conflict", { error: "No crew is free on Thu, Dec 10." }))).toBe(
      "No crew is free on Thu, Dec 10.",
    );
    expect(
      problemText(
        new ApiError(400, "Bad Request", { error: "Check the form", fieldErrors: { installDays: ["An install takes at most 30 days"] } }),
      ),
    ).toBe("Check the form An install takes at most 30 days");
    expect(problemText(new TypeError("Failed to fetch"), "Not saved.")).toBe("Not saved.");
  });

  it("says who hears of a change, or that nobody will", () => {
    const job = {
      customer: { name: "Rosa Quintero", firstName: "Rosa", reach: { email: "rosa@example.com", text: true, locale: "es" } },
    } as unknown as AdminJobDetail;
    expect(noticeText(job, true, "with the install days")).toBe("Rosa will get an email and a text, in Spanish, with the install days.");
    expect(noticeText(job, false, "with the install days")).toMatch(/^Nobody will be told\./);
  });

  it("calls the customer by all their given names, as typed", () => {
    const job = {
      customer: { name: "María José García Ruiz", firstName: "María José", reach: { email: "mj@example.com", text: false, locale: "es" } },
    } as unknown as AdminJobDetail;
    expect(noticeText(job, true, "with the install days")).toBe("María José will get an email, in Spanish, with the install days.");
  });
});
