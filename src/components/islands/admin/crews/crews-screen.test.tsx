// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { CrewList } from "@/schemas/crews";
import { stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";
import { CrewsScreen } from "./crews-screen";

const LUIS = { id: "6f1d2c3b-0000-4000-8000-000000000001", name: "Luis Ortega", email: "luis@example.com" };
const ANA = { id: "6f1d2c3b-0000-4000-8000-000000000002", name: "Ana Ruiz", email: "ana@example.com" };
const LIST: CrewList = {
  crews: [
    { id: "c1", number: 1, name: "Crew 1", retired: false, members: [LUIS] },
    { id: "c2", number: 2, name: "Old crew", retired: true, members: [] },
  ],
  installers: [ANA, LUIS],
};

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("CrewsScreen", () => {
  it("lists each crew with its members ticked and the retired one marked, and adds a crew with the installers ticked", async () => {
    const calls = stubFetch((call: FetchCall) =>
      call.method === "POST"
        ? { status: 201, json: { id: "c3", number: 3, name: "South", retired: false, members: [ANA] } }
        : { json: LIST },
    );
    render(<CrewsScreen supportEmail="help@example.com" />);
    const crewOne = await screen.findByRole("form", { name: "Edit Crew 1" });
    expect((within(crewOne).getByRole("checkbox", { name: /Luis Ortega/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(crewOne).getByRole("checkbox", { name: /Ana Ruiz/ }) as HTMLInputElement).checked).toBe(false);
    const old = screen.getByRole("form", { name: "Edit Old crew" });
    expect(within(old).getByText("Retired")).toBeTruthy();
    expect(within(old).getByRole("button", { name: "Bring the crew back" })).toBeTruthy();

    const user = userEvent.setup();
    const added = screen.getByRole("form", { name: "New crew" });
    await user.type(within(added).getByLabelText(/Name/), "South");
    await user.click(within(added).getByRole("checkbox", { name: /Ana Ruiz/ }));
    await user.click(within(added).getByRole("button", { name: "Add the crew" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      url: "/api/admin/crews",
      body: { name: "South", memberIds: [ANA.id] },
    });
  });

  it("retires a crew, and shows the server's word beside the members when it refuses one", async () => {
    const calls = stubFetch((call: FetchCall) => {
      if (call.method !== "PATCH") return { json: LIST };
      if ("retired" in (call.body as object)) return { json: { ...LIST.crews[0], retired: true } };
      return {
        status: 400,
        json: {
          success: false,
          error: "Check the highlighted fields",
          fieldErrors: { memberIds: ["Ana Ruiz is not an installer: only installers join a crew"] },
        },
      };
    });
    render(<CrewsScreen supportEmail="help@example.com" />);
    const crewOne = await screen.findByRole("form", { name: "Edit Crew 1" });
    const user = userEvent.setup();
    await user.click(within(crewOne).getByRole("checkbox", { name: /Ana Ruiz/ }));
    await user.click(within(crewOne).getByRole("button", { name: "Save the crew" }));
    expect(await within(crewOne).findByText("Ana Ruiz is not an installer: only installers join a crew")).toBeTruthy();
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({
      url: "/api/admin/crews/c1",
      body: { name: "Crew 1", memberIds: [LUIS.id, ANA.id] },
    });

    await user.click(within(crewOne).getByRole("button", { name: "Retire the crew" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH" && "retired" in (call.body as object))).toHaveLength(1));
    expect(calls.at(-2)).toMatchObject({ url: "/api/admin/crews/c1", body: { retired: true } });
  });
});
