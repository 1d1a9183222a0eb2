// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "@/core/calendar-settings";
import { refreshTakenSlots, useCalendarSettings, useTakenSlots } from "./use-booking-data";

/** The reads the server answered, by path, and whether the next read of a path fails. */
let reads: string[] = [];
let failing = new Set<string>();
let taken = [{ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM", status: "pending" }];

beforeEach(() => {
  reads = [];
  failing = new Set();
  taken = [{ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM", status: "pending" }];
  vi.stubGlobal("fetch", async (url: string) => {
    reads.push(url);
    if (failing.has(url)) return new Response("{}", { status: 503, statusText: "Service Unavailable" });
    const body = url.endsWith("/api/calendar") ? { settings: DEFAULT_CALENDAR_SETTINGS, closedDates: [] } : taken;
    return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A calendar's view of the data: how many slots are taken, or why there is nothing to show. */
function Calendar({ name, showing = true }: { name: string; showing?: boolean }) {
  const settings = useCalendarSettings();
  const slots = useTakenSlots(showing);
  const state = settings.failed ? "failed" : !settings.data || !slots.data ? "loading" : `${slots.data.length} taken`;
  return <p>{`${name}: ${state}`}</p>;
}

describe("useCalendarSettings and useTakenSlots", () => {
  it("read the settings and the taken slots once for every calendar on the page", async () => {
    render(
      <>
        <Calendar name="home" />
        <Calendar name="footer" />
      </>,
    );
    expect(await screen.findByText("home: 1 taken")).toBeTruthy();
    expect(screen.getByText("footer: 1 taken")).toBeTruthy();
    expect(reads.sort()).toEqual(["/api/appointments", "/api/calendar"]);
  });

  it("read the taken slots only while the calendar shows", async () => {
    render(<Calendar name="form step" showing={false} />);
    expect(await screen.findByText("form step: loading")).toBeTruthy();
    await vi.waitFor(() => expect(reads).toEqual(["/api/calendar"]));
  });

  it("try a failed read once more, a second later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    failing.add("/api/calendar");
    render(<Calendar name="estimate" />);
    await vi.waitFor(() => expect(reads.filter((url) => url === "/api/calendar")).toHaveLength(1));
    failing.clear();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reads.filter((url) => url === "/api/calendar")).toHaveLength(2);
    vi.useRealTimers();
    expect(await screen.findByText("estimate: 1 taken")).toBeTruthy();
  });

  it("say the read failed when it fails twice, and do not try again on their own", async () => {
    failing.add("/api/calendar");
    render(<Calendar name="estimate" />);
    expect(await screen.findByText("estimate: failed", {}, { timeout: 3000 })).toBeTruthy();
    // A calendar that tried again on its own would start its next read as soon as it showed the failure.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads.filter((url) => url === "/api/calendar")).toHaveLength(2);
  });

  it("show every calendar the slots read again after a booking", async () => {
    render(
      <>
        <Calendar name="home" />
        <Calendar name="footer" />
      </>,
    );
    expect(await screen.findByText("home: 1 taken")).toBeTruthy();
    taken = [...taken, { appointmentDate: "2026-12-03", appointmentTime: "2:00 PM", status: "pending" }];
    await act(() => refreshTakenSlots());
    expect(screen.getByText("home: 2 taken")).toBeTruthy();
    expect(screen.getByText("footer: 2 taken")).toBeTruthy();
  });

  it("read afresh for a calendar shown after the last one has gone", async () => {
    const first = render(<Calendar name="customer page" />);
    expect(await screen.findByText("customer page: 1 taken")).toBeTruthy();
    first.unmount();
    taken = [];
    render(<Calendar name="customer page, again" />);
    expect(await screen.findByText("customer page, again: 0 taken")).toBeTruthy();
    expect(reads.filter((url) => url === "/api/appointments")).toHaveLength(2);
  });
});
