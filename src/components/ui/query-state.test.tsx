// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { QueryState } from "./query-state";

afterEach(cleanup);

function show(query: { data: string[] | undefined; isError: boolean }) {
  render(
    <QueryState
      query={query}
      loading="Loading the list..."
      error="We couldn't load the list."
      empty={<p>Nothing yet.</p>}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => <p>{list.join(", ")}</p>}
    </QueryState>,
  );
}

describe("QueryState", () => {
  it("returns a status line while the data has not come", () => {
    show({ data: undefined, isError: false });
    expect(screen.getByRole("status").textContent).toBe("Loading the list...");
  });

  it("returns an alert when the read failed, even with older data at hand", () => {
    show({ data: ["a"], isError: true });
    expect(screen.getByRole("alert").textContent).toBe("We couldn't load the list.");
    expect(screen.queryByText("a")).toBeNull();
  });

  it("returns the empty note when the data holds nothing", () => {
    show({ data: [], isError: false });
    expect(screen.getByText("Nothing yet.")).toBeTruthy();
  });

  it("returns the children with the data", () => {
    show({ data: ["a", "b"], isError: false });
    expect(screen.getByText("a, b")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
