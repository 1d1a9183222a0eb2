// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { TeamList } from "@/schemas/team";
import { CUSTOMER, stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";
import { TeamScreen } from "./team-screen";

const MARIA = "7d1c2b3a-0000-4000-8000-000000000001";
const TEAM: TeamList = {
  members: [
    { id: null, email: "owner@example.com", name: "Pat Owner", role: "owner", fromAdminEmails: true },
    { id: MARIA, email: "maria@example.com", name: "Maria Lopez", role: "estimator", fromAdminEmails: false },
  ],
};

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

const answer = (call: FetchCall) =>
  call.method === "GET" ? { json: TEAM } : call.method === "DELETE" ? { status: 204, json: null } : { json: {} };

describe("TeamScreen", () => {
  it("marks the ADMIN_EMAILS owner as unchangeable and offers no form for them", async () => {
    stubFetch(answer);
    render(<TeamScreen supportEmail="help@example.com" />);
    const owner = (await screen.findByText("Pat Owner, owner@example.com")).closest("li")!;
    expect(within(owner).getByText("Owner (ADMIN_EMAILS)")).toBeTruthy();
    expect(within(owner).queryByRole("button")).toBeNull();
  });

  it("sends a person's new role", async () => {
    const calls = stubFetch(answer);
    render(<TeamScreen supportEmail="help@example.com" />);
    const form = await screen.findByRole("form", { name: "Edit Maria Lopez" });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText(/Role/), "office");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.find((call) => call.method === "PATCH")).toBeTruthy());
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({
      url: `/api/admin/team/${MARIA}`,
      body: { name: "Maria Lopez", role: "office" },
    });
  });

  it("removes a person only after the confirmation", async () => {
    const calls = stubFetch(answer);
    render(<TeamScreen supportEmail="help@example.com" />);
    const form = await screen.findByRole("form", { name: "Edit Maria Lopez" });
    const user = userEvent.setup();
    await user.click(within(form).getByRole("button", { name: "Remove from the team" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(form).getByRole("button", { name: "Yes, remove Maria Lopez and sign them out" }));
    await waitFor(() => expect(calls.find((call) => call.method === "DELETE")?.url).toBe(`/api/admin/team/${MARIA}`));
  });

  it("adds someone with the address, name and role typed", async () => {
    const calls = stubFetch(answer);
    render(<TeamScreen supportEmail="help@example.com" />);
    const form = await screen.findByRole("form", { name: "Add someone" });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/Google email/), "ines@example.com");
    await user.type(within(form).getByLabelText(/Name/), "Ines");
    await user.selectOptions(within(form).getByLabelText(/Role/), "installer");
    await user.click(within(form).getByRole("button", { name: "Add to the team" }));
    await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeTruthy());
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      url: "/api/admin/team",
      body: { email: "ines@example.com", name: "Ines", role: "installer" },
    });
  });

  it("shows a customer the access denied card, never the team", async () => {
    stubFetch(answer, CUSTOMER);
    render(<TeamScreen supportEmail="help@example.com" />);
    expect(await screen.findByText("Access Denied")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "The team" })).toBeNull();
  });
});
