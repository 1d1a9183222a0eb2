// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import { formatWindow } from "@/i18n/dates";
import { Dashboard } from "../admin/dashboard/dashboard";
import { CUSTOMER, MINE, stubFetch } from "../../../../tests/components/admin-test-support";

const props = { supportEmail: "help@example.com", phone: "(480) 555-0142", phoneHref: "tel:+14805550142", locale: "es" as const };

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The customer has one visit, MINE, until a POST cancels it; the list is empty after that. */
function stubOneVisit(): { cancelled: () => boolean } {
  let mine = [MINE];
  stubFetch((call) => {
    if (call.url === "/api/my/appointments") return { json: mine };
    if (call.method === "POST") {
      mine = [];
      return { json: { ...MINE, status: "cancelled", cancellable: false } };
    }
    return undefined;
  }, CUSTOMER);
  return { cancelled: () => mine.length === 0 };
}

/**
 * Makes <dialog> close as Chrome does, which happy-dom does not: close() puts focus back at
 * once on what had it when the dialog opened, and the close event comes later, as a task of
 * its own. The test sends that event with `fireClose`, at the moment it chooses.
 */
function closeLikeChrome(): { fireClose: () => void } {
  const queued: (() => void)[] = [];
  let opener: HTMLElement | null = null;
  vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(function (this: HTMLDialogElement) {
    opener = document.activeElement as HTMLElement | null;
    this.setAttribute("open", "");
  });
  vi.spyOn(HTMLDialogElement.prototype, "close").mockImplementation(function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    if (opener?.isConnected) opener.focus();
    queued.push(() => this.dispatchEvent(new Event("close")));
  });
  return { fireClose: () => queued.splice(0).forEach((fire) => fire()) };
}

describe("MyAppointments in Spanish (/es/dashboard)", () => {
  it("lists the customer's appointments with the day, time, service and status in Spanish", async () => {
    stubFetch((call) => (call.url === "/api/my/appointments" ? { json: [MINE] } : undefined), CUSTOMER);
    render(<Dashboard {...props} />);
    expect(await screen.findByRole("heading", { name: "Sus próximas citas" })).toBeTruthy();
    // The arrival window's clock words keep their non-breaking spaces, as formatClock writes them.
    const card = await screen.findByRole("article", { name: `jueves, 3 de diciembre de 2026, ${formatWindow("10:00 AM", 120, "es")}` });
    expect(within(card).getByText("Agendada: la confirmamos en menos de 24 horas")).toBeTruthy();
    expect(within(card).queryByText(/Window installation/)).toBeNull();
  });

  it("asks in Spanish before cancelling, and says so in Spanish", async () => {
    stubOneVisit();
    render(<Dashboard {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancelar la cita" }));
    expect(screen.getByRole("dialog", { name: "¿Cancelar esta cita?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sí, cancelarla" }));
    expect(await screen.findByText("No tiene citas próximas.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reserve un estimado gratis" }).getAttribute("href")).toBe("/es/estimate");
  });

  it("shows the Spanish sign-in card to a visitor who is not signed in", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response(JSON.stringify({ authenticated: false, user: null }), { headers: { "Content-Type": "application/json" } }),
    );
    render(<Dashboard {...props} />);
    expect(await screen.findByRole("link", { name: /Continuar con Google/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Condiciones de uso" }).getAttribute("href")).toBe("/es/terms");
  });

  // The cancelled card's button opened the dialog and is gone after the reload. The dialog
  // closes before the reload answers (it takes a round trip), and its close event can come
  // at any point after: focus must end on the heading, never on the page's body. The third
  // order is the one a busy machine produced in e2e/admin.spec.ts.
  it.each([
    ["before the list reloads", "before"],
    ["after the reloaded list is on the page", "after"],
    ["the moment the heading takes focus", "on heading focus"],
  ] as const)("after cancelling, moves focus to the heading when the dialog's close event comes %s", async (_, when) => {
    const dialogs = closeLikeChrome();
    const visit = stubOneVisit();
    let answerReload = () => {};
    const reloadAnswered = new Promise<void>((resolve) => (answerReload = resolve));
    const answer = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      if (input === "/api/my/appointments" && visit.cancelled()) await reloadAnswered;
      return answer(input, init);
    });
    render(<Dashboard {...props} />);
    const heading = await screen.findByRole("heading", { name: "Sus próximas citas" });
    const cancel = await screen.findByRole("button", { name: "Cancelar la cita" });
    cancel.focus();
    fireEvent.click(cancel);
    const dialog = screen.getByRole("dialog", { name: "¿Cancelar esta cita?" });
    fireEvent.click(screen.getByRole("button", { name: "Sí, cancelarla" }));
    await waitFor(() => expect(dialog.hasAttribute("open")).toBe(false));
    expect(document.activeElement).toBe(cancel);

    if (when === "before") dialogs.fireClose();
    if (when === "on heading focus") heading.addEventListener("focus", dialogs.fireClose, { once: true });
    answerReload();
    expect(await screen.findByText("No tiene citas próximas.")).toBeTruthy();
    if (when === "after") dialogs.fireClose();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    dialogs.fireClose();
    expect(document.activeElement).toBe(heading);
  });
});
