// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { AdminJobDetail } from "@/schemas/job";
import type { OrderCheck, OrderCheckLine } from "@/schemas/purchase-order-checks";
import { stubFetch, type FakeAnswer, type FetchCall } from "../../../../../tests/components/admin-test-support";
import { QueryProvider } from "../../query-provider";
import OrderChecksSection from "./job-order-checks";
import { confirmationRequest, confirmRows } from "./order-check-form";

const LIVING: OrderCheckLine = {
  openingId: "o1",
  location: "Living room",
  style: "picture",
  product: "Milgard Tuscany V400",
  ordered: { width: "72", height: "48", options: ["Low-E glass"], optionIds: ["lowe"] },
  confirmed: null,
  differs: [],
  receivedAt: null,
  remake: null,
};
const BATH: OrderCheckLine = {
  ...LIVING,
  openingId: "o2",
  location: "Bathroom",
  style: "slider",
  ordered: { width: "35 1/2", height: "59 15/16", options: [], optionIds: [] },
};

const order = (change: Partial<OrderCheck> = {}): OrderCheck => ({
  id: "po1",
  number: 7001,
  kind: "order",
  status: "sent",
  supplier: "Milgard",
  shipDate: null,
  confirmedAt: null,
  accepted: null,
  mismatches: [],
  lines: [LIVING, BATH],
  ...change,
});

function renderSection(orders: OrderCheck[], answer: (call: FetchCall) => FakeAnswer = () => undefined) {
  const calls = stubFetch((call) =>
    call.method === "GET" && call.url === "/api/admin/jobs/j1/order-checks" ? { json: { orders } } : answer(call),
  );
  render(
    <QueryProvider>
      <OrderChecksSection job={{ id: "j1" } as AdminJobDetail} />
    </QueryProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("confirmationRequest", () => {
  it("returns each row's size as typed and its cost in cents", () => {
    const rows = confirmRows(order()).map((row) => ({ ...row, cost: "410" }));
    expect(confirmationRequest(rows, "2027-01-15")).toEqual({
      body: {
        shipDate: "2027-01-15",
        lines: [
          { openingId: "o1", width: "72", height: "48", options: ["lowe"], unitCostCents: 41_000 },
          { openingId: "o2", width: "35 1/2", height: "59 15/16", options: [], unitCostCents: 41_000 },
        ],
      },
    });
  });

  it("returns the first row whose cost is not dollars", () => {
    expect(confirmationRequest(confirmRows(order()), "2027-01-15")).toEqual({ badCost: "o1" });
  });
});

describe("the job page's ordered and confirmed", () => {
  it("sends the confirmation typed over the prefilled ordered sizes, with the ticked options", async () => {
    const calls = renderSection([order()], (call) =>
      call.method === "POST" ? { json: { status: "needs-attention", mismatches: [] } } : undefined,
    );
    const form = await screen.findByRole("form", { name: "Confirmation of order 7001" });
    const living = within(form).getByRole("group", { name: "Living room · picture window" });
    expect(within(living).getByLabelText("W (in)")).toHaveProperty("value", "72");
    await userEvent.clear(within(living).getByLabelText("W (in)"));
    await userEvent.type(within(living).getByLabelText("W (in)"), "71 1/2");
    await userEvent.click(within(living).getByLabelText("Low-E glass"));
    for (const cost of within(form).getAllByLabelText("Unit cost ($)")) await userEvent.type(cost, "300");
    await userEvent.type(within(form).getByLabelText("Ship date"), "2027-01-15");
    await userEvent.click(within(form).getByRole("button", { name: "Check the confirmation" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const post = calls.find((call) => call.method === "POST")!;
    expect(post.url).toBe("/api/admin/purchase-orders/po1/confirmation");
    expect(post.body).toMatchObject({
      shipDate: "2027-01-15",
      lines: [{ openingId: "o1", width: "71 1/2", options: [], unitCostCents: 30_000 }, { openingId: "o2" }],
    });
  });

  it("adds an option the supplier confirmed that was not ordered, typed by its name in the book, and says when the book has none by that name", async () => {
    const book = {
      lines: [],
      options: [
        { id: "lowe", name: "Low-E glass", lineIds: null, tempered: false },
        { id: "grids", name: "Colonial grids", lineIds: null, tempered: false },
      ],
      openings: [],
    };
    const calls = renderSection([order()], (call) => {
      if (call.method === "GET" && call.url.startsWith("/api/admin/quotes/book")) return { json: book };
      return call.method === "POST" ? { json: { status: "needs-attention", mismatches: [] } } : undefined;
    });
    const form = await screen.findByRole("form", { name: "Confirmation of order 7001" });
    const bath = within(form).getByRole("group", { name: "Bathroom · sliding window" });
    const extra = within(bath).getByLabelText("Bathroom: another option confirmed");
    await userEvent.type(extra, "Tinted glass");
    await userEvent.click(within(bath).getByRole("button", { name: "Add the option" }));
    expect(within(bath).getByRole("alert").textContent).toBe(
      "No option of the price book is called “Tinted glass”. Add it to the price book first.",
    );
    await userEvent.clear(extra);
    await userEvent.type(extra, "colonial  GRIDS");
    await userEvent.click(within(bath).getByRole("button", { name: "Add the option" }));
    expect(within(bath).getByLabelText<HTMLInputElement>("Colonial grids").checked).toBe(true);
    // Offered on the other unit too, not ticked there.
    expect(
      within(form)
        .getByRole("group", { name: "Living room · picture window" })
        .querySelector<HTMLInputElement>("input[type=checkbox]:not(:checked)"),
    ).not.toBeNull();
    for (const cost of within(form).getAllByLabelText("Unit cost ($)")) await userEvent.type(cost, "300");
    await userEvent.type(within(form).getByLabelText("Ship date"), "2027-01-15");
    await userEvent.click(within(form).getByRole("button", { name: "Check the confirmation" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")!.body).toMatchObject({
      lines: [
        { openingId: "o1", options: ["lowe"] },
        { openingId: "o2", options: ["grids"] },
      ],
    });
  });

  it("marks each differing field in words beside what was ordered, and offers accept and correct", async () => {
    const confirmed = { width: "71 1/2", height: "48", options: ["Low-E glass"], unitCostCents: 41_000 };
    renderSection([
      order({
        status: "needs-attention",
        shipDate: "2027-01-15",
        mismatches: [{ openingId: "o1", field: "width", ordered: "72", confirmed: "71 1/2" }],
        lines: [{ ...LIVING, confirmed, differs: ["width"] }, BATH],
      }),
    ]);
    const units = await screen.findByRole("list", { name: "Order 7001's units" });
    const living = within(units).getAllByRole("listitem")[0]!;
    expect(
      within(living)
        .getByText(/W 71 1\/2 × H 48 in/)
        .closest("mark"),
    ).not.toBeNull();
    expect(within(living).getByText("(differs)")).toBeTruthy();
    expect(
      within(living)
        .getByText(/W 72 × H 48 in/)
        .closest("mark"),
    ).toBeNull();
    expect(screen.getByRole("button", { name: "Accept the differences" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Write a corrected order" })).toBeTruthy();
  });

  it("receives the ticked units of a confirmed order", async () => {
    const calls = renderSection([order({ status: "confirmed", shipDate: "2027-01-15" })], (call) =>
      call.method === "POST" ? { json: { received: 1, jobDelivered: false } } : undefined,
    );
    await userEvent.click(await screen.findByRole("checkbox", { name: "Bathroom · sliding window" }));
    await userEvent.click(screen.getByRole("button", { name: "Receive ticked" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST")).toEqual([
        { method: "POST", url: "/api/admin/purchase-orders/po1/received", body: { openingIds: ["o2"] } },
      ]),
    );
  });
});
