// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { AdminJobDetail } from "@/schemas/job";
import type { ChangeOrderSummary } from "@/schemas/money";
import { NO_EARNINGS, stubFetch, type FakeAnswer, type FetchCall } from "../../../../../tests/components/admin-test-support";
import { changeOrderRequest, previewOf } from "./change-order-form";
import { JobPage } from "./job-page";

const SIGNED: ChangeOrderSummary = {
  id: "co1",
  number: 3001,
  status: "signed",
  items: [{ description: "One more slider", quantity: 1, unitPriceCents: 72_500, amountCents: 72_500 }],
  note: "",
  totalCents: 78_518,
  contractBeforeCents: 324_900,
  contractAfterCents: 403_418,
  sentAt: "2026-12-01T16:00:00.000Z",
  signedAt: "2026-12-01T18:00:00.000Z",
  createdAt: "2026-12-01T15:00:00.000Z",
};
const DRAFT: ChangeOrderSummary = {
  ...SIGNED,
  id: "co2",
  number: 3002,
  status: "draft",
  items: [{ description: "Trim left out", quantity: 2, unitPriceCents: -5_000, amountCents: -10_000 }],
  totalCents: -10_830,
  contractBeforeCents: 403_418,
  contractAfterCents: 392_588,
  sentAt: null,
  signedAt: null,
};

function job(overrides: Partial<AdminJobDetail> = {}): AdminJobDetail {
  return {
    id: "j1",
    number: 1001,
    stage: "signed",
    stageBeforeHold: null,
    quoteId: "q1",
    quoteNumber: 2001,
    customer: {
      name: "Ana Lopez",
      firstName: "Ana",
      email: "ana@example.com",
      phone: "(480) 555-0100",
      locale: "en",
      appointmentId: "a1",
      leadId: null,
      reach: { email: "ana@example.com", text: false, locale: "en" },
    },
    jobAddress: "123 E Main St, Gilbert, AZ 85233",
    leadSafe: false,
    totalCents: 324_900,
    depositCents: 81_225,
    channel: "direct",
    scope: { name: "Better", items: [], subtotalCents: 300_000, discountCents: 0, taxCents: 24_900, totalCents: 324_900 },
    tax: { taxClass: null, rateBasisPoints: 830 },
    timeline: [],
    order: {
      manufacturer: null,
      orderNumber: null,
      orderedOn: null,
      expectedDelivery: null,
      expectedDeliveryPrecision: "day",
      deliveredOn: null,
      purchaseOrders: [],
    },
    permit: { required: "unknown", number: null, status: "not-applied", inspectionDate: null, pending: false },
    install: {
      days: 1,
      crew: null,
      crewName: null,
      dates: [],
      schedulingOpen: false,
      canBook: true,
      canOpenEarly: true,
      canChangeCrew: false,
      installedFrom: null,
      openings: [],
    },
    measurements: { measuredOn: null, notes: "", notesEditable: true, finalSizesOpen: true, visit: null },
    openings: [],
    photos: [],
    payments: [],
    contractTotalCents: 403_418,
    paidCents: 81_225,
    balanceCents: 322_193,
    billableCents: 322_193,
    floorCents: 81_225,
    ...NO_EARNINGS,
    invoices: [],
    changeOrders: [SIGNED, DRAFT],
    flags: [],
    next: { step: "choose-install" },
    forwardStages: [],
    createdAt: "2026-11-20T16:00:00.000Z",
    updatedAt: "2026-12-01T16:00:00.000Z",
    ...overrides,
  };
}

function renderPage(answer: (call: FetchCall) => FakeAnswer, detail = job()) {
  const calls = stubFetch((call) => {
    if (call.method === "GET" && call.url === "/api/admin/jobs/j1") return { json: detail };
    return answer(call);
  });
  render(<JobPage supportEmail="support@example.com" />);
  return calls;
}

const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === "POST");

beforeEach(() => window.history.replaceState(null, "", "/admin/job?id=j1"));
afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("the job page's change orders", () => {
  it("lists each with its state, its change and the contract before → after; only an unsigned one can be sent or withdrawn", async () => {
    renderPage(() => undefined);
    const section = await screen.findByRole("region", { name: "Change orders" });
    const [signed, draft] = within(section)
      .getAllByRole("listitem")
      .filter((item) => item.textContent?.startsWith("Change order"));
    expect(signed!.textContent).toContain("Change order 3001 · Signed");
    expect(signed!.textContent).toContain("Adds $785.18 (tax included) · contract $3,249.00 → $4,034.18");
    expect(within(signed!).queryByRole("button")).toBeNull();
    expect(draft!.textContent).toContain("Credit of $108.30 (tax included) · contract $4,034.18 → $3,925.88");
    expect(draft!.textContent).toContain("2 × Trim left out: -$100.00 credit");
    expect(within(draft!).getByRole("button", { name: "Send to the customer" })).toBeTruthy();
  });

  it("sends one and shows the link to copy, and withdraws one", async () => {
    const user = userEvent.setup();
    const calls = renderPage((call) => {
      if (call.url === "/api/admin/change-orders/co2/send") return { json: { url: "https://example.com/change-order/abc" } };
      if (call.url === "/api/admin/change-orders/co2/void")
        return {
          status: 409,
          json: { success: false, error: "This change order is signed or void: it can no longer be sent or withdrawn." },
        };
      return undefined;
    });
    const section = await screen.findByRole("region", { name: "Change orders" });
    await user.click(within(section).getByRole("button", { name: "Send to the customer" }));
    expect(((await within(section).findByLabelText(/The customer's link/)) as HTMLInputElement).value).toBe(
      "https://example.com/change-order/abc",
    );
    await user.click(within(section).getByRole("button", { name: "Withdraw" }));
    expect((await within(section).findByRole("alert")).textContent).toContain("can no longer be sent or withdrawn");
    expect(posts(calls).map((call) => call.url)).toEqual(["/api/admin/change-orders/co2/send", "/api/admin/change-orders/co2/void"]);
  });

  it("writes one from its lines (a credit typed with a minus), previewing the new contract total as the server will compute it", async () => {
    const user = userEvent.setup();
    const calls = renderPage((call) =>
      call.method === "POST" ? { status: 201, json: { id: "co3", totalCents: -16_245, newContractTotalCents: 387_173 } } : undefined,
    );
    const form = await screen.findByRole("form", { name: "Write a change order" });
    await user.type(within(form).getByLabelText("Description"), "Haul-away not needed");
    await user.type(within(form).getByLabelText("Unit price ($)"), "-150");
    expect(within(form).getByText(/New contract total/).textContent).toBe(
      "Change -$162.45 (tax -$12.45). New contract total: $4,034.18 → $3,871.73",
    );
    await user.click(within(form).getByRole("button", { name: "Add a line" }));
    expect(within(form).getAllByLabelText("Description")).toHaveLength(2);
    await user.click(within(form).getByRole("button", { name: "Remove line 2" }));
    await user.type(within(form).getByLabelText("Note to the customer (optional)"), "Measured again.");
    await user.click(within(form).getByRole("button", { name: "Write the change order" }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!).toMatchObject({
      url: "/api/admin/jobs/j1/change-orders",
      body: { items: [{ description: "Haul-away not needed", quantity: 1, unitPriceCents: -15_000 }], note: "Measured again." },
    });
  });

  it("says a credit below what is paid or billed cannot be written, and does not send it", async () => {
    const user = userEvent.setup();
    const calls = renderPage(() => undefined);
    const form = await screen.findByRole("form", { name: "Write a change order" });
    await user.type(within(form).getByLabelText("Description"), "Everything left out");
    await user.type(within(form).getByLabelText("Unit price ($)"), "-3800");
    expect(within(form).getByText(/cannot be written/).textContent).toContain("below the $812.25 already paid, on its way or billed");
    expect((within(form).getByRole("button", { name: "Write the change order" }) as HTMLButtonElement).disabled).toBe(true);
    expect(posts(calls)).toEqual([]);
  });
});

describe("the change-order form's rules", () => {
  it("reads the lines as the request's schema does, naming the line it refuses in the schema's words", () => {
    expect(changeOrderRequest([{ description: " Haul-away not needed ", quantity: "1", unitPrice: "-$150" }], " Measured again. ")).toEqual(
      {
        ok: true,
        request: { items: [{ description: "Haul-away not needed", quantity: 1, unitPriceCents: -15_000 }], note: "Measured again." },
      },
    );
    const line = { description: "Extra trim", quantity: "2", unitPrice: "40" };
    expect(changeOrderRequest([line, { ...line, quantity: "1.5" }], "")).toEqual({
      ok: false,
      problem: "Line 2: Quantity must be a whole number",
    });
    expect(changeOrderRequest([line, { ...line, unitPrice: "40.005" }], "")).toEqual({
      ok: false,
      problem: "Line 2: Unit price must be a number of cents",
    });
    expect(changeOrderRequest([{ ...line, description: " " }], "")).toEqual({ ok: false, problem: "Line 1: Enter a description" });
  });

  it("refuses any credit when nothing is left to bill, as the server does", () => {
    const full = { contractTotalCents: 100_000, floorCents: 100_000, tax: { taxClass: "replacement" as const } };
    expect(previewOf(full, [{ description: "x", quantity: 1, unitPriceCents: -1 }]).allowed).toBe(false);
    expect(previewOf(full, [{ description: "x", quantity: 1, unitPriceCents: 1 }]).allowed).toBe(true);
  });

  it("refuses a change that leaves the contract below the floor the server sent, even one that adds to it", () => {
    // Paid and billed past the contract (a credit signed after the money came in): nothing is billable, and the floor is above the contract.
    const overpaid = { contractTotalCents: 100_000, billableCents: 0, floorCents: 150_000, tax: { taxClass: "replacement" as const } };
    expect(previewOf(overpaid, [{ description: "x", quantity: 1, unitPriceCents: 10_000 }])).toMatchObject({
      afterCents: 110_000,
      floorCents: 150_000,
      allowed: false,
    });
    expect(previewOf(overpaid, [{ description: "x", quantity: 1, unitPriceCents: 50_000 }]).allowed).toBe(true);
  });
});
