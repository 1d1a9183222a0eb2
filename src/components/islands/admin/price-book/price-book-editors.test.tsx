// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { PriceBookLineView } from "@/schemas/price-book";
import type { SupplierView } from "@/schemas/suppliers";
import { stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";
import { LineEditor } from "./line-editor";
import { OptionEditor } from "./option-editor";

const LINE: PriceBookLineView = {
  id: "0b6f1d6e-9d6c-4a57-9d0c-1f2a3b4c5d6e",
  name: "Milgard Tuscany V400",
  nameEs: null,
  kind: "window",
  pricing: { method: "united-inch", brackets: [{ upToInches: 60, cents: 32_500 }] },
  installCents: { insert: 15_000, fullFrame: 32_500 },
  supplierId: null,
  active: true,
  updatedAt: "2026-12-01T16:30:00.000Z",
  updatedBy: "owner@example.com",
};

const supplier = (name: string, active: boolean): SupplierView => ({
  id: `1c2d3e4f-0000-4000-8000-${String(name.length).padStart(12, "0")}`,
  name,
  email: "orders@example.com",
  accountNumber: null,
  active,
  updatedAt: "2026-12-01T16:30:00.000Z",
  updatedBy: "owner@example.com",
});
const MILGARD = supplier("Milgard", true);
const RETIRED = supplier("Old Glass Co", false);

const renderIn = (node: ReactNode) => render(<QueryClientProvider client={queryClient()}>{node}</QueryClientProvider>);

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("LineEditor", () => {
  it("sends a bracket added in dollars as cents, with the line's other fields", async () => {
    const calls = stubFetch((call: FetchCall) => (call.method === "PATCH" ? { json: LINE } : { json: { lines: [LINE], options: [] } }));
    renderIn(<LineEditor line={LINE} suppliers={[MILGARD, RETIRED]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add a bracket" }));
    await user.type(screen.getByLabelText("Bracket 2: up to united inches"), "80");
    await user.type(screen.getByLabelText("Bracket 2: price in dollars"), "$1,385.5");
    await user.click(screen.getByRole("button", { name: "Save the line" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(1));
    const patch = calls.find((call) => call.method === "PATCH")!;
    expect(patch.url).toBe(`/api/admin/price-book/lines/${LINE.id}`);
    expect(patch.body).toMatchObject({
      pricing: {
        method: "united-inch",
        brackets: [
          { upToInches: 60, cents: 32_500 },
          { upToInches: 80, cents: 138_550 },
        ],
      },
      installCents: LINE.installCents,
      supplierId: null,
    });
  });

  it("offers the active suppliers and sends the one chosen", async () => {
    const calls = stubFetch((call: FetchCall) => (call.method === "PATCH" ? { json: LINE } : { json: { lines: [LINE], options: [] } }));
    renderIn(<LineEditor line={LINE} suppliers={[MILGARD, RETIRED]} />);
    const user = userEvent.setup();
    const select = screen.getByLabelText(/^Supplier/);
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["None yet", "Milgard"]);
    await user.selectOptions(select, "Milgard");
    await user.click(screen.getByRole("button", { name: "Save the line" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(1));
    expect(calls.find((call) => call.method === "PATCH")!.body).toMatchObject({ supplierId: MILGARD.id });
  });

  it("announces a box that is not dollars, sending nothing", async () => {
    const calls = stubFetch(() => ({ json: {} }));
    renderIn(<LineEditor suppliers={[]} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), "Entry");
    await user.type(screen.getByLabelText("Bracket 1: up to united inches"), "60");
    await user.type(screen.getByLabelText("Bracket 1: price in dollars"), "325");
    await user.type(screen.getByLabelText("Insert ($)"), "lots");
    await user.type(screen.getByLabelText("Full-frame ($)"), "300");
    await user.click(screen.getByRole("button", { name: "Add the line" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Install labour: Type the insert install in dollars, e.g. 325 or 325.50")).toBeTruthy();
    expect(screen.getByLabelText("Insert ($)").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });
});

describe("OptionEditor", () => {
  it("announces the server's refusal of a second tempered upgrade", async () => {
    const refused = "Another option is already the tempered upgrade: unmark it first.";
    stubFetch((call: FetchCall) =>
      call.method === "POST" ? { status: 409, json: { error: refused, fieldErrors: { tempered: [refused] } } } : undefined,
    );
    renderIn(<OptionEditor lines={[LINE]} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), "Tempered again");
    await user.type(screen.getByLabelText(/^Price \(\$\)/), "8");
    await user.click(screen.getByLabelText(/The tempered-glass upgrade/));
    await user.click(screen.getByRole("button", { name: "Add the option" }));
    expect(within(await screen.findByRole("alert")).getByText(refused)).toBeTruthy();
  });

  it("sends the lines ticked, or null for every line", async () => {
    const calls = stubFetch((call: FetchCall) =>
      call.method === "POST" ? { status: 201, json: {} } : { json: { lines: [LINE], options: [] } },
    );
    renderIn(<OptionEditor lines={[LINE]} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), "Grids");
    await user.type(screen.getByLabelText(/^Price \(\$\)/), "45");
    await user.click(screen.getByLabelText("Every line"));
    await user.click(screen.getByLabelText("Milgard Tuscany V400"));
    await user.click(screen.getByRole("button", { name: "Add the option" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({
      name: "Grids",
      nameEs: "",
      price: { per: "opening", cents: 4_500 },
      lineIds: [LINE.id],
      tempered: false,
    });
  });
});
