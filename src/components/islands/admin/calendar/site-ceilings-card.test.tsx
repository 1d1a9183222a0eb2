// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { SiteCeilingsRecord } from "@/schemas/site-ceilings";
import { SiteCeilingsCard } from "./site-ceilings-card";
import { stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";

const RECORD: SiteCeilingsRecord = {
  ceilings: [
    { key: "bookingsPerHour", set: null, learned: 21, busiest: 7, inForce: 21 },
    { key: "leadsPerHour", set: 40, learned: 10, busiest: 2, inForce: 40 },
    { key: "beaconsPerHour", set: null, learned: 100, busiest: 12, inForce: 100 },
    { key: "textsPerHour", set: null, learned: 30, busiest: 4, inForce: 30 },
    { key: "textsPerDay", set: null, learned: 156, busiest: 52, inForce: 156 },
  ],
  reached: [],
  updatedBy: "ana@example.com",
  updatedAt: "2026-12-01T16:30:00.000Z",
};

function answer(call: FetchCall) {
  if (call.url !== "/api/admin/site-ceilings") return undefined;
  return {
    json:
      call.method === "PUT"
        ? {
            ...RECORD,
            ceilings: RECORD.ceilings.map((ceiling) => ({
              ...ceiling,
              set: (call.body as Record<string, number | null>)[ceiling.key] ?? null,
            })),
          }
        : RECORD,
  };
}

function renderCard() {
  render(
    <QueryClientProvider client={queryClient()}>
      <SiteCeilingsCard />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("SiteCeilingsCard", () => {
  it("returns each limit as set, or empty with the learned number and where it comes from", async () => {
    stubFetch(answer);
    renderCard();
    const bookings = (await screen.findByLabelText(/Booking requests an hour/)) as HTMLInputElement;
    expect([bookings.value, bookings.placeholder]).toEqual(["", "21"]);
    expect((screen.getByLabelText(/Contact-form messages an hour/) as HTMLInputElement).value).toBe("40");
    expect(
      screen.getByText(
        /^Automatic: 21, 3 times the busiest hour of the last 90 days \(7\)\. Past it, new booking requests are still taken/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Automatic: 100 \(never less than 100\), 3 times the busiest hour of the last 90 days \(12\)\./)).toBeTruthy();
    expect(screen.getByText(/^Automatic: 156, 3 times the busiest day of the last 90 days \(52\)\./)).toBeTruthy();
    expect(screen.getByText("Last saved by ana@example.com on Dec 1, 2026, 9:30 AM (Phoenix time).")).toBeTruthy();
  });

  it("saves a number where one is written and automatic where a box is emptied", async () => {
    const calls = stubFetch(answer);
    renderCard();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Booking requests an hour/), "12");
    await user.clear(screen.getByLabelText(/Contact-form messages an hour/));
    await user.click(screen.getByRole("button", { name: "Save site-wide limits" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    expect(calls.find((call) => call.method === "PUT")!.body).toEqual({
      bookingsPerHour: 12,
      leadsPerHour: null,
      beaconsPerHour: null,
      textsPerHour: null,
      textsPerDay: null,
    });
    expect(await screen.findByText("Site-wide limits saved")).toBeTruthy();
  });

  it("refuses a limit below 1 at the field, sending nothing", async () => {
    const calls = stubFetch(answer);
    renderCard();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Automated texts an hour/), "0");
    await user.click(screen.getByRole("button", { name: "Save site-wide limits" }));
    expect(await screen.findByText("At least 1.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
  });
});
