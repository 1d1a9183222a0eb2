// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { AdminJobDetail } from "@/schemas/job";
import type { PurchaseOrderView } from "@/schemas/purchase-orders";
import { stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";
import OrdersSection from "./job-orders";

const DRAFT: PurchaseOrderView = {
  id: "po1",
  number: 7001,
  jobId: "j1",
  supplier: { id: "s1", name: "Milgard", email: "orders@milgard.example", accountNumber: "WDNM-4471" },
  kind: "order",
  status: "draft",
  revision: 2,
  sentAt: null,
  createdAt: "2026-12-02T16:00:00.000Z",
  updatedAt: "2026-12-02T16:00:00.000Z",
  lines: [
    {
      id: "l1",
      openingId: "o1",
      position: 1,
      location: "Living room",
      kind: "window",
      style: "picture",
      width: { inches: 71.5, text: "71 1/2" },
      height: { inches: 48, text: "48" },
      sizeFrom: "final",
      product: "Tuscany V400",
      options: [{ id: "x", name: "Low-E" }],
      tempered: true,
      obscure: false,
      installMethod: "insert",
    },
  ],
};
const SENT: PurchaseOrderView = { ...DRAFT, id: "po2", number: 7002, status: "sent", revision: 1, sentAt: "2026-12-02T17:00:00.000Z" };

const JOB = { id: "j1" } as AdminJobDetail;

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

const renderSection = () =>
  render(
    <QueryClientProvider client={queryClient()}>
      <OrdersSection job={JOB} />
    </QueryClientProvider>,
  );

describe("OrdersSection", () => {
  it("lists each order's units as ordered, and sends a draft to the job's address when ticked", async () => {
    const calls = stubFetch((call: FetchCall) =>
      call.method === "POST" ? { json: { ...DRAFT, status: "sent" } } : { json: { orders: [DRAFT, SENT] } },
    );
    renderSection();
    const draft = (await screen.findByText(/PO 7001 · Milgard · Draft \(revision 2\)/)).closest("li")!;
    expect(within(draft).getByText(/1\. Living room · picture window · W 71 1\/2 × H 48 in/)).toBeTruthy();
    expect(within(draft).getByText("(final size)")).toBeTruthy();
    expect(within(draft).getByText("Tuscany V400 · Low-E · insert · tempered glass")).toBeTruthy();
    const sent = screen.getByText(/PO 7002 · Milgard · Sent/).closest("li")!;
    expect(within(sent).queryByRole("button")).toBeNull();

    const user = userEvent.setup();
    await user.click(within(draft).getByLabelText(/Ship to the job's address/));
    await user.click(within(draft).getByRole("button", { name: "Send to Milgard" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      url: "/api/admin/purchase-orders/po1/send",
      body: { shipTo: "job" },
    });
  });

  it("writes the orders, and shows the server's refusal beside the button", async () => {
    const refused = "Name a supplier on the price book's line first: Fiberglass entry door.";
    const calls = stubFetch((call: FetchCall) =>
      call.method === "POST" ? { status: 409, json: { error: refused } } : { json: { orders: [] } },
    );
    renderSection();
    await screen.findByText("No orders yet.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Write the orders" }));
    expect((await screen.findByRole("alert")).textContent).toContain(refused);
    expect(calls.find((call) => call.method === "POST")!.url).toBe("/api/admin/jobs/j1/purchase-orders");
  });
});
