// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { AdminLead } from "@/schemas/admin/leads";
import { LeadsAdmin } from "./leads-admin";
import { sampleLead, stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";

const lead = (id: string, lastName: string, texts: AdminLead["texts"]) => sampleLead({ id, lastName, email: `${id}@example.com`, texts });

const LEADS = [
  lead("11111111-1111-4111-8111-111111111111", "Texted", { consent: true, optedOut: false, messages: 2, lastStatus: "delivered" }),
  lead("22222222-2222-4222-8222-222222222222", "Quiet", { consent: false, optedOut: false, messages: 0, lastStatus: null }),
  lead("33333333-3333-4333-8333-333333333333", "Stopped", { consent: true, optedOut: true, messages: 1, lastStatus: "received" }),
];

function answer(call: FetchCall) {
  if (call.url.startsWith("/api/admin/leads?"))
    return { json: { items: LEADS, total: 3, totalCapped: false, page: 1, pageSize: 20, textsConfigured: true } };
  if (call.url.startsWith("/api/admin/sms/thread?")) return { json: { configured: true, consent: null, optedOut: false, messages: [] } };
  return undefined;
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("LeadTexts on the leads page", () => {
  it("returns each lead's texts summary from the list, fetching no thread until one is opened", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answer);
    render(<LeadsAdmin supportEmail="help@example.com" />);
    await screen.findByText("3 leads found.");
    const card = (name: string) => screen.getByRole("article", { name: `Lee ${name}` });
    expect(within(card("Texted")).getByText(/Agreed to texts · 2 texts, the last delivered/)).toBeTruthy();
    expect(within(card("Quiet")).getByText(/No consent to texts · No texts yet/)).toBeTruthy();
    expect(within(card("Stopped")).getByText(/Replied STOP: no texts until START · 1 text, the last received/)).toBeTruthy();
    expect(within(card("Quiet")).queryByRole("button", { name: /texts/ })).toBeNull();
    expect(within(card("Stopped")).getByRole("button", { name: "Show texts" })).toBeTruthy();
    const threads = () => calls.filter((call) => call.url.startsWith("/api/admin/sms/thread"));
    expect(threads()).toEqual([]);

    const show = within(card("Texted")).getByRole("button", { name: "Show texts and reply" });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    await user.click(show);
    expect(show.getAttribute("aria-expanded")).toBe("true");
    expect(await within(card("Texted")).findByRole("region", { name: "Text messages" })).toBeTruthy();
    expect(threads().map((call) => call.url)).toEqual([`/api/admin/sms/thread?leadId=${LEADS[0]!.id}`]);
  });

  it("returns no texts line when texts are not configured", async () => {
    stubFetch((call) =>
      call.url.startsWith("/api/admin/leads?")
        ? { json: { items: LEADS, total: 3, totalCapped: false, page: 1, pageSize: 20, textsConfigured: false } }
        : undefined,
    );
    render(<LeadsAdmin supportEmail="help@example.com" />);
    await screen.findByText("3 leads found.");
    expect(screen.queryByRole("button", { name: /Show texts/ })).toBeNull();
  });
});
