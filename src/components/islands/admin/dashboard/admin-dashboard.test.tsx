// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { HealthReport } from "@/core/health-report";
import type { AdminDashboard as DashboardData } from "@/schemas/admin/dashboard";
import type { AdminWaiting } from "@/schemas/admin/waiting";
import { AdminDashboard } from "./admin-dashboard";
import { HEALTHY_REPORT, sampleAppointment, stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";

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
  installs: {
    today: [],
    thisWeek: [
      {
        jobId: "j4",
        jobNumber: 1004,
        stage: "scheduled",
        crew: 1,
        crewName: "Crew 1",
        dates: ["2026-12-03", "2026-12-04"],
        customer: "Luz Ortega",
        jobAddress: "4 N Oak St, Chandler, AZ 85225",
        optionName: "Good",
        openings: [],
        permit: { required: "no", number: null, status: "not-applied" },
        leadSafe: false,
      },
      {
        jobId: "j3",
        jobNumber: 1003,
        stage: "scheduled",
        crew: 1,
        crewName: "Crew 1",
        dates: ["2026-12-01"],
        customer: "Iris Fox",
        jobAddress: "7 S Gilbert Rd, Gilbert, AZ 85233",
        optionName: "Best",
        openings: [],
        permit: { required: "no", number: null, status: "not-applied" },
        leadSafe: false,
      },
    ],
  },
  jobsWaiting: 1,
};

const WAITING: AdminWaiting = { visitsToConfirm: 2, newLeads: 0, textsToAnswer: 5, jobsWaiting: 1 };

const HEALTH: HealthReport = { ...HEALTHY_REPORT, notSetUp: [{ id: "sms", name: "Texts", set: "TWILIO_ACCOUNT_SID" }] };

const TODAY = [
  sampleAppointment({ id: "t1", firstName: "Ana", lastName: "Early", appointmentTime: "8:00 AM", status: "confirmed" }),
  sampleAppointment({ id: "t2", firstName: "Cal", lastName: "Cancelled", appointmentTime: "10:00 AM", status: "cancelled" }),
  sampleAppointment({ id: "t3", firstName: "Bo", lastName: "Later", appointmentTime: "1:00 PM", status: "pending" }),
];

/** Today's installs as the installs calendar answers for one day: crew 2's first, to show they are put in crew order. */
const INSTALLS = {
  crews: [
    { number: 1, name: "Crew 1", retired: false },
    { number: 2, name: "Crew 2", retired: false },
  ],
  closedDates: [],
  installs: [
    {
      jobId: "j2",
      jobNumber: 1002,
      stage: "scheduled",
      crew: 2,
      crewName: "Crew 2",
      dates: ["2026-12-01"],
      customer: "Rosa Quintero",
      jobAddress: "9 W Elm St, Mesa, AZ 85201",
      optionName: "Best",
      openings: [],
      permit: { required: "no", number: null, status: "not-applied" },
    },
    {
      jobId: "j1",
      jobNumber: 1001,
      stage: "scheduled",
      crew: 1,
      crewName: "Crew 1",
      dates: ["2026-12-01"],
      customer: "Ana Lopez",
      jobAddress: "123 E Main St, Gilbert, AZ 85233",
      optionName: "Better",
      openings: [],
      permit: { required: "no", number: null, status: "not-applied" },
    },
  ],
};

function answer(call: FetchCall) {
  if (call.url === "/api/admin/dashboard") return { json: DASHBOARD };
  if (call.url === "/api/admin/waiting") return { json: WAITING };
  if (call.url === "/api/health") return { json: HEALTH };
  if (call.url.startsWith("/api/admin/appointments?"))
    return { json: { items: TODAY, total: 3, totalCapped: false, page: 1, pageSize: 50 } };
  if (call.url.startsWith("/api/admin/installs?")) {
    const day = new URL(call.url, "http://localhost").searchParams.get("from")!;
    return { json: { ...INSTALLS, from: day, to: day } };
  }
  return undefined;
}

const props = { supportEmail: "help@example.com" };

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("AdminDashboard", () => {
  it("opens on the day: today's visits in time order without the cancelled one, then what waits, with the setup notices folded below", async () => {
    const calls = stubFetch(answer);
    render(<AdminDashboard {...props} />);
    const visits = await screen.findByRole("list", { name: "2 visits today" });
    expect(
      within(visits)
        .getAllByRole("link", { name: /Early|Later/ })
        .map((link) => link.textContent),
    ).toEqual(["Ana Early", "Bo Later"]);
    expect(within(visits).getByRole("link", { name: "Ana Early" }).getAttribute("href")).toBe("/admin/appointments?id=t1");
    expect(screen.queryByText("Cal Cancelled")).toBeNull();

    const waiting = screen.getByRole("region", { name: "Waiting for you" });
    expect(await within(waiting).findByRole("link", { name: "Appointments 2 to confirm" })).toBeTruthy();
    expect(within(waiting).getByRole("link", { name: "Appointments 2 to confirm" }).getAttribute("href")).toBe(
      "/admin/appointments?status=pending&show=all",
    );
    expect(within(waiting).getByRole("link", { name: "Leads 0 new" }).getAttribute("href")).toBe("/admin/leads?status=new");
    expect(within(waiting).getByRole("link", { name: "Texts 5 to answer" }).getAttribute("href")).toBe("/admin/texts");
    expect(within(waiting).getByRole("link", { name: "Jobs 1 waiting too long" }).getAttribute("href")).toBe("/admin/jobs");

    // The day's installs, by crew, each opening its job, asked for the one day.
    const installs = await screen.findByRole("list", { name: "2 installs today" });
    expect(
      within(installs)
        .getAllByRole("link", { name: /^Job / })
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Job 1001: Ana Lopez", "/admin/job?id=j1"],
      ["Job 1002: Rosa Quintero", "/admin/job?id=j2"],
    ]);
    const asked = new URL(calls.find((call) => call.url.startsWith("/api/admin/installs?"))!.url, "http://localhost").searchParams;
    expect(asked.get("from")).toBe(asked.get("to"));

    // The week's installs among the numbers, in day order, each with its days and crew.
    const week = await screen.findByRole("list", { name: "2 installs this week" });
    expect(
      within(week)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Job 1003: Iris FoxDec 1 · Crew 1", "Job 1004: Luz OrtegaDec 3 – Dec 4 · Crew 1"]);

    const notices = document.querySelector<HTMLDetailsElement>('[data-slot="setup-notices"]')!;
    expect(notices.open).toBe(false);
    expect(await within(notices).findByText("1 notice")).toBeTruthy();
    // The day and what waits come first in reading order; the setup notices after the numbers.
    const today = document.getElementById("today-heading")!.closest("section")!;
    expect(today.compareDocumentPosition(waiting) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(waiting.compareDocumentPosition(notices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says so when nothing waits", async () => {
    stubFetch((call) =>
      call.url === "/api/admin/waiting" ? { json: { visitsToConfirm: 0, newLeads: 0, textsToAnswer: 0, jobsWaiting: 0 } } : answer(call),
    );
    render(<AdminDashboard {...props} />);
    expect(await screen.findByText("Nothing waits for the office right now.")).toBeTruthy();
  });

  it("returns the five stat cards when an admin is signed in", async () => {
    stubFetch((call) => (call.url === "/api/admin/dashboard" ? { json: DASHBOARD } : undefined));
    render(<AdminDashboard {...props} />);
    expect(await screen.findByRole("link", { name: "Appointments today 3" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "This week 11" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pending to confirm 4" }).getAttribute("href")).toBe("/admin/appointments?status=pending");
    expect(screen.getByRole("link", { name: "New leads 7" }).getAttribute("href")).toBe("/admin/leads?status=new");
    expect(screen.getByRole("link", { name: "No-shows 1" })).toBeTruthy();
  });

  it("returns a chart summarised in its label and a data table of every week", async () => {
    stubFetch((call) => (call.url === "/api/admin/dashboard" ? { json: DASHBOARD } : undefined));
    render(<AdminDashboard {...props} />);
    const chart = await screen.findByRole("img");
    expect(chart.getAttribute("aria-label")).toBe(
      "Bookings and leads per week for the last 8 weeks, starting Oct 11: 23 bookings and 14 leads in total. This week so far: 2 bookings and 1 lead. Most bookings: the week of Nov 8, with 6.",
    );
    const table = screen.getByRole("table", { name: "Bookings and leads per week" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(9);
    const busiest = within(table).getByRole("rowheader", { name: "Sun, Nov 8, 2026" }).closest("tr")!;
    expect(
      within(busiest)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["6", "4"]);
    expect(screen.getByRole("link", { name: "Jane Doe" }).getAttribute("href")).toBe("/admin/appointments?id=a1");
  });

  it("signs out everywhere only after asking, then goes home", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const calls = stubFetch((call) => {
      if (call.url === "/api/admin/dashboard") return { json: DASHBOARD };
      if (call.method === "POST" && call.url === "/api/auth/logout-everywhere") return { json: { success: true, ended: 2 } };
      return undefined;
    });
    render(<AdminDashboard {...props} />);
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
    render(<AdminDashboard {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, sign out everywhere" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This request must come from this site.");
  });

  it("offers sign out everywhere even when the numbers fail to load", async () => {
    stubFetch((call) => (call.url === "/api/admin/dashboard" ? { status: 500, json: { success: false, error: "Down" } } : undefined));
    render(<AdminDashboard {...props} />);
    expect(await screen.findByRole("button", { name: "Sign out everywhere" })).toBeTruthy();
  });
});
