// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { QuoteStage } from "@/core/quote-status";
import type { AdminQuote } from "@/schemas/quote";
import { QuotesAdmin } from "./quotes-admin";
import { stubFetch } from "../../../../../tests/components/admin-test-support";

const quote = (number: number, status: QuoteStage, customer: string): AdminQuote => ({
  id: `q${number}`,
  number,
  status,
  revision: 1,
  customer,
  appointmentId: null,
  leadId: null,
  channel: "direct",
  locale: "en",
  value: { lowCents: 1_250_000, highCents: 1_890_000 },
  views: 2,
  sentAt: null,
  createdAt: "2026-11-20T16:00:00.000Z",
});

const QUOTES = [quote(1003, "signed", "Rosa Delgado"), quote(1002, "opened", "Sam Lee"), quote(1001, "declined", "Kim Park")];

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("QuotesAdmin's list", () => {
  it("draws every quote as a table row and as a card, each with its status, the table only where the list's box has room", async () => {
    stubFetch((call) =>
      call.url.startsWith("/api/admin/quotes")
        ? { json: { items: QUOTES, nextCursor: null, total: 3, totalCapped: false, pageSize: 20 } }
        : undefined,
    );
    render(<QuotesAdmin supportEmail="help@example.com" />);
    const table = await screen.findByRole("table", { name: "Quotes, newest first" });
    const cards = screen.getByRole("list", { name: "Quotes, newest first" });
    // One of the two shows at a time, by the width of the list's own box (a container query).
    expect(table.closest("div")!.className).toContain("hidden @2xl:block");
    expect(cards.className).toContain("@2xl:hidden");

    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Quote", "Customer", "Status", "Value", "Age", "Views"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((header) => header.textContent),
    ).toEqual(["Quote 1003", "Quote 1002", "Quote 1001"]);

    const items = within(cards).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole("button").textContent)).toEqual(["Quote 1003", "Quote 1002", "Quote 1001"]);
    expect(items.map((item) => within(item).getByText(/^(Signed|Opened|Declined)$/).textContent)).toEqual(["Signed", "Opened", "Declined"]);
    // A card's other lines are labelled with the table's headers.
    expect(
      within(items[1]!)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Customer", "Value", "Age", "Views"]);
    expect(within(items[1]!).getByText("Sam Lee")).toBeTruthy();
  });
});
