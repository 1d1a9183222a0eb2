// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { InboxPage, InboxText } from "@/schemas/text-inbox";
import { TextsAdmin } from "./texts-admin";
import { stubFetch } from "../../../../../tests/components/admin-test-support";

const text = (id: number, overrides: Partial<InboxText>): InboxText => ({
  id,
  receivedAt: "2026-11-27T16:00:00.000Z",
  phone: "+14805550100",
  body: "Can the crew come after 3?",
  from: "Rosa Delgado",
  appointmentId: null,
  leadId: null,
  state: "waiting",
  ...overrides,
});

const TEXTS = [
  text(7, { appointmentId: "a1" }),
  text(6, { from: null, phone: "+16025550199", body: "Who is this?", state: "answered" }),
  text(5, { body: "STOP", state: "automatic", leadId: "l1" }),
];
const PAGE: InboxPage = { items: TEXTS, nextCursor: null, total: 3, totalCapped: false, pageSize: 20, textsConfigured: true };

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("TextsAdmin", () => {
  it("lists each text with who sent it, its state and what can be done, and marks one answered", async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    window.addEventListener("admin-data-changed", changed);
    const calls = stubFetch((call) => {
      if (call.url.startsWith("/api/admin/sms/inbox?")) return { json: PAGE };
      if (call.method === "PATCH") return { json: { id: 7, state: "answered" } };
      return undefined;
    });
    render(<TextsAdmin supportEmail="help@example.com" />);
    const cards = await screen.findByRole("list", { name: "Texts from customers, newest first" });
    expect(calls.find((call) => call.url.startsWith("/api/admin/sms/inbox?"))!.url).toBe("/api/admin/sms/inbox?show=waiting&pageSize=20");
    const [rosa, unknown, stop] = within(cards).getAllByRole("listitem");
    expect(within(rosa!).getByRole("link", { name: "Rosa Delgado" }).getAttribute("href")).toBe("/admin/appointments?id=a1");
    expect(within(rosa!).getByText("Waiting")).toBeTruthy();
    expect(within(unknown!).queryByRole("link", { name: "Read and reply" })).toBeNull();
    expect(within(unknown!).getByRole("link", { name: "Call +16025550199" }).getAttribute("href")).toBe("tel:+16025550199");
    expect(within(unknown!).getByRole("button", { name: "Mark waiting" })).toBeTruthy();
    expect(within(stop!).getByText("Answered by the site")).toBeTruthy();
    expect(within(stop!).queryByRole("button")).toBeNull();

    await user.click(within(rosa!).getByRole("button", { name: "Mark answered" }));
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === "PATCH")).toEqual([
      { method: "PATCH", url: "/api/admin/sms/inbox/7", body: { answered: true } },
    ]);
    window.removeEventListener("admin-data-changed", changed);
    // The list is read again and the toast says so: the screen has settled before the test ends.
    expect(await screen.findByText("Marked answered")).toBeTruthy();
    await vi.waitFor(() => expect(calls.filter((call) => call.url.startsWith("/api/admin/sms/inbox?"))).toHaveLength(2));
    expect(await screen.findByRole("list", { name: "Texts from customers, newest first" })).toBeTruthy();
  });
});
