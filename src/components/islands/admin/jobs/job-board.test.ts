import { describe, expect, it } from "vitest";
import type { AdminJob } from "@/schemas/job";
import { columnHeading, flagFrom, jobCard, nextDateText, openJobsText, stageFrom, stageOptions, townOf } from "./job-board";

function job(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: "j1",
    number: 1001,
    stage: "ordered",
    quoteId: "q1",
    quoteNumber: 2001,
    customer: "Rosa Quintero",
    jobAddress: "123 E Main St, Gilbert, AZ 85233",
    totalCents: 217_500,
    contractTotalCents: 217_500,
    optionName: "Mejor",
    expectedDelivery: "2026-12-08",
    expectedDeliveryPrecision: "day",
    installDates: [],
    flags: [],
    createdAt: "2026-11-20T16:00:00.000Z",
    updatedAt: "2026-11-21T16:00:00.000Z",
    ...overrides,
  };
}

describe("townOf", () => {
  it("finds the town before the state and ZIP, however the address is written", () => {
    expect(townOf("123 E Main St, Gilbert, AZ 85233")).toBe("Gilbert");
    expect(townOf("9 W Elm Ave, Apt 4, Mesa, AZ")).toBe("Mesa");
    expect(townOf("9 W Elm Ave, Chandler AZ 85224")).toBe("Chandler");
    expect(townOf("Tempe")).toBe("Tempe");
    expect(townOf("")).toBe("");
  });
});

describe("nextDateText", () => {
  it("says the expected delivery while the windows are on their way, by day or by week", () => {
    expect(nextDateText(job())).toBe("Delivery Dec 8");
    expect(nextDateText(job({ stage: "measured", expectedDelivery: "2026-12-06", expectedDeliveryPrecision: "week" }))).toBe(
      "Delivery week of Dec 6",
    );
    expect(nextDateText(job({ expectedDelivery: null }))).toBeNull();
  });

  it("says the install days once booked, and that none are chosen once delivered", () => {
    expect(nextDateText(job({ stage: "scheduled", installDates: ["2026-12-09", "2026-12-10"] }))).toBe("Install Dec 9 – Dec 10 (2 days)");
    expect(nextDateText(job({ stage: "scheduled", installDates: ["2026-12-09"] }))).toBe("Install Dec 9");
    expect(nextDateText(job({ stage: "delivered" }))).toBe("Install days not chosen yet");
  });

  it("says nothing for a finished or cancelled job", () => {
    expect(nextDateText(job({ stage: "completed", installDates: ["2026-12-09"] }))).toBeNull();
    expect(nextDateText(job({ stage: "cancelled" }))).toBeNull();
  });
});

describe("jobCard", () => {
  it("gives the card's number, customer, town, total, next date and flags in words, and links the job page", () => {
    expect(jobCard(job({ flags: ["delivery-overdue"] }))).toEqual({
      id: "j1",
      href: "/admin/job?id=j1",
      title: "Job 1001",
      customer: "Rosa Quintero",
      town: "Gilbert",
      total: "$2,175.00",
      nextDate: "Delivery Dec 8",
      flags: ["Delivery overdue"],
    });
  });
});

describe("a card after a signed change order", () => {
  it("shows the contract as it stands, not the signed option's total", () => {
    expect(jobCard(job({ totalCents: 217_500, contractTotalCents: 253_710 })).total).toBe("$2,537.10");
  });
});

describe("the board's heads and filters", () => {
  const counts = { signed: 2, measured: 0, ordered: 3, delivered: 1, scheduled: 0, installed: 0, completed: 7, on_hold: 1, cancelled: 4 };

  it("heads each column with its count once known", () => {
    expect(columnHeading("ordered", counts)).toBe("Ordered (3)");
    expect(columnHeading("on_hold", undefined)).toBe("On hold");
  });

  it("offers every stage on a phone, the path first, then on hold and cancelled", () => {
    expect(stageOptions(counts).map((option) => option.label)).toEqual([
      "Signed (2)",
      "Measured (0)",
      "Ordered (3)",
      "Delivered (1)",
      "Scheduled (0)",
      "Installed (0)",
      "Completed (7)",
      "On hold (1)",
      "Cancelled (4)",
    ]);
  });

  it("counts open jobs: neither completed nor cancelled", () => {
    expect(openJobsText(counts)).toBe("7 open jobs.");
    expect(openJobsText(undefined)).toBe("Loading the jobs...");
  });

  it("reads the stage and the flag a link asks for, ignoring unknown ones", () => {
    expect(stageFrom("?stage=delivered")).toBe("delivered");
    expect(stageFrom("?stage=lost")).toBe("signed");
    expect(flagFrom("?flag=install-not-booked")).toBe("install-not-booked");
    expect(flagFrom("?flag=toString")).toBeNull();
    expect(flagFrom("")).toBeNull();
  });
});
