// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "@/core/calendar-settings";
import { queryClient } from "@/browser/api-client";
import { BookingWidget } from "./booking-widget";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  vi.stubGlobal("fetch", async (url: string) => {
    const body = url.endsWith("/api/calendar") ? { settings: DEFAULT_CALENDAR_SETTINGS } : [{ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM", status: "pending" }];
    return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  });
});
afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("BookingWidget", () => {
  it("shows 28 days from today in the compact view, Sundays and past days disabled", async () => {
    render(<BookingWidget variant="compact" phone="(480) 555-0142" />);
    expect(await screen.findByRole("button", { name: "Tuesday, December 1, open" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Monday, December 28, open" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /December 29/ })).toBeNull();
    expect((screen.getByRole("button", { name: "Sunday, December 6, closed" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("labels a taken slot Booked and the noon slot Unavailable", async () => {
    render(<BookingWidget variant="full" phone="(480) 555-0142" />);
    (await screen.findByRole("button", { name: "Thursday, December 3, open" })).click();
    expect(await screen.findByRole("button", { name: "Thursday, December 3, 10:00 AM, Booked" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Thursday, December 3, 12:00 PM, Unavailable" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Thursday, December 3, 2:00 PM, available" })).toBeTruthy();
  });

  it("shows a taken slot's words as two words of its label (WCAG 2.5.3, label in name)", async () => {
    render(<BookingWidget variant="full" phone="(480) 555-0142" />);
    (await screen.findByRole("button", { name: "Thursday, December 3, open" })).click();
    const taken = await screen.findByRole("button", { name: "Thursday, December 3, 12:00 PM, Unavailable" });
    expect(taken.textContent).toBe("12:00 PM Unavailable");
  });
});
