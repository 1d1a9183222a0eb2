// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { CatalogLine, QuoteSubject } from "@/schemas/quote";
import { stubFetch } from "../../../../../tests/components/admin-test-support";
import { QuoteEditor } from "./quote-editor";

const VISIT_ID = "6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f";
const CATALOG: CatalogLine[] = [
  { name: "Milgard Tuscany V400", minCents: 55_000, maxCents: 85_000 },
  { name: "Pella Impervia", minCents: 75_000, maxCents: 95_000 },
];
const ROSA: QuoteSubject = {
  customer: "Rosa Quintero",
  locale: "es",
  visit: { date: "2026-12-01", time: "10:00 AM" },
  jobAddress: "123 E Main St, Gilbert, AZ 85233",
  cannotSend: null,
};

function renderEditor(subject: QuoteSubject = ROSA) {
  const calls = stubFetch((call) => {
    if (call.url === `/api/admin/quotes/subject?appointmentId=${VISIT_ID}`) return { json: subject };
    if (call.url === "/admin/quote-catalog.json") return { json: CATALOG };
    return undefined;
  });
  render(<QuoteEditor supportEmail="support@example.com" />);
  return calls;
}

beforeEach(() => window.history.replaceState(null, "", `/admin/quote?appointmentId=${VISIT_ID}`));
afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("QuoteEditor", () => {
  it("says who the quote is for at the top, and fills the job address from the visit", async () => {
    renderEditor();
    const top = await screen.findByRole("region", { name: "Who the quote is for" });
    expect(within(top).getByText("Rosa Quintero")).toBeTruthy();
    expect(within(top).getByText("Tue, Dec 1, 2026, 10:00 AM")).toBeTruthy();
    expect(within(top).getByText("123 E Main St, Gilbert, AZ 85233")).toBeTruthy();
    expect((screen.getByLabelText("Job address") as HTMLInputElement).value).toBe("123 E Main St, Gilbert, AZ 85233");
  });

  it("names the options in the customer's language", async () => {
    renderEditor();
    expect(await screen.findByText(/^Spanish: write the option names, items and note in Spanish/)).toBeTruthy();
    expect((screen.getAllByLabelText("Name")[0] as HTMLInputElement).value).toBe("Buena");
    fireEvent.click(screen.getByRole("button", { name: "Add an option" }));
    expect((screen.getAllByLabelText("Name")[1] as HTMLInputElement).value).toBe("Mejor");
  });

  it("fills a picked product line's name and its starting price, the middle of its range, and keeps a price the owner typed", async () => {
    renderEditor();
    const item = await screen.findByLabelText("Item 1");
    // The product lines are there to pick from.
    await waitFor(() => expect(document.querySelector('datalist option[value="Milgard Tuscany V400"]')).not.toBeNull());
    fireEvent.change(item, { target: { value: "Milgard Tuscany V400" } });
    expect((item as HTMLInputElement).value).toBe("Milgard Tuscany V400");
    const price = screen.getByLabelText("Unit price ($)") as HTMLInputElement;
    expect(price.value).toBe("700.00");
    expect(
      screen.getByText("Usually $550.00-$850.00 per window, installed; the price starts in the middle for you to change."),
    ).toBeTruthy();
    // Another pick moves the starting price with it; the owner's own price stays.
    fireEvent.change(item, { target: { value: "Pella Impervia" } });
    expect(price.value).toBe("850.00");
    fireEvent.change(price, { target: { value: "799" } });
    fireEvent.change(item, { target: { value: "Milgard Tuscany V400" } });
    expect(price.value).toBe("799");
  });

  it("warns while the text typed is in the other language than the customer's", async () => {
    renderEditor();
    const names = await screen.findAllByLabelText("Name");
    expect(screen.queryByText(/looks English/)).toBeNull();
    fireEvent.change(names[0]!, { target: { value: "Good" } });
    fireEvent.change(screen.getByLabelText("Item 1"), { target: { value: "Double-hung window with new trim" } });
    expect(
      screen.getByText("This quote's text looks English, but Rosa Quintero reads Spanish. Write it in Spanish before you send it."),
    ).toBeTruthy();
  });

  it("says a draft cannot be sent yet, and why, while a contract's facts are missing", async () => {
    renderEditor({ ...ROSA, cannotSend: "No quote can be sent or signed until the business facts give the Arizona ROC license number." });
    expect(
      await screen.findByText(
        "You can save this draft, but it cannot be sent yet. No quote can be sent or signed until the business facts give the Arizona ROC license number.",
      ),
    ).toBeTruthy();
  });
});
