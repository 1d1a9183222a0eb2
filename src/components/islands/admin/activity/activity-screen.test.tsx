// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { ActivityEntry } from "@/schemas/activity";
import type { TeamList } from "@/schemas/team";
import { CUSTOMER, stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";
import { ActivityScreen } from "./activity-screen";

const MARIA = "7d1c2b3a-0000-4000-8000-000000000001";
const JOB = "5b6c7d8e-0000-4000-8000-000000000002";
const TEAM: TeamList = {
  members: [
    { id: null, email: "owner@example.com", name: "Pat Owner", role: "owner", fromAdminEmails: true },
    { id: MARIA, email: "maria@example.com", name: "Maria Lopez", role: "office", fromAdminEmails: false },
  ],
};

const record = (id: number, action: string, detail: Record<string, unknown>, jobId: string | null = JOB): ActivityEntry => ({
  id,
  at: "2026-12-01T17:30:00.000Z",
  actorEmail: "maria@example.com",
  actorName: "Maria Lopez",
  personId: MARIA,
  action,
  jobId,
  subjectId: null,
  detail,
});

/** The team, and the records: a first page with a cursor, then an older page. */
function answer(call: FetchCall) {
  if (call.url === "/api/admin/team") return { json: TEAM };
  if (!call.url.startsWith("/api/admin/activity?")) return undefined;
  const after = new URL(call.url, "http://localhost").searchParams.get("after");
  return after === "older"
    ? { json: { items: [record(1, "invoice.void", { invoice: 5001, amountCents: 81_225 })], nextCursor: null } }
    : {
        json: {
          items: [
            record(3, "team.change", { email: "eva@example.com", name: "Eva", role: { from: "owner", to: "office" } }, null),
            record(2, "job.stage", { fromStage: "measured", toStage: "ordered", note: "Ordered from Milgard." }),
          ],
          nextCursor: "older",
        },
      };
}

const queryOf = (call: FetchCall) => Object.fromEntries(new URL(call.url, "http://localhost").searchParams);
const activityCalls = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith("/api/admin/activity?"));

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("ActivityScreen", () => {
  it("lists who did what in words, when in Phoenix time, the job linked, and older records with Load more", async () => {
    const calls = stubFetch(answer);
    render(<ActivityScreen supportEmail="help@example.com" />);
    const list = await screen.findByRole("list", { name: "Changes by the team, newest first" });
    const change = within(list).getByText("Changed Eva (eva@example.com): role owner → office").closest("li")!;
    expect(within(change).getByText("Dec 1, 2026, 10:30 AM")).toBeTruthy();
    expect(within(change).getByText(/· Maria Lopez$/)).toBeTruthy();
    expect(within(change).queryByRole("link")).toBeNull();
    const stage = within(list).getByText("Stage: Measured → Ordered").closest("li")!;
    expect(within(stage).getByText("Ordered from Milgard.")).toBeTruthy();
    expect(within(stage).getByRole("link", { name: "Open the job" }).getAttribute("href")).toBe(`/admin/job?id=${JOB}`);
    expect(list.textContent).not.toContain("{");

    await userEvent.setup().click(within(list).getByRole("button", { name: "Load more" }));
    expect(await within(list).findByText("Voided invoice 5001 ($812.25)")).toBeTruthy();
    expect(within(list).queryByRole("button", { name: "Load more" })).toBeNull();
    expect(activityCalls(calls).map(queryOf)).toEqual([{ pageSize: "50" }, { pageSize: "50", after: "older" }]);
  });

  it("lists one person's records when the owner chooses them from the team", async () => {
    const calls = stubFetch(answer);
    render(<ActivityScreen supportEmail="help@example.com" />);
    await screen.findByRole("list", { name: "Changes by the team, newest first" });
    const person = screen.getByLabelText(/^Person/);
    await waitFor(() => expect(within(person).getByRole("option", { name: "Maria Lopez" })).toBeTruthy());
    expect(within(person).queryByRole("option", { name: "Pat Owner" })).toBeNull();
    await userEvent.setup().selectOptions(person, "Maria Lopez");
    await waitFor(() => expect(activityCalls(calls).map(queryOf)).toContainEqual({ pageSize: "50", personId: MARIA }));
  });

  it("opened from a job's page, lists that job's records and offers every job's", async () => {
    window.history.replaceState(null, "", `/admin/activity?jobId=${JOB}`);
    const calls = stubFetch(answer);
    render(<ActivityScreen supportEmail="help@example.com" />);
    await screen.findByRole("list", { name: "Changes by the team, newest first" });
    expect(activityCalls(calls).map(queryOf)).toEqual([{ pageSize: "50", jobId: JOB }]);
    expect(screen.getByRole("link", { name: "Show every job" }).getAttribute("href")).toBe("/admin/activity");
  });

  it("shows a customer the access denied card, never the records", async () => {
    const calls = stubFetch(answer, CUSTOMER);
    render(<ActivityScreen supportEmail="help@example.com" />);
    expect(await screen.findByText("Access Denied")).toBeTruthy();
    expect(activityCalls(calls)).toEqual([]);
  });
});
