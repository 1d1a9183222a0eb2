// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { CrewList } from "@/schemas/crews";
import type { AdminJobDetail } from "@/schemas/job";
import { stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";
import { InstallCrew } from "./install-crew";

const LIST: CrewList = {
  crews: [
    { id: "c1", number: 1, name: "Crew 1", retired: false, members: [] },
    { id: "c2", number: 2, name: "South crew", retired: false, members: [] },
    { id: "c3", number: 3, name: "Old crew", retired: true, members: [] },
  ],
  installers: [],
};
// Only what the control reads of the job page.
const JOB = { id: "j1", install: { crew: 1, crewName: "Crew 1", dates: ["2026-12-08"] } } as unknown as AdminJobDetail;

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("InstallCrew", () => {
  it("offers the other active crews, hands the days to the one chosen, and says why when the server refuses", async () => {
    let refuse = false;
    const calls = stubFetch((call: FetchCall) => {
      if (call.method === "GET" && call.url === "/api/admin/crews") return { json: LIST };
      if (call.method === "PUT")
        return refuse
          ? { status: 409, json: { success: false, error: "That crew is retired or busy on one of the job's days." } }
          : { json: { jobId: "j1", stage: "scheduled", crew: 2, dates: ["2026-12-08"] } };
      return undefined;
    });
    render(
      <QueryClientProvider client={queryClient()}>
        <InstallCrew job={JOB} />
      </QueryClientProvider>,
    );
    const select = (await screen.findByLabelText("Give these days to another crew")) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(["Choose a crew", "South crew"]);
    const user = userEvent.setup();
    await user.selectOptions(select, "c2");
    await user.click(screen.getByRole("button", { name: "Change the crew" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({ url: "/api/admin/jobs/j1/install/crew", body: { crewId: "c2" } });

    refuse = true;
    await user.selectOptions(select, "c2");
    await user.click(screen.getByRole("button", { name: "Change the crew" }));
    expect(await screen.findByText(/That crew is retired or busy/)).toBeTruthy();
  });
});
