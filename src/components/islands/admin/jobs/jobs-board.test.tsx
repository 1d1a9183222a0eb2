// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { AdminJob, AdminJobPage } from "@/schemas/job";
import { stubFetch } from "../../../../../tests/components/admin-test-support";
import { JobsBoard } from "./jobs-board";

const COUNTS: AdminJobPage["counts"] = {
  signed: 2,
  measured: 0,
  ordered: 1,
  delivered: 0,
  scheduled: 0,
  installed: 0,
  completed: 0,
  on_hold: 0,
  cancelled: 0,
};

function job(number: number, overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: `j${number}`,
    number,
    stage: "signed",
    quoteId: "q1",
    quoteNumber: 2001,
    customer: `Customer ${number}`,
    jobAddress: "123 E Main St, Gilbert, AZ 85233",
    totalCents: 217_500,
    contractTotalCents: 217_500,
    optionName: "Better",
    expectedDelivery: null,
    expectedDeliveryPrecision: "day",
    installDates: [],
    flags: [],
    createdAt: "2026-11-20T16:00:00.000Z",
    updatedAt: "2026-11-20T16:00:00.000Z",
    ...overrides,
  };
}

const page = (items: AdminJob[], nextCursor: string | null = null): AdminJobPage => ({ items, nextCursor, pageSize: 20, counts: COUNTS });

function renderBoard() {
  const calls = stubFetch((call) => {
    if (call.url === "/api/admin/jobs?stage=signed&pageSize=20") return { json: page([job(1002)], "c1") };
    if (call.url === "/api/admin/jobs?stage=signed&pageSize=20&after=c1") return { json: page([job(1001)]) };
    if (call.url === "/api/admin/jobs?stage=ordered&pageSize=20")
      return { json: page([job(1003, { stage: "ordered", expectedDelivery: "2026-12-08", flags: ["delivery-overdue"] })]) };
    if (call.url.startsWith("/api/admin/jobs?stage=")) return { json: page([]) };
    if (call.url === "/api/admin/jobs?flag=delivery-overdue&pageSize=20")
      return { json: page([job(1003, { stage: "ordered", flags: ["delivery-overdue"] })]) };
    return undefined;
  });
  render(<JobsBoard supportEmail="support@example.com" />);
  return calls;
}

beforeEach(() => window.history.replaceState(null, "", "/admin/jobs"));
afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("JobsBoard", () => {
  it("shows each stage's column with its count and cards, and reads a column's next page on More", async () => {
    const user = userEvent.setup();
    const calls = renderBoard();
    const signed = await screen.findByRole("region", { name: "Signed (2)" });
    expect(await within(signed).findByRole("link", { name: "Job 1002" })).toBeTruthy();
    const ordered = screen.getByRole("region", { name: "Ordered (1)" });
    const card = (await within(ordered).findByRole("link", { name: "Job 1003" })).closest("li")!;
    expect(card.textContent).toContain("Gilbert · $2,175.00");
    expect(card.textContent).toContain("Delivery Dec 8");
    expect(within(card).getByRole("list", { name: "Waiting too long" }).textContent).toBe("Delivery overdue");

    await user.click(within(signed).getByRole("button", { name: "More" }));
    expect(await within(signed).findByRole("link", { name: "Job 1001" })).toBeTruthy();
    expect(within(signed).getByRole("link", { name: "Job 1002" })).toBeTruthy();
    expect(within(signed).queryByRole("button", { name: "More" })).toBeNull();
    // The first page was read once: More read only the page after it.
    expect(calls.filter((call) => call.url.startsWith("/api/admin/jobs?stage=signed")).map((call) => call.url)).toEqual([
      "/api/admin/jobs?stage=signed&pageSize=20",
      "/api/admin/jobs?stage=signed&pageSize=20&after=c1",
    ]);
  });

  it("lets a phone choose the stage it shows, keeping it in the address", async () => {
    const user = userEvent.setup();
    renderBoard();
    const filter = await screen.findByLabelText("Stage");
    await waitFor(() => expect(within(filter).getByRole("option", { name: "Ordered (1)" })).toBeTruthy());
    await user.selectOptions(filter, "ordered");
    expect(window.location.search).toBe("?stage=ordered");
    expect(screen.getByRole("region", { name: "Ordered (1)" }).className).toMatch(/(^| )flex( |$)/);
    expect(screen.getByRole("region", { name: "Signed (2)" }).className).toContain("hidden lg:flex");
  });

  it("lists only the jobs waiting too long for the reason a link names", async () => {
    window.history.replaceState(null, "", "/admin/jobs?flag=delivery-overdue");
    renderBoard();
    const column = await screen.findByRole("region", { name: "Waiting too long: Delivery overdue" });
    expect(await within(column).findByRole("link", { name: "Job 1003" })).toBeTruthy();
  });
});
