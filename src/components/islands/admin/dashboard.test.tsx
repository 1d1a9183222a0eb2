// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/api-client";
import type { DashboardData } from "./admin-api";
import { Dashboard } from "./dashboard";
import { sampleAppointment, stubFetch } from "./test-support";

const DASHBOARD: DashboardData = {
  today: 3,
  thisWeek: 11,
  pending: 4,
  newLeads: 7,
  noShows: 1,
  upcoming: [sampleAppointment()],
  weeks: [
    { weekStart: "2026-10-11", bookings: 2, leads: 1 },
    { weekStart: "2026-10-18", bookings: 0, leads: 3 },
    { weekStart: "2026-10-25", bookings: 5, leads: 2 },
    { weekStart: "2026-11-01", bookings: 4, leads: 0 },
    { weekStart: "2026-11-08", bookings: 6, leads: 4 },
    { weekStart: "2026-11-15", bookings: 1, leads: 1 },
    { weekStart: "2026-11-22", bookings: 3, leads: 2 },
    { weekStart: "2026-11-29", bookings: 2, leads: 1 },
  ],
};

const props = { supportEmail: "help@example.com", phone: "(480) 555-0142", phoneHref: "tel:+14805550142" };

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("Dashboard", () => {
  it("returns the five stat cards when an admin is signed in", async () => {
    stubFetch((call) => (call.url === "/api/admin/dashboard" ? { json: DASHBOARD } : undefined));
    render(<Dashboard {...props} />);
    expect(await screen.findByRole("link", { name: "Appointments today 3" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "This week 11" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pending to confirm 4" }).getAttribute("href")).toBe("/admin/appointments?status=pending");
    expect(screen.getByRole("link", { name: "New leads 7" }).getAttribute("href")).toBe("/admin/leads?status=new");
    expect(screen.getByRole("link", { name: "No-shows 1" })).toBeTruthy();
  });

  it("returns a chart summarised in its label and a data table of every week", async () => {
    stubFetch((call) => (call.url === "/api/admin/dashboard" ? { json: DASHBOARD } : undefined));
    render(<Dashboard {...props} />);
    const chart = await screen.findByRole("img");
    expect(chart.getAttribute("aria-label")).toBe(
      "Bookings and leads per week for the last 8 weeks, starting Oct 11: 23 bookings and 14 leads in total. This week so far: 2 bookings and 1 lead. Most bookings: the week of Nov 8, with 6.",
    );
    const table = screen.getByRole("table", { name: "Bookings and leads per week" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(9);
    const busiest = within(table).getByRole("rowheader", { name: "Sun, Nov 8, 2026" }).closest("tr")!;
    expect(within(busiest).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["6", "4"]);
    expect(screen.getByRole("link", { name: "Jane Doe" }).getAttribute("href")).toBe("/admin/appointments?id=a1");
  });

  it("returns the confirmation-email note, and never asks for admin data, when a customer is signed in", async () => {
    const calls = stubFetch(() => undefined, { email: "joe@example.com", name: "Joe Smith", image: null, isAdmin: false });
    render(<Dashboard {...props} />);
    expect(await screen.findByRole("heading", { name: "Your appointments" })).toBeTruthy();
    expect(screen.getByText(/Hi Joe, thanks for signing in\. Your bookings are in your confirmation emails/)).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(["/api/auth/status"]);
  });
});
