// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/api-client";
import { Dashboard } from "./dashboard";
import { CUSTOMER, MINE, stubFetch } from "../../../../tests/components/admin-test-support";

const props = { supportEmail: "help@example.com", phone: "(480) 555-0142", phoneHref: "tel:+14805550142", locale: "es" as const };

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("MyAppointments in Spanish (/es/dashboard)", () => {
  it("lists the customer's appointments with the day, time, service and status in Spanish", async () => {
    stubFetch((call) => (call.url === "/api/my/appointments" ? { json: [MINE] } : undefined), CUSTOMER);
    render(<Dashboard {...props} />);
    expect(await screen.findByRole("heading", { name: "Sus próximas citas" })).toBeTruthy();
    const card = await screen.findByRole("article", { name: "jueves, 3 de diciembre de 2026 a las 10:00 a.m." });
    expect(within(card).getByText("Pendiente")).toBeTruthy();
    expect(within(card).getByText("Lo llamaremos para confirmar la visita.")).toBeTruthy();
    expect(within(card).queryByText(/Window installation/)).toBeNull();
  });

  it("asks in Spanish before cancelling, and says so in Spanish", async () => {
    let mine = [MINE];
    stubFetch((call) => {
      if (call.url === "/api/my/appointments") return { json: mine };
      if (call.method === "POST") {
        mine = [];
        return { json: { ...MINE, status: "cancelled", cancellable: false } };
      }
      return undefined;
    }, CUSTOMER);
    render(<Dashboard {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancelar la cita" }));
    expect(screen.getByRole("dialog", { name: "¿Cancelar esta cita?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sí, cancelarla" }));
    expect(await screen.findByText("No tiene citas próximas.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reserve un estimado gratis" }).getAttribute("href")).toBe("/es/estimate");
  });

  it("shows the Spanish sign-in card to a visitor who is not signed in", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ authenticated: false, user: null }), { headers: { "Content-Type": "application/json" } }));
    render(<Dashboard {...props} />);
    expect(await screen.findByRole("link", { name: /Continuar con Google/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Condiciones de uso" }).getAttribute("href")).toBe("/es/terms");
  });
});
