// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import { sampleAppointment, stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";
import { EstimatorChoice } from "./estimator-choice";

const EVA = { id: "7a1b2c3d-0000-4000-8000-000000000001", name: "Eva Estimator", email: "eva@example.com", role: "estimator" as const };
const OMAR = { id: "7a1b2c3d-0000-4000-8000-000000000002", name: "Omar Office", email: "omar@example.com", role: "office" as const };

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("EstimatorChoice", () => {
  it("offers the team the server listed, keeps a former estimator shown, and saves the one chosen, or nobody", async () => {
    const calls = stubFetch((call: FetchCall) => (call.method === "PATCH" ? { json: sampleAppointment() } : undefined));
    const gone = { id: "7a1b2c3d-0000-4000-8000-000000000003", name: "Gus Gone", email: "gus@example.com", role: "estimator" as const };
    render(
      <QueryClientProvider client={queryClient()}>
        <EstimatorChoice
          appointment={{ ...sampleAppointment(), estimatorId: gone.id, estimator: gone, estimators: [EVA, OMAR], events: [] }}
        />
      </QueryClientProvider>,
    );
    const select = screen.getByLabelText("Estimator") as HTMLSelectElement;
    expect(select.value).toBe(gone.id);
    expect([...select.options].map((option) => option.text)).toEqual([
      "Nobody yet",
      "Gus Gone (estimator)",
      "Eva Estimator (estimator)",
      "Omar Office (office)",
    ]);
    const save = screen.getByRole("button", { name: "Save the estimator" });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    const user = userEvent.setup();
    await user.selectOptions(select, OMAR.id);
    await user.click(save);
    await user.selectOptions(select, "");
    await user.click(save);
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(2));
    expect(calls.filter((call) => call.method === "PATCH").map((call) => [call.url, call.body])).toEqual([
      ["/api/admin/appointments/a1", { estimatorId: OMAR.id }],
      ["/api/admin/appointments/a1", { estimatorId: null }],
    ]);
  });
});
