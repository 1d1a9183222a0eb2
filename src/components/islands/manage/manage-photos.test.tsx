// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import { QueryProvider } from "../query-provider";
import { ManagePhotos } from "./manage-photos";
import { stubFetch } from "../../../../tests/components/admin-test-support";

const TOKEN = "t".repeat(43);
const BASE = `/api/cancel/${TOKEN}/photos`;
const LISTED = { photos: [{ id: "p1", thumbnailUrl: "data:image/jpeg;base64,AA==" }] };

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("ManagePhotos remove", () => {
  it("returns the server's reason under the photo when the remove is refused", async () => {
    const calls = stubFetch((call) => {
      if (call.method === "GET" && call.url === BASE) return { json: LISTED };
      if (call.method === "DELETE")
        return { status: 409, json: { success: false, error: "Ya no se pueden agregar ni quitar fotos de esta visita." } };
      return undefined;
    });
    render(
      <QueryProvider>
        <ManagePhotos token={TOKEN} locale="es" />
      </QueryProvider>,
    );
    await userEvent.setup().click(await screen.findByRole("button", { name: "Quitar la foto 1" }));
    expect(await screen.findByText("Ya no se pueden agregar ni quitar fotos de esta visita.")).toBeTruthy();
    expect(calls.some((call) => call.method === "DELETE" && call.url === `${BASE}/p1?locale=es`)).toBe(true);
  });

  it("returns a plain 'not removed' when no answer comes", async () => {
    stubFetch((call) => (call.method === "GET" && call.url === BASE ? { json: LISTED } : undefined));
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) =>
      init.method === "DELETE" ? Promise.reject(new TypeError("Failed to fetch")) : realFetch(input, init),
    );
    render(
      <QueryProvider>
        <ManagePhotos token={TOKEN} locale="en" />
      </QueryProvider>,
    );
    await userEvent.setup().click(await screen.findByRole("button", { name: "Remove photo 1" }));
    expect(await screen.findByText("Not removed. Please try again.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Photo 1" })).toBeTruthy();
  });
});
