// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import { installDaysSchema, type AdminJobDetail } from "@/schemas/job";
import { NO_EARNINGS, stubFetch, type FakeAnswer, type FetchCall } from "../../../../../tests/components/admin-test-support";
import { JobPage } from "./job-page";

function sampleJob(overrides: Partial<AdminJobDetail> = {}): AdminJobDetail {
  return {
    id: "j1",
    number: 1001,
    stage: "delivered",
    stageBeforeHold: null,
    quoteId: "q1",
    quoteNumber: 2001,
    customer: {
      name: "Rosa Quintero",
      firstName: "Rosa",
      email: "rosa@example.com",
      phone: "(480) 555-0100",
      locale: "es",
      appointmentId: "a1",
      leadId: null,
      reach: { email: "rosa@example.com", text: true, locale: "es" },
    },
    jobAddress: "123 E Main St, Gilbert, AZ 85233",
    leadSafe: false,
    totalCents: 217_500,
    depositCents: 43_500,
    channel: "direct",
    tax: { taxClass: "replacement" },
    scope: {
      name: "Mejor",
      items: [{ description: "Milgard Tuscany V400", quantity: 3, unitPriceCents: 72_500, totalCents: 217_500 }],
      subtotalCents: 217_500,
      discountCents: 0,
      taxCents: 0,
      totalCents: 217_500,
    },
    timeline: [
      {
        stage: "signed",
        at: "2026-11-20T16:00:00.000Z",
        by: "customer",
        byName: null,
        note: "",
        kind: "created",
        fromStage: null,
        correction: false,
        notified: true,
        changes: null,
      },
    ],
    order: {
      manufacturer: "Milgard",
      orderNumber: "SO-1234",
      orderedOn: "2026-11-21",
      expectedDelivery: "2026-12-01",
      expectedDeliveryPrecision: "day",
      deliveredOn: "2026-12-01",
      purchaseOrders: [],
    },
    permit: { required: "unknown", number: null, status: "not-applied", inspectionDate: null, pending: false },
    install: {
      days: 2,
      crew: null,
      crewName: null,
      dates: [],
      schedulingOpen: false,
      canBook: true,
      canOpenEarly: false,
      canChangeCrew: false,
      installedFrom: null,
      openings: [],
    },
    measurements: { measuredOn: "2026-11-20", notes: "", notesEditable: true, finalSizesOpen: true, visit: null },
    openings: [],
    photos: [],
    payments: [],
    contractTotalCents: 217_500,
    paidCents: 43_500,
    balanceCents: 174_000,
    billableCents: 174_000,
    floorCents: 43_500,
    ...NO_EARNINGS,
    invoices: [],
    changeOrders: [],
    flags: [],
    next: { step: "choose-install" },
    forwardStages: ["installed", "completed", "on_hold", "cancelled"],
    createdAt: "2026-11-20T16:00:00.000Z",
    updatedAt: "2026-12-01T16:00:00.000Z",
    ...overrides,
  };
}

function renderPage(answer: (call: FetchCall) => FakeAnswer, job = sampleJob()) {
  const calls = stubFetch((call) => {
    if (call.method === "GET" && call.url === "/api/admin/jobs/j1") return { json: job };
    if (call.method === "GET" && call.url === "/api/admin/jobs/j1/install-dates")
      return { json: { dates: ["2026-12-08", "2026-12-09"], days: 2 } };
    return answer(call);
  });
  render(<JobPage supportEmail="support@example.com" />);
  return calls;
}

const sent = (calls: FetchCall[], method: string) => calls.filter((call) => call.method === method);

beforeEach(() => window.history.replaceState(null, "", "/admin/job?id=j1"));
afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("JobPage", () => {
  it("lists the openings with both sizes labelled and their flag, sends a final size as typed, and shows the server's 400 beside it", async () => {
    const user = userEvent.setup();
    const size = (inches: number, text: string) => ({ inches, text });
    const opening: AdminJobDetail["openings"][number] = {
      id: "o1",
      appointmentId: "a1",
      clientId: null,
      location: "Living room",
      kind: "window",
      style: "picture",
      width: size(72, "72"),
      height: size(48, "48"),
      installMethod: "insert",
      obscure: false,
      wetArea: false,
      nearDoor: false,
      sillInches: null,
      notes: "",
      unitedInches: 120,
      squareFeet: 24,
      flags: { temperedRequired: true, temperedReasons: ["large-pane"] },
      final: null,
      photoIds: [],
      createdAt: "2026-11-20T16:00:00.000Z",
      updatedAt: "2026-11-20T16:00:00.000Z",
    };
    const job = sampleJob({
      stage: "measured",
      openings: [opening],
      measurements: { ...sampleJob().measurements, notes: "Old notes", notesEditable: false },
    });
    const calls = renderPage(
      (call) =>
        call.method === "PATCH"
          ? {
              status: 400,
              json: {
                success: false,
                error: "Please correct the highlighted fields.",
                fieldErrors: { width: ["Width: Measure to the nearest 1/16 inch"] },
              },
            }
          : undefined,
      job,
    );
    const openings = await screen.findByRole("region", { name: "Openings" });
    expect(within(openings).getByText("W 72 × H 48 in")).toBeTruthy();
    expect(within(openings).getByText("Not recorded yet")).toBeTruthy();
    expect(within(openings).getByText("Tempered glass, required by code: pane over 9 sq ft, sill under 18 in")).toBeTruthy();
    await user.clear(within(openings).getByLabelText("W (in)"));
    await user.type(within(openings).getByLabelText("W (in)"), "71 1/3");
    await user.click(within(openings).getByRole("button", { name: "Record the final size" }));
    expect((await within(openings).findByRole("alert")).textContent).toBe(
      "Please correct the highlighted fields. Width: Measure to the nearest 1/16 inch",
    );
    expect(sent(calls, "PATCH").map((call) => [call.url, call.body])).toEqual([
      ["/api/admin/jobs/j1/openings/o1", { width: "71 1/3", height: "48" }],
    ]);
    // The older free text is read, not edited.
    const remeasure = screen.getByRole("region", { name: "Re-measure" });
    expect(within(remeasure).getByText("Old notes")).toBeTruthy();
    expect(within(remeasure).queryByLabelText("Measurements and notes")).toBeNull();
  });

  it("books the install from the chooser, telling the customer, and shows a refusal beside the chooser", async () => {
    const user = userEvent.setup();
    const calls = renderPage((call) =>
      call.method === "POST" && call.url === "/api/admin/jobs/j1/install"
        ? { status: 409, json: { success: false, error: "No crew is free on Wed, Dec 9, 2026." } }
        : undefined,
    );
    const install = await screen.findByRole("region", { name: "Install" });
    expect(
      within(install).getByText("Rosa will get an email and a text, in Spanish, with the install days and a calendar event."),
    ).toBeTruthy();
    await waitFor(() => expect(within(install).getAllByRole("option")).toHaveLength(3));
    await user.selectOptions(within(install).getByLabelText("First install day"), "2026-12-08");
    await user.click(within(install).getByRole("button", { name: "Book the install" }));
    expect((await within(install).findByRole("alert")).textContent).toBe("No crew is free on Wed, Dec 9, 2026.");
    expect(sent(calls, "POST").map((call) => call.body)).toEqual([{ startDate: "2026-12-08", notify: true }]);
  });

  it("offers exactly the start days the server lists, in the order it lists them, and asks for none when the server says the job cannot be booked", async () => {
    renderPage(() => undefined);
    const install = await screen.findByRole("region", { name: "Install" });
    const chooser = within(install).getByLabelText("First install day");
    await waitFor(() =>
      expect(
        within(chooser)
          .getAllByRole("option")
          .map((option) => [option.getAttribute("value"), option.textContent]),
      ).toEqual([
        ["", "Choose a day (2 offered)"],
        ["2026-12-08", "Tue, Dec 8, 2026"],
        ["2026-12-09", "Wed, Dec 9, 2026"],
      ]),
    );
    cleanup();
    queryClient().clear();

    const held = sampleJob({ stage: "on_hold", stageBeforeHold: "delivered", install: { ...sampleJob().install, canBook: false } });
    const calls = renderPage(() => undefined, held);
    const closed = await screen.findByRole("region", { name: "Install" });
    expect(within(closed).getByText("Install days can't be booked while the job is on hold.")).toBeTruthy();
    expect(within(closed).queryByLabelText("First install day")).toBeNull();
    expect(calls.some((call) => call.url.endsWith("/install-dates"))).toBe(false);
  });

  it("lists every opening to install in the install section, without a price", async () => {
    const unit = {
      location: "Living room",
      kind: "window" as const,
      style: "picture" as const,
      widthSixteenths: 71 * 16 + 8,
      heightSixteenths: 48 * 16,
      sizeFrom: "final" as const,
      product: "Milgard Tuscany V400",
      lineId: "line-1",
      options: [{ id: "o1", name: "Low-E" }],
      tempered: false,
      obscure: false,
      installMethod: "insert" as const,
    };
    renderPage(() => undefined, sampleJob({ install: { ...sampleJob().install, openings: [{ openingId: "op-1", unit, photoCount: 2 }] } }));
    const install = await screen.findByRole("region", { name: "Install" });
    expect(within(install).getByText("To install (1)")).toBeTruthy();
    expect(
      within(install).getByText("Living room · picture window · W 71 1/2 × H 48 in · Milgard Tuscany V400 · Low-E · insert · 2 photos"),
    ).toBeTruthy();
  });

  it("offers Installed only when the server lists it, and says from which day it will be", async () => {
    const scheduled = sampleJob({
      stage: "scheduled",
      install: {
        days: 1,
        crew: 1,
        crewName: "Crew 1",
        dates: ["2026-12-01"],
        schedulingOpen: false,
        canBook: true,
        canOpenEarly: false,
        canChangeCrew: false,
        installedFrom: "2026-12-01",
        openings: [],
      },
      next: { step: "install", dates: ["2026-12-01"] },
      forwardStages: ["on_hold", "cancelled"],
    });
    renderPage(() => undefined, scheduled);
    const stage = await screen.findByRole("region", { name: "Stage" });
    expect(within(stage).getByText("The job can be marked installed from Tue, Dec 1, 2026, the install's first day.")).toBeTruthy();
    expect(within(stage).queryByRole("button", { name: "Mark installed" })).toBeNull();
    expect(within(stage).queryByRole("button", { name: "Skip ahead…" })).toBeNull();
  });

  it("refuses an install length the schema refuses, in the schema's words, beside the length, and sends a length it takes", async () => {
    const user = userEvent.setup();
    const calls = renderPage((call) => (call.method === "PATCH" ? { json: sampleJob() } : undefined));
    const install = await screen.findByRole("region", { name: "Install" });
    const length = within(install).getByLabelText("Length in days");
    for (const typed of ["31", "0", "2.5", ""]) {
      await user.clear(length);
      if (typed) await user.type(length, typed);
      await user.click(within(install).getByRole("button", { name: "Save the length" }));
      expect(within(install).getByRole("alert").textContent).toBe(installDaysSchema.safeParse(31).error!.issues[0]!.message);
    }
    expect(sent(calls, "PATCH")).toEqual([]);
    await user.clear(length);
    await user.type(length, "30");
    await user.click(within(install).getByRole("button", { name: "Save the length" }));
    await waitFor(() => expect(sent(calls, "PATCH").map((call) => call.body)).toEqual([{ installDays: 30 }]));
  });

  it("books without telling the customer when the box says so", async () => {
    const user = userEvent.setup();
    const calls = renderPage((call) =>
      call.method === "POST"
        ? { status: 201, json: { jobId: "j1", stage: "scheduled", crew: 1, dates: ["2026-12-08", "2026-12-09"] } }
        : undefined,
    );
    const install = await screen.findByRole("region", { name: "Install" });
    await waitFor(() => expect(within(install).getAllByRole("option")).toHaveLength(3));
    await user.click(within(install).getByLabelText("Don't notify Rosa"));
    await user.selectOptions(within(install).getByLabelText("First install day"), "2026-12-09");
    await user.click(within(install).getByRole("button", { name: "Book the install" }));
    await waitFor(() => expect(sent(calls, "POST").map((call) => call.body)).toEqual([{ startDate: "2026-12-09", notify: false }]));
  });

  it("moves the stage forward, and steps back only as a correction with a note, showing the server's refusal", async () => {
    const user = userEvent.setup();
    const calls = renderPage((call) =>
      call.method === "PATCH" ? { status: 409, json: { success: false, error: "The job changed meanwhile. Reload it." } } : undefined,
    );
    const stage = await screen.findByRole("region", { name: "Stage" });
    // The usual next step alone; a later one only after "Skip ahead".
    expect(within(stage).queryByRole("button", { name: "Mark completed" })).toBeNull();
    await user.click(within(stage).getByRole("button", { name: "Skip ahead…" }));
    expect(within(stage).getByRole("button", { name: "Mark completed" })).toBeTruthy();
    await user.click(within(stage).getByRole("button", { name: "Mark installed" }));
    expect((await within(stage).findByRole("alert")).textContent).toBe("The job changed meanwhile. Reload it.");
    expect(sent(calls, "PATCH")[0]!.body).toEqual({ stage: "installed", notify: true });

    await user.click(within(stage).getByRole("button", { name: "Correct a mistake (step back)" }));
    await user.selectOptions(within(stage).getByLabelText("Correct the stage back to"), "ordered");
    await user.click(within(stage).getByRole("button", { name: "Record the correction" }));
    expect((await within(stage).findByRole("alert")).textContent).toBe("Write in the note what the correction puts right.");
    expect(sent(calls, "PATCH")).toHaveLength(1);

    await user.type(within(stage).getByLabelText(/Note for the timeline/), "Not delivered after all");
    await user.click(within(stage).getByRole("button", { name: "Record the correction" }));
    await waitFor(() =>
      expect(sent(calls, "PATCH")[1]?.body).toEqual({ stage: "ordered", correction: true, note: "Not delivered after all", notify: true }),
    );
  });

  it("saves the order and marks it delivered in one change", async () => {
    const user = userEvent.setup();
    const ordered = sampleJob({
      stage: "ordered",
      order: {
        manufacturer: null,
        orderNumber: null,
        orderedOn: "2026-11-21",
        expectedDelivery: null,
        expectedDeliveryPrecision: "day",
        deliveredOn: null,
        purchaseOrders: [],
      },
      forwardStages: ["delivered", "installed", "completed", "on_hold", "cancelled"],
      next: { step: "delivery", expected: null, precision: "day" },
    });
    const calls = renderPage((call) => (call.method === "PATCH" ? { json: { ...ordered, stage: "delivered" } } : undefined), ordered);
    const order = await screen.findByRole("region", { name: "Order and delivery" });
    await user.type(within(order).getByLabelText("Manufacturer"), "Pella");
    await user.type(within(order).getByLabelText("Order number"), "SO-99");
    await user.click(within(order).getByRole("button", { name: "Save and mark delivered" }));
    await waitFor(() =>
      expect(sent(calls, "PATCH").map((call) => call.body)).toEqual([
        { manufacturer: "Pella", orderNumber: "SO-99", stage: "delivered", notify: true },
      ]),
    );
    expect(await within(order).findByText("Saved.")).toBeTruthy();
  });

  it("links the quote and the customer's page, and shows the timeline", async () => {
    renderPage(() => undefined);
    expect((await screen.findByRole("link", { name: "Quote 2001" })).getAttribute("href")).toBe("/admin/quotes?id=q1");
    expect(screen.getByRole("link", { name: "The customer's page" }).getAttribute("href")).toBe("/admin/customer?appointment=a1");
    const timeline = screen.getByRole("region", { name: "Timeline" });
    expect(within(timeline).getByText("Signed: the job began")).toBeTruthy();
    expect(within(timeline).getByText(/by the customer · Customer told/)).toBeTruthy();
  });

  it("names a disputed deposit on its payment and above it, never as a bare paid", async () => {
    renderPage(
      () => undefined,
      sampleJob({
        payments: [
          {
            id: "p1",
            amountCents: 43_500,
            status: "paid",
            paidAt: "2026-11-20T17:00:00.000Z",
            refunded: false,
            refundedAt: null,
            refundReason: null,
            received: null,
            disputedAt: "2026-12-02T16:00:00.000Z",
            createdAt: "2026-11-20T16:30:00.000Z",
          },
        ],
        paidCents: 0,
      }),
    );
    const payments = await screen.findByRole("list", { name: "Deposit payments" });
    expect(payments.textContent).toBe("$435.00: paid Nov 20, 2026, 10:00 AM, disputed Dec 2, 2026, 9:00 AM: no longer counted as paid");
    expect(
      screen.getByText(/^The deposit payment is disputed \(\$435\.00 on Dec 2, 2026, 9:00 AM\): it no longer counts as paid\./),
    ).toBeTruthy();
  });
});

describe("the job page's costs and profit", () => {
  const costed = sampleJob({
    costs: { materialsCents: 170_000, laborCents: 80_000, otherCents: 12_500, totalCents: 262_500 },
    profit: { revenueCents: 372_500, grossCents: 110_000, marginPercent: 29.5 },
    crewDays: 2,
    crewDayCents: 40_000,
    contractTaxCents: 30_918,
    costEntries: [
      { id: "c1", description: "City permit", amountCents: 12_500, createdBy: "ana@example.com", createdAt: "2026-12-01T16:00:00.000Z" },
    ],
  });

  it("shows the server's figures: revenue less tax, each cost, gross profit and margin", async () => {
    renderPage(() => undefined, costed);
    const section = await screen.findByRole("region", { name: "Costs and profit" });
    const text = section.querySelector("[data-slot=job-costs]")!.textContent;
    expect(text).toContain("Revenuethe contract less $309.18 sales tax$3,725.00");
    expect(text).toContain("Labour2 crew-days × $400.00$800.00");
    expect(text).toContain("Gross profit$1,100.00");
    expect(within(section).getByText("29.5%")).toBeTruthy();
    expect(within(section).getByRole("list", { name: "Other costs" }).textContent).toContain("City permit: $125.00");
  });

  it("adds a cost in dollars as cents, refuses an amount that is not dollars, and removes one", async () => {
    const user = userEvent.setup();
    const calls = renderPage((call) => (call.method === "GET" ? undefined : { status: 201, json: {} }), costed);
    const section = await screen.findByRole("region", { name: "Costs and profit" });
    await user.type(within(section).getByLabelText("Other cost"), "Disposal");
    await user.type(within(section).getByLabelText("Amount ($)"), "12.5x");
    await user.click(within(section).getByRole("button", { name: "Add the cost" }));
    expect(within(section).getByRole("alert").textContent).toBe("Enter the amount in dollars, more than $0.");
    await user.clear(within(section).getByLabelText("Amount ($)"));
    await user.type(within(section).getByLabelText("Amount ($)"), "$1,075.50");
    await user.click(within(section).getByRole("button", { name: "Add the cost" }));
    await user.click(within(section).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(sent(calls, "DELETE")).toHaveLength(1));
    expect(sent(calls, "POST").map((call) => [call.url, call.body])).toEqual([
      ["/api/admin/jobs/j1/costs", { description: "Disposal", amountCents: 107_550 }],
    ]);
    expect(sent(calls, "DELETE")[0]!.url).toBe("/api/admin/jobs/j1/costs/c1");
  });

  it("lists who did what on the job, newest first, with older records on request", async () => {
    const user = userEvent.setup();
    const record = (id: number, action: string, detail: object, actorName: string | null = "Maria Lopez") => ({
      id,
      at: "2026-12-01T17:30:00.000Z",
      actorEmail: "maria@example.com",
      actorName,
      personId: null,
      action,
      jobId: "j1",
      subjectId: null,
      detail,
    });
    const calls = renderPage((call) => {
      if (!call.url.startsWith("/api/admin/activity?")) return undefined;
      const query = new URL(call.url, "http://localhost").searchParams;
      expect(query.get("jobId")).toBe("j1");
      return query.get("after") === "older"
        ? { json: { items: [record(1, "invoice.void", { invoice: 5001, amountCents: 81_225 }, null)], nextCursor: null } }
        : {
            json: {
              items: [
                record(3, "job.stage", { fromStage: "measured", toStage: "ordered", note: "Ordered from Milgard." }),
                record(2, "payment.record", { invoice: 5002, amountCents: 40_000, method: "check" }),
              ],
              nextCursor: "older",
            },
          };
    });
    const section = await screen.findByRole("region", { name: "Who did what" });
    await within(section).findByText("Stage: Measured → Ordered");
    expect(within(section).getByText("Ordered from Milgard.")).toBeTruthy();
    expect(within(section).getByText("Recorded payment of invoice 5002: $400.00, Check")).toBeTruthy();
    expect(within(section).getAllByText(/· Maria Lopez$/)).toHaveLength(2);
    expect(within(section).getByRole("link", { name: "Open this job's changes on the activity page" }).getAttribute("href")).toBe(
      "/admin/activity?jobId=j1",
    );
    await user.click(within(section).getByRole("button", { name: "Show older" }));
    expect(await within(section).findByText("Voided invoice 5001 ($812.25)")).toBeTruthy();
    expect(within(section).getByText(/· maria@example\.com$/)).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Show older" })).toBeNull();
    expect(calls.filter((call) => call.url.startsWith("/api/admin/activity?"))).toHaveLength(2);
  });
});

const APPLIED = { required: "yes", number: null, status: "applied", inspectionDate: null, pending: true } as const;

describe("the job page's permit", () => {
  it("shows the permit's number, sends the permit whole, and shows the server's 400 beside the form", async () => {
    const user = userEvent.setup();
    const calls = renderPage(
      (call) =>
        call.method === "PATCH"
          ? {
              status: 400,
              json: {
                success: false,
                error: "Please correct the highlighted fields.",
                fieldErrors: { permit: ["Give the day the inspection passed"] },
              },
            }
          : undefined,
      sampleJob({ permit: { required: "yes", number: "BP-2026-1234", status: "issued", inspectionDate: null, pending: false } }),
    );
    const permit = await screen.findByRole("region", { name: "Permit" });
    expect(within(permit).getByText("Permit BP-2026-1234 (issued)")).toBeTruthy();
    await user.selectOptions(within(permit).getByLabelText("Status"), "passed");
    await user.click(within(permit).getByRole("button", { name: "Save the permit" }));
    expect((await within(permit).findByRole("alert")).textContent).toBe(
      "Please correct the highlighted fields. Give the day the inspection passed",
    );
    await user.selectOptions(within(permit).getByLabelText("Permit required"), "no");
    expect(within(permit).queryByLabelText("Permit number")).toBeNull();
    await user.click(within(permit).getByRole("button", { name: "Save the permit" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(2));
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
      { permit: { required: "yes", status: "passed", number: "BP-2026-1234", inspectionDate: null } },
      { permit: { required: "no", status: "not-applied", number: null, inspectionDate: null } },
    ]);
  });

  it("warns before booking an install whose permit is not issued, and sends confirmPermit only once ticked", async () => {
    const user = userEvent.setup();
    const calls = renderPage(
      (call) =>
        call.method === "POST" ? { status: 201, json: { jobId: "j1", stage: "scheduled", crew: 1, dates: ["2026-12-08"] } } : undefined,
      sampleJob({ permit: APPLIED }),
    );
    const permit = await screen.findByRole("region", { name: "Permit" });
    expect(within(permit).getByText("Permit required: not issued yet (applied for)")).toBeTruthy();
    const install = screen.getByRole("region", { name: "Install" });
    expect(within(install).getByText(/needs a building permit and it is applied for, not issued/)).toBeTruthy();
    await waitFor(() => expect(within(install).getAllByRole("option")).toHaveLength(3));
    await user.selectOptions(within(install).getByLabelText("First install day"), "2026-12-08");
    await user.click(within(install).getByRole("button", { name: "Book the install" }));
    expect((await within(install).findByRole("alert")).textContent).toContain("Book without the issued permit");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    await user.click(within(install).getByLabelText("Book without the issued permit"));
    await user.click(within(install).getByRole("button", { name: "Book the install" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({ startDate: "2026-12-08", notify: true, confirmPermit: true });
  });
});
