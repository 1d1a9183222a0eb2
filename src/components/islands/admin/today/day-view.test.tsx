// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { AdminAppointment } from "@/schemas/admin/appointments";
import { dayFrom, DayView } from "./day-view";
import { ADMIN_USER, sampleAppointment, stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";

const TEXTABLE = { consent: true, optedOut: false, messages: 1, lastStatus: "delivered" };
const EARLY = sampleAppointment({
  id: "v1",
  firstName: "Ana",
  lastName: "Early",
  appointmentDate: "2026-12-08",
  appointmentTime: "8:00 AM",
  status: "confirmed",
  texts: TEXTABLE,
  photoCount: 2,
});
const UNCONSENTED = sampleAppointment({
  id: "v2",
  firstName: "Bo",
  lastName: "Silent",
  appointmentDate: "2026-12-08",
  appointmentTime: "10:00 AM",
  adminNotes: "Gate code 4512",
  texts: { consent: false, optedOut: false, messages: 0, lastStatus: null },
});
const STOPPED = sampleAppointment({
  id: "v3",
  firstName: "Cy",
  lastName: "Stopped",
  appointmentDate: "2026-12-08",
  appointmentTime: "2:00 PM",
  texts: { ...TEXTABLE, optedOut: true },
});
const CANCELLED = sampleAppointment({
  id: "v4",
  firstName: "Di",
  lastName: "Gone",
  appointmentDate: "2026-12-08",
  appointmentTime: "8:00 AM",
  status: "cancelled",
  texts: TEXTABLE,
});

const DAY_URL = (date: string) => `/api/admin/appointments?from=${date}&to=${date}&sort=time&page=1&pageSize=100`;

function dayAnswer(items: AdminAppointment[], textsConfigured = true) {
  return (call: FetchCall) => {
    if (call.url.startsWith("/api/admin/appointments?"))
      return {
        json: {
          items: call.url === DAY_URL("2026-12-08") ? items : [],
          total: items.length,
          totalCapped: false,
          page: 1,
          pageSize: 100,
          textsConfigured,
        },
      };
    if (call.url === "/api/admin/sms/on-my-way") return { status: 201, json: { id: 7, status: "sent" } };
    return undefined;
  };
}

beforeEach(() => window.history.replaceState(null, "", "/admin/today?date=2026-12-08"));

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("DayView", () => {
  it("offers the calendar link to an estimator, who cannot open the calendar settings, and not to an owner, who finds it there", async () => {
    const days = dayAnswer([EARLY]);
    const withFeed = (call: FetchCall) =>
      call.url === "/api/admin/calendar-feed" ? { json: { exists: false, madeAt: null, reach: "assigned visits" } } : days(call);
    const calls = stubFetch(withFeed, { ...ADMIN_USER, isAdmin: false, role: "estimator" });
    render(<DayView supportEmail="help@example.com" />);
    expect(await screen.findByRole("heading", { name: "Your calendar on your phone" })).toBeTruthy();
    expect(await screen.findByText(/It lists the visits given to you/)).toBeTruthy();
    cleanup();
    queryClient().clear();
    calls.length = 0;

    const ownerCalls = stubFetch(withFeed);
    render(<DayView supportEmail="help@example.com" />);
    // The card's script already loaded for the estimator, so an owner's day shows at once that it holds none.
    expect(await screen.findByText(/^1 visit on/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Your calendar on your phone" })).toBeNull();
    expect(ownerCalls.some((call) => call.url === "/api/admin/calendar-feed")).toBe(false);
  });

  it("lists the day's installs with their permit and every opening to install, without a price", async () => {
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
    const install = {
      jobId: "j1",
      jobNumber: 1001,
      stage: "scheduled",
      crew: 1,
      dates: ["2026-12-08"],
      customer: "Rosa Quintero",
      jobAddress: "123 E Main St, Gilbert, AZ 85233",
      optionName: "Better",
      openings: [{ openingId: "op1", unit, photoCount: 0 }],
      permit: { required: "yes", number: "BP-2026-1234", status: "issued" },
    };
    const days = dayAnswer([]);
    stubFetch((call) =>
      call.url === "/api/admin/installs?from=2026-12-08&to=2026-12-08"
        ? { json: { from: "2026-12-08", to: "2026-12-08", crews: 1, closedDates: [], installs: [install] } }
        : days(call),
    );
    render(<DayView supportEmail="help@example.com" />);
    const list = await screen.findByRole("list", { name: "Openings to install for job 1001" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Living room · picture window · W 71 1/2 × H 48 in · Milgard Tuscany V400 · Low-E · insert"]);
    const installs = screen.getByRole("region", { name: "Installs" });
    expect(within(installs).getByText("Permit BP-2026-1234 (issued)")).toBeTruthy();
    expect(installs.textContent).not.toMatch(/\$/);
  });

  it("returns the day's visits in the list's order, each with its call and map links, from one request", async () => {
    const calls = stubFetch(dayAnswer([EARLY, UNCONSENTED, STOPPED, CANCELLED]));
    render(<DayView supportEmail="help@example.com" />);
    expect(await screen.findByText("3 visits on Tue, Dec 8, 2026 (and 1 cancelled, listed last).")).toBeTruthy();
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "8:00 AM Ana Early",
      "10:00 AM Bo Silent",
      "2:00 PM Cy Stopped",
      "8:00 AM Di Gone",
    ]);
    const early = screen.getByRole("article", { name: "8:00 AM Ana Early" });
    expect(within(early).getByRole("link", { name: "Call (480)\u00A0555\u20110100" }).getAttribute("href")).toBe("tel:4805550100");
    expect(
      within(early)
        .getByRole("link", { name: /12 Palm Lane, Mesa 85201/ })
        .getAttribute("href"),
    ).toBe("https://www.google.com/maps/search/?api=1&query=12%20Palm%20Lane%2C%20Mesa%2C%20AZ%2085201");
    expect(within(early).getByText("2 photos")).toBeTruthy();
    expect(within(screen.getByRole("article", { name: "10:00 AM Bo Silent" })).getByText("Gate code 4512")).toBeTruthy();
    // No thread per visit: the list said who can be texted (the day's installs are their own request).
    expect(calls.map((call) => call.url).filter((url) => url !== "/api/auth/status" && !url.startsWith("/api/admin/installs?"))).toEqual([
      DAY_URL("2026-12-08"),
    ]);
  });

  it("returns 'On my way' only for a visit to make whose customer consented and did not reply STOP", async () => {
    stubFetch(dayAnswer([EARLY, UNCONSENTED, STOPPED, CANCELLED]));
    render(<DayView supportEmail="help@example.com" />);
    await screen.findByText(/^3 visits on/);
    const buttons = screen.getAllByRole("button", { name: /^On my way, \d+ min$/ });
    expect(buttons.map((button) => button.closest("article")?.querySelector("h3")?.textContent)).toEqual([
      "8:00 AM Ana Early",
      "8:00 AM Ana Early",
      "8:00 AM Ana Early",
    ]);
    expect(within(screen.getByRole("article", { name: "10:00 AM Bo Silent" })).getByText(/No consent to texts/)).toBeTruthy();
    expect(within(screen.getByRole("article", { name: "2:00 PM Cy Stopped" })).getByText(/Replied STOP/)).toBeTruthy();
  });

  it("sends 'On my way' with the chosen ETA and says so", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(dayAnswer([EARLY]));
    render(<DayView supportEmail="help@example.com" />);
    await user.click(await screen.findByRole("button", { name: "On my way, 30 min" }));
    expect(await screen.findByText("Sent: arriving in about 30 minutes.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", url: "/api/admin/sms/on-my-way", body: { appointmentId: "v1", etaMinutes: 30 } },
    ]);
  });

  it("returns no 'On my way' when texts are not configured", async () => {
    stubFetch(dayAnswer([EARLY], false));
    render(<DayView supportEmail="help@example.com" />);
    await screen.findByText(/^1 visit on/);
    expect(screen.queryByRole("button", { name: /On my way/ })).toBeNull();
  });

  it("moves to the next and previous day, and to a typed date, keeping the day in the address", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(dayAnswer([EARLY]));
    render(<DayView supportEmail="help@example.com" />);
    await screen.findByText(/^1 visit on/);
    await user.click(screen.getByRole("button", { name: "Next day" }));
    expect(await screen.findByText("No visits on Wed, Dec 9, 2026.")).toBeTruthy();
    expect(window.location.search).toBe("?date=2026-12-09");
    await user.click(screen.getByRole("button", { name: "Previous day" }));
    await user.click(screen.getByRole("button", { name: "Previous day" }));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain(DAY_URL("2026-12-07")));
    // A date picker sets the whole day at once.
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-12-24" } });
    await waitFor(() => expect(calls.map((call) => call.url)).toContain(DAY_URL("2026-12-24")));
    expect(window.location.search).toBe("?date=2026-12-24");
  });
});

describe("dayFrom", () => {
  it("returns the address's day when it is a real one", () => {
    expect(dayFrom("?date=2026-12-08", new Date("2026-12-01T17:00:00Z"))).toBe("2026-12-08");
  });

  it("returns today in Phoenix otherwise, even when it is already tomorrow in UTC", () => {
    expect(dayFrom("", new Date("2026-12-02T05:30:00Z"))).toBe("2026-12-01");
    expect(dayFrom("?date=2026-02-30", new Date("2026-12-01T17:00:00Z"))).toBe("2026-12-01");
  });
});
