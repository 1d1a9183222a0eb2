// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import { LeadsAdmin } from "./leads-admin";
import { sampleLead, stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";

// The lead the notice email links to: on no page the list shows first.
const LINKED = sampleLead({
  id: "0b8e5a8e-5f1c-4c1e-9a51-0d6d6c8f3a11",
  firstName: "Rosa",
  lastName: "Vega",
  projectDetails: "Patio door sticks",
});
const OTHER = sampleLead({ id: "l2", firstName: "Bob", lastName: "Stone" });

function answer(call: FetchCall) {
  if (call.url.startsWith("/api/admin/leads?")) return { json: { items: [OTHER], total: 1, totalCapped: false, page: 1, pageSize: 20 } };
  if (call.url === `/api/admin/leads/${LINKED.id}`) return { json: { ...LINKED, photos: [] } };
  return undefined;
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/admin/leads");
});

describe("LeadsAdmin ?id=", () => {
  it("returns the linked lead in an open dialog, and forgets ?id= once it is closed", async () => {
    window.history.replaceState(null, "", `/admin/leads?id=${LINKED.id}`);
    const calls = stubFetch(answer);
    render(<LeadsAdmin supportEmail="help@example.com" />);
    const dialog = await screen.findByRole("dialog", { name: "Lead details" });
    const card = await within(dialog).findByRole("article", { name: "Rosa Vega" });
    expect(within(card).getByText("Patio door sticks")).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(`/api/admin/leads/${LINKED.id}`);
    // The list behind it is the unfiltered first page, as without the link.
    expect(await screen.findByText("1 lead found.")).toBeTruthy();

    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.location.search).toBe("");
  });

  it("returns no dialog without ?id=", async () => {
    stubFetch(answer);
    render(<LeadsAdmin supportEmail="help@example.com" />);
    await screen.findByText("1 lead found.");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
