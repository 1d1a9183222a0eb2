// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Pager } from "./pager";

afterEach(cleanup);

describe("Pager", () => {
  it("returns Previous off on the first page and Next off on the last", () => {
    render(<Pager aria-label="Pages of leads" page={1} pageCount={1} onPage={() => {}} />);
    expect(screen.getByRole("navigation", { name: "Pages of leads" })).toBeTruthy();
    expect(screen.getByText("Page 1 of 1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
  });

  it("returns an open-ended count, and Next on past it, when more pages follow than were counted", () => {
    const onPage = vi.fn();
    render(<Pager aria-label="Pages of leads" page={5} pageCount={5} more onPage={onPage} />);
    expect(screen.getByText("Page 5 of 5+")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenCalledWith(6);
  });

  it("returns the words it is given, e.g. in Spanish", () => {
    render(
      <Pager
        aria-label="Páginas"
        page={2}
        pageCount={3}
        onPage={() => {}}
        previousLabel="Anterior"
        nextLabel="Siguiente"
        position={(page, count) => `Página ${page} de ${count}`}
      />,
    );
    expect(screen.getByText("Página 2 de 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Anterior" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeTruthy();
  });
});
