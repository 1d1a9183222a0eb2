// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { SiteCeilingsRecord } from "@/schemas/site-ceilings";
import { CeilingBanner } from "./ceiling-banner";
import { stubFetch } from "../../../../../tests/components/admin-test-support";

const RECORD: SiteCeilingsRecord = { ceilings: [], reached: [], updatedBy: null, updatedAt: null };

function renderBanner() {
  render(
    <QueryClientProvider client={queryClient()}>
      <CeilingBanner />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("CeilingBanner", () => {
  it("returns nothing while no site-wide limit is reached", async () => {
    const calls = stubFetch((call) => (call.url === "/api/admin/site-ceilings" ? { json: RECORD } : undefined));
    renderBanner();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("returns what was reached, what the site does until the window ends, and where to raise it", async () => {
    const reached: SiteCeilingsRecord["reached"] = [
      { key: "bookingsPerHour", ceiling: 10, refused: 86, reachedAt: "2026-12-01T16:31:00.000Z", until: "2026-12-01T17:00:00.000Z" },
      { key: "textsPerDay", ceiling: 100, refused: 3, reachedAt: "2026-12-01T20:05:00.000Z", until: "2026-12-02T07:00:00.000Z" },
    ];
    stubFetch((call) => (call.url === "/api/admin/site-ceilings" ? { json: { ...RECORD, reached } } : undefined));
    renderBanner();
    const banner = await screen.findByRole("alert");
    expect(banner.querySelector("h2")?.textContent).toBe("The site reached a site-wide limit");
    expect([...banner.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      '10 booking requests an hour: 86 more came past it since 9:31 AM. Until 10:00 AM, new booking requests are still taken, but kept as leads to review ("booking held: site-wide limit reached"): they hold no slot, and each customer is told the office will call to confirm a time.',
      "100 automated texts a day: 3 more came past it since 1:05 PM. Until midnight, automated texts are skipped (emails still go out).",
    ]);
    expect(banner.querySelector("a")?.getAttribute("href")).toBe("/admin/calendar-settings#ceilings-heading");
  });
});
