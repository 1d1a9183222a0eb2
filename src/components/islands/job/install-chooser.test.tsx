// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import { stubFetch } from "../../../../tests/components/admin-test-support";
import { InstallChooser } from "./install-chooser";

const DATES_URL = "/api/quotes/tok/install-dates?locale=es";
const BOOK_URL = "/api/quotes/tok/install";

function renderChooser(onBooked = vi.fn(), days = 2) {
  render(
    <QueryClientProvider client={queryClient()}>
      <InstallChooser token="tok" locale="es" days={days} callUs={<a href="tel:+14805550142">(480) 555-0142</a>} onBooked={onBooked} />
    </QueryClientProvider>,
  );
  return onBooked;
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("InstallChooser", () => {
  it("speaks of one day for a one-day install", async () => {
    stubFetch((call) => (call.url === DATES_URL ? { json: { dates: ["2027-01-12", "2027-01-13"], days: 1 } } : undefined));
    renderChooser(vi.fn(), 1);
    expect(screen.getByRole("heading", { name: "Elija su día de instalación" })).toBeTruthy();
    expect(await screen.findByRole("group", { name: "Día de su instalación" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reservar este día" })).toBeTruthy();
  });

  it("offers the start days as a labelled group and books the one chosen", async () => {
    const calls = stubFetch((call) => {
      if (call.url === DATES_URL) return { json: { dates: ["2027-01-12", "2027-01-13"], days: 2 } };
      if (call.url === BOOK_URL) return { json: { stage: "scheduled", dates: ["2027-01-13", "2027-01-14"] } };
      return undefined;
    });
    const onBooked = renderChooser();
    const group = await screen.findByRole("group", { name: "Primer día de su instalación" });
    // Exactly the server's days, in its order: the island adds, drops and re-judges none.
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(["2027-01-12", "2027-01-13"]);
    expect(screen.getByText(/Su instalación toma 2 días seguidos/)).toBeTruthy();
    fireEvent.click(within(group).getByRole("radio", { name: "miércoles, 13 de enero" }));
    fireEvent.click(screen.getByRole("button", { name: "Reservar estos días" }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalledWith({ stage: "scheduled", dates: ["2027-01-13", "2027-01-14"] }));
    expect(calls.find((call) => call.url === BOOK_URL)).toMatchObject({ method: "POST", body: { startDate: "2027-01-13", locale: "es" } });
  });

  it("asks for a day before booking none", async () => {
    const calls = stubFetch((call) => (call.url === DATES_URL ? { json: { dates: ["2027-01-12"], days: 1 } } : undefined));
    renderChooser();
    fireEvent.click(await screen.findByRole("button", { name: "Reservar estos días" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Elija un día primero.");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("says a day taken meanwhile, shows the fresh list without it and drops the choice", async () => {
    let taken = false;
    stubFetch((call) => {
      if (call.url === DATES_URL) return { json: { dates: taken ? ["2027-01-14"] : ["2027-01-12", "2027-01-14"], days: 1 } };
      if (call.url === BOOK_URL) {
        taken = true;
        return { status: 409, json: { error: "Taken" } };
      }
      return undefined;
    });
    const onBooked = renderChooser();
    fireEvent.click(await screen.findByRole("radio", { name: "martes, 12 de enero" }));
    fireEvent.click(screen.getByRole("button", { name: "Reservar estos días" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Alguien acaba de tomar ese día. Elija otro, por favor: la lista está al día.",
    );
    await vi.waitFor(() => expect(screen.queryByRole("radio", { name: "martes, 12 de enero" })).toBeNull());
    expect(screen.getByRole("radio", { name: "jueves, 14 de enero" })).toHaveProperty("checked", false);
    expect(onBooked).not.toHaveBeenCalled();
  });

  it("says a day is not offered after a 400", async () => {
    stubFetch((call) => {
      if (call.url === DATES_URL) return { json: { dates: ["2027-01-12"], days: 1 } };
      if (call.url === BOOK_URL) return { status: 400, json: { error: "Not offered", fieldErrors: { startDate: ["Not offered"] } } };
      return undefined;
    });
    renderChooser();
    fireEvent.click(await screen.findByRole("radio", { name: "martes, 12 de enero" }));
    fireEvent.click(screen.getByRole("button", { name: "Reservar estos días" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Ese día ya no se ofrece. Elija otro de la lista, por favor.");
  });

  it("says who calls whom when no day is open", async () => {
    stubFetch((call) => (call.url === DATES_URL ? { json: { dates: [], days: 1 } } : undefined));
    renderChooser();
    expect((await screen.findByText(/No hay días libres en este momento/)).textContent).toBe(
      "No hay días libres en este momento. Lo llamaremos para acordar cuándo instalamos, o llámenos al (480) 555-0142.",
    );
    expect(screen.queryByRole("button", { name: "Reservar estos días" })).toBeNull();
  });
});
