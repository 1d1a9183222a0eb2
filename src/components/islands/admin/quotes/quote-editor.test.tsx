// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { QuoteBookView, QuotePreview, QuoteSubject } from "@/schemas/quote";
import { stubFetch } from "../../../../../tests/components/admin-test-support";
import { QuoteEditor } from "./quote-editor";

const VISIT_ID = "6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f";
const BOOK: QuoteBookView = {
  lines: [
    { id: "door", name: "Patio door", kind: "patio-door" },
    { id: "v400", name: "Milgard Tuscany V400", kind: "window" },
  ],
  options: [
    { id: "low-e", name: "Low-E", lineIds: null, tempered: false },
    { id: "tempered", name: "Tempered", lineIds: null, tempered: true },
  ],
  openings: [
    { id: "w1", kind: "window", label: "Sala, picture window W 72 × H 48 in", temperedRequired: false },
    { id: "d1", kind: "patio-door", label: "Patio, sliding patio door W 72 × H 80 in", temperedRequired: true },
  ],
};
const item = (description: string, cents: number) => ({ description, quantity: 1, unitPriceCents: cents, lineTotalCents: cents });
const record = (itemIndex: number, openingId: string, totalCents: number) =>
  ({ optionId: "p1", itemIndex, openingId, priced: { unitCents: 0, installCents: 0, options: [], totalCents }, override: null }) as never;
/** What the server answers a preview of one option: the window and the door priced. */
const PREVIEW: QuotePreview = {
  options: [
    {
      id: "p1",
      name: "Buena",
      items: [
        item("Sala · ventana fija · An 72 × Al 48 pulg · Milgard Tuscany V400 · inserción", 67_000),
        item("Patio · puerta corrediza de patio · An 72 × Al 80 pulg · Patio door · inserción", 240_000),
      ],
      subtotalCents: 307_000,
      discountCents: 0,
      taxRateBasisPoints: 0,
      taxCents: 0,
      totalCents: 307_000,
      depositCents: 92_100,
      balanceCents: 214_900,
    },
  ],
  pricedOpenings: [record(0, "w1", 67_000), record(1, "d1", 240_000)],
};
const ROSA: QuoteSubject = {
  customer: "Rosa Quintero",
  locale: "es",
  visit: { date: "2026-12-01", time: "10:00 AM" },
  jobAddress: "123 E Main St, Gilbert, AZ 85233",
  city: "Gilbert",
  cannotSend: null,
  yearBuilt: 1995,
};

function renderEditor(subject: QuoteSubject = ROSA, book: QuoteBookView = BOOK) {
  const calls = stubFetch((call) => {
    if (call.url === `/api/admin/quotes/subject?appointmentId=${VISIT_ID}`) return { json: subject };
    if (call.url === `/api/admin/quotes/book?appointmentId=${VISIT_ID}`) return { json: book };
    if (call.url === "/api/admin/quotes/preview") return { json: PREVIEW };
    if (call.url === "/api/admin/tax-rates") return { json: { rates: [], updatedBy: null, updatedAt: null } };
    if (call.url === "/api/admin/quotes" && call.method === "POST") return { json: { id: "q9" }, status: 201 };
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

  it("suggests the price book's active lines by name for a typed line, with no price filled", async () => {
    renderEditor();
    const line = await screen.findByLabelText("Item 1");
    await waitFor(() => expect(document.querySelector('datalist option[value="Milgard Tuscany V400"]')).not.toBeNull());
    expect([...document.querySelectorAll("datalist option")].map((option) => option.getAttribute("value"))).toEqual([
      "Patio door",
      "Milgard Tuscany V400",
    ]);
    fireEvent.change(line, { target: { value: "Milgard Tuscany V400" } });
    expect((screen.getByLabelText("Unit price ($)") as HTMLInputElement).value).toBe("");
  });

  it("prices an option from the measure sheet: each kind's line picked, the server's price of each opening shown, an override saved with its reason", async () => {
    const calls = renderEditor();
    fireEvent.click(await screen.findByRole("radio", { name: "From the measure sheet" }));
    // One line per kind on the sheet, the book's first of that kind chosen; the tempered upgrade is not offered.
    expect((screen.getByLabelText("Line 1") as HTMLSelectElement).value).toBe("v400");
    expect((screen.getByLabelText("Line 2") as HTMLSelectElement).value).toBe("door");
    expect(screen.queryByRole("checkbox", { name: "Tempered" })).toBeNull();
    fireEvent.click(within(screen.getByRole("group", { name: "Options of line 1" })).getByRole("checkbox", { name: "Low-E" }));
    const priced = await screen.findByRole("list", { name: "Option 1: each opening as priced" });
    expect(priced.textContent).toContain("Sala · ventana fija · An 72 × Al 48 pulg · Milgard Tuscany V400 · inserción: $670.00");
    expect(screen.getByText("Total $3,070.00 · deposit $921.00")).toBeTruthy();
    const previews = calls.filter((call) => call.url === "/api/admin/quotes/preview");
    expect(previews.at(-1)!.body).toMatchObject({
      appointmentId: VISIT_ID,
      fromOpenings: [
        {
          name: "Buena",
          picks: [
            { lineId: "v400", optionIds: ["low-e"] },
            { lineId: "door", optionIds: [] },
          ],
        },
      ],
    });
    fireEvent.change(within(priced).getAllByLabelText("Override ($)")[1]!, { target: { value: "2,300" } });
    fireEvent.change(within(priced).getAllByLabelText("Why")[1]!, { target: { value: "Precio del año pasado" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the draft" }));
    await waitFor(() => expect(calls.some((call) => call.url === "/api/admin/quotes" && call.method === "POST")).toBe(true));
    const saved = calls.find((call) => call.url === "/api/admin/quotes" && call.method === "POST")!.body as {
      fromOpenings: { overrides: unknown }[];
    };
    expect(saved).not.toHaveProperty("options");
    expect(saved.fromOpenings[0].overrides).toEqual([{ openingId: "d1", cents: 230_000, reason: "Precio del año pasado" }]);
  });

  it("offers no measure sheet path for a visit without openings", async () => {
    renderEditor(ROSA, { ...BOOK, openings: [] });
    await screen.findByLabelText("Item 1");
    await waitFor(() => expect(document.querySelector("datalist option")).not.toBeNull());
    expect(screen.queryByRole("radio", { name: "From the measure sheet" })).toBeNull();
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
