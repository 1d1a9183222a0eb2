// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { CalendarFeedState, NewCalendarFeed } from "@/schemas/admin/calendar-feed";
import { QueryProvider } from "@/components/islands/query-provider";
import { CALENDAR_FEED_URL, CalendarFeedCard } from "./calendar-feed-card";
import { stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";

const NEW_LINK: NewCalendarFeed = {
  url: `https://example.com/api/calendar-feed/${"N".repeat(43)}.ics`,
  madeAt: "2026-12-02T16:30:00.000Z",
};

function answer(state: CalendarFeedState) {
  return (call: FetchCall) => {
    if (call.url === CALENDAR_FEED_URL && call.method === "GET") return { json: state };
    if (call.url === CALENDAR_FEED_URL && call.method === "POST") return { json: NEW_LINK };
    return undefined;
  };
}

const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === "POST");
const renderCard = () =>
  render(
    <QueryProvider>
      <CalendarFeedCard />
    </QueryProvider>,
  );

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("CalendarFeedCard", () => {
  it("says what the feed lists as the server answers for the role: everything, or an estimator's own visits", async () => {
    stubFetch(answer({ exists: false, madeAt: null, reach: "everything" }));
    renderCard();
    expect(await screen.findByText(/It lists the visits and installs of the last 30 days/)).toBeTruthy();
    cleanup();
    queryClient().clear();
    stubFetch(answer({ exists: false, madeAt: null, reach: "assigned visits" }));
    renderCard();
    expect(await screen.findByText(/It lists the visits given to you of the last 30 days/)).toBeTruthy();
  });

  it("says a link exists and when it was made, never shows one, and explains why", async () => {
    stubFetch(answer({ exists: true, madeAt: "2026-12-01T16:30:00.000Z", reach: "everything" }));
    renderCard();
    expect(
      await screen.findByText(/Your link was made on Dec 1, 2026, 9:30 AM \(Phoenix time\)\. For your safety it is shown only once/),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Your private calendar link")).toBeNull();
    expect(screen.queryByRole("button", { name: "Copy link" })).toBeNull();
    expect(screen.getByRole("button", { name: "Make a new link" })).toBeTruthy();
  });

  it("replaces the link only when confirmed, then shows the new one once, with a copy button", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answer({ exists: true, madeAt: "2026-12-01T16:30:00.000Z", reach: "everything" }));
    renderCard();
    await user.click(await screen.findByRole("button", { name: "Make a new link" }));
    const confirm = screen.getByRole("group", { name: "Make a new link?" });
    await user.click(within(confirm).getByRole("button", { name: "Keep the current link" }));
    expect(posts(calls)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Make a new link" }));
    await user.click(within(screen.getByRole("group", { name: "Make a new link?" })).getByRole("button", { name: "Yes, make a new link" }));
    const link = (await screen.findByLabelText("Your private calendar link")) as HTMLInputElement;
    expect(link.value).toBe(NEW_LINK.url);
    expect(posts(calls)).toHaveLength(1);
    expect(screen.getByText("Copy it now: for your safety it will not be shown again.")).toBeTruthy();
    expect(screen.queryByText(/For your safety it is shown only once/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(NEW_LINK.url));
  });

  it("makes the first link without asking, since there is nothing to replace", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answer({ exists: false, madeAt: null, reach: "everything" }));
    renderCard();
    expect(await screen.findByText("You have no calendar link yet.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Make my link" }));
    expect(((await screen.findByLabelText("Your private calendar link")) as HTMLInputElement).value).toBe(NEW_LINK.url);
    expect(posts(calls)).toHaveLength(1);
    expect(screen.queryByRole("group", { name: "Make a new link?" })).toBeNull();
  });
});
