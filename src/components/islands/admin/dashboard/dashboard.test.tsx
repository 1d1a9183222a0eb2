// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { AdminDashboard } from "@/schemas/admin/dashboard";
import { formatWindow } from "@/i18n/dates";
import { Dashboard } from "./dashboard";
import { CUSTOMER, MINE, sampleAppointment, stubFetch } from "../../../../../tests/components/admin-test-support";

const DASHBOARD: AdminDashboard = {
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
  installs: { today: [], thisWeek: [] },
  jobsWaiting: 0,
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

  // The arrival window, as formatWindow writes it: its clock words keep non-breaking spaces, which
  // the text matchers read as plain ones.
  const WINDOW = formatWindow("10:00 AM", 120, "en");

  it("lists a customer's own upcoming appointments, and never asks for admin data", async () => {
    const calls = stubFetch((call) => (call.url === "/api/my/appointments" ? { json: [MINE] } : undefined), CUSTOMER);
    render(<Dashboard {...props} />);
    const card = await screen.findByRole("article", { name: `Thursday, December 3, 2026, ${WINDOW}` });
    expect(within(card).getByText(`${WINDOW} · Window installation`.replace(/\s/g, " "))).toBeTruthy();
    expect(within(card).getByText("12 Palm Lane, Mesa 85201")).toBeTruthy();
    expect(screen.getByText("joe@example.com")).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith("/api/admin/"))).toBe(false);
  });

  it("cancels after asking, then reloads the list and says the time is free", async () => {
    let mine = [MINE];
    const calls = stubFetch((call) => {
      if (call.url === "/api/my/appointments") return { json: mine };
      if (call.method === "POST" && call.url === "/api/my/appointments/m1/cancel") {
        mine = [];
        return { json: { ...MINE, status: "cancelled", cancellable: false } };
      }
      return undefined;
    }, CUSTOMER);
    render(<Dashboard {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel appointment" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByText("You have no upcoming appointments.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual(["/api/my/appointments/m1/cancel"]);
    expect(await screen.findByText(`Thursday, December 3, 2026, ${WINDOW} is free again.`.replace(/\s/g, " "))).toBeTruthy();
  });

  it("shows the server's reason when the visit can no longer be cancelled", async () => {
    stubFetch((call) => {
      if (call.url === "/api/my/appointments") return { json: [MINE] };
      if (call.method === "POST") return { status: 409, json: { success: false, error: "This appointment can no longer be cancelled online. Please call us." } };
      return undefined;
    }, CUSTOMER);
    render(<Dashboard {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel appointment" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This appointment can no longer be cancelled online. Please call us.");
  });

  it("tells a customer with no bookings how to book or find one made with another email", async () => {
    stubFetch((call) => (call.url === "/api/my/appointments" ? { json: [] } : undefined), CUSTOMER);
    render(<Dashboard {...props} />);
    expect(await screen.findByText("You have no upcoming appointments.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a free estimate" }).getAttribute("href")).toBe("/estimate");
    expect(screen.getByRole("link", { name: "help@example.com" }).getAttribute("href")).toBe("mailto:help@example.com");
  });

  it("signs out everywhere only after asking, then goes home", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const calls = stubFetch((call) => {
      if (call.url === "/api/admin/dashboard") return { json: DASHBOARD };
      if (call.method === "POST" && call.url === "/api/auth/logout-everywhere") return { json: { success: true, ended: 2 } };
      return undefined;
    });
    render(<Dashboard {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    const dialog = screen.getByRole("dialog", { name: "Sign out everywhere?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, sign out everywhere" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual(["/api/auth/logout-everywhere"]);
  });

  it("keeps the session and says so when signing out everywhere fails", async () => {
    stubFetch((call) => {
      if (call.url === "/api/admin/dashboard") return { json: DASHBOARD };
      if (call.method === "POST") return { status: 403, json: { success: false, error: "This request must come from this site." } };
      return undefined;
    });
    render(<Dashboard {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, sign out everywhere" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This request must come from this site.");
  });

  it("offers sign out everywhere even when the numbers fail to load", async () => {
    stubFetch((call) => (call.url === "/api/admin/dashboard" ? { status: 500, json: { success: false, error: "Down" } } : undefined));
    render(<Dashboard {...props} />);
    expect(await screen.findByRole("button", { name: "Sign out everywhere" })).toBeTruthy();
  });

  it("shows customers no sign out everywhere button", async () => {
    stubFetch((call) => (call.url === "/api/my/appointments" ? { json: [] } : undefined), CUSTOMER);
    render(<Dashboard {...props} />);
    expect(await screen.findByText("You have no upcoming appointments.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign out everywhere" })).toBeNull();
  });
});
